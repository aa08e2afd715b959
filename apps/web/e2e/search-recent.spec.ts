// Issue 23 in Chromium against the real API, on desktop and in the phone's search overlay: the empty box's
// rows (the person's recent searches, newest first, then the API's popular ones, five at most), removing a
// recent one with the keyboard (Delete on the highlighted row, said by the polite live region) and with
// the pointer (its ×), signing out clearing them, and the vocabulary in the visitor's language: "acuarela"
// (es) and "aquarell" (de) offer the Watercolor skill and its classes, and picking it searches the same
// skill as picking "Watercolor" in English.
//
// Each test has its own browser context (its own localStorage and persona cookie), so tests running in
// parallel do not see each other's recent searches; the popular searches are the seed's, the same for all.
import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts';
import { resolveMessages } from '@masthead/header-core';
import { loadMessages } from '@masthead/header-core/i18n';
import { RECENT_SEARCHES_KEY } from '@masthead/header-core/machines';
import {
  activeOptionLabel,
  banner,
  expectedPopularSearches,
  expectedSuggestions,
  focusSearchBox,
  open,
  searchList,
  searchLiveRegion,
  submitSearch,
  waitForSettledSuggestions,
  type SearchVariant,
} from './fixtures.ts';

const VARIANTS: { name: string; variant: SearchVariant }[] = [
  { name: 'desktop', variant: 'desktop' },
  { name: 'phone (the search overlay, 390 px)', variant: 'mobile' },
];

const recentGroup = (list: Locator) => list.getByRole('group', { name: 'Recent searches' });
const popularGroup = (list: Locator) => list.getByRole('group', { name: 'Popular searches' });

/**
 * The popular rows the box must show under `recent`: the API's popular searches not already listed
 * (ignoring case and accents), five rows at most between the two groups.
 */
async function expectedPopularRows(request: APIRequestContext, recent: readonly string[]): Promise<string[]> {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
  const listed = new Set(recent.map(fold));
  const popular = (await expectedPopularSearches(request)).map((item) => item.query).filter((query) => !listed.has(fold(query)));
  return popular.slice(0, 5 - recent.length);
}

/** The recent searches stored on the device for whoever they belong to (null: none). */
function storedRecent(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), RECENT_SEARCHES_KEY);
}

/**
 * Types `typed` into the empty box of a visitor's page in `locale`, checks that the skill `skill` (the
 * Watercolor skill's name there) and the classes the API matched through it are offered, picks the skill
 * with Enter, and returns the classes the results page lists (their links, in order).
 */
async function pickSkill(page: Page, request: APIRequestContext, variant: SearchVariant, { locale, typed, skill }: { locale: string; typed: string; skill: string }): Promise<string[]> {
  const expected = await expectedSuggestions(request, typed, locale);
  expect(expected.skills[0], locale).toMatchObject({ displayName: skill, slug: 'watercolor' });
  expect(expected.classes.length, locale).toBeGreaterThan(0);
  const messages = resolveMessages(await loadMessages(locale));
  await open(page, { persona: 'guest', variant, ...(locale === 'en' ? {} : { locale }) });
  const box = await focusSearchBox(page, variant, messages);
  await box.pressSequentially(typed, { delay: 40 });
  await waitForSettledSuggestions(page, messages);
  await expect(box).toHaveValue(typed);
  const list = searchList(page, variant, messages);
  // The skill under its name in this language, and the classes the API matched through it.
  const skills = list.getByRole('group', { name: messages.searchGroupSkills }).getByRole('option');
  await expect(skills.first(), locale).toHaveAccessibleName(new RegExp(`^${skill}, `));
  await expect(list.getByRole('group', { name: messages.searchGroupClasses }).getByRole('option')).toHaveText(expected.classes.map((c) => c.title));

  // Enter on the skill row (Down past the "Search for" row).
  const id = await skills.first().getAttribute('id');
  for (let i = 0; i < 5 && (await box.getAttribute('aria-activedescendant')) !== id; i += 1) await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await Promise.all([page.waitForURL((url) => url.pathname === '/search'), page.keyboard.press('Enter')]);
  const url = new URL(page.url());
  expect({ query: url.searchParams.get('query'), skill: url.searchParams.getAll('skill'), searchMethod: url.searchParams.get('searchMethod') }, locale).toEqual({
    query: skill,
    skill: ['watercolor'],
    searchMethod: 'autocomplete',
  });
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(page.locator('.app-search__count [role="status"]')).toHaveText(/^\d+ classes?$/);
  const classes = await page.locator('.app-search__results .app-result__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(classes.length, locale).toBeGreaterThan(0);
  // The classes the box offered are the skill's.
  const ids = new Set(classes.map((href) => href.replace(/^.*\//, '')));
  for (const offered of expected.classes) expect(ids.has(offered.url.replace(/^.*\//, '')), `${locale}: ${offered.title}`).toBe(true);
  return classes;
}

for (const { name, variant } of VARIANTS) {
  test.describe(name, () => {
    test('two searches, reloaded: both recent rows newest first, then popular ones; Delete removes one, its × another', async ({ page, request }) => {
      await open(page, { persona: 'member', variant });
      await submitSearch(page, variant, 'ink drawing');
      await open(page, { persona: 'member', variant });
      await submitSearch(page, variant, 'watercolor');
      await open(page, { persona: 'member', variant });
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

      const box = await focusSearchBox(page, variant);
      const list = searchList(page, variant);
      await waitForSettledSuggestions(page);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      // Two named groups, recent first; "watercolor" is searched, so the popular "Watercolor" is not listed twice.
      await expect(list.getByRole('group')).toHaveText([/^Recent searches/, /^Popular searches/]);
      await expect(recentGroup(list).getByRole('option')).toHaveText(['watercolor', 'ink drawing']);
      const popular = await expectedPopularRows(request, ['watercolor', 'ink drawing']);
      expect(popular).toHaveLength(3);
      await expect(popularGroup(list).getByRole('option')).toHaveText(popular);
      await expect(popularGroup(list).getByRole('option', { name: 'Watercolor', exact: true })).toHaveCount(0);
      await expect(searchLiveRegion(page)).toHaveText('5 suggestions available');
      // Screen readers hear how to remove one; the pointer's buttons are not theirs.
      await expect(recentGroup(list).getByRole('option').first()).toHaveAccessibleDescription('Press Delete to remove');
      const removeWatercolor = list.getByTitle('Remove ‘watercolor’ from recent searches');
      await expect(removeWatercolor).toHaveAttribute('aria-hidden', 'true');
      await expect(removeWatercolor).toHaveAttribute('tabindex', '-1');

      // The keyboard: Down twice highlights "ink drawing", Delete removes it and says so.
      await page.keyboard.press('ArrowDown');
      expect(await activeOptionLabel(box)).toBe('watercolor');
      await page.keyboard.press('ArrowDown');
      expect(await activeOptionLabel(box)).toBe('ink drawing');
      await page.keyboard.press('Delete');
      await expect(searchLiveRegion(page)).toHaveText('Removed ‘ink drawing’ from recent searches');
      await expect(recentGroup(list).getByRole('option')).toHaveText(['watercolor']);
      const fewer = await expectedPopularRows(request, ['watercolor']);
      await expect(popularGroup(list).getByRole('option')).toHaveText(fewer);
      // The highlight is on the row that took the removed one's place; focus never left the box.
      expect(await activeOptionLabel(box)).toBe(fewer[0]);
      await expect(box).toBeFocused();
      await expect(box).toHaveValue('');

      // The pointer: the × beside "watercolor". The last recent one gone, the group goes, popular rows fill the five.
      await removeWatercolor.click();
      await expect(searchLiveRegion(page)).toHaveText('Removed ‘watercolor’ from recent searches');
      await expect(recentGroup(list)).toHaveCount(0);
      await expect(popularGroup(list).getByRole('option')).toHaveText(await expectedPopularRows(request, []));
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(await storedRecent(page)).toBeNull();

      // Gone for good: the next page lists none.
      await open(page, { persona: 'member', variant });
      await focusSearchBox(page, variant);
      await waitForSettledSuggestions(page);
      await expect(popularGroup(list).getByRole('option')).toHaveCount(5);
      await expect(recentGroup(list)).toHaveCount(0);
    });

    test('signing out (the profile menu’s Log Out) clears them: the visitor sees popular searches only', async ({ page, request }) => {
      await open(page, { persona: 'member', variant });
      await submitSearch(page, variant, 'gouache');
      await open(page, { persona: 'member', variant });
      await focusSearchBox(page, variant);
      const list = searchList(page, variant);
      await expect(recentGroup(list).getByRole('option')).toHaveText(['gouache']);
      expect(await storedRecent(page)).not.toBeNull();

      await open(page, { persona: 'member', variant });
      await banner(page).getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === '');
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await expect(banner(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

      await focusSearchBox(page, variant);
      await waitForSettledSuggestions(page);
      await expect(list.getByRole('group')).toHaveText([/^Popular searches/]);
      await expect(popularGroup(list).getByRole('option')).toHaveText(await expectedPopularRows(request, []));
      // Removed from the device, not only hidden: the member's list was someone else's for this page.
      await expect.poll(() => storedRecent(page)).toBeNull();
      // Signed in again, the member does not get them back.
      await open(page, { persona: 'member', variant });
      await focusSearchBox(page, variant);
      await waitForSettledSuggestions(page);
      await expect(popularGroup(list).getByRole('option')).toHaveCount(5);
      await expect(recentGroup(list)).toHaveCount(0);
    });

    for (const language of [
      { locale: 'es', typed: 'acuarela', skill: 'Acuarela' },
      { locale: 'de', typed: 'aquarell', skill: 'Aquarell' },
    ]) {
      test(`in ${language.locale}, “${language.typed}” offers the Watercolor skill (“${language.skill}”) and its classes; picked, it lists what “Watercolor” picked in English does`, async ({ page, request }) => {
        const there = await pickSkill(page, request, variant, language);
        const english = await pickSkill(page, request, variant, { locale: 'en', typed: 'watercolor', skill: 'Watercolor' });
        expect(there, `${language.locale} lists what en lists`).toEqual(english);
      });
    }
  });
}
