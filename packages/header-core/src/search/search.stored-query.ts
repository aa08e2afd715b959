// The last submitted search, kept for the session (the header's `storage`: sessionStorage behind
// createSafeStorage): the results page's box shows it again (`page.restore`), every other page forgets it.
// Storage may hold anything and may throw, so a read that is not a usable query is none. The recent
// searches of the empty box are another store (search.recent.ts). In the initial bundle: off the results
// page the header forgets it without loading the machine.
import type { SafeStorage } from '../storage/index.ts';
import { queryOf } from './search.limits.ts';

/** Session-storage key of the last submitted search. */
export const SEARCH_STORAGE_KEY = 'masthead.search.query';

/** The stored search, when it is a usable query; anything else (garbage, too long, a throw) is null. */
export function readStoredQuery(storage: SafeStorage): string | null {
  try {
    const value: unknown = storage.get(SEARCH_STORAGE_KEY);
    if (typeof value !== 'string') return null;
    const query = queryOf(value);
    return query !== '' && query === value ? query : null;
  } catch {
    return null;
  }
}

export function storeQuery(storage: SafeStorage, query: string): void {
  try {
    storage.set(SEARCH_STORAGE_KEY, query);
  } catch {
    // Best effort: the search itself goes ahead.
  }
}

export function forgetQuery(storage: SafeStorage): void {
  try {
    storage.remove(SEARCH_STORAGE_KEY);
  } catch {
    // Best effort.
  }
}
