import type { SafeStorage, StorageBacking, StorageBackingSource } from './storage.types.ts';

/**
 * Wraps a Web-Storage-like backing so that no call can throw.
 *
 * Every access to the backing (including reading its methods, which a hostile or revoked
 * object may make throw) is inside a try. A write the backing refuses is remembered in an
 * in-memory overlay, and a failed removal leaves a tombstone there, so reads during this page
 * stay consistent with what the header wrote. With no backing at all the store is purely in memory.
 */
export function createSafeStorage(source: StorageBackingSource): SafeStorage {
  // `null` in the overlay is a tombstone: the key was removed but the backing refused.
  const overlay = new Map<string, string | null>();
  let resolved: StorageBacking | null | undefined;
  let resolvedOnce = false;

  const backing = (): StorageBacking | null => {
    if (!resolvedOnce) {
      resolvedOnce = true;
      try {
        resolved = typeof source === 'function' ? source() : source;
      } catch {
        resolved = null;
      }
    }
    return resolved ?? null;
  };

  return {
    get(key) {
      if (overlay.has(key)) return overlay.get(key) ?? null;
      const store = backing();
      if (!store) return null;
      try {
        const value: unknown = store.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      const store = backing();
      if (store) {
        try {
          store.setItem(key, value);
          overlay.delete(key);
          return;
        } catch {
          // Quota exceeded, private mode, revoked access: fall through to memory.
        }
      }
      overlay.set(key, value);
    },
    remove(key) {
      const store = backing();
      if (store) {
        try {
          store.removeItem(key);
          overlay.delete(key);
          return;
        } catch {
          // Fall through: remember the removal so reads agree with it.
        }
      }
      if (store) overlay.set(key, null);
      else overlay.delete(key);
    },
  };
}

/** A `SafeStorage` held in memory only (tests, SSR, hosts that opt out of persistence). */
export function createMemoryStorage(initial?: Readonly<Record<string, string>>): SafeStorage {
  const storage = createSafeStorage(null);
  if (initial) for (const [key, value] of Object.entries(initial)) storage.set(key, value);
  return storage;
}
