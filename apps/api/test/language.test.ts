// Which language an answer is in (issue 11): the masthead_language cookie, then Accept-Language
// (q-values honoured, regional tags mapped to the shipped locale), then English; public operations
// never read the cookie. Unknown or hostile values are skipped, never echoed; Content-Language says
// what was used.
import { GetViewerDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { acceptedLanguages, answerLanguage, requestLanguage, shippedLanguage } from '../src/language.ts';
import { gqlWith, persisted, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const request = (headers: Record<string, string>) => new Request('http://127.0.0.1/graphql', { headers });

const HOSTILE = [
  '"><script>alert(1)</script>', '../../etc/passwd', 'javascript:alert(1)', 'es\r\nSet-Cookie: x=1', 'x'.repeat(5000),
  'zz', 'ja', '*', '', ' ', ';;;', 'es-<b>', 'q=1', '%E0%A4%A',
];

describe('requestLanguage', () => {
  it.each([
    ['no cookie, no Accept-Language', {}, 'en-US'],
    ['the cookie', { cookie: 'masthead_language=es' }, 'es'],
    ['Accept-Language over the cookie (a page sends its own language)', { cookie: 'masthead_persona=teacher; masthead_language=ar', 'accept-language': 'de' }, 'de'],
    ['the cookie when Accept-Language names no shipped language', { cookie: 'masthead_language=ar', 'accept-language': 'ja, zh' }, 'ar'],
    ['a quoted, regional cookie', { cookie: 'masthead_language="pt-PT"' }, 'pt-BR'],
    ['Accept-Language', { 'accept-language': 'fr' }, 'fr'],
    ['a regional tag: its language', { 'accept-language': 'es-MX,es;q=0.9' }, 'es'],
    ['pt: Brazilian Portuguese', { 'accept-language': 'pt' }, 'pt-BR'],
    ['pt-PT: Brazilian Portuguese', { 'accept-language': 'pt-PT' }, 'pt-BR'],
    ['any English: en-US', { 'accept-language': 'en-GB, de;q=0.9' }, 'en-US'],
    ['q-values, not order', { 'accept-language': 'fr;q=0.5, de;q=0.9, ar;q=0.7' }, 'de'],
    ['equal q: the first', { 'accept-language': 'ar, es' }, 'ar'],
    ['unshipped languages skipped', { 'accept-language': 'ja, zh-CN;q=0.9, de;q=0.1' }, 'de'],
    ['q=0 is "not this one"', { 'accept-language': 'es;q=0, fr;q=0.2' }, 'fr'],
    ['an unknown cookie falls through to Accept-Language', { cookie: 'masthead_language=ja', 'accept-language': 'es' }, 'es'],
    ['Latin American Spanish (a UN M.49 area)', { 'accept-language': 'es-419' }, 'es'],
  ])('%s', (_name, headers, expected) => {
    expect(requestLanguage(request(headers), { useCookie: true })).toBe(expected);
  });

  it('without useCookie, the cookie is not read', () => {
    const r = request({ cookie: 'masthead_language=ar', 'accept-language': 'fr' });
    expect(requestLanguage(r, { useCookie: false })).toBe('fr');
    expect(requestLanguage(request({ cookie: 'masthead_language=ar' }), { useCookie: false })).toBe('en-US');
  });

  it('the public operations answer by Accept-Language only, every other by Accept-Language, then the cookie', () => {
    const both = request({ cookie: 'masthead_language=ar', 'accept-language': 'fr' });
    for (const name of ['GetTopLevelCategories', 'GetSearchSuggestions', 'GetNotifications', undefined]) expect(answerLanguage(both, name)).toBe('fr');
    const cookieOnly = request({ cookie: 'masthead_language=ar' });
    expect(answerLanguage(cookieOnly, 'GetTopLevelCategories')).toBe('en-US');
    expect(answerLanguage(cookieOnly, 'GetNotifications')).toBe('ar');
    expect(answerLanguage(cookieOnly, undefined)).toBe('ar');
  });

  it.each(HOSTILE)('skips the hostile or unknown value %j', (value) => {
    expect(shippedLanguage(value)).toBeNull();
    expect(requestLanguage(request({ 'accept-language': value.replace(/[\r\n]/g, '') }), { useCookie: true })).toBe('en-US');
    const cookie = `masthead_language=${encodeURIComponent(value)}`;
    expect(requestLanguage(request({ cookie, 'accept-language': 'de' }), { useCookie: true })).toBe('de');
  });

  it('reads at most 20 entries of a huge Accept-Language', () => {
    expect(acceptedLanguages(`${'xx, '.repeat(5000)}es`)).toHaveLength(20);
    expect(requestLanguage(request({ 'accept-language': `${'xx, '.repeat(5000)}es` }), { useCookie: true })).toBe('en-US');
  });
});

describe('Content-Language', () => {
  it.each([
    ['nothing asked', {}, 'en-US'],
    ['the cookie', { cookie: 'masthead_language=de' }, 'de'],
    ['Accept-Language', { 'accept-language': 'pt-BR, en;q=0.5' }, 'pt-BR'],
    ['Accept-Language over the cookie', { cookie: 'masthead_language=ar', 'accept-language': 'fr' }, 'fr'],
    ['a hostile cookie', { cookie: 'masthead_language="><script>alert(1)</script>', 'accept-language': 'fr' }, 'fr'],
    ['a hostile Accept-Language', { 'accept-language': '"><script>alert(1)</script>' }, 'en-US'],
  ])('says the language of the answer: %s', async (_name, headers, expected) => {
    const res = await gqlWith(server, GetViewerDocument, {}, { persona: 'member', headers });
    expect(res.body.errors).toBeUndefined();
    expect(res.headers.get('content-language')).toBe(expected);
  });

  it('is on answers with errors too', async () => {
    const res = await gqlWith(server, '{ nope }', {}, { headers: { 'accept-language': 'es' } });
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect(res.headers.get('content-language')).toBe('es');
    const unparsable = await gqlWith(server, '{', {}, { headers: { cookie: 'masthead_language=fr' } });
    expect(unparsable.headers.get('content-language')).toBe('fr');
  });

  it('of a public operation is the Accept-Language one, by GET or POST', async () => {
    const headers = { cookie: 'masthead_language=ar', 'accept-language': 'de' };
    for (const method of ['GET', 'POST'] as const) {
      const res = await persisted(server, 'GetTopLevelCategories', {}, { method, headers });
      expect(res.headers.get('content-language')).toBe('de');
    }
  });
});
