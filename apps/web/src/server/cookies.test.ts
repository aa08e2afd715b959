import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { parseCookies as apiParseCookies } from '@masthead/api/cookies';
import { clearedPersonaCookie, parseCookies, personaCookie } from './cookies.ts';
import { faviconFor } from './images.ts';

describe('cookies', () => {
  it('parses, skips malformed pairs and keeps undecodable values raw', () => {
    const c = parseCookies('a=1; masthead_persona=teacher; bad; x=%E0%A4%A; =v; lang=es');
    expect([...c.entries()]).toEqual([['a', '1'], ['masthead_persona', 'teacher'], ['x', '%E0%A4%A'], ['lang', 'es']]);
    expect(parseCookies(undefined).size).toBe(0);
  });

  it('is the API\'s parser: a quoted persona is the same persona for the page and for /graphql', () => {
    expect(parseCookies).toBe(apiParseCookies);
    expect(parseCookies('masthead_persona="teacher"').get('masthead_persona')).toBe('teacher');
    expect(parseCookies('masthead_persona=member; masthead_persona=teacher').get('masthead_persona')).toBe('member');
  });

  it('the persona cookie is HttpOnly, and Secure only over https', () => {
    const over = (encrypted: boolean, proto?: string) =>
      ({ socket: encrypted ? { encrypted: true } : {}, headers: proto ? { 'x-forwarded-proto': proto } : {} }) as unknown as IncomingMessage;
    expect(personaCookie(over(false), 'teacher')).toBe('masthead_persona=teacher; Path=/; SameSite=Lax; HttpOnly; Max-Age=2592000');
    expect(personaCookie(over(true), 'teacher')).toContain('; HttpOnly; Secure;');
    expect(personaCookie(over(false, 'https'), 'teacher')).toContain('; Secure;');
    expect(clearedPersonaCookie(over(false))).toBe('masthead_persona=; Path=/; SameSite=Lax; HttpOnly; Max-Age=0');
  });
});

describe('favicon', () => {
  it('draws the favicon and nothing else (the seed images come from the API)', () => {
    expect(faviconFor('/favicon.svg')).toMatch(/^<svg/);
    expect(faviconFor('/favicon.ico')).toBe(faviconFor('/favicon.svg'));
    expect(faviconFor('/img/covers/12.svg')).toBeNull();
    expect(faviconFor('/img/avatars/3.svg')).toBeNull();
  });
});
