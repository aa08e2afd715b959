// Compact relative time for notification cards ('5m', '3h', '2d', '4w'), pure: the clock is an argument.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;

export type TimeAgoUnit = 'now' | 'minute' | 'hour' | 'day' | 'week' | 'year';

/** Whole units elapsed from `iso` to `now` (epoch ms), or null when `iso` does not parse. Future → 'now'. */
export function timeAgoParts(iso: unknown, now: number): { value: number; unit: TimeAgoUnit } | null {
  const at = typeof iso === 'string' ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(at) || !Number.isFinite(now)) return null;
  const elapsed = now - at;
  if (elapsed < MINUTE) return { value: 0, unit: 'now' };
  if (elapsed < HOUR) return { value: Math.floor(elapsed / MINUTE), unit: 'minute' };
  if (elapsed < DAY) return { value: Math.floor(elapsed / HOUR), unit: 'hour' };
  if (elapsed < WEEK) return { value: Math.floor(elapsed / DAY), unit: 'day' };
  if (elapsed < YEAR) return { value: Math.floor(elapsed / WEEK), unit: 'week' };
  return { value: Math.floor(elapsed / YEAR), unit: 'year' };
}

const SHORT: Record<Exclude<TimeAgoUnit, 'now'>, string> = { minute: 'm', hour: 'h', day: 'd', week: 'w', year: 'y' };

/** '5m', '3h', '2d', '4w', '1y'; 'now' under a minute (or for a future instant); '' when `iso` does not parse. */
export function timeAgo(iso: unknown, now: number): string {
  const parts = timeAgoParts(iso, now);
  if (parts === null) return '';
  return parts.unit === 'now' ? 'now' : `${parts.value}${SHORT[parts.unit]}`;
}

/** The spoken form for screen readers: '5 minutes ago', '1 hour ago', 'just now'; '' when `iso` does not parse. */
export function timeAgoLabel(iso: unknown, now: number): string {
  const parts = timeAgoParts(iso, now);
  if (parts === null) return '';
  if (parts.unit === 'now') return 'just now';
  return `${parts.value} ${parts.unit}${parts.value === 1 ? '' : 's'} ago`;
}
