import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { textDirection } from '@masthead/header-core';
import {
  GetClassesDocument,
  GetFacetsDocument,
  GetFollowedCategoriesAndFacetsDocument,
  GetTopLevelCategoriesDocument,
  GetViewerDocument,
} from '@masthead/graphql';
import type { HeaderViewer } from '@masthead/header-react';
import { App } from '../app/app.tsx';
import type { AppData } from '../app/app-data.ts';
import { classesVariables, facetsVariables, parseSearchParams } from '../app/search-params.ts';
import { PERSONA_COOKIE } from './cookies.ts';

function serverClient(graphqlUrl: string, persona: string) {
  return new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    link: new HttpLink({ uri: graphqlUrl, headers: { cookie: `${PERSONA_COOKIE}=${encodeURIComponent(persona)}` } }),
  });
}

async function viewerOf(graphqlUrl: string, persona: string): Promise<HeaderViewer | null> {
  const result = await serverClient(graphqlUrl, persona).query({ query: GetViewerDocument }).catch(() => null);
  return result?.data?.viewer ?? null;
}

/** Fetches what the page shows first into a fresh Apollo cache, so the server HTML is complete. */
async function prefetch(client: ApolloClient, data: AppData): Promise<void> {
  const tolerate = (p: Promise<unknown>) => p.catch(() => undefined);
  const [viewer] = await Promise.all([
    client.query({ query: GetViewerDocument }).catch(() => null),
    tolerate(client.query({ query: GetTopLevelCategoriesDocument })),
  ]);
  const jobs: Promise<unknown>[] = [];
  if (viewer?.data?.viewer) jobs.push(tolerate(client.query({ query: GetFollowedCategoriesAndFacetsDocument })));
  if (data.route.kind === 'search') {
    // The very variables the results page asks for (search-params.ts), so both are cache hits.
    const state = parseSearchParams(data.query);
    jobs.push(tolerate(client.query({ query: GetClassesDocument, variables: classesVariables(state) })));
    jobs.push(tolerate(client.query({ query: GetFacetsDocument, variables: facetsVariables(state) })));
  }
  await Promise.all(jobs);
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Renders a whole HTML document for one page. */
const CLIENT_CSS = fileURLToPath(new URL('../../dist/assets/client.css', import.meta.url));
let inlined: { mtimeMs: number; tag: string } | null = null;

/**
 * The page's styles, inlined into the first HTML: a stylesheet request would block the first paint
 * (Lighthouse's render-blocking resources, about 150 ms on a phone), and the header's and the page's
 * CSS together are about 6 KiB gzip. Read from the built file (re-read when a build replaces it);
 * without one, the link to it.
 */
function stylesheet(): string {
  try {
    const { mtimeMs } = statSync(CLIENT_CSS);
    if (inlined?.mtimeMs !== mtimeMs) {
      const css = readFileSync(CLIENT_CSS, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Our own build's CSS, but it must not be able to end the element early.
      inlined = { mtimeMs, tag: `<style>${css.replace(/<\//g, '<\\/')}</style>` };
    }
    return inlined.tag;
  } catch {
    return '<link rel="stylesheet" href="/assets/client.css">';
  }
}

export async function renderPage(graphqlUrl: string, data: AppData): Promise<string> {
  if (data.route.kind === 'gallery') {
    data.gallery = await Promise.all(
      data.personas.map(async (p) => ({ persona: p.id, viewer: p.id === 'guest' ? null : await viewerOf(graphqlUrl, p.id) })),
    );
  }
  const client = serverClient(graphqlUrl, data.persona);
  await prefetch(client, data);
  const html = renderToString(
    <ApolloProvider client={client}>
      <App data={data} />
    </ApolloProvider>,
  );
  const state = client.extract();
  const locale = data.state.locale;
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.route.title)} · Masthead</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheet()}
</head>
<body>
<div id="root">${html}</div>
<script>window.__MASTHEAD__=${scriptJson({ data, apollo: state })}</script>
<script type="module" src="/assets/client.js"></script>
</body>
</html>`;
}
