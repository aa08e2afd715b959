// Server-side access to the Masthead GraphQL API (the embedded one by default).
import { ApolloClient, HttpLink, InMemoryCache, from, type NormalizedCacheObject } from '@apollo/client';
import { persistedOperationsLink } from '@masthead/graphql/apollo';
import { GetFollowedCategoriesAndFacetsDocument, GetTopLevelCategoriesDocument, GetViewerDocument, type GetViewerQuery } from '@masthead/graphql';
import { graphqlUrl } from './endpoints';
import { PERSONA_COOKIE } from './request';

export type Viewer = NonNullable<GetViewerQuery['viewer']>;

/** A client for one request, signed in as the request's persona, asking for the API's words in the page's language. */
export function serverClient(persona: string, locale = 'en-US', cache = new InMemoryCache()): ApolloClient {
  return new ApolloClient({
    ssrMode: true,
    cache,
    // Persisted ids (a production API runs nothing else), as POSTs from the server.
    link: from([
      persistedOperationsLink({ get: false }),
      new HttpLink({ uri: graphqlUrl(), headers: { cookie: `${PERSONA_COOKIE}=${encodeURIComponent(persona)}`, 'accept-language': locale } }),
    ]),
  });
}

/**
 * The viewer and the Browse menu's categories, fetched on the server. The Apollo cache they land in
 * is handed to the browser's client, so the header renders complete in the first HTML and hydrates
 * without asking again.
 */
export async function loadHeaderData(persona: string, locale: string): Promise<{ viewer: Viewer | null; apolloState: NormalizedCacheObject }> {
  const cache = new InMemoryCache();
  const client = serverClient(persona, locale, cache);
  const [viewerResult] = await Promise.all([
    client.query({ query: GetViewerDocument }).catch(() => null),
    client.query({ query: GetTopLevelCategoriesDocument }).catch(() => null),
  ]);
  const viewer = viewerResult?.data?.viewer ?? null;
  if (viewer) await client.query({ query: GetFollowedCategoriesAndFacetsDocument }).catch(() => null);
  return { viewer, apolloState: cache.extract() };
}
