import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetViewerDocument } from '@masthead/graphql';
import type { AnalyticsTransport } from '@masthead/header-react';
import type { AppData } from './app-data.ts';
import { Gallery } from './gallery.tsx';
import { HeaderHost } from './header-host.tsx';
import { PageContent } from './page-content.tsx';
import { PlaygroundPanel } from './playground-panel.tsx';

/** One page of the demo marketplace: the header (by scenario), the playground, the content. */
export function App({ data, analytics }: { data: AppData; analytics?: AnalyticsTransport | undefined }) {
  const { data: viewerData, loading, error } = useQuery(GetViewerDocument);
  const viewer = loading && !viewerData ? 'loading' : (viewerData?.viewer ?? null);
  const isGallery = data.route.kind === 'gallery';
  // Marks the page interactive, for people and for the end-to-end tests that wait on it.
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event('masthead:hydrated'));
  }, []);
  return (
    <>
      {!isGallery && (
        <HeaderHost data={data} viewer={viewer} persona={data.persona} analytics={analytics} variant={data.state.variant} idPrefix="page" />
      )}
      <PlaygroundPanel data={data} />
      {error && (
        <p role="alert" className="app-error">
          Could not load the signed-in member: {error.message}
        </p>
      )}
      <main id="main" tabIndex={-1} className="app-main">
        {isGallery ? <Gallery data={data} analytics={analytics} /> : <PageContent data={data} />}
      </main>
    </>
  );
}
