// Strict validation of one `notificationEvents` payload. Whatever fails is dropped with a reason; the
// caller warns and resyncs (a `live.gap`), so a wrong counter never reaches the badge.
import type { NotificationNode } from '../notifications/notifications.types.ts';
import type { LiveCount, LiveEvent, LiveEventKind, LiveFeed } from './live.types.ts';

export type LiveEventResult = { readonly ok: true; readonly event: LiveEvent } | { readonly ok: false; readonly reason: string };

const KINDS: readonly string[] = ['SYNC', 'ADDED', 'READ'] satisfies LiveEventKind[];
const FEEDS: readonly string[] = ['OWN', 'STUDENTS'] satisfies LiveFeed[];

type Check = string | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isId = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';
/** A value for a reason text (JSON.stringify would throw on a bigint). */
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

function checkIds(value: unknown, path: string): Check {
  if (!Array.isArray(value)) return `${path}: expected an array of ids`;
  const bad = value.findIndex((id) => !isId(id));
  return bad === -1 ? null : `${path}[${bad}]: expected a non-empty string`;
}

function checkCounts(value: unknown): Check {
  if (!Array.isArray(value)) return 'counts: expected an array';
  const seen = new Set<unknown>();
  for (const [i, entry] of value.entries()) {
    if (!isRecord(entry)) return `counts[${i}]: expected an object`;
    if (!FEEDS.includes(entry.feed as string)) return `counts[${i}].feed: unknown feed ${show(entry.feed)}`;
    if (!Number.isSafeInteger(entry.count) || (entry.count as number) < 0) {
      return `counts[${i}].count: expected a non-negative integer, got ${show(entry.count)}`;
    }
    if (seen.has(entry.feed)) return `counts[${i}].feed: ${String(entry.feed)} appears twice`;
    seen.add(entry.feed);
  }
  return null;
}

function checkActors(value: unknown): Check {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return 'notification.actors: expected an array or null';
  for (const [i, actor] of value.entries()) {
    const ok =
      isRecord(actor) &&
      typeof actor.firstName === 'string' &&
      typeof actor.lastName === 'string' &&
      typeof actor.username === 'string' &&
      isOptionalString(actor.mediumPictureUrl) &&
      isOptionalString(actor.vanityUsername);
    if (!ok) return `notification.actors[${i}]: expected { firstName, lastName, username } strings`;
  }
  return null;
}

function checkImage(value: unknown): Check {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) return 'notification.image: expected an object or null';
  const { sources } = value;
  if (sources === undefined || sources === null) return null;
  if (!Array.isArray(sources)) return 'notification.image.sources: expected an array or null';
  const bad = sources.findIndex(
    (s) => !isRecord(s) || typeof s.url !== 'string' || !Number.isFinite(s.width) || !Number.isFinite(s.height),
  );
  return bad === -1 ? null : `notification.image.sources[${bad}]: expected { url, width, height }`;
}

function checkNotification(value: unknown): Check {
  if (!isRecord(value)) return 'notification: expected an object';
  if (!isId(value.id)) return 'notification.id: expected a non-empty string';
  if (typeof value.isRead !== 'boolean') return 'notification.isRead: expected a boolean';
  if (typeof value.createdAt !== 'string' || Number.isNaN(Date.parse(value.createdAt))) {
    return 'notification.createdAt: expected an ISO 8601 date';
  }
  for (const key of ['url', 'previewText', 'buttonText', 'message'] as const) {
    if (!isOptionalString(value[key])) return `notification.${key}: expected a string or null`;
  }
  return checkActors(value.actors) ?? checkImage(value.image);
}

function checkKind(raw: Record<string, unknown>): Check {
  if (raw.feed !== null && raw.feed !== undefined && !FEEDS.includes(raw.feed as string)) {
    return `feed: unknown feed ${show(raw.feed)}`;
  }
  const hasNotification = raw.notification !== null && raw.notification !== undefined;
  if (raw.kind !== 'ADDED') return hasNotification ? `notification: only ADDED carries one, got ${show(raw.kind)}` : null;
  if (raw.feed === null || raw.feed === undefined) return 'feed: required for ADDED';
  if (!hasNotification) return 'notification: required for ADDED';
  return checkNotification(raw.notification);
}

/**
 * Validates `data.notificationEvents` strictly: a known kind, counts that are non-negative integers
 * (each feed once), known feeds, ids that are non-empty strings, and for ADDED a feed and a well-formed
 * notification (which no other kind carries). Extra fields (`__typename`) are allowed.
 */
export function parseLiveEvent(raw: unknown): LiveEventResult {
  if (!isRecord(raw)) return { ok: false, reason: 'event: expected an object' };
  if (!KINDS.includes(raw.kind as string)) return { ok: false, reason: `kind: unknown kind ${show(raw.kind)}` };
  const reason = checkCounts(raw.counts) ?? checkKind(raw) ?? checkIds(raw.readIds, 'readIds') ?? checkIds(raw.unreadIds, 'unreadIds');
  if (reason !== null) return { ok: false, reason };
  return {
    ok: true,
    event: {
      kind: raw.kind as LiveEventKind,
      counts: (raw.counts as LiveCount[]).map(({ feed, count }) => ({ feed, count })),
      feed: (raw.feed ?? null) as LiveFeed | null,
      notification: (raw.notification ?? null) as NotificationNode | null,
      readIds: [...(raw.readIds as string[])],
      unreadIds: [...(raw.unreadIds as string[])],
    },
  };
}
