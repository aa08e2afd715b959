// HTTP caching of GraphQL answers (issue 10): a GET of a public query (the same for everyone) asked by
// its persisted id is publicly cacheable with an ETag, and equal requests get equal answers; every
// other answer (POST, the viewer's, an answer with errors) is private, no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import type { ApiServer } from '../src/index.ts';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../src/persisted.ts';
import { persisted, startServer } from './helpers.ts';

let server: ApiServer;
let dev: ApiServer;
beforeAll(async () => {
  [server, dev] = await Promise.all([startServer({ production: true }), startServer()]);
});
afterAll(() => Promise.all([server.close(), dev.close()]));

const SUGGESTIONS = { query: 'water' };

describe('public queries asked with GET', () => {
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

describe('public answers in the visitor\'s language (issue 11)', () => {
  type Categories = { topLevelCategories: Array<{ id: string; slug: string; displayName: string }> };
  const categories = (headers: Record<string, string>) =>
    persisted<Categories>(server, 'GetTopLevelCategories', {}, { method: 'GET', headers });

  it('vary on Accept-Language: each language its own answer and ETag, all publicly cacheable', async () => {
    const [en, es, ar] = await Promise.all([categories({}), categories({ 'accept-language': 'es-MX,es;q=0.9' }), categories({ 'accept-language': 'ar' })]);
    for (const [res, language] of [[en, 'en-US'], [es, 'es'], [ar, 'ar']] as const) {
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Accept-Language');
      expect(res.headers.get('content-language')).toBe(language);
    }
    expect(new Set([en, es, ar].map((r) => r.headers.get('etag'))).size).toBe(3);
    expect(es.body.data?.topLevelCategories.find((c) => c.slug === 'fine-art')?.displayName).toBe('Bellas artes');
    expect(es.body.data?.topLevelCategories.map((c) => c.id)).toEqual(en.body.data?.topLevelCategories.map((c) => c.id));
  });

  it('ignore the language cookie (a shared cache never sees it): the same answer and ETag without it', async () => {
    const [plain, withCookie, both] = await Promise.all([
      categories({ 'accept-language': 'fr' }),
      categories({ 'accept-language': 'fr', cookie: 'masthead_language=ar' }),
      categories({ cookie: 'masthead_language=ar' }),
    ]);
    expect(withCookie.body).toEqual(plain.body);
    expect(withCookie.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(withCookie.headers.get('content-language')).toBe('fr');
    expect(withCookie.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    // A cookie alone is not a language for a public answer: English.
    expect(both.headers.get('content-language')).toBe('en-US');
    expect(both.body.data?.topLevelCategories[0]?.displayName).toBe('Animation');
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

describe('what no client can make public', () => {
  const url = (target: ApiServer, params: Record<string, string>) => {
    const u = new URL(target.url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    return u;
  };
  const publicParams = {
    operationName: 'GetTopLevelCategories',
    variables: '{}',
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: PERSISTED_OPERATIONS['GetTopLevelCategories'] } }),
  };

  it.each(['text/html', 'text/event-stream', 'multipart/mixed'])('the public query asked with Accept: %s', async (accept) => {
    const res = await fetch(url(server, publicParams), { headers: { accept } });
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('cache-control')).not.toContain('public');
    await res.body?.cancel();
  });

  it('the answers a cache may keep vary by Accept, Accept-Language and Origin', async () => {
    const res = await fetch(url(server, publicParams), { headers: { accept: 'application/json' } });
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('vary')).toMatch(/Accept\b.*Accept-Language.*Origin/);
  });

  it('a document sent as text under a public name (development): private, whatever it asks', async () => {
    const res = await fetch(url(dev, { operationName: 'GetSearchSuggestions', query: 'query GetSearchSuggestions { viewer { id firstName } }' }), {
      headers: { accept: 'application/json', cookie: 'masthead_persona=teacher' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it.each(['GET', 'DELETE'])('%s /analytics (every visitor\'s events) is development only', async (method) => {
    const res = await fetch(`${server.origin}/analytics`, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
