// Relative time for notification cards in the page's language, pure: the clock is an argument.
import { numberLocale } from '../navigation/locale.ts';

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

const formats = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** One cached formatter per locale and kind (their first use loads locale data); English when `locale` is malformed. */
function formatter<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: (locale: string) => T, locale: string): T {
  let f = formats.get(`${key}|${locale}`) as T | undefined;
  if (!f) {
    try {
      f = make(locale);
    } catch {
      f = make('en-US');
    }
    formats.set(`${key}|${locale}`, f);
  }
  return f;
}

const relative = (locale: string, numeric: 'auto' | 'always') => formatter(numeric, (l) => new Intl.RelativeTimeFormat(l, { numeric }), numberLocale(locale));

/**
 * The card's compact age in the page's language ('5m', '3h', '2d', '4w', '1y' in English; '5 min', '3 h'
 * in German), from Intl.NumberFormat's narrow units; 'now' (Intl.RelativeTimeFormat's word for it) under
 * a minute or for a future instant; '' when `iso` does not parse.
 */
export function timeAgo(iso: unknown, now: number, locale = 'en-US'): string {
  const parts = timeAgoParts(iso, now);
  if (parts === null) return '';
  if (parts.unit === 'now') return relative(locale, 'auto').format(0, 'second');
  const { unit, value } = parts;
  return formatter(unit, (l) => new Intl.NumberFormat(l, { style: 'unit', unit, unitDisplay: 'narrow' }), numberLocale(locale)).format(value);
}

/** The spoken form for screen readers, from Intl.RelativeTimeFormat: '5 minutes ago', '1 day ago', 'now'; '' when `iso` does not parse. */
export function timeAgoLabel(iso: unknown, now: number, locale = 'en-US'): string {
  const parts = timeAgoParts(iso, now);
  if (parts === null) return '';
  return parts.unit === 'now' ? relative(locale, 'auto').format(0, 'second') : relative(locale, 'always').format(-parts.value, parts.unit);
}

/**
 * Creates the page language's formatters ahead of the first cards: the first use of an Intl formatter
 * loads its locale data (milliseconds each on a slow phone), which would otherwise land between the
 * bell's click and the first painted card. Called while the drawer warms (idle, or on intent).
 */
export function prepareTimeAgo(locale = 'en-US'): void {
  const now = Date.now();
  for (const ago of [0, 2 * MINUTE, 2 * HOUR, 2 * DAY, 2 * WEEK, 2 * YEAR]) {
    const iso = new Date(now - ago).toISOString();
    timeAgo(iso, now, locale);
    timeAgoLabel(iso, now, locale);
  }
}
