export type { SafeStorage, StorageBacking, StorageBackingSource } from './storage.types.ts';
export { createSafeStorage, createMemoryStorage } from './safe-storage.ts';
export { readBoolean, writeBoolean, readJson, writeJson } from './readers.ts';
