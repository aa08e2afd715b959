import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetViewerDocument } from '@masthead/graphql';
import { DesktopHeader } from '@masthead/header-desktop';
import { MobileHeader } from '@masthead/header-mobile';
import type { CompiledMessages } from '@masthead/header-core/i18n';
import type { AnalyticsTransport, HeaderProps } from '@masthead/header-react';

// Without server rendering the width is known before the first paint, so one renderer is mounted.
const wide = window.matchMedia('(min-width: 1024px)');
const subscribe = (onChange: () => void) => {
  wide.addEventListener('change', onChange);
  return () => wide.removeEventListener('change', onChange);
};

export function App({ analytics, locale, messages }: { analytics: AnalyticsTransport; locale: string; messages: CompiledMessages }) {
  const isWide = useSyncExternalStore(subscribe, () => wide.matches);
  const { data, loading } = useQuery(GetViewerDocument);
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  const props: HeaderProps = {
    // The header draws a stable skeleton while the viewer is unknown.
    viewer: loading ? 'loading' : (data?.viewer ?? null),
    analytics,
    locale,
    messages,
    config: { productName: 'Masthead', communityUrl: 'https://community.masthead.example' },
    // No router: every link loads a page, so the path read once is the path.
    currentPath: window.location.pathname,
  };
  return (
    <>
      {isWide ? <DesktopHeader {...props} /> : <MobileHeader {...props} />}
      <main id="main" className="host-main" tabIndex={-1}>
        <h1>Learn creative skills</h1>
        <p>A Vite single-page app mounting the Masthead header in the browser only.</p>
      </main>
    </>
  );
}
