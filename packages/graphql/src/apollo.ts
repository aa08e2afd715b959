// `@masthead/graphql/apollo`: the Apollo link that speaks this contract (an entry of its own, so the
// contract itself needs no Apollo; fine on the server and in the browser).
import { ApolloLink } from '@apollo/client';
import { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from './persisted.ts';

export interface PersistedOperationsLinkOptions {
  /** Send the public queries (suggestions, top-level categories) as cacheable GETs. Default true; false keeps every request a POST (a server render, say). */
  get?: boolean;
}

/** A copy with the keys of every object in sorted order, so equal values serialise to equal bytes. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}

/**
 * An Apollo link for the header's operations (issue 10): each is sent as its persisted id
 * (`extensions.persistedQuery.sha256Hash`) instead of its text, which an API in production mode
 * requires. The public queries go out as GET with the id and the variables in the URL, variables in a
 * stable order, so equal requests are byte-equal and any HTTP cache can answer them. Operations the
 * header does not own pass through untouched. Put it before the HttpLink:
 * `from([persistedOperationsLink(), new HttpLink({ uri })])`.
 */
export function persistedOperationsLink(options: PersistedOperationsLinkOptions = {}): ApolloLink {
  const get = options.get !== false;
  return new ApolloLink((operation, forward) => {
    const id = PERSISTED_OPERATIONS[operation.operationName ?? ''];
    if (!id) return forward(operation);
    operation.extensions['persistedQuery'] = { version: 1, sha256Hash: id };
    const asGet = get && operation.operationType === 'query' && PUBLIC_OPERATIONS.has(operation.operationName ?? '');
    if (asGet) Object.assign(operation, { variables: canonical(operation.variables) });
    operation.setContext(({ http, fetchOptions }: { http?: object; fetchOptions?: object }) => ({
      http: { ...http, includeQuery: false, includeExtensions: true },
      ...(asGet ? { fetchOptions: { ...fetchOptions, method: 'GET' } } : {}),
    }));
    return forward(operation);
  });
}
