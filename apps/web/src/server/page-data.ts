// What a page fetches before the server renders it: the viewer, the categories and, on the results page,
// the classes and facets, into a fresh Apollo cache that the HTML then embeds, each call within a budget.
import { ApolloClient, HttpLink, InMemoryCache, from } from '@apollo/client';
import { loadMessages, type CompiledMessages } from '@masthead/header-core/i18n';
import {
  GetClassesDocument,
  GetFacetsDocument,
  GetFollowedCategoriesAndFacetsDocument,
  GetTopLevelCategoriesDocument,
  GetViewerDocument,
} from '@masthead/graphql';
import { persistedOperationsLink } from '@masthead/graphql/apollo';
import type { HeaderViewer } from '@masthead/header-react';
import type { AppData } from '../app/app-data.ts';
import { searchFailureOf } from '../app/search-errors.ts';
import { classesVariables, facetsVariables, parseSearchParams } from '../app/search-params.ts';
import { PERSONA_COOKIE, SIGNED_OUT_PERSONA } from './cookies.ts';

function serverClient(graphqlUrl: string, session: string, locale: string) {
  return new ApolloClient({
    ssrMode: true,
    cache: new InMemoryCache(),
    // Persisted ids (a production API runs nothing else), all as POST: the server's own requests pass no
    // HTTP cache. The page's language asks the API for its own words in it (category names, notifications).
    link: from([
      persistedOperationsLink({ get: false }),
      new HttpLink({ uri: graphqlUrl, headers: { cookie: `${PERSONA_COOKIE}=${encodeURIComponent(session)}`, 'accept-language': locale } }),
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
function signedOut(client: ApolloClient, session: string) {
  if (session !== SIGNED_OUT_PERSONA) return null;
  client.writeQuery({ query: GetViewerDocument, data: { viewer: null } });
  return Promise.resolve({ data: { viewer: null } });
}

/** Fetches what the page shows first into a fresh Apollo cache, so the server HTML is complete. */
async function prefetch(client: ApolloClient, data: AppData, timeouts: SsrTimeouts, session: string): Promise<void> {
  const tolerate = (p: Promise<unknown>) => p.catch(() => undefined);
  const [viewer] = await Promise.all([
    signedOut(client, session) ?? client.query({ query: GetViewerDocument, ...within(timeouts.viewer) }).catch(() => null),
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
 * Everything a page needs before it renders: the gallery's viewers (written into `data`), an Apollo
 * client whose cache holds the page's answers, and the header's words in the page's language.
 */
export async function fetchPage(graphqlUrl: string, data: AppData, timeouts: SsrTimeouts, session: string): Promise<{ client: ApolloClient; messages: CompiledMessages }> {
  if (data.route.kind === 'gallery') {
    data.gallery = await Promise.all(
      data.personas.map(async (p) => ({ persona: p.id, viewer: p.id === SIGNED_OUT_PERSONA ? null : await viewerOf(graphqlUrl, p.id, data.state.locale, timeouts) })),
    );
  }
  const client = serverClient(graphqlUrl, session, data.state.locale);
  const [messages] = await Promise.all([loadMessages(data.state.locale), prefetch(client, data, timeouts, session)]);
  return { client, messages };
}
