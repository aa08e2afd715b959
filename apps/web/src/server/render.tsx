// A page on the server: its data fetched (page-data.ts), the app rendered to a string, and the HTML shell
// (document.ts) with the build's styles and scripts (assets.ts). Its CSP is csp.ts's.
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app.tsx';
import type { AppData } from '../app/app-data.ts';
import { clientScripts, stylesheet } from './assets.ts';
import { htmlDocument } from './document.ts';
import { fetchPage, SSR_TIMEOUTS_MS, type SsrTimeouts } from './page-data.ts';

/**
 * Renders a whole HTML document for one page. `session` is the session cookie's value the API is asked
 * with (default: the page's persona, as in development); the page itself never holds it.
 */
export async function renderPage(graphqlUrl: string, data: AppData, options: { session?: string; timeouts?: SsrTimeouts } = {}): Promise<string> {
  const { client, messages } = await fetchPage(graphqlUrl, data, options.timeouts ?? SSR_TIMEOUTS_MS, options.session ?? data.persona);
  const root = renderToString(
    <ApolloProvider client={client}>
      <App data={data} messages={messages} />
    </ApolloProvider>,
  );
  const locale = data.state.locale;
  return htmlDocument({
    locale,
    title: data.route.title,
    styles: stylesheet().tag,
    root,
    pageData: { data, apollo: client.extract() },
    scripts: clientScripts(locale),
  });
}
