// Pure rules of the live connection: names, the backoff, which refusals are final, and the reading of
// what other tabs post (they may run another version of this code, so nothing is trusted).
import { parseLiveEvent } from './live.event.ts';
import type { LiveMachineEvent, LiveStopReason } from './live.types.ts';

/** The Web Lock and the BroadcastChannel of a member: one stream per browser and member. */
export function liveChannelName(memberId: string): string {
  return `masthead-live:${memberId}`;
}

/** Backoff: full jitter over an exponential ceiling (AWS's "full jitter"). */
export const LIVE_BACKOFF_BASE_MS = 1_000;
export const LIVE_BACKOFF_CAP_MS = 30_000;
/** The stream closes once every tab of the member has been hidden this long. */
export const LIVE_HIDDEN_TIMEOUT_MS = 5 * 60_000;
/**
 * A connection whose first event has not come this long after it started counts as failed (the open
 * watchdog): the server sends its SYNC at once, so silence means a stream that will never deliver.
 */
export const LIVE_OPEN_TIMEOUT_MS = 10_000;
/** After a 401 (the session ended) the next try waits this long at least: one probe per 5 minutes, no storm. */
export const LIVE_SIGNED_OUT_RETRY_MS = 5 * 60_000;
/** The longest a server's Retry-After may hold the stream back. */
export const LIVE_RETRY_AFTER_CAP_MS = 10 * 60_000;

/** The wait before retry number `attempt` (1, 2, …): `random() × min(cap, base × 2^(attempt−1))`, whole ms. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(LIVE_BACKOFF_CAP_MS, LIVE_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
  return Math.floor(unit * ceiling);
}

/**
 * A refusal that retrying cannot fix: a 4xx other than 401, 408 and 429 (a host whose link cannot
 * subscribe, say). Network failures (no status), 401, 408, 429 and 5xx are retried, after
 * `retryFloor` and a backoff. A 401 is not final: the session may come back (signed in again in another
 * tab), so the leader asks again every 5 minutes; 'unauthorized' only comes from tabs of an older version.
 */
export function stopReasonOf(status: number | undefined): LiveStopReason | null {
  if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429) return 'refused';
  return null;
}

/**
 * The least wait (ms) before trying again after a failed connection, before the backoff's jitter is added:
 * the server's Retry-After when it gave one (at most 10 minutes); else 30 s after a 429 (the API's
 * Retry-After for streams, which the SSE link may not pass on) and 5 minutes after a 401; else nothing.
 */
export function retryFloor(status: number | undefined, retryAfterMs?: number): number {
  if (retryAfterMs !== undefined && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    return Math.min(Math.floor(retryAfterMs), LIVE_RETRY_AFTER_CAP_MS);
  }
  if (status === 429) return LIVE_BACKOFF_CAP_MS;
  if (status === 401) return LIVE_SIGNED_OUT_RETRY_MS;
  return 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isTab = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Another tab's message as a machine event, or null for anything unknown (ignored). An `event` whose
 * payload fails validation becomes a `channel.gap`: this tab missed something.
 */
export function channelEventOf(message: unknown): LiveMachineEvent | null {
  if (!isRecord(message)) return null;
  const { from, visible } = message;
  switch (message.type) {
    case 'hello':
      return isTab(from) && typeof visible === 'boolean' ? { type: 'channel.hello', from, visible } : null;
    case 'visibility':
      return isTab(from) && typeof visible === 'boolean' ? { type: 'channel.visibility', from, visible } : null;
    case 'leader':
      return isTab(from) ? { type: 'channel.leader', from } : null;
    case 'bye':
      return isTab(from) ? { type: 'channel.bye', from } : null;
    case 'event': {
      const parsed = parseLiveEvent(message.event);
      return parsed.ok ? { type: 'channel.event', event: parsed.event } : { type: 'channel.gap' };
    }
    case 'gap':
      return { type: 'channel.gap' };
    case 'stopped':
      return message.reason === 'unauthorized' || message.reason === 'refused' ? { type: 'channel.stopped', reason: message.reason } : null;
    default:
      return null;
  }
}
