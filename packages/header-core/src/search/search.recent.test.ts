// The recent-search store (issue 23): order, limit, dedupe ignoring case and accents, the owner it is
// kept for, and storage that holds garbage or throws.
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage, type SafeStorage } from '../storage/index.ts';
import { MAX_LENGTH } from './search.limits.ts';
import {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
  clearRecentSearches,
  forgetRecentSearch,
  isRecentConfig,
  readRecentSearches,
  recentSearchKey,
  recentSearchesOwner,
  rememberRecentSearch,
  withRecentSearch,
} from './search.recent.ts';
import { storedRecent } from './search.testing.ts';

const VISITOR = recentSearchesOwner(null);
const read = (storage: SafeStorage, owner = VISITOR) => readRecentSearches(storage, owner).queries;
const withStored = (value: string) => createMemoryStorage({ [RECENT_SEARCHES_KEY]: value });

describe('recent searches: order, limit and dedupe', () => {
  it(`keeps the newest first, at most ${RECENT_SEARCHES_LIMIT}`, () => {
    const storage = createMemoryStorage();
    for (const query of ['one', 'two', 'three', 'four', 'five', 'six']) rememberRecentSearch(storage, VISITOR, query);
    expect(read(storage)).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it.each([
    ['case', 'watercolor', 'WATERCOLOR'],
    ['accents', 'Acuarela', 'acuarelá'],
    ['accents written as combining marks', 'Café', 'Cafe\u0301'],
    ['German umlauts', 'Öl', 'ol'],
    ['runs of spaces', 'oil painting', 'Oil  Painting'],
    ['a dotted capital I (no Turkish lower case)', 'Illustration', 'İllustration'],
  ])('a search equal to a kept one but for %s moves it to the top, in its newest form', (_, older, newer) => {
    const storage = createMemoryStorage();
    rememberRecentSearch(storage, VISITOR, older);
    rememberRecentSearch(storage, VISITOR, 'lettering');
    rememberRecentSearch(storage, VISITOR, newer);
    expect(read(storage)).toEqual([newer, 'lettering']);
  });

  it('the key folds case, accents and spaces, and nothing else', () => {
    expect(recentSearchKey('  Crème   Brûlée ')).toBe('creme brulee');
    expect(recentSearchKey('ألوان مائية')).toBe(recentSearchKey('ألوانٌ مائيّة'));
    expect(recentSearchKey('oil')).not.toBe(recentSearchKey('oils'));
  });

  it('keeps only valid queries: trimmed, at most 58 code points, no control character', () => {
    const storage = createMemoryStorage();
    for (const query of ['', '   ', ' padded ', 'x'.repeat(MAX_LENGTH + 1), 'line\nbreak', 'tab\there', 'ok']) rememberRecentSearch(storage, VISITOR, query);
    expect(read(storage)).toEqual(['ok']);
    const full = '🎨'.repeat(MAX_LENGTH);
    expect(withRecentSearch([], full)).toEqual([full]);
  });

  it('removes one (ignoring case and accents) and clears all', () => {
    const storage = createMemoryStorage();
    for (const query of ['Watercolor', 'Lettering', 'Acuarela']) rememberRecentSearch(storage, VISITOR, query);
    expect(forgetRecentSearch(storage, VISITOR, 'acuarelá')).toEqual(['Lettering', 'Watercolor']);
    expect(read(storage)).toEqual(['Lettering', 'Watercolor']);
    expect(forgetRecentSearch(storage, VISITOR, 'not there')).toEqual(['Lettering', 'Watercolor']);
    forgetRecentSearch(storage, VISITOR, 'Lettering');
    forgetRecentSearch(storage, VISITOR, 'Watercolor');
    // The last one gone: the key goes too.
    expect(storage.get(RECENT_SEARCHES_KEY)).toBeNull();
    rememberRecentSearch(storage, VISITOR, 'Lettering');
    clearRecentSearches(storage);
    expect(storage.get(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('writes plain JSON under the header’s own key', () => {
    const storage = createMemoryStorage();
    rememberRecentSearch(storage, VISITOR, 'Watercolor');
    expect(JSON.parse(storage.get(RECENT_SEARCHES_KEY) ?? '')).toEqual({ owner: 'visitor', queries: ['Watercolor'] });
  });
});

describe('recent searches belong to one owner (signing out clears them)', () => {
  const member = recentSearchesOwner('user-42');

  it('a member is named by a hash of their id, never the id itself', () => {
    expect(member).toMatch(/^member:[0-9a-z]+$/);
    expect(member).not.toContain('user-42');
    expect(recentSearchesOwner('user-42')).toBe(member);
    expect(recentSearchesOwner('user-43')).not.toBe(member);
  });

  it.each([
    ['a member’s, read once signed out (a visitor)', member, VISITOR],
    ['a visitor’s, read once signed in (decisions.md: maybe someone else’s)', VISITOR, member],
    ['another member’s', recentSearchesOwner('user-7'), member],
  ])('%s: none, and they are removed from the device', (_, writer, reader) => {
    const storage = createMemoryStorage();
    rememberRecentSearch(storage, writer, 'Watercolor');
    expect(readRecentSearches(storage, reader)).toEqual({ queries: [], stale: true });
    // What the reader keeps next is theirs alone.
    rememberRecentSearch(storage, reader, 'Lettering');
    expect(read(storage, reader)).toEqual(['Lettering']);
    expect(read(storage, writer)).toEqual([]);
  });
});

describe('hostile, corrupt, full or throwing storage means no recent searches, never an error', () => {
  const garbage: ReadonlyArray<readonly [string, string, readonly string[]]> = [
    ['not JSON', '{"owner":"visitor","queries":["a"', []],
    ['JSON of another shape: a list', '["Watercolor"]', []],
    ['JSON of another shape: a string', '"Watercolor"', []],
    ['JSON null', 'null', []],
    ['queries not a list', '{"owner":"visitor","queries":{"0":"Watercolor"}}', []],
    ['no owner', '{"queries":["Watercolor"]}', []],
    ['objects and numbers among the queries', storedRecent([{ toString: 'x' }, 42, null, ['a'], 'Watercolor', true]), ['Watercolor']],
    ['duplicates and padding', storedRecent(['Ink', 'INK', ' ink ', 'Ínk', 'Lettering']), ['Ink', 'Lettering']],
    ['too many', storedRecent(['a', 'b', 'c', 'd', 'e', 'f', 'g']), ['a', 'b', 'c', 'd', 'e']],
    ['a huge array (not even parsed)', storedRecent(Array.from({ length: 100_000 }, (_, i) => `q${i}`)), []],
    ['one huge string', storedRecent(['x'.repeat(1_000_000)]), []],
    ['an over-long query', storedRecent(['x'.repeat(MAX_LENGTH + 1), 'fine']), ['fine']],
    ['a prototype key', '{"owner":"visitor","queries":["a"],"__proto__":{"queries":["b"]}}', ['a']],
  ];

  it.each(garbage)('%s', (_, value, expected) => {
    expect(read(withStored(value))).toEqual(expected);
  });

  it('HTML stays a string: nothing interprets it', () => {
    const html = '<img src=x onerror=alert(1)>';
    const storage = withStored(storedRecent([html, '<b>bold</b>']));
    expect(read(storage)).toEqual([html, '<b>bold</b>']);
  });

  it('unreadable values are removed once read, and a new search starts a fresh list', () => {
    const storage = withStored('{not json');
    expect(readRecentSearches(storage, VISITOR).stale).toBe(true);
    expect(rememberRecentSearch(storage, VISITOR, 'Watercolor')).toEqual(['Watercolor']);
    expect(read(storage)).toEqual(['Watercolor']);
  });

  it('a backing whose getItem, setItem and removeItem throw (private mode, a sandboxed frame): none, and nothing throws', () => {
    const throwing = createSafeStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(read(throwing)).toEqual([]);
    // The page remembers what it wrote (SafeStorage's overlay); the next page has none.
    expect(() => rememberRecentSearch(throwing, VISITOR, 'Watercolor')).not.toThrow();
    expect(() => forgetRecentSearch(throwing, VISITOR, 'Watercolor')).not.toThrow();
    expect(() => clearRecentSearches(throwing)).not.toThrow();
  });

  it('a host storage that breaks its own promise (get, set and remove throw)', () => {
    const broken: SafeStorage = {
      get: () => {
        throw new Error('get');
      },
      set: () => {
        throw new Error('set');
      },
      remove: () => {
        throw new Error('remove');
      },
    };
    expect(readRecentSearches(broken, VISITOR)).toEqual({ queries: [], stale: false });
    expect(rememberRecentSearch(broken, VISITOR, 'Watercolor')).toEqual(['Watercolor']);
    expect(forgetRecentSearch(broken, VISITOR, 'Watercolor')).toEqual([]);
    expect(() => clearRecentSearches(broken)).not.toThrow();
  });

  it('a full store (setItem refuses): the search goes on and this page still shows it', () => {
    const items = new Map<string, string>();
    const full = createSafeStorage({
      getItem: (key) => items.get(key) ?? null,
      setItem: () => {
        throw Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
      },
      removeItem: (key) => void items.delete(key),
    });
    rememberRecentSearch(full, VISITOR, 'Watercolor');
    expect(read(full)).toEqual(['Watercolor']);
    expect(items.size).toBe(0);
  });

  it('a configuration is used only with a storage’s three methods and an owner or null', () => {
    const storage = createMemoryStorage();
    expect(isRecentConfig({ storage, owner: VISITOR })).toBe(true);
    expect(isRecentConfig({ storage, owner: null })).toBe(true);
    expect(isRecentConfig({ storage, owner: 42 })).toBe(false);
    expect(isRecentConfig({ storage: { get: () => null }, owner: VISITOR })).toBe(false);
    expect(isRecentConfig(null)).toBe(false);
  });
});
