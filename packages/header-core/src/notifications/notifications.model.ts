// Pure data rules of the notifications flow: counts, pages, watermark, read state.
import { clampCount } from './notifications.count.ts';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type FeedData,
  type NotificationFeedId,
  type NotificationNode,
  type NotificationsContext,
} from './notifications.types.ts';

export { badgeText, clampCount } from './notifications.count.ts';

/** Page size from input: an integer in 1..100, else the spec's 20. */
export function resolvePageSize(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : NOTIFICATIONS_PAGE_SIZE;
}

export const EMPTY_FEED: FeedData = { items: [], endCursor: null, hasNextPage: false, requestedCursors: [] };

/** Tab order (decisions.md): teachers see students' activity first, then their own. */
export function feedsFor(isTeacher: boolean): readonly NotificationFeedId[] {
  return isTeacher ? ['students', 'own'] : ['own'];
}

interface NormalizedPage {
  readonly nodes: readonly NotificationNode[];
  readonly endCursor: string | null;
  readonly hasNextPage: boolean;
}

/** Has what a card needs to be found and ordered: a non-empty id and a `createdAt` string (the rest is checked when drawn). */
export function isNotificationNode(value: unknown): value is NotificationNode {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as { id?: unknown; createdAt?: unknown };
  return typeof node.id === 'string' && node.id !== '' && typeof node.createdAt === 'string';
}

/** Reads a page defensively: a host (or server) answering garbage gives an empty, final page. */
export function normalizePage(raw: unknown): NormalizedPage {
  const page = (typeof raw === 'object' && raw !== null ? raw : {}) as { edges?: unknown; pageInfo?: unknown };
  const edges = Array.isArray(page.edges) ? (page.edges as unknown[]) : [];
  const nodes = edges
    .map((edge) => (typeof edge === 'object' && edge !== null ? (edge as { node?: unknown }).node : undefined))
    .filter(isNotificationNode);
  const info = (typeof page.pageInfo === 'object' && page.pageInfo !== null ? page.pageInfo : {}) as {
    endCursor?: unknown;
    hasNextPage?: unknown;
  };
  return {
    nodes,
    endCursor: typeof info.endCursor === 'string' && info.endCursor !== '' ? info.endCursor : null,
    hasNextPage: info.hasNextPage === true,
  };
}

/** True when a page brings no notification the list lacks (an empty first page means the list is empty). */
export function pageAddsNothing(feed: FeedData, raw: unknown): boolean {
  const known = new Set(feed.items.map((item) => item.id));
  return normalizePage(raw).nodes.every((node) => known.has(node.id));
}

/**
 * Appends a page answered for `after`. Duplicates (by id, also inside the page) are dropped. Loading
 * stops (hasNextPage false) when the server says so, gives no cursor, repeats a cursor already
 * answered, or sends a page with nothing new while claiming more: each would otherwise loop.
 */
export function appendPage(feed: FeedData, raw: unknown, after: string): FeedData {
  const page = normalizePage(raw);
  const known = new Set(feed.items.map((item) => item.id));
  const added: NotificationNode[] = [];
  for (const node of page.nodes) {
    if (known.has(node.id)) continue;
    known.add(node.id);
    added.push(node);
  }
  const requestedCursors = [...feed.requestedCursors, after];
  const next = page.endCursor;
  const hasNextPage = page.hasNextPage && added.length > 0 && next !== null && !requestedCursors.includes(next);
  return {
    items: added.length > 0 ? [...feed.items, ...added] : feed.items,
    endCursor: next ?? feed.endCursor,
    hasNextPage,
    requestedCursors,
  };
}

/** Epoch ms of an ISO instant, or NaN. */
export function instant(iso: unknown): number {
  return typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
}

/** The newest `createdAt` among the lists (the original string, for the mutation); null when none parses. */
export function newestCreatedAt(lists: readonly (readonly NotificationNode[])[]): string | null {
  let best: string | null = null;
  let bestAt = Number.NEGATIVE_INFINITY;
  for (const list of lists) {
    for (const item of list) {
      const at = instant(item.createdAt);
      if (Number.isFinite(at) && at > bestAt) {
        bestAt = at;
        best = item.createdAt;
      }
    }
  }
  return best;
}

/** True when `createdAt` is at or before the watermark `before` (both must parse). */
export function isAtOrBefore(createdAt: string, before: string | null): boolean {
  if (before === null) return false;
  const at = instant(createdAt);
  const limit = instant(before);
  return Number.isFinite(at) && Number.isFinite(limit) && at <= limit;
}

type ReadState = Pick<NotificationsContext, 'readIds' | 'readBefore'> & Partial<Pick<NotificationsContext, 'unreadIds'>>;

/**
 * Whether a notification is read: the server said so in the page, a mutation the server confirmed covers
 * it, or the live stream said so; unless the stream said it is unread again, which wins. Nothing
 * optimistic: a pending or failed mutation changes nothing.
 */
export function isItemRead(item: NotificationNode, state: ReadState): boolean {
  if (state.unreadIds?.includes(item.id) === true) return false;
  return item.isRead === true || state.readIds.includes(item.id) || isAtOrBefore(item.createdAt, state.readBefore);
}

type LookState = Pick<
  NotificationsContext,
  'readIds' | 'unreadIds' | 'clickedIds' | 'keptUnreadIds' | 'shownReadBefore' | 'markAllBefore'
>;

/**
 * Whether a card looks unread (decisions.md): read as of this opening of the drawer. A clicked card looks
 * read at once; a card unread when the drawer opened (or when the "N new" button reloaded it) keeps its
 * look until it closes, even once this drawer's own mark-all-read is confirmed, or echoed by the live
 * stream (ids at or before its watermark). A read from elsewhere shows at once, as does "unread again".
 */
export function looksUnread(item: NotificationNode, state: LookState): boolean {
  if (state.clickedIds.includes(item.id)) return false;
  if (state.unreadIds.includes(item.id) || state.keptUnreadIds.includes(item.id)) return true;
  if (item.isRead === true || isAtOrBefore(item.createdAt, state.shownReadBefore)) return false;
  return !state.readIds.includes(item.id) || isAtOrBefore(item.createdAt, state.markAllBefore);
}

/** Finds a loaded notification by id, with its list and position. */
export function findItem(
  context: Pick<NotificationsContext, 'feeds'>,
  id: string,
): { item: NotificationNode; feed: NotificationFeedId; position: number } | null {
  for (const feed of ['students', 'own'] as const) {
    const position = context.feeds[feed].items.findIndex((item) => item.id === id);
    const item = context.feeds[feed].items[position];
    if (item) return { item, feed, position };
  }
  return null;
}

/** Unread loaded notifications covered by the watermark (the fallback when the mutation gives no count). */
export function unreadCoveredBy(context: NotificationsContext, before: string): number {
  const ids = new Set<string>();
  for (const feed of ['own', 'students'] as const) {
    for (const item of context.feeds[feed].items) {
      if (!isItemRead(item, context) && isAtOrBefore(item.createdAt, before)) ids.add(item.id);
    }
  }
  return ids.size;
}

// ---- The live stream (issue 21) ----

/** The unread count the badge counts from `live.counts`: own, plus students' for teachers; null when a value is not finite. */
export function liveTotal(counts: { readonly own: unknown; readonly students: unknown }, isTeacher: boolean): number | null {
  const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
  if (!finite(counts.own) || (isTeacher && !finite(counts.students))) return null;
  return clampCount(counts.own) + (isTeacher ? clampCount(counts.students) : 0);
}

/** Ids, once each, skipping anything that is not a non-empty string. */
export function idList(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
}

/**
 * Applies read-state changes the server reported (`live.read`, or mark-all-read's answer) to the ids
 * the machine knows, and how they move the server's unread count: the server reports only ids whose state
 * changed, so each one not already known read (or unread again) is one fewer (or one more) unread.
 */
export function applyReadChanges(
  state: Pick<NotificationsContext, 'readIds' | 'unreadIds'>,
  readIds: readonly string[],
  unreadIds: readonly string[],
): { readIds: string[]; unreadIds: string[]; delta: number } {
  const read = new Set(state.readIds);
  const unread = new Set(state.unreadIds);
  let delta = 0;
  for (const id of readIds) {
    if (read.has(id)) continue;
    read.add(id);
    unread.delete(id);
    delta -= 1;
  }
  for (const id of unreadIds) {
    if (unread.has(id)) continue;
    unread.add(id);
    read.delete(id);
    delta += 1;
  }
  return { readIds: [...read], unreadIds: [...unread], delta };
}
