import { createHash } from 'node:crypto';

/**
 * A deterministic id for a result list: the same query and list always give the same id, so
 * analytics can join impressions and clicks without the server keeping state.
 */
export function resultListId(prefix: string, parts: readonly unknown[]): string {
  return `${prefix}_${createHash('sha1').update(JSON.stringify(parts)).digest('hex').slice(0, 16)}`;
}
