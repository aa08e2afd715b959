import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { GetPopularSearchesDocument } from '@masthead/graphql';
import type { FetchPopularInput, RawPopularSearches } from '@masthead/header-core';

const name = (value: string) => ({ kind: 'Name', value });
const field = (value: string, rest?: object) => ({ kind: 'Field', name: name(value), ...rest });

/**
 * GetPopularSearches (packages/graphql/src/documents/get-popular-searches.graphql), written out here. The
 * generated `GetPopularSearchesDocument` lives in the module of every generated document, which is in
 * every page's first bundle, and a bundler puts each statement used anywhere into the chunk of its
 * module: importing it would add the document to that bundle (the live bell's documents are generated
 * into an entry of their own, `@masthead/graphql/live`, for the same reason). The request goes out by
 * its persisted id and operation name (the text is never sent); test/search-rows.test.tsx checks that
 * this prints exactly as the generated one, so a change to the .graphql file cannot go unnoticed.
 */
export const POPULAR_SEARCHES_QUERY = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: name('GetPopularSearches'),
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: name('limit') },
          type: { kind: 'NamedType', name: name('Int') },
          defaultValue: { kind: 'IntValue', value: '5' },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          field('popularSearches', {
            arguments: [{ kind: 'Argument', name: name('limit'), value: { kind: 'Variable', name: name('limit') } }],
            selectionSet: { kind: 'SelectionSet', selections: ['id', 'query', 'slug', 'searchCount'].map((value) => field(value)) },
          }),
        ],
      },
    },
  ],
} as unknown as typeof GetPopularSearchesDocument;

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
    const result = await client.query({ query: POPULAR_SEARCHES_QUERY, fetchPolicy: 'cache-first', context: { fetchOptions: { signal } } });
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
