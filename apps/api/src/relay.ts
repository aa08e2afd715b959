/**
 * Relay connection helpers: opaque cursors, `first` validation and page slicing.
 *
 * A cursor is base64url(JSON {k, p}): `k` names the list it came from (so a cursor from one list is
 * rejected by another instead of silently paging the wrong thing) and `p` is the position: an offset
 * for static lists, or the (createdAt, id) key of the last item for notifications, which stays valid
 * when new notifications arrive at the top of the feed.
 */
import { badInput } from './errors.ts';

export { badInput };

/** The most items one page may hold (schema conventions). */
export const MAX_PAGE_SIZE = 100;

/** Relay PageInfo as returned by every connection. */
export interface PageInfo {
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** One edge of a connection. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/** The fields every connection here shares. */
export interface Connection<T> {
  totalCount: number;
  edges: Array<Edge<T>>;
  pageInfo: PageInfo;
}

/**
 * Checks `first` (0..100). An explicit null falls back to the field's default, the way an omitted
 * argument would, because clients often pass `first: $maybeUndefined`.
 */
export function validateFirst(first: number | null | undefined, defaultFirst: number): number {
  const value = first ?? defaultFirst;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw badInput(`\`first\` must be between 0 and ${MAX_PAGE_SIZE} (got ${String(value)}).`);
  }
  return value;
}

/** Encodes a position in the list `listKey` as an opaque cursor. */
export function encodeCursor(listKey: string, position: unknown): string {
  return Buffer.from(JSON.stringify({ k: listKey, p: position }), 'utf8').toString('base64url');
}

function preview(cursor: string): string {
  return cursor.length > 40 ? `${cursor.slice(0, 40)}…` : cursor;
}

/** Decodes a cursor issued for `listKey`; anything else is a GraphQL error naming the cursor. */
export function decodeCursor(cursor: string, listKey: string): unknown {
  let parsed: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badInput(`Invalid cursor '${preview(cursor)}': it is not a cursor this server issued.`);
  }
  if (typeof parsed !== 'object' || parsed === null || !('k' in parsed) || !('p' in parsed)) {
    throw badInput(`Invalid cursor '${preview(cursor)}': it is not a cursor this server issued.`);
  }
  if (parsed.k !== listKey) {
    throw badInput(`Invalid cursor '${preview(cursor)}': it belongs to a different list.`);
  }
  return parsed.p;
}

/** Reads an offset cursor for `listKey`; null/undefined means "from the start". */
export function decodeOffset(after: string | null | undefined, listKey: string): number {
  if (after === null || after === undefined) return 0;
  const p = decodeCursor(after, listKey);
  if (typeof p !== 'number' || !Number.isSafeInteger(p) || p < 0) {
    throw badInput(`Invalid cursor '${preview(after)}': it is not a cursor this server issued.`);
  }
  // The cursor names the last item already seen, so the page starts right after it.
  return p + 1;
}

/** Builds a page from `edges` already sliced, given whether items exist before and after them. */
export function makeConnection<T>(
  totalCount: number,
  edges: Array<Edge<T>>,
  hasPreviousPage: boolean,
  hasNextPage: boolean,
): Connection<T> {
  return {
    totalCount,
    edges,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
      hasNextPage,
      hasPreviousPage,
    },
  };
}

/** Pages a fully materialised, stably ordered list with offset cursors. */
export function offsetConnection<T>(
  items: readonly T[],
  options: { listKey: string; after?: string | null | undefined; first: number },
): Connection<T> {
  const start = Math.min(decodeOffset(options.after, options.listKey), items.length);
  const page = items.slice(start, start + options.first);
  const edges = page.map((node, i) => ({ cursor: encodeCursor(options.listKey, start + i), node }));
  return makeConnection(items.length, edges, start > 0, start + page.length < items.length);
}
