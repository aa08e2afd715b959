// HTTP caching of GraphQL answers (issue 10): a GET of a public query (the same for everyone) asked by
// its persisted id is publicly cacheable with an ETag, and equal requests get equal answers; every
// other answer (POST, the viewer's, an answer with errors) is private, no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_OPERATIONS } from '@masthead/graphql';
import type { ApiServer } from '../src/index.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/persisted.ts';
import { persisted, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer({ production: true });
});
afterAll(() => server.close());

const SUGGESTIONS = { query: 'water' };

describe('public queries asked with GET', () => {
  it('are exactly the suggestions and the top-level categories', () => {
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(['GetSearchSuggestions', 'GetTopLevelCategories']);
  });

  it.each([
    ['GetTopLevelCategories', {}],
    ['GetSearchSuggestions', SUGGESTIONS],
  ] as const)('%s: publicly cacheable, with an ETag that equal requests share', async (name, variables) => {
    const [a, b] = await Promise.all([persisted(server, name, variables, { method: 'GET' }), persisted(server, name, variables, { method: 'GET', persona: 'teacher' })]);
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
    expect(a.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(a.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    // Who asks does not change the answer.
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.body).toEqual(a.body);
  });

  it('another word is another answer with another ETag', async () => {
    const [a, b] = await Promise.all([
      persisted(server, 'GetSearchSuggestions', SUGGESTIONS, { method: 'GET' }),
      persisted(server, 'GetSearchSuggestions', { ...SUGGESTIONS, query: 'ink' }, { method: 'GET' }),
    ]);
    expect(b.headers.get('etag')).not.toBe(a.headers.get('etag'));
  });
});

describe('everything else is private', () => {
  it.each([
    ['a public query sent with POST', 'GetTopLevelCategories', {}, 'POST', undefined],
    ['the viewer with GET', 'GetViewer', {}, 'GET', 'teacher'],
    ['a public query whose answer has errors', 'GetSearchSuggestions', { ...SUGGESTIONS, classesPageSize: -1 }, 'GET', undefined],
  ] as const)('%s: private, no-store, no ETag', async (_name, operation, variables, method, persona) => {
    const { headers } = await persisted(server, operation, variables, { method, ...(persona ? { persona } : {}) });
    expect(headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(headers.get('etag')).toBeNull();
  });
});
