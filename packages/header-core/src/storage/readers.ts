import type { SafeStorage } from './storage.types.ts';

/**
 * Reads a boolean written by `writeBoolean`. Only the exact strings `'true'` and `'false'`
 * count; anything else (garbage, another app's value, a throwing storage) gives `fallback`.
 */
export function readBoolean(storage: SafeStorage, key: string, fallback = false): boolean {
  const raw = safeGet(storage, key);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return fallback;
}

/** Writes `'true'` or `'false'`; never throws. */
export function writeBoolean(storage: SafeStorage, key: string, value: boolean): void {
  safeSet(storage, key, value ? 'true' : 'false');
}

/**
 * Reads JSON and keeps it only if `validate` accepts it; unparsable or invalid values give
 * `fallback` (default `null`). The validator is the only thing that turns `unknown` into `T`.
 */
export function readJson<T>(storage: SafeStorage, key: string, validate: (value: unknown) => value is T): T | null;
export function readJson<T>(
  storage: SafeStorage,
  key: string,
  validate: (value: unknown) => value is T,
  fallback: T,
): T;
export function readJson<T>(
  storage: SafeStorage,
  key: string,
  validate: (value: unknown) => value is T,
  fallback: T | null = null,
): T | null {
  const raw = safeGet(storage, key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return validate(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** Writes `value` as JSON; values JSON cannot represent (cycles, BigInt) are not written. */
export function writeJson(storage: SafeStorage, key: string, value: unknown): void {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return;
  }
  if (typeof text === 'string') safeSet(storage, key, text);
}

// A host may hand us its own SafeStorage; guard again so a broken one cannot crash a machine.
function safeGet(storage: SafeStorage, key: string): string | null {
  try {
    const value: unknown = storage.get(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

function safeSet(storage: SafeStorage, key: string, value: string): void {
  try {
    storage.set(key, value);
  } catch {
    // Never let persistence failures reach the UI.
  }
}
