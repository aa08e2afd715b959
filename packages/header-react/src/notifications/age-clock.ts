// The clock the cards' ages ("now", "5m") follow while the drawer is open (issue 35, item 3): before it,
// an age stayed as the list's last render wrote it, and a card saying "now" still said so minutes later.
// Only the time elements subscribe (useSyncExternalStore), and an age is its words, so a tick re-renders
// the ages whose words changed and nothing else: not the list, not the cards.

/**
 * How often an open drawer's ages are read again. They count whole minutes at the finest, and the
 * minutes of each card start at its own instant: a tick a minute would leave a fresh card's "now" for up
 * to two minutes, a tick every 15 s turns it "1m" by 75 s. A tick costs a formatted age a card, and
 * renders only the ages whose words changed.
 */
export const AGE_CLOCK_PERIOD = 15_000;

export interface AgeClock {
  /** Called after every tick (useSyncExternalStore's `subscribe`); returns the unsubscribe function. */
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * The instant an age is written for, epoch ms: the time now, not the last tick's, so a card drawn
   * between ticks (the new ones on top) is as true as the others.
   */
  readonly now: () => number;
  /**
   * Ticks (the subscribers read their ages again) at once, then every `period` ms, and again the moment
   * the page is shown after it was hidden, frozen or restored from the back-forward cache (a device that
   * wakes shows its page again): a timer does not run while a device sleeps and is throttled in a hidden
   * tab. Returns the stop function.
   */
  readonly run: () => () => void;
}

/** An age clock over `clock` (default `Date.now`; tests pass a fake). */
export function createAgeClock(clock: () => number = () => Date.now(), period = AGE_CLOCK_PERIOD): AgeClock {
  const listeners = new Set<() => void>();
  const tick = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    now: clock,
    run: () => {
      tick();
      const timer = setInterval(tick, period);
      const shown = () => {
        if (document.visibilityState === 'visible') tick();
      };
      document.addEventListener('visibilitychange', shown);
      // Page Lifecycle: a frozen page (a phone's background tab) is resumed without a visibility change.
      document.addEventListener('resume', tick);
      window.addEventListener('pageshow', tick);
      return () => {
        clearInterval(timer);
        document.removeEventListener('visibilitychange', shown);
        document.removeEventListener('resume', tick);
        window.removeEventListener('pageshow', tick);
      };
    },
  };
}

/** header-core's age formatters, as the interaction chunk carries them (beside `connectNotifications`). */
export interface AgeFormat {
  readonly timeAgo: (iso: unknown, now: number, locale?: string) => string;
  readonly timeAgoLabel: (iso: unknown, now: number, locale?: string) => string;
}

/** What a card's time element reads: the clock's ticks, and its age written for the clock's instant. */
export interface CardAges {
  readonly subscribe: AgeClock['subscribe'];
  /** '5m': what the card shows. */
  readonly short: (createdAt: string) => string;
  /** '5 minutes ago': what a screen reader says. */
  readonly label: (createdAt: string) => string;
}
