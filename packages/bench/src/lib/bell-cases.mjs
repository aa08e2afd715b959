// The bell's cases of the header page bench (src/header-page.mjs), shared with the summaries that name them.

/**
 * The bell's cases: a member's page once it is quiet (20 and `big` loaded); clicked 1.5 s after load
 * without hovering first (issue 25: the page may still be warming the drawer) a member, a teacher (two
 * lists) and a member with nothing unread (`expired`), and a teacher 5 s after load; Enter right after
 * load (no intent, no idle time: reported, not a goal).
 */
export const BELL_CASES = (big) => [
  { loaded: 20 },
  { loaded: big },
  { loaded: 20, persona: 'member', pressAt: 1500 },
  { loaded: 20, persona: 'teacher', pressAt: 1500 },
  { loaded: 20, persona: 'expired', pressAt: 1500 },
  { loaded: 20, persona: 'teacher', pressAt: 5000 },
  { loaded: 20, keyboard: true },
];

/** How a case reads in the tables: '20 loaded, teacher, clicked 1.5 s after load'. */
export function bellCaseName({ loaded, keyboard = false, persona = 'member', pressAt = null }) {
  const when = keyboard ? 'Enter right after load' : pressAt === null ? 'clicked once the page is quiet' : `clicked ${pressAt / 1000} s after load`;
  return `${loaded} loaded, ${persona}, ${when}`;
}
