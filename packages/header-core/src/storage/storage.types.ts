/**
 * A key/value store that never throws. Reads of a missing or unreadable key give `null`;
 * writes that the backing store refuses (quota, private mode, a sandboxed iframe) are kept
 * in memory for the life of the page instead of failing.
 */
export interface SafeStorage {
  /** The stored string, or `null` when absent or unreadable. */
  get(key: string): string | null;
  /** Stores `value`; never throws. */
  set(key: string, value: string): void;
  /** Removes `key`; never throws. */
  remove(key: string): void;
}

/** The subset of the Web Storage API that `createSafeStorage` uses (e.g. `localStorage`). */
export interface StorageBacking {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * What `createSafeStorage` accepts: a backing, a function returning one (so that a getter that
 * throws, like the browser's local storage getter in a sandboxed iframe, is called inside a try), or nothing.
 */
export type StorageBackingSource =
  | StorageBacking
  | (() => StorageBacking | null | undefined)
  | null
  | undefined;
