// Flow 5: the notifications bell and its drawer as an APG modal dialog (tabs for a teacher), from the
// keyboard: the bell's name with the unread count, what opening says and where focus lands, the cards
// that were unread still saying "Unread" once the server has them read, a card read out, and Escape
// back on the bell.
//
// Every hearing starts from the seed on its worker's own API: 'team-admin' (1 unread) and 'applicant', an
// approved teacher applicant (tabs; 4 + 10 unread).
import { SEED_REFERENCE_INSTANT } from '@masthead/api';
import { expect, test, type Page } from '../test.ts';
import { graphqlCall, nextFrames, type Persona } from '../fixtures.ts';
import { LOCALES_WITH_SPANISH, listen, type SpokenReader, type Step } from './reader.ts';
import { expectTranscript } from './transcript.ts';

interface Flow {
  readonly persona: Persona;
  readonly transcript: string;
  /** How many lists the drawer has (a teacher's two, anyone else's one). */
  readonly feeds: number;
  /** The seed's unread count of each list (apps/api/src/persona-data.ts): own, then students'. */
  readonly unread: readonly number[];
  /** What a person does once the drawer is open, before closing it. */
  readonly inside: (reader: SpokenReader, page: Page) => Promise<void>;
}

/** How many lists' first pages the page has been answered so far (a counter it keeps adding to). */
function countFirstPages(page: Page): { answered: number } {
  const seen = { answered: 0 };
  page.on('response', async (response) => {
    const call = graphqlCall(response.request());
    if (call?.operationName !== 'GetNotifications' && call?.operationName !== 'GetTeacherNotifications') return;
    if (call.variables['after'] !== '-1') return;
    await response.finished().catch(() => null);
    seen.answered += 1;
  });
  return seen;
}

/**
 * In the open drawer: the virtual cursor reads on from where focus is to the first card and through it
 * (the list's start, the card unread when the drawer opened), then back to focus, and Tab walks the
 * controls to the second card's link.
 */
async function readCards(reader: SpokenReader, page: Page, panel: string): Promise<void> {
  const first = `${panel} .mh-ncard:first-child`;
  await expect(page.locator(first)).toHaveAttribute('data-state', 'unread');
  await reader.moveUntilInside(first, 'next');
  await reader.moveWhileInside(first, 'next');
  await reader.toFocus();
  await reader.tabTo(`${panel} .mh-ncard:nth-child(2) .mh-ncard__action`);
}

const FLOWS: readonly Flow[] = [
  {
    persona: 'team-admin',
    transcript: '05-bell',
    feeds: 1,
    unread: [1],
    inside: (reader, page) => readCards(reader, page, '.mh-notifications__panel'),
  },
  {
    persona: 'applicant',
    transcript: '05-bell-teacher',
    feeds: 2,
    unread: [4, 10],
    inside: async (reader, page) => {
      // The tab list (students' activity first), the other tab by arrow, then its list.
      await reader.tab();
      await reader.press('ArrowRight');
      await readCards(reader, page, '.mh-notifications__panel:not([hidden])');
    },
  },
];

/**
 * One hearing of `flow`: the notifications as the seed has them, the page opened with the drawer warmed,
 * the flow heard. Resolves with what was heard.
 */
async function hear(page: Page, flow: Flow, locale: string): Promise<Step[]> {
  // The cards' ages as of the seed's own instant ('38 minutes ago' stays '38 minutes ago').
  await page.clock.setFixedTime(SEED_REFERENCE_INSTANT);
  const firstPages = countFirstPages(page);
  // A fake clock fakes `performance` too (no resource timings): the chunks as the network saw them.
  const chunks: string[] = [];
  page.on('response', (response) => chunks.push(new URL(response.url()).pathname));
  const reader = await listen(page, { persona: flow.persona, variant: 'desktop', locale });
  // A member with unread notifications gets the drawer warmed while the page is idle: the machines, the
  // cards' chunk and each list's first page. A person who opens the bell before hears placeholders
  // first ('Loading notifications'), then the cards: not this flow.
  await expect.poll(() => chunks.filter((path) => /\/(machines|notifications)-lazy-[\w-]+\.js$/.test(path)).length).toBe(2);
  await expect.poll(() => firstPages.answered).toBe(flow.feeds);
  await nextFrames(page);
  await reader.tabTo('.mh-bell__button');
  reader.forget();
  // Opening marks every card read: the cards are read out once the server has them read.
  const marked = page.waitForResponse((response) => graphqlCall(response.request())?.operationName === 'MarkNotificationsAsRead');
  await reader.press('Enter');
  await marked;
  await expect(page.locator('dialog.mh-notifications .mh-ncard').first()).toBeVisible();
  await flow.inside(reader, page);
  await reader.press('Escape');
  await expect(page.locator('.mh-bell__button')).toBeFocused();
  return reader.steps;
}

// Key presses and cursor moves, each heard out: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

for (const flow of FLOWS) {
  for (const { locale, tag } of LOCALES_WITH_SPANISH) {
    test(`the bell and the notifications drawer (${flow.persona}, ${locale})`, async ({ page }) => {
      expectTranscript(`${flow.transcript}.${tag}`, await hear(page, flow, locale));
    });
  }
}
