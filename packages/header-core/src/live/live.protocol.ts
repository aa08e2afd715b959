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

/** The wait before retry number `attempt` (1, 2, …): `random() × min(cap, base × 2^(attempt−1))`, whole ms. */
export function backoffDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(LIVE_BACKOFF_CAP_MS, LIVE_BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  const r = random();
  const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1) : 0;
  return Math.floor(unit * ceiling);
}

/**
 * A refusal that retrying cannot fix: 401 (signed out) and the other 4xx except 408 and 429. Network
 * failures (no status), 408, 429 and 5xx are retried with backoff.
 */
export function stopReasonOf(status: number | undefined): LiveStopReason | null {
  if (status === 401) return 'unauthorized';
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return 'refused';
  return null;
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
