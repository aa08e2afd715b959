import { useSyncExternalStore } from 'react';
import type { CardAges } from './age-clock.ts';

export interface CardAgeProps {
  /** ISO instant, for `<time dateTime>`. */
  createdAt: string;
  /** The drawer's ticking ages (`useCardAges`). */
  ages: CardAges;
}

/**
 * A card's age, the one part of a card that changes with time: it alone reads the drawer's clock, and
 * re-renders only when its own words change ('now' → '1m'), so a tick leaves the list and the cards be.
 */
export function CardAge({ createdAt, ages }: CardAgeProps) {
  const short = useSyncExternalStore(ages.subscribe, () => ages.short(createdAt), () => ages.short(createdAt));
  const label = useSyncExternalStore(ages.subscribe, () => ages.label(createdAt), () => ages.label(createdAt));
  return (
    // The tooltip is the short form's, not the time's: a title on <time> names it, and readers then said
    // the age twice ('time, 5 minutes ago', then its words '5 minutes ago'; issue 24).
    <time dateTime={createdAt}>
      <span aria-hidden="true" title={label}>
        {short}
      </span>
      <span className="mh-visually-hidden">{label}</span>
    </time>
  );
}
