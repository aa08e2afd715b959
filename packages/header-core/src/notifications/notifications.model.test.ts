import { describe, expect, it } from 'vitest';
import { EMPTY_FEED, appendPage, badgeText, clampCount, isAtOrBefore, newestCreatedAt, normalizePage, resolvePageSize } from './notifications.model.ts';
import { note, page } from './notifications.testing.ts';

describe('badgeText', () => {
  it.each([
    [0, null],
    [1, '1'],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
    [99, '9+'],
    [1e9, '9+'],
    [2.7, '2'],
    [0.5, null],
    [-1, null],
    [-100, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NEGATIVE_INFINITY, null],
    ['3', null],
    [undefined, null],
    [null, null],
  ])('%s → %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });

  it('clampCount never goes below 0', () => {
    for (const value of [-1, -0, Number.NaN, -Infinity, '7', {}, null]) expect(clampCount(value)).toBe(0);
  });
});

describe('page size', () => {
  it.each([
    [undefined, 20],
    [20, 20],
    [1, 1],
    [100, 100],
    [0, 20],
    [101, 20],
    [2.5, 20],
    [Number.NaN, 20],
  ])('%s → %s', (value, size) => expect(resolvePageSize(value)).toBe(size));
});

describe('pages', () => {
  it('drops duplicates, inside a page and across pages', () => {
    const first = appendPage(EMPTY_FEED, page([note('a', 3), note('a', 3), note('b', 2)], 'c1', true), '-1');
    expect(first.items.map((n) => n.id)).toEqual(['a', 'b']);
    const second = appendPage(first, page([note('b', 2), note('c', 1)], 'c2', true), 'c1');
    expect(second.items.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(second.hasNextPage).toBe(true);
    expect(second.endCursor).toBe('c2');
  });

  it.each([
    ['the server says it is the last page', page([note('x', 1)], 'c2', false)],
    ['the end cursor repeats the one just used', page([note('x', 1)], 'c1', true)],
    ['the end cursor repeats an earlier one', page([note('x', 1)], '-1', true)],
    ['there is no end cursor', page([note('x', 1)], null, true)],
    ['an empty page claims more', page([], 'c9', true)],
    ['a page of duplicates claims more', page([note('a', 3)], 'c9', true)],
  ])('loading stops when %s', (_, reply) => {
    const first = appendPage(EMPTY_FEED, page([note('a', 3)], 'c1', true), '-1');
    expect(appendPage(first, reply, 'c1').hasNextPage).toBe(false);
  });

  it('reads garbage as an empty last page', () => {
    for (const raw of [null, undefined, 42, 'x', {}, { edges: null }, { edges: [null, { node: { id: 3 } }] }]) {
      expect(normalizePage(raw)).toEqual({ nodes: [], endCursor: null, hasNextPage: false });
    }
  });
});

describe('watermark', () => {
  it('is the newest createdAt among the lists, as the server wrote it', () => {
    const a = note('a', 10);
    const b = { ...note('b', 0), createdAt: '2025-01-01T14:00:00+02:00' }; // 12:00Z
    const c = note('c', 30);
    expect(newestCreatedAt([[a, b], [c]])).toBe(c.createdAt);
    expect(newestCreatedAt([[a], [b]])).toBe(a.createdAt);
    expect(newestCreatedAt([[{ ...a, createdAt: 'garbage' }], []])).toBeNull();
    expect(newestCreatedAt([])).toBeNull();
  });

  it('covers what is at or before it, compared as instants', () => {
    const before = '2025-01-01T12:00:00.000Z';
    expect(isAtOrBefore('2025-01-01T12:00:00.000Z', before)).toBe(true);
    expect(isAtOrBefore('2025-01-01T13:59:59+02:00', before)).toBe(true);
    expect(isAtOrBefore('2025-01-01T12:00:00.001Z', before)).toBe(false);
    expect(isAtOrBefore('garbage', before)).toBe(false);
    expect(isAtOrBefore('2025-01-01T11:00:00Z', null)).toBe(false);
  });
});
