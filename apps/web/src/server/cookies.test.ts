import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.ts';
import { imageFor } from './images.ts';

describe('cookies', () => {
  it('parses, skips malformed pairs and undecodable values', () => {
    const c = parseCookies('a=1; masthead_persona=teacher; bad; x=%E0%A4%A; =v; lang=es');
    expect([...c.entries()]).toEqual([['a', '1'], ['masthead_persona', 'teacher'], ['lang', 'es']]);
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe('seed images', () => {
  it('draws covers and avatars and nothing else', () => {
    expect(imageFor('/img/covers/12.svg')).toMatch(/^<svg/);
    expect(imageFor('/img/avatars/3.svg')).toMatch(/^<svg/);
    expect(imageFor('/img/covers/../../etc/passwd')).toBeNull();
    expect(imageFor('/img/covers/1.svg.js')).toBeNull();
  });
});
