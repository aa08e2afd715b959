// The unread count rules, on their own so the bell (in the header's initial bundle) does not pull in
// the rest of the read flow's model.

/** A count from the outside world: negative, fractional-below-one, NaN, ±Infinity or not a number → 0. */
export function clampCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** The bell badge (spec §4, §9): null (hidden) at 0, '1'..'9', then '9+'. */
export function badgeText(count: unknown): string | null {
  const n = clampCount(count);
  if (n === 0) return null;
  return n > 9 ? '9+' : String(n);
}
