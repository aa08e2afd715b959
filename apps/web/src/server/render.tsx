import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { textDirection } from '@masthead/header-core';
import { catalogOf, loadMessages } from '@masthead/header-core/i18n';
import {
  GetClassesDocument,
  GetFacetsDocument,
  GetFollowedCategoriesAndFacetsDocument,
  GetTopLevelCategoriesDocument,
  GetViewerDocument,
} from '@masthead/graphql';
import { persistedOperationsLink } from '@masthead/graphql/apollo';
import type { HeaderViewer } from '@masthead/header-react';
import { App } from '../app/app.tsx';
import { PAGE_DATA_ID, type AppData } from '../app/app-data.ts';
import { searchFailureOf } from '../app/search-errors.ts';
import { classesVariables, facetsVariables, parseSearchParams } from '../app/search-params.ts';
import { PERSONA_COOKIE, SIGNED_OUT_PERSONA } from './cookies.ts';

function serverClient(graphqlUrl: string, persona: string, locale: string) {
  return new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    // Persisted ids (a production API runs nothing else), all as POST: the server's own requests pass no
    // HTTP cache. The page's language asks the API for its own words in it (category names, notifications).
    link: from([
      persistedOperationsLink({ get: false }),
      new HttpLink({ uri: graphqlUrl, headers: { cookie: `${PERSONA_COOKIE}=${encodeURIComponent(persona)}`, 'accept-language': locale } }),
    ]),
  });
}

/**
 * How long the server waits for each call before it renders without that answer (issue 15). A page
 * is never held up by a slow or hanging API: without the viewer the header renders its loading
 * state (never a signed-out header for someone who may be signed in) and the browser asks again;
 * without categories or results, the client fetches them after hydration.
 */
export const SSR_TIMEOUTS_MS: SsrTimeouts = { viewer: 1_000, categories: 500, page: 1_500 };

export interface SsrTimeouts {
  viewer: number;
  categories: number;
  page: number;
}

/** Apollo request context that aborts the HTTP request after `ms`. */
const within = (ms: number) => ({ context: { fetchOptions: { signal: AbortSignal.timeout(ms) } } });

/** The viewer, null for a visitor who is signed out, 'loading' when the API did not say in time. */
async function viewerOf(graphqlUrl: string, persona: string, locale: string, timeouts: SsrTimeouts): Promise<HeaderViewer | null | 'loading'> {
  const result = await serverClient(graphqlUrl, persona, locale)
    .query({ query: GetViewerDocument, ...within(timeouts.viewer) })
    .catch(() => null);
  return result?.data ? (result.data.viewer ?? null) : 'loading';
}

/**
 * A visitor without a session is signed out, which the server knows without asking: the first HTML
 * has their Sign In and Sign Up however slow the API is (never the loading placeholders, which would
 * then give way to them and move the bar).
 */
function signedOut(client: ApolloClient, persona: string) {
  if (persona !== SIGNED_OUT_PERSONA) return null;
  client.writeQuery({ query: GetViewerDocument, data: { viewer: null } });
  return Promise.resolve({ data: { viewer: null } });
}

/** Fetches what the page shows first into a fresh Apollo cache, so the server HTML is complete. */
async function prefetch(client: ApolloClient, data: AppData, timeouts: SsrTimeouts): Promise<void> {
  const tolerate = (p: Promise<unknown>) => p.catch(() => undefined);
  const [viewer] = await Promise.all([
    signedOut(client, data.persona) ?? client.query({ query: GetViewerDocument, ...within(timeouts.viewer) }).catch(() => null),
    tolerate(client.query({ query: GetTopLevelCategoriesDocument, ...within(timeouts.categories) })),
  ]);
  const jobs: Promise<unknown>[] = [];
  if (viewer?.data?.viewer) jobs.push(tolerate(client.query({ query: GetFollowedCategoriesAndFacetsDocument, ...within(timeouts.categories) })));
  if (data.route.kind === 'search') {
    // The very variables the results page asks for (search-params.ts), so both are cache hits.
    const state = parseSearchParams(data.query);
    jobs.push(
      client.query({ query: GetClassesDocument, variables: classesVariables(state), ...within(timeouts.page) }).catch((error: unknown) => {
        // Refused (not merely late): Apollo caches no error, so the page is told, or its first HTML says "Searching…" for good.
        data.searchFailure = searchFailureOf(error);
      }),
    );
    jobs.push(tolerate(client.query({ query: GetFacetsDocument, variables: facetsVariables(state), ...within(timeouts.page) })));
  }
  await Promise.all(jobs);
}

/**
 * JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--`) can end it early.
 * It is a data block (`type="application/json"`), which the browser never runs: the page needs no
 * inline script, so its CSP forbids every one.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const CLIENT_CSS = fileURLToPath(new URL('../../dist/assets/client.css', import.meta.url));
let inlined: { mtimeMs: number; tag: string; hash: string } | null = null;

/**
 * The page's styles, inlined into the first HTML: a stylesheet request would block the first paint
 * (Lighthouse's render-blocking resources, about 150 ms on a phone), and the header's and the page's
 * CSS together are about 6 KiB gzip. Read from the built file (re-read when a build replaces it);
 * without one, the link to it.
 */
function stylesheet(): { tag: string; hash: string | null } {
  try {
    const { mtimeMs } = statSync(CLIENT_CSS);
    if (inlined?.mtimeMs !== mtimeMs) {
      const css = readFileSync(CLIENT_CSS, 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
      // Our own build's CSS, but it must not be able to end the element early.
      const text = css.replace(/<\//g, '<\\/');
      inlined = { mtimeMs, tag: `<style>${text}</style>`, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
    }
    return inlined;
  } catch {
    return { tag: '<link rel="stylesheet" href="/assets/client.css">', hash: null };
  }
}

const BUILD_META = fileURLToPath(new URL('../../dist/meta.json', import.meta.url));
const CLIENT_SCRIPT = '<script type="module" src="/assets/client.js" fetchpriority="low"></script>';
let scripts: { mtimeMs: number; preloads: string[]; catalogs: Map<string, string> } | null = null;

const preload = (file: string) => `<link rel="modulepreload" href="/assets/${encodeURI(basename(file))}" fetchpriority="low">`;

/**
 * The client entry and the chunks it imports, all fetched at low priority: the server HTML is the
 * whole first paint (styles inlined), so no script should compete with it. A module's static imports
 * are otherwise fetched at high priority once the entry arrives, and a mobile Lighthouse then counts
 * them into the first paint in some runs and not in others (FCP 0.65 s or 1.2 s for the same page).
 * Preloading them also fetches them beside the entry instead of after it. So is the catalog of the
 * page's language (header-core's compiled/<catalog>.ts chunk), which the client awaits before it
 * hydrates; English has none.
 */
function clientScripts(locale: string): string {
  try {
    const { mtimeMs } = statSync(BUILD_META);
    if (scripts?.mtimeMs !== mtimeMs) {
      const meta = JSON.parse(readFileSync(BUILD_META, 'utf8')) as { outputs: Record<string, { entryPoint?: string; imports?: { path: string; kind: string }[] }> };
      const entry = Object.entries(meta.outputs).find(([file]) => basename(file) === 'client.js')?.[1];
      const catalogs = new Map<string, string>();
      for (const [file, output] of Object.entries(meta.outputs)) {
        const catalog = /\/i18n\/compiled\/([\w-]+)\.ts$/.exec(output.entryPoint ?? '')?.[1];
        if (catalog && file.endsWith('.js')) catalogs.set(catalog, file);
      }
      const preloads = (entry?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => preload(i.path));
      scripts = { mtimeMs, preloads, catalogs };
    }
    const catalog = catalogOf(locale);
    const file = catalog ? scripts.catalogs.get(catalog) : undefined;
    return [...scripts.preloads, ...(file ? [preload(file)] : []), CLIENT_SCRIPT].join('\n');
  } catch {
    return CLIENT_SCRIPT;
  }
}

/**
 * The page's Content-Security-Policy. Scripts only from this origin (no inline script at all: the
 * page data is a JSON block); styles from this origin or the one inlined stylesheet, by its hash.
 * Style attributes are allowed: React sets a few sizes and anchor names through them, and the one
 * place untrusted HTML reaches the page (notification messages, through DOMPurify) keeps no
 * attribute but `href`. Images also from the API's origin (the seed pictures) and any https host
 * (people's pictures); requests only to this origin (GraphQL and analytics go through it); forms only
 * post here; never framed.
 */
export function contentSecurityPolicy(apiOrigin: string): string {
  const styleHash = stylesheet().hash;
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${styleHash ? ` ${styleHash}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: https: ${apiOrigin}`,
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Renders a whole HTML document for one page. The first paint waits (`rel="expect"`) until the page's
 * `<main>` is parsed, so the header above it is whole: a busy browser otherwise paints the part of the
 * document it has parsed so far, a bar without its Sign In and Sign Up, which then move its search icon.
 */
export async function renderPage(graphqlUrl: string, data: AppData, timeouts: SsrTimeouts = SSR_TIMEOUTS_MS): Promise<string> {
  if (data.route.kind === 'gallery') {
    data.gallery = await Promise.all(
      data.personas.map(async (p) => ({ persona: p.id, viewer: p.id === SIGNED_OUT_PERSONA ? null : await viewerOf(graphqlUrl, p.id, data.state.locale, timeouts) })),
    );
  }
  const client = serverClient(graphqlUrl, data.persona, data.state.locale);
  const [messages] = await Promise.all([loadMessages(data.state.locale), prefetch(client, data, timeouts)]);
  const html = renderToString(
    <ApolloProvider client={client}>
      <App data={data} messages={messages} />
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
${stylesheet().tag}
<link rel="expect" href="#main" blocking="render">
</head>
<body>
<div id="root">${html}</div>
<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson({ data, apollo: state })}</script>
${clientScripts(locale)}
</body>
</html>`;
}
