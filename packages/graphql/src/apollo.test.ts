// The persisted-operations link: the header's operations go out as ids (no text), the public queries
// as GET with their variables in a stable order, anything else untouched.
import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type Operation } from '@apollo/client';
import { of } from 'rxjs';
import { persistedOperationsLink } from './apollo.ts';
import { GetSearchSuggestionsDocument, GetViewerDocument, MarkNotificationDocument, PERSISTED_OPERATIONS } from './index.ts';

function capture(link: ApolloLink) {
  const seen: { name: string | undefined; extensions: Record<string, unknown>; context: Record<string, unknown>; variables: Record<string, unknown> }[] = [];
  const terminal = new ApolloLink((operation: Operation) => {
    seen.push({ name: operation.operationName, extensions: { ...operation.extensions }, context: { ...operation.getContext() }, variables: operation.variables });
    return of({ data: null });
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([link, terminal]) });
  return { client, seen };
}

describe('persistedOperationsLink', () => {
  it('a public query: its id, no text, GET, variables in sorted order', async () => {
    const { client, seen } = capture(persistedOperationsLink());
    await client.query({ query: GetSearchSuggestionsDocument, variables: { skillsPageSize: 10, query: 'ink', classesPageSize: 3 }, fetchPolicy: 'no-cache' }).catch(() => undefined);
    const [sent] = seen;
    expect(sent?.extensions['persistedQuery']).toEqual({ version: 1, sha256Hash: PERSISTED_OPERATIONS['GetSearchSuggestions'] });
    expect(sent?.context['http']).toMatchObject({ includeQuery: false, includeExtensions: true });
    expect(sent?.context['fetchOptions']).toMatchObject({ method: 'GET' });
    expect(Object.keys(sent?.variables ?? {})).toEqual([...Object.keys(sent?.variables ?? {})].sort());
  });

  it.each(['a private query', 'a mutation'] as const)('%s: its id and no text, but a POST', async (kind) => {
    const { client, seen } = capture(persistedOperationsLink());
    const run =
      kind === 'a mutation'
        ? client.mutate({ mutation: MarkNotificationDocument, variables: { input: { id: 'n1', isRead: true } } })
        : client.query({ query: GetViewerDocument, fetchPolicy: 'no-cache' });
    await run.catch(() => undefined);
    expect(seen[0]?.extensions['persistedQuery']).toBeDefined();
    expect(seen[0]?.context['http']).toMatchObject({ includeQuery: false });
    expect((seen[0]?.context['fetchOptions'] as { method?: string } | undefined)?.method).not.toBe('GET');
  });

  it('get: false keeps the public queries POSTs', async () => {
    const { client, seen } = capture(persistedOperationsLink({ get: false }));
    await client.query({ query: GetSearchSuggestionsDocument, variables: { query: 'ink' }, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect((seen[0]?.context['fetchOptions'] as { method?: string } | undefined)?.method).not.toBe('GET');
    expect(seen[0]?.extensions['persistedQuery']).toBeDefined();
  });

  it("a host's own operation passes through untouched", async () => {
    const { client, seen } = capture(persistedOperationsLink());
    await client.query({ query: gql`query HostThing { __typename }`, fetchPolicy: 'no-cache' }).catch(() => undefined);
    expect(seen[0]?.extensions['persistedQuery']).toBeUndefined();
    expect(seen[0]?.context['http']).toBeUndefined();
  });
});
