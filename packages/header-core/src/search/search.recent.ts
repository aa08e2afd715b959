// Recent searches (issue 23): the texts a person searched, newest first, at most five, kept on the device
// through the header's `storage` (localStorage behind createSafeStorage) under the header's own key, and
// bound to whose they are. Storage may hold anything (another script's value, a truncated write, a hand
// edit) and may throw: every read is validated and anything unusable is no recent searches, never an
// error. Values are text only: the renderers draw them as text, never as markup.
import type { SafeStorage } from '../storage/index.ts';
import { queryOf } from './search.limits.ts';
import type { RecentSearchesConfig } from './search.types.ts';

/** The header's localStorage key of the recent searches. */
export const RECENT_SEARCHES_KEY = 'masthead.search.recent';
/** At most this many are kept (and shown: decisions.md, recent first in the empty box's five rows). */
export const RECENT_SEARCHES_LIMIT = 5;

/**
 * The longest stored value that is read at all: five queries of 58 code points, each of them written
 * as `\u` escapes (12 characters a code point), and the frame around them, fit well within it. A longer
 * value is not ours and is not parsed (a huge array costs nothing).
 */
const MAX_STORED_LENGTH = 4096;
const VISITOR = 'visitor';
const MARKS = /\p{M}+/gu;
const SPACES = /\s+/g;
const CONTROL = /\p{Cc}/u;

/** What is stored, as JSON: whose they are and the queries, newest first. */
interface StoredRecent {
  readonly owner: string;
  readonly queries: readonly string[];
}

/** What a read found: the queries, and whether the stored value must go (someone else's, or garbage). */
export interface RecentSearchesRead {
  readonly queries: readonly string[];
  readonly stale: boolean;
}

/**
 * The form two searches are the same under, ignoring case and accents: canonical decomposition (NFD),
 * combining marks dropped (as the API's matcher folds them), lower case without a locale (no Turkish
 * dotless i), runs of white space as one space. 'Acuarela', 'ACUARELA' and 'acuarela' are one search.
 */
export function recentSearchKey(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase().replace(SPACES, ' ').trim();
}

/** 53-bit string hash (cyrb53): two 32-bit FNV-like lanes. Enough to tell two people apart on one device. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Whose recent searches a page keeps: a visitor's (`viewerId` null), or the signed-in member's, named by
 * a hash of their id so that no account id is written to the device. The store keeps one owner's: a
 * read as anyone else finds none and removes them. That is how signing out clears them, and how a
 * visitor's are dropped at a sign-in (they may have been someone else's on a shared device), whichever
 * page or tab notices first (decisions.md).
 */
export function recentSearchesOwner(viewerId: string | null): string {
  return viewerId === null ? VISITOR : `member:${hash(viewerId)}`;
}

/** Whether `text` may be a recent search: its own query (trimmed, at most 58 code points, no lone surrogate), with no control character. */
function isRecentQuery(text: unknown): text is string {
  return typeof text === 'string' && text !== '' && queryOf(text) === text && !CONTROL.test(text);
}

/** `list` as kept: valid queries only, the first of each key (newest first), at most five. */
function keep(list: readonly unknown[]): string[] {
  const kept: string[] = [];
  const keys = new Set<string>();
  for (const item of list) {
    if (kept.length === RECENT_SEARCHES_LIMIT) break;
    if (!isRecentQuery(item)) continue;
    const key = recentSearchKey(item);
    if (keys.has(key)) continue;
    keys.add(key);
    kept.push(item);
  }
  return kept;
}

/** The stored value, or null when there is none, it is unreadable or it is not ours. */
function readStored(storage: SafeStorage): { value: StoredRecent | null; present: boolean } {
  let raw: unknown;
  try {
    raw = storage.get(RECENT_SEARCHES_KEY);
  } catch {
    return { value: null, present: false };
  }
  if (typeof raw !== 'string') return { value: null, present: false };
  if (raw.length > MAX_STORED_LENGTH) return { value: null, present: true };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { value: null, present: true };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { value: null, present: true };
  const { owner, queries } = parsed as Record<string, unknown>;
  if (typeof owner !== 'string' || !Array.isArray(queries)) return { value: null, present: true };
  return { value: { owner, queries: keep(queries) }, present: true };
}

function write(storage: SafeStorage, owner: string, queries: readonly string[]): void {
  try {
    if (queries.length === 0) storage.remove(RECENT_SEARCHES_KEY);
    else storage.set(RECENT_SEARCHES_KEY, JSON.stringify({ owner, queries } satisfies StoredRecent));
  } catch {
    // Best effort: a full or refusing store keeps the search itself going (SafeStorage remembers the
    // write for this page when the browser refuses it).
  }
}

/** `owner`'s recent searches, newest first; `stale` when the stored value must be removed (garbage, or another owner's). */
export function readRecentSearches(storage: SafeStorage, owner: string): RecentSearchesRead {
  const { value, present } = readStored(storage);
  if (value === null) return { queries: [], stale: present };
  if (value.owner !== owner) return { queries: [], stale: true };
  return { queries: value.queries, stale: false };
}

/** `query` as the newest of `list`: an equal one (ignoring case and accents) goes, at most five stay. */
export function withRecentSearch(list: readonly string[], query: string): readonly string[] {
  return isRecentQuery(query) ? keep([query, ...list]) : keep(list);
}

/** `list` without `query` (or any search equal to it, ignoring case and accents). */
export function withoutRecentSearch(list: readonly string[], query: string): readonly string[] {
  const key = recentSearchKey(query);
  return list.filter((item) => recentSearchKey(item) !== key);
}

/** Keeps `query` as `owner`'s newest recent search (another owner's are replaced); returns the list kept. */
export function rememberRecentSearch(storage: SafeStorage, owner: string, query: string): readonly string[] {
  const next = withRecentSearch(readRecentSearches(storage, owner).queries, query);
  write(storage, owner, next);
  return next;
}

/** Removes `query` from `owner`'s recent searches; returns the list kept. */
export function forgetRecentSearch(storage: SafeStorage, owner: string, query: string): readonly string[] {
  const { queries, stale } = readRecentSearches(storage, owner);
  const next = withoutRecentSearch(queries, query);
  if (stale || next.length !== queries.length) write(storage, owner, next);
  return next;
}

/** Removes every recent search (whoever's); never throws. */
export function clearRecentSearches(storage: SafeStorage): void {
  try {
    storage.remove(RECENT_SEARCHES_KEY);
  } catch {
    // Best effort.
  }
}

/** A usable recent-searches configuration: a storage with the three methods, and an owner (or null while unknown). */
export function isRecentConfig(value: unknown): value is RecentSearchesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { storage, owner } = value as Partial<RecentSearchesConfig>;
  return (
    typeof storage === 'object' &&
    storage !== null &&
    typeof storage.get === 'function' &&
    typeof storage.set === 'function' &&
    typeof storage.remove === 'function' &&
    (owner === null || typeof owner === 'string')
  );
}
