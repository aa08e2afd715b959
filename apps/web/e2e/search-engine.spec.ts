// Issue 33 in Chromium against the real API, on desktop and in the phone's search overlay: the search engine
// reads words, forgives typos (Meilisearch's rule) and takes Arabic's article off, in the header's suggestions
// and on the results page. "watrcolor" offers the Watercolor skill, and picking it searches that skill;
// "watercolor portrait" (two words) offers classes, and "watercolor esentials" marks both words it matched;
// "tar" no longer offers titles with those letters inside a word ("Documentary", "Starting"); Spanish "acuarla"
// offers "Acuarela"; Arabic "الألوان المائية" offers what "ألوان مائية" offers; the results page for "watrcolor"
// lists watercolor classes.
//
// Each check first waits until the box has settled on the API's answer for what was typed (the polite live
// region says its count), so a missing row is missing from the answer, not still on its way.
import { expect, test, type APIRequestContext, type Locator, type Page } from './test.ts';
import { resolveMessages } from '@masthead/header-core';
import { loadMessages } from '@masthead/header-core/i18n';
import {
  activeOptionLabel,
  expectedSuggestions,
  focusSearchBox,
  open,
  searchList,
  searchLiveRegion,
  submitSearch,
  waitForSettledSuggestions,
  type SearchVariant,
} from './fixtures.ts';

type Messages = ReturnType<typeof resolveMessages>;

/** Each variant, and how a person there picks a suggestion: the keyboard on desktop, a tap on the phone. */
const VARIANTS: { name: string; variant: SearchVariant; pick: 'Enter' | 'tap' }[] = [
  { name: 'desktop (1280 px)', variant: 'desktop', pick: 'Enter' },
  { name: 'phone (the search overlay, 390 px)', variant: 'mobile', pick: 'tap' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The options of one group of the list ("Skills", "Classes", … in the page's language). */
const groupOptions = (list: Locator, group: string) => list.getByRole('group', { name: group }).getByRole('option');

/** The skill option named `name` (its accessible name is "name, N classes", with the language's own comma). */
function skillOption(list: Locator, messages: Messages, name: string): Locator {
  return list.getByRole('group', { name: messages.searchGroupSkills }).getByRole('option', { name: new RegExp(`^${escape(name)}${escape(messages.searchDetailSeparator)} `) });
}

/**
 * Opens a visitor's page in `locale` on `variant`, types `typed` into the search box and waits until the list
 * shows the API's answer for it: the live region counts exactly the rows the API returned and the "Search
 * for" row. Returns the box, the list and the page's messages.
 */
async function suggest(
  page: Page,
  request: APIRequestContext,
  variant: SearchVariant,
  typed: string,
  locale = 'en',
): Promise<{ box: Locator; list: Locator; messages: Messages }> {
  const expected = await expectedSuggestions(request, typed, locale);
  const messages = resolveMessages(await loadMessages(locale));
  await open(page, { persona: 'guest', variant, ...(locale === 'en' ? {} : { locale }) });
  const box = await focusSearchBox(page, variant, messages);
  await box.pressSequentially(typed, { delay: 40 });
  await waitForSettledSuggestions(page, messages);
  await expect(box).toHaveValue(typed);
  // The "Search for ‘…’" row is counted too.
  const count = 1 + expected.skills.length + expected.classes.length + expected.paths.length + expected.teachers.length;
  await expect(searchLiveRegion(page), `${locale} “${typed}”`).toHaveText(messages.searchResults({ count }));
  return { box, list: searchList(page, variant, messages), messages };
}

/** The results page's listed classes: the list named by its count ("19 classes"), a level-3 heading each. */
function resultTitles(page: Page): Locator {
  return page.getByRole('main').getByRole('list', { name: /^[\d,]+ classes?$/ }).getByRole('heading', { level: 3 });
}

for (const { name, variant, pick } of VARIANTS) {
  test.describe(name, () => {
    test(`“watrcolor” (one typo) offers the Watercolor skill; picked (${pick}), the results page searches that skill and lists its classes`, async ({ page, request }) => {
      const { box, list, messages } = await suggest(page, request, variant, 'watrcolor');
      const watercolor = skillOption(list, messages, 'Watercolor');
      await expect(watercolor).toBeVisible();

      const picked = page.waitForURL((url) => url.pathname === '/search');
      if (pick === 'tap') {
        await watercolor.click();
      } else {
        // Down from the box: the "Search for ‘watrcolor’" row, then the first skill.
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(box).toHaveAttribute('aria-activedescendant', (await watercolor.getAttribute('id'))!);
        expect(await activeOptionLabel(box)).toBe('Watercolor');
        await page.keyboard.press('Enter');
      }
      await picked;
      const url = new URL(page.url());
      expect({
        query: url.searchParams.get('query'),
        skill: url.searchParams.getAll('skill'),
        searchMethod: url.searchParams.get('searchMethod'),
        via: url.searchParams.get('via'),
      }).toEqual({ query: 'Watercolor', skill: ['watercolor'], searchMethod: 'autocomplete', via: 'header' });
      await expect(resultTitles(page).first()).toBeVisible();
      expect(await resultTitles(page).count()).toBeGreaterThan(0);
    });

    test('“watercolor portrait” (two words) offers classes', async ({ page, request }) => {
      const { list, messages } = await suggest(page, request, variant, 'watercolor portrait');
      await expect(groupOptions(list, messages.searchGroupClasses).first()).toBeVisible();
    });

    test('“watercolor esentials” (a typo in the second word) marks both words of “Watercolor Essentials”', async ({ page, request }) => {
      const { list, messages } = await suggest(page, request, variant, 'watercolor esentials');
      const klass = groupOptions(list, messages.searchGroupClasses).first();
      // The marks change nothing of what the option is called.
      await expect(klass).toHaveAccessibleName('Watercolor Essentials');
      await expect(klass.locator('mark')).toHaveText(['Watercolor', 'Essentials']);
    });

    test('“tar” offers nothing that only has those letters inside a word: no “Documentary”, no “Starting”', async ({ page, request }) => {
      const { list, messages } = await suggest(page, request, variant, 'tar');
      // The list is open and settled (the "Search for" row is there).
      await expect(list.getByRole('option', { name: messages.searchForQuery({ query: 'tar' }) })).toBeVisible();
      await expect(list.getByRole('option', { name: /Documentary/ })).toHaveCount(0);
      await expect(list.getByRole('option', { name: /Starting/ })).toHaveCount(0);
    });

    test('in Spanish, “acuarla” (one typo) offers the skill “Acuarela”', async ({ page, request }) => {
      const { list, messages } = await suggest(page, request, variant, 'acuarla', 'es');
      await expect(skillOption(list, messages, 'Acuarela')).toBeVisible();
    });

    test('in Arabic, “الألوان المائية” (with the article) offers the skills and classes “ألوان مائية” offers', async ({ page, request }) => {
      const without = await suggest(page, request, variant, 'ألوان مائية', 'ar');
      const { messages } = without;
      await expect(skillOption(without.list, messages, 'ألوان مائية')).toBeVisible();
      const groups = [messages.searchGroupSkills, messages.searchGroupClasses];
      const snapshots = await Promise.all(groups.map((group) => without.list.getByRole('group', { name: group }).ariaSnapshot()));

      const withArticle = await suggest(page, request, variant, 'الألوان المائية', 'ar');
      await expect(skillOption(withArticle.list, messages, 'ألوان مائية')).toBeVisible();
      for (const [i, group] of groups.entries()) await expect(withArticle.list.getByRole('group', { name: group })).toMatchAriaSnapshot(snapshots[i]!);
    });

    test('the results page for “watrcolor”, submitted as typed, lists watercolor classes first', async ({ page }) => {
      await open(page, { persona: 'guest', variant });
      await submitSearch(page, variant, 'watrcolor');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “watrcolor”');
      const titles = resultTitles(page);
      await expect(titles.first()).toBeVisible();
      const first = (await titles.allTextContents()).slice(0, 5);
      expect(first).toHaveLength(5);
      for (const title of first) expect(title).toMatch(/Watercolor/);
    });
  });
}
