// HEAD on GraphQL GETs (issue 35): the answer a GET would get, headers and status, without its body,
// where yoga answered 405. Caches, link checkers and monitors ask this way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { PUBLIC_CACHE_CONTROL } from '../src/persisted.ts';
import { openEventStream, persistedGetPath, rawRequest, startServer } from './helpers.ts';

let server: ApiServer;
let dev: ApiServer;
beforeAll(async () => {
  [server, dev] = await Promise.all([startServer({ production: true }), startServer()]);
});
afterAll(() => Promise.all([server.close(), dev.close()]));


/** The headers a GET and its HEAD must share. */
const SHARED = ['cache-control', 'etag', 'vary', 'content-type', 'content-language', 'x-content-type-options'];

describe('HEAD of a GraphQL GET', () => {
  it.each([
    ['GetTopLevelCategories', {}],
    ['GetSearchSuggestions', { query: 'water' }],
  ] as const)('%s by its persisted id: the GET\'s status and headers, no body', async (name, variables) => {
    const path = persistedGetPath(name, variables);
    const headers = { accept: 'application/json', 'accept-language': 'es' };
    const [get, head] = await Promise.all([rawRequest(server, path, { headers }), rawRequest(server, path, { method: 'HEAD', headers })]);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    for (const header of SHARED) expect([header, head.headers[header]]).toEqual([header, get.headers[header]]);
  });

  it('a document sent as text in development: answered as its GET is', async () => {
    const path = `/graphql?query=${encodeURIComponent('{ topLevelCategories { slug } }')}`;
    const [get, head] = await Promise.all([
      rawRequest(dev, path, { headers: { accept: 'application/json' } }),
      rawRequest(dev, path, { method: 'HEAD', headers: { accept: 'application/json' } }),
    ]);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
  });

  it('the GET\'s refusals too: production refuses a document sent as text, by HEAD as by GET', async () => {
    const path = `/graphql?query=${encodeURIComponent('{ __typename }')}`;
    const [get, head] = await Promise.all([rawRequest(server, path), rawRequest(server, path, { method: 'HEAD' })]);
    expect(get.status).toBe(400);
    expect(head.status).toBe(get.status);
    expect(head.text).toBe('');
  });

  it("a subscription's HEAD: the stream's status and headers at once, no body, and the stream ends (more HEADs than a session's streams, then a stream is still given)", async () => {
    const path = `/graphql?query=${encodeURIComponent('subscription { notificationEvents { kind } }')}`;
    const headers = { accept: 'text/event-stream', cookie: 'masthead_persona=member' };
    for (let i = 0; i < 12; i += 1) {
      const head = await rawRequest(dev, path, { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(head.text).toBe('');
    }
    const stream = await openEventStream(dev, { query: 'subscription { notificationEvents { kind } }' }, 'member');
    expect(stream.status).toBe(200);
    stream.close();
  });
});
