// A repeated public GET answers 304 (issues 33 and 35): the ETag sent with a persisted public answer is
// honoured through If-None-Match, so a browser or cache that holds the answer moves no body again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { noneMatchHolds, PUBLIC_CACHE_CONTROL } from '../src/persisted.ts';
import { persistedGetPath, rawRequest, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer({ production: true });
});
afterAll(() => server.close());


describe('If-None-Match on a public GET', () => {
  const path = persistedGetPath('GetSearchSuggestions', { query: 'water' });
  const headers = { accept: 'application/json', 'accept-language': 'de' };

  it('answers 304 with no body and the same ETag, Cache-Control and Vary when the ETag matches', async () => {
    const first = await rawRequest(server, path, { headers });
    expect(first.status).toBe(200);
    const etag = String(first.headers['etag'] ?? '');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await rawRequest(server, path, { headers: { ...headers, 'if-none-match': ifNoneMatch } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.headers['etag']).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers['vary']).toContain('Accept-Language');
    }
  });

  it('answers 200 with the body when the ETag differs (another language is another answer)', async () => {
    const english = await rawRequest(server, path, { headers: { ...headers, 'accept-language': 'en' } });
    const german = await rawRequest(server, path, { headers: { ...headers, 'if-none-match': String(english.headers['etag'] ?? '') } });
    expect(german.status).toBe(200);
    expect(german.text).toContain('"data"');
  });

  it('is never given to a private answer (a POST, or one with errors)', async () => {
    const refused = await rawRequest(server, persistedGetPath('GetSearchSuggestions', {}), { headers: { ...headers, 'if-none-match': '*' } });
    expect(refused.status).not.toBe(304);
    expect(refused.text).toContain('"errors"');
  });
});

describe('noneMatchHolds', () => {
  it.each([
    [null, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    [' "x" , "abc" ', true],
    ['"abcd"', false],
    ['abc', false],
    ['*', true],
  ] as const)('%j → %s', (header, holds) => {
    expect(noneMatchHolds(header, '"abc"')).toBe(holds);
  });
});
