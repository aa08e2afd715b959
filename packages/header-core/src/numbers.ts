/** A count from the outside world: negative, fractional-below-one, NaN, ±Infinity or not a number → 0. */
export function clampCount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}
