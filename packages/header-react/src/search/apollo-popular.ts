import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { GetPopularSearchesDocument } from '@masthead/graphql';
import type { FetchPopularInput, RawPopularSearches } from '@masthead/header-core';

/**
 * The search machine's `fetchPopular` actor over the host's Apollo client (issue 23): GetPopularSearches
 * with no variables (the API's default count, so each language is one cache entry; the box shows what
 * fits), `cache-first` (asked once per page, and not again once Apollo has it), sent as a GET like the
 * suggestions (a public persisted operation: the API link does that), and aborted when the box stops
 * being empty. A failure rejects: the box shows no popular rows and no error, and asks again the next
 * time it is focused empty.
 * @param getClient returns the current client, read at call time; undefined rejects.
 */
export function createApolloPopular(getClient: () => ApolloClient | undefined) {
  return fromPromise<RawPopularSearches | null | undefined, FetchPopularInput>(async ({ signal }) => {
    const client = getClient();
    if (!client) throw new Error('Popular searches need an ApolloProvider around the header.');
    const result = await client.query({ query: GetPopularSearchesDocument, fetchPolicy: 'cache-first', context: { fetchOptions: { signal } } });
    const data: unknown = result.data;
    if (typeof data !== 'object' || data === null || !Array.isArray((data as RawPopularSearches).popularSearches)) {
      // Not kept in Apollo's cache either, or the next focus would be answered with it from there.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'popularSearches' });
      client.cache.gc();
      throw new Error('The popular searches answer has the wrong shape.');
    }
    return data as RawPopularSearches;
  });
}
