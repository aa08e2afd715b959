import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage } from './safe-storage.ts';
import type { StorageBacking } from './storage.types.ts';

/** A Map-backed Web Storage double whose methods can be made to fail. */
function fakeBacking(fail: { get?: boolean; set?: boolean; remove?: boolean } = {}) {
  const data = new Map<string, string>();
  const backing: StorageBacking = {
    getItem: (key) => {
      if (fail.get) throw new Error('SecurityError');
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (fail.set) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => {
      if (fail.remove) throw new Error('SecurityError');
      data.delete(key);
    },
  };
  return { data, backing };
}

describe('createSafeStorage', () => {
  it('passes through to a working backing', () => {
    const { data, backing } = fakeBacking();
    const storage = createSafeStorage(backing);
    storage.set('a', '1');
    expect(data.get('a')).toBe('1');
    expect(storage.get('a')).toBe('1');
    storage.remove('a');
    expect(data.has('a')).toBe(false);
    expect(storage.get('a')).toBeNull();
  });

  it('a backing that throws on every call degrades to memory without throwing', () => {
    const { backing } = fakeBacking({ get: true, set: true, remove: true });
    const storage = createSafeStorage(backing);
    expect(storage.get('a')).toBeNull();
    expect(() => storage.set('a', '1')).not.toThrow();
    expect(storage.get('a')).toBe('1');
    expect(() => storage.remove('a')).not.toThrow();
    expect(storage.get('a')).toBeNull();
  });

  it('a backing whose very property access throws (revoked proxy) never throws', () => {
    const hostile = new Proxy({} as StorageBacking, {
      get() {
        throw new Error('SecurityError');
      },
    });
    const storage = createSafeStorage(hostile);
    expect(storage.get('k')).toBeNull();
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });

  it('a getter that throws (window.localStorage in a sandboxed iframe) falls back to memory', () => {
    let calls = 0;
    const storage = createSafeStorage(() => {
      calls += 1;
      throw new Error('SecurityError');
    });
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    expect(calls).toBe(1);
  });

  it('quota errors keep the value in memory; a later successful write takes over', () => {
    const failing = { set: true };
    const { data, backing } = fakeBacking(failing);
    const storage = createSafeStorage(backing);
    storage.set('k', 'v1');
    expect(data.has('k')).toBe(false);
    expect(storage.get('k')).toBe('v1');
    failing.set = false;
    storage.set('k', 'v2');
    expect(data.get('k')).toBe('v2');
    expect(storage.get('k')).toBe('v2');
  });

  it('a failed removal leaves a tombstone so reads agree with it', () => {
    const failing = { remove: true };
    const { data, backing } = fakeBacking(failing);
    data.set('k', 'old');
    const storage = createSafeStorage(backing);
    storage.remove('k');
    expect(data.get('k')).toBe('old');
    expect(storage.get('k')).toBeNull();
  });

  it('null and undefined backings are plain memory stores', () => {
    for (const backing of [null, undefined, () => null]) {
      const storage = createSafeStorage(backing);
      expect(storage.get('x')).toBeNull();
      storage.set('x', 'y');
      expect(storage.get('x')).toBe('y');
      storage.remove('x');
      expect(storage.get('x')).toBeNull();
    }
  });

  it('non-string values from an odd backing read as null', () => {
    const odd = { getItem: () => 42, setItem: () => {}, removeItem: () => {} } as unknown as StorageBacking;
    expect(createSafeStorage(odd).get('k')).toBeNull();
  });

  it('a backing missing its methods does not throw', () => {
    const empty = {} as StorageBacking;
    const storage = createSafeStorage(empty);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });
});

describe('createMemoryStorage', () => {
  it('starts from the given entries and keeps stores independent', () => {
    const a = createMemoryStorage({ k: 'v' });
    const b = createMemoryStorage();
    expect(a.get('k')).toBe('v');
    expect(b.get('k')).toBeNull();
  });
});
