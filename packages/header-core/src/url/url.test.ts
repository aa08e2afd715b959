import { describe, expect, it } from 'vitest';
import { encodePathSegment, encodePathSegments, profilePath, tracked, UnsafePathSegmentError, withParams } from './paths.ts';
import { initialsOf, truncateCodePoints } from './text.ts';
import { safeUrl } from './url-policy.ts';

const ORIGIN = 'https://masthead.example';

describe('safeUrl (design §4 URL policy)', () => {
  it.each([
    ['/classes/a/1', '/classes/a/1'],
    ['/classes/a/1?x=1#top', '/classes/a/1?x=1#top'],
    ['classes/a', '/classes/a'],
    ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['http://cdn.example/a.png', 'http://cdn.example/a.png'],
    ['HTTPS://CDN.EXAMPLE/A', 'https://cdn.example/A'],
    ['https://masthead.example/teach', 'https://masthead.example/teach'],
    ['  /padded  ', '/padded'],
    // A scheme-relative form of our own scheme resolves on our origin: harmless, so allowed.
    ['https:evil.example', 'https://masthead.example/evil.example'],
  ])('allows %j', (raw, expected) => {
    expect(safeUrl(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    'javascript&colon;alert(1)'.replace('&colon;', ':'),
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example\\x',
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '',
    '   ',
    'x'.repeat(3000),
  ])('refuses %j', (raw) => {
    expect(safeUrl(raw, ORIGIN)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['/a']])('refuses non-strings (%j)', (raw) => {
    expect(safeUrl(raw, ORIGIN)).toBeNull();
  });
});

describe('path segments and profile paths', () => {
  it.each(['', '.', '..'])('rejects the segment %j with a clear error', (segment) => {
    expect(() => encodePathSegment(segment)).toThrow(UnsafePathSegmentError);
    expect(() => encodePathSegment(segment)).toThrow(/not allowed/);
  });

  it.each([
    [{ vanityUsername: 'ana', firstName: 'Ana', lastName: 'Silva', username: 'ana123' }, '/user/ana'],
    [{ vanityUsername: null, firstName: 'Ana', lastName: 'Silva', username: 'ana123' }, '/profile/Ana-Silva/ana123'],
    [{ vanityUsername: '../admin', firstName: 'A', lastName: 'B', username: 'u' }, '/user/..%2Fadmin'],
    [{ vanityUsername: '..', firstName: 'Ana', lastName: 'Silva', username: 'ana' }, '/profile/Ana-Silva/ana'],
    [{ vanityUsername: 'a/b?c#d', firstName: 'A', lastName: 'B', username: 'u' }, '/user/a%2Fb%3Fc%23d'],
    [{ vanityUsername: '', firstName: 'Zoë', lastName: 'Núñez', username: 'zoe' }, '/profile/Zo%C3%AB-N%C3%BA%C3%B1ez/zoe'],
    [{ firstName: 'A', lastName: 'B', username: '..' }, null],
  ])('profilePath(%j) = %j', (owner, expected) => {
    expect(profilePath(owner)).toBe(expected);
  });

  it.each([
    ['fine-art/painting', 'fine-art/painting'],
    ['a b/c?d', 'a%20b/c%3Fd'],
  ])('encodePathSegments(%j) = %j', (path, expected) => {
    expect(encodePathSegments(path)).toBe(expected);
  });

  it.each(['', 'a//b', 'a/../b', './a', 'a/'])('encodePathSegments rejects %j', (path) => {
    expect(() => encodePathSegments(path)).toThrow(UnsafePathSegmentError);
  });

  it('adds tracking, keeping existing parameters and the fragment', () => {
    expect(tracked('/browse')).toBe('/browse?via=header');
    expect(tracked('/lists/saved-classes', 'header-profile')).toBe('/lists/saved-classes?via=header-profile');
    expect(withParams('/a?b=1#h', { via: 'x y&z' })).toBe('/a?b=1&via=x+y%26z#h');
    expect(withParams('/a', { skip: undefined })).toBe('/a');
  });
});

describe('truncateCodePoints', () => {
  it.each([
    ['abc', 2, 'ab'],
    ['abc', 5, 'abc'],
    ['😀😀😀', 2, '😀😀'],
    ['a😀', 1, 'a'],
    ['\ud83d', 5, ''],
    ['x\udc00y', 5, 'xy'],
  ])('%j cut to %i → %j', (text, max, expected) => {
    expect(truncateCodePoints(text, max)).toBe(expected);
    expect(() => encodeURIComponent(truncateCodePoints(text, max))).not.toThrow();
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ana Silva', 'AS'],
    ['  ana   maria silva ', 'AM'],
    ['émile', 'É'],
    ['😀 smile', '😀S'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
