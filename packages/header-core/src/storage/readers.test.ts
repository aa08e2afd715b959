import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBoolean, readJson, writeBoolean, writeJson } from './readers.ts';
import { createMemoryStorage } from './safe-storage.ts';
import type { SafeStorage } from './storage.types.ts';

const throwing: SafeStorage = {
  get: () => {
    throw new Error('boom');
  },
  set: () => {
    throw new Error('boom');
  },
  remove: () => {
    throw new Error('boom');
  },
};

const isPoint = (value: unknown): value is { x: number } =>
  typeof value === 'object' && value !== null && typeof (value as { x?: unknown }).x === 'number';

describe('readBoolean', () => {
  it('round-trips what writeBoolean writes', () => {
    const storage = createMemoryStorage();
    writeBoolean(storage, 'b', true);
    expect(readBoolean(storage, 'b')).toBe(true);
    writeBoolean(storage, 'b', false);
    expect(readBoolean(storage, 'b', true)).toBe(false);
  });

  it.each(['yes', '{', '42', 'TRUE', '1', '', ' true'])('garbage %j gives the default', (garbage) => {
    const storage = createMemoryStorage({ b: garbage });
    expect(readBoolean(storage, 'b')).toBe(false);
    expect(readBoolean(storage, 'b', true)).toBe(true);
  });

  it('missing keys and throwing storages give the default', () => {
    expect(readBoolean(createMemoryStorage(), 'none', true)).toBe(true);
    expect(readBoolean(throwing, 'b')).toBe(false);
    expect(() => writeBoolean(throwing, 'b', true)).not.toThrow();
  });
});

describe('readJson', () => {
  it('returns validated values', () => {
    const storage = createMemoryStorage();
    writeJson(storage, 'p', { x: 1 });
    expect(readJson(storage, 'p', isPoint)).toEqual({ x: 1 });
  });

  it.each(['{', 'yes', '42', '{"x":"1"}', 'null', '[]', ''])('garbage %j gives the fallback', (garbage) => {
    const storage = createMemoryStorage({ p: garbage });
    expect(readJson(storage, 'p', isPoint)).toBeNull();
    expect(readJson(storage, 'p', isPoint, { x: 0 })).toEqual({ x: 0 });
  });

  it('throwing storage and unserialisable values never throw', () => {
    expect(readJson(throwing, 'p', isPoint, { x: 9 })).toEqual({ x: 9 });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const storage = createMemoryStorage();
    expect(() => writeJson(storage, 'c', cyclic)).not.toThrow();
    expect(() => writeJson(storage, 'n', 10n)).not.toThrow();
    expect(storage.get('c')).toBeNull();
    expect(() => writeJson(throwing, 'p', { x: 1 })).not.toThrow();
  });

  it('never throws on any stored string', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const storage = createMemoryStorage({ k: raw });
        const value = readJson(storage, 'k', isPoint);
        expect(value === null || isPoint(value)).toBe(true);
        expect(typeof readBoolean(storage, 'k')).toBe('boolean');
      }),
    );
  });
});
