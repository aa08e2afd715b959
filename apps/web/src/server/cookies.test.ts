import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';
import { faviconFor } from './images.ts';

describe('cookies', () => {
  it('parses, skips malformed pairs and undecodable values', () => {
    const c = parseCookies('a=1; masthead_persona=teacher; bad; x=%E0%A4%A; =v; lang=es');
    expect([...c.entries()]).toEqual([['a', '1'], ['masthead_persona', 'teacher'], ['lang', 'es']]);
    expect(parseCookies(undefined).size).toBe(0);
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
