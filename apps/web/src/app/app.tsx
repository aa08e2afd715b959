import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetViewerDocument } from '@masthead/graphql';
import type { CompiledMessages } from '@masthead/header-core/i18n';
import type { AnalyticsTransport } from '@masthead/header-react';
import type { AppData } from './app-data.ts';
import { Gallery } from './gallery.tsx';
import { HeaderHost } from './header-host.tsx';
import { PageContent } from './page-content.tsx';
import { PlaygroundPanel } from './playground-panel.tsx';
import { isSignedOut, retryDelayMs, viewerProblem } from './viewer-status.ts';

/**
 * One page of the demo marketplace: the header (by scenario), the playground, the content. `messages`
 * is the header's catalog for the page's locale, loaded before the server renders and before the
 * browser hydrates, so both render the same words.
 */
export function App({ data, analytics, messages }: { data: AppData; analytics?: AnalyticsTransport | undefined; messages: CompiledMessages }) {
  const { data: viewerData, error, refetch } = useQuery(GetViewerDocument);
  // Until the API has said who this is, the header shows its loading state: a failed or slow answer
  // never turns a signed-in member into a signed-out visitor (issue 15). It is asked again, backing off.
  // A session the API does not know is a signed-out visitor, not a failure to retry.
  const signedOut = !viewerData && isSignedOut(error);
  const viewer = viewerData ? (viewerData.viewer ?? null) : signedOut ? null : 'loading';
  const [attempt, setAttempt] = useState(0);
  const failed = !!error && !viewerData && !signedOut;
  useEffect(() => {
    if (!failed) return;
    const retry = () => {
      setAttempt((n) => n + 1);
      refetch().catch(() => undefined);
    };
    const timer = setTimeout(retry, retryDelayMs(attempt));
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failed, attempt, refetch]);
  const isGallery = data.route.kind === 'gallery';
  // Marks the page interactive, for people and for the end-to-end tests that wait on it.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event('masthead:hydrated'));
  }, []);
  return (
    <>
      {!isGallery && (
        <HeaderHost data={data} viewer={viewer} persona={data.persona} analytics={analytics} variant={data.state.variant} idPrefix="page" messages={messages} />
      )}
      <PlaygroundPanel data={data} />
      {failed && (
        <p role="alert" className="app-error">
          Could not load the signed-in member: {viewerProblem(error)} Trying again…
        </p>
      )}
      <main id="main" tabIndex={-1} className="app-main">
        {isGallery ? <Gallery data={data} analytics={analytics} messages={messages} /> : <PageContent data={data} />}
      </main>
    </>
  );
}
