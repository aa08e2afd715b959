import { describe, expect, it } from 'vitest';
import { timeAgo, timeAgoLabel } from './time-ago.ts';

const NOW = Date.UTC(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo', () => {
  it.each([
    [ago(0), 'now', 'now'],
    [ago(59 * S), 'now', 'now'],
    [ago(M), '1m', '1 minute ago'],
    [ago(5 * M), '5m', '5 minutes ago'],
    [ago(59 * M + 59 * S), '59m', '59 minutes ago'],
    [ago(H), '1h', '1 hour ago'],
    [ago(3 * H), '3h', '3 hours ago'],
    [ago(23 * H + 59 * M), '23h', '23 hours ago'],
    [ago(D), '1d', '1 day ago'],
    [ago(2 * D), '2d', '2 days ago'],
    [ago(6 * D + 23 * H), '6d', '6 days ago'],
    [ago(7 * D), '1w', '1 week ago'],
    [ago(28 * D), '4w', '4 weeks ago'],
    [ago(364 * D), '52w', '52 weeks ago'],
    [ago(365 * D), '1y', '1 year ago'],
    [ago(800 * D), '2y', '2 years ago'],
    // Clock skew: a notification "from the future" is just new.
    [new Date(NOW + 5 * M).toISOString(), 'now', 'now'],
    // Offsets other than Z are instants too.
    ['2025-06-15T13:55:00+02:00', '5m', '5 minutes ago'],
    ['not a date', '', ''],
    ['', '', ''],
    [null, '', ''],
    [42, '', ''],
  ])('%s → %s', (iso, short, long) => {
    expect(timeAgo(iso, NOW)).toBe(short);
    expect(timeAgoLabel(iso, NOW)).toBe(long);
  });

  it('a clock that is not a number gives nothing rather than NaN text', () => {
    expect(timeAgo(ago(M), Number.NaN)).toBe('');
  });
});

describe('in the page language (Intl.NumberFormat units, Intl.RelativeTimeFormat)', () => {
  it.each([
    ['es', ago(5 * M), '5min', 'hace 5 minutos'],
    ['es', ago(30 * S), 'ahora', 'ahora'],
    ['de', ago(3 * H), '3h', 'vor 3 Stunden'],
    ['fr', ago(2 * D), '2j', 'il y a 2 jours'],
    ['pt-BR', ago(7 * D), '1 sem.', 'há 1 semana'],
    ['ar', ago(2 * D), '2 ي', 'قبل يومين'],
  ])('%s: %s → %s, %s', (locale, iso, short, long) => {
    expect(timeAgo(iso, NOW, locale)).toBe(short);
    expect(timeAgoLabel(iso, NOW, locale)).toBe(long);
  });

  it('a malformed locale gives English, never an exception', () => {
    expect(timeAgo(ago(5 * M), NOW, 'not a locale!')).toBe('5m');
    expect(timeAgoLabel(ago(5 * M), NOW, 'not a locale!')).toBe('5 minutes ago');
  });
});
