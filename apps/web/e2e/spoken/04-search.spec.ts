// Flow 4: the search box as an APG combobox with a grouped listbox popup and inline completion
// (aria-autocomplete="both"), from the keyboard: what focus says (and the count of the popular searches
// the empty box offers), each key typed, the count of
// suggestions announced once the answer is in, arrowing through the groups, the completion back in the
// box, Escape, and Enter on a suggestion. A visitor: suggestions are public, and nothing here reads or
// changes the state the spec files share.
import { expect, test, type Page } from '../test.ts';
import { graphqlCall, interactionReady, searchBox } from '../fixtures.ts';
import { LOCALES_WITH_SPANISH, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

/**
 * What each language types (its own words: suggestions are matched and named in the page's language),
 * chosen so that the answer spans three or four groups, its top suggestion starts with what was typed
 * (the inline completion shows) and the list stays short enough to read out: English and Spanish reach
 * teachers (their names are the same in every language), Arabic words match no teacher's name.
 */
const TYPED: Record<string, { query: string; top: string }> = {
  en: { query: 'sof', top: 'Soft Pastels' },
  ar: { query: 'الخط', top: 'الخط الحديث' },
  es: { query: 'cos', top: 'Costura' },
};

/**
 * Holds the page's requests of `operation` until `release`: an answer would otherwise come on the
 * network's time, before or after the reader has said what the last key or focus changed (the
 * suggestions' debounce runs out while the reader is still settling). Held, it comes when the test lets
 * it in, and what is said is always in the same order.
 */
async function hold(page: Page, operation: string): Promise<{ asked: string[]; release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/graphql'),
    async (route) => {
      const call = graphqlCall(route.request());
      if (call?.operationName !== operation) return route.fallback();
      asked.push(JSON.stringify(call.variables));
      await gate;
      return route.fallback();
    },
  );
  return { asked, release };
}

/**
 * Answers the page's own navigations away (a selection) with 204 No Content, so the browser stays on
 * the page and the reader can still be heard; resolves the URLs asked for.
 */
async function stayOnPage(page: Page): Promise<string[]> {
  const targets: string[] = [];
  await page.route(
    (url) => url.pathname !== '/',
    async (route) => {
      const request = route.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return route.fallback();
      const url = new URL(request.url());
      targets.push(`${url.pathname}${url.search}`);
      return route.fulfill({ status: 204 });
    },
  );
  return targets;
}

// About 120 key presses and cursor moves, each heard out (`settle`): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

for (const { locale, tag } of LOCALES_WITH_SPANISH) {
  test(`the search combobox (${locale})`, async ({ page }) => {
    const { query, top } = TYPED[tag]!;
    const popular = await hold(page, 'GetPopularSearches');
    const suggestions = await hold(page, 'GetSearchSuggestions');
    const targets = await stayOnPage(page);
    const reader = await listen(page, { persona: 'guest', variant: 'desktop', locale });
    // The first Tab is the header's first sign of use: its machines load, and the box is a combobox
    // by the time Tab reaches it (before that it is the plain search form's searchbox).
    await reader.tab();
    await interactionReady(page);
    await reader.tabTo('input[name="query"]');
    reader.forget();
    // The empty box offers popular searches (issue 23), asked for on its first focus.
    const live = page.locator('.mh-searchbox [role="status"]');
    await expect.poll(() => popular.asked.length).toBe(1);
    await reader.wait('(the popular searches arrive)', async () => {
      popular.release();
      await expect(live).not.toBeEmpty();
    });

    const typing = reader.steps.length;
    await reader.type(query);
    await expect.poll(() => suggestions.asked.map((variables) => (JSON.parse(variables) as { query?: string }).query)).toEqual([query]);
    await reader.wait('(the answer arrives)', async () => {
      suggestions.release();
      await expect(live).not.toBeEmpty();
    });
    const countSaid = (await live.textContent()) ?? '';

    // Down through every option to the last (one more press stays there), back up to the box.
    const options = page.locator('.mh-search__listbox [role="option"]');
    const count = await options.count();
    const reached = new Set<string>();
    for (let i = 0; i <= count; i += 1) {
      await reader.press('ArrowDown');
      reached.add((await searchBox(page).getAttribute('aria-activedescendant')) ?? '');
    }
    // The count said is the count a person can reach, in the page's own numerals.
    expect(reached.size).toBe(count);
    expect(countSaid).toContain(new Intl.NumberFormat(locale).format(count));
    await reader.press('ArrowUp', count);
    await reader.press('Escape');
    // Reopened: the same answer, from the cache (no second count).
    await reader.press('ArrowDown');
    // A reader's virtual cursor through the search area: the popup's name, its groups, its options.
    await reader.moveWhileInside('.mh-searchbox', 'next', { limit: 200 });
    await reader.toFocus();
    await reader.press('ArrowDown', 2);
    await reader.press('Enter');
    const selected = reader.steps.length;
    // The first skill, searched for by its name (the results page's other parameters are not this flow's).
    await expect.poll(() => targets.length).toBe(1);
    const target = new URL(targets[0]!, 'http://header.test');
    expect([target.pathname, target.searchParams.get('query'), target.searchParams.get('searchMethod')]).toEqual(['/search', top, 'autocomplete']);
    // The list closed, Escape empties the box, as a search field does.
    await reader.press('Escape');
    await expect(searchBox(page)).toHaveValue('');
    // What live regions said from the first key to the selection: the count, once, after the answer (not
    // while typing, not on reopening, not on selecting), and never nothing: 'polite: ' alone was the
    // region read whole as each key emptied it (issue 35); emptied now, it says nothing.
    const announced = reader.steps.slice(typing, selected).flatMap((step) => step.phrases.filter((phrase) => /^(polite|assertive):/.test(phrase)));
    expect(announced).toEqual([`polite: ${countSaid}`]);
    expectTranscript(`04-search.${tag}`, reader.steps);
  });
}
