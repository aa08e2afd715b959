import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../src/dev-routes.ts';

describe('safeReturnTo (the dev login and reset redirects)', () => {
  it.each([
    ['/search?query=ink#top', '/search?query=ink#top'],
    ['/a/b', '/a/b'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    // Paths that normalise to a protocol-relative URL leave the site in a browser.
    ['/.//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});
