import { useEffect, useMemo, useState } from 'react';
import { createAgeClock, type AgeFormat, type CardAges } from './age-clock.ts';

/**
 * The cards' ages for one drawer: one clock per mount, ticking only while the drawer is open (ages drawn
 * ahead in the closed drawer are written again as it opens, those that changed).
 * @param clock epoch ms (default `Date.now`), the one the lists are connected with
 */
export function useCardAges(open: boolean, format: AgeFormat, locale: string, clock?: () => number): CardAges {
  const [ages] = useState(() => createAgeClock(clock));
  useEffect(() => (open ? ages.run() : undefined), [open, ages]);
  const { timeAgo, timeAgoLabel } = format;
  return useMemo(
    () => ({
      subscribe: ages.subscribe,
      short: (createdAt: string) => timeAgo(createdAt, ages.now(), locale),
      label: (createdAt: string) => timeAgoLabel(createdAt, ages.now(), locale),
    }),
    [ages, timeAgo, timeAgoLabel, locale],
  );
}
