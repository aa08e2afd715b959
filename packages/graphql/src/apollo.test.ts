// The persisted-operations link: the header's operations go out as ids (no text), the public queries
// as GET with their variables in a stable order, anything else untouched.
import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache, gql, type Operation } from '@apollo/client';
import { of } from 'rxjs';
import { createServer, type Server } from 'node:http';
import { StreamRefusedError, parseRetryAfter, persistedOperationsLink, sseLink } from './apollo.ts';
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

describe('sseLink refusals', () => {
  /** A server that refuses every stream with `status` and these headers. */
  async function refusing(status: number, headers: Record<string, string>): Promise<{ server: Server; uri: string }> {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ errors: [{ message: 'no' }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { server, uri: `http://127.0.0.1:${port}/graphql` };
  }

  it.each([
    [429, { 'retry-after': '30' }, 30],
    [503, {}, undefined],
  ])('HTTP %i: a StreamRefusedError with its status and Retry-After (%j)', async (status, headers, retryAfter) => {
    const { server, uri } = await refusing(status, headers);
    try {
      const client = new ApolloClient({ cache: new InMemoryCache(), link: sseLink({ uri }) });
      // Apollo Client 4 hands a subscription's error to `next` as `result.error`, then completes.
      const error = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: gql`subscription Events { notificationEvents { kind } }` }).subscribe({ next: (result) => resolve(result.error), error: resolve });
      });
      expect(error).toBeInstanceOf(StreamRefusedError);
      const refused = error as StreamRefusedError;
      expect(refused?.status).toBe(status);
      expect(refused?.retryAfter).toBe(retryAfter);
    } finally {
      server.close();
    }
  });

  it('Retry-After as seconds or as an HTTP date; anything else is not understood', () => {
    const now = Date.parse('2026-11-27T02:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Fri, 27 Nov 2026 02:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Fri, 27 Nov 2026 01:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

