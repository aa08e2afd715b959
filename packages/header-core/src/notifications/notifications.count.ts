// The unread count rules, on their own so the bell (in the header's initial bundle) does not pull in
// the rest of the read flow's model.

import { clampCount } from '../numbers.ts';

export { clampCount };

/** The bell badge (spec §4, §9): null (hidden) at 0, '1'..'9', then '9+'. */
export function badgeText(count: unknown): string | null {
  const n = clampCount(count);
  if (n === 0) return null;
  return n > 9 ? '9+' : String(n);
}
