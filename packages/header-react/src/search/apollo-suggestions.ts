import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { GetSearchSuggestionsDocument, type GetSearchSuggestionsQueryVariables } from '@masthead/graphql';
import type { FetchSuggestionsInput, RawSearchSuggestions } from '@masthead/header-core';

/** Resolves in a later task: what follows runs after the browser had a chance to paint and take input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The search machine's `fetchSuggestions` actor over the host's Apollo client: GetSearchSuggestions
 * with the variables the machine built, `cache-first` (a query answered before costs no request),
 * and the actor's AbortSignal handed to fetch, so a superseded request is really cancelled.
 * Failures reject; the machine keeps the typed-text rows then (decisions.md).
 * @param getClient returns the current client, read at call time; undefined rejects.
 */
export function createApolloSuggestions(getClient: () => ApolloClient | undefined) {
  return fromPromise<RawSearchSuggestions | null | undefined, FetchSuggestionsInput>(async ({ input, signal }) => {
    const client = getClient();
    if (!client) throw new Error('Search suggestions need an ApolloProvider around the header.');
    const { analyticsTags, ...rest } = input.variables;
    const variables: GetSearchSuggestionsQueryVariables = analyticsTags ? { ...rest, analyticsTags: [...analyticsTags] } : rest;
    const result = await client.query({
      query: GetSearchSuggestionsDocument,
      variables,
      fetchPolicy: 'cache-first',
      context: { fetchOptions: { signal } },
    });
    // An answer of the wrong shape is a failed request (the typed-text rows stay, and it is not cached:
    // the same query typed again asks again), never an answer with nothing in it.
    if (!isSuggestionsAnswer(result.data)) {
      // Out of Apollo's cache too, or the query typed again would be answered with it from there.
      for (const fieldName of LISTS) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
      client.cache.gc();
      throw new Error('The suggestions answer has the wrong shape.');
    }
    // Apollo's cache work for the answer is done; the list is drawn in a task of its own (no long task).
    await nextTask();
    return result.data;
  });
}

const LISTS = ['classSuggestions', 'skillSuggestions', 'teacherSuggestions', 'learningPathsSuggestions'] as const;

/** Every list of the answer is a connection whose `edges` is a list. */
function isSuggestionsAnswer(data: unknown): data is RawSearchSuggestions {
  if (typeof data !== 'object' || data === null) return false;
  return LISTS.every((key) => {
    const list = (data as Record<string, unknown>)[key];
    return typeof list === 'object' && list !== null && Array.isArray((list as { edges?: unknown }).edges);
  });
}
