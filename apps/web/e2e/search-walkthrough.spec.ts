// Issue 25's search items in Chromium, desktop and phone: one count for the live region and the
// listbox on real answers, the clear button while the box has text, the 58-character limit said aloud,
// and "/" from the page. Keyboard first; the pointer only where a person would use it.
import { expect, test, type Page } from './test.ts';
import { banner, open, searchBox, suggestionList, waitForSettledSuggestions } from './fixtures.ts';

const live = (page: Page) => page.locator('.mh-searchbox [role="status"][aria-live="polite"]').first();
const TOO_LONG = 'Searches can be up to 58 characters';
const LONG = `${'🎨'.repeat(40)} watercolor and gouache for beginners`;
const FIRST_58 = Array.from(LONG).slice(0, 58).join('');

/** The empty box's list (issue 23): the popular searches only (no recent ones here), none of a query's rows. */
async function expectEmptyBoxRows(page: Page): Promise<void> {
  const list = suggestionList(page);
  await expect(page.locator('.mh-searchbox input[name="query"]').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group')).toHaveText([/^Popular searches/]);
  await expect(list.getByRole('group', { name: 'Popular searches' }).getByRole('option')).toHaveCount(5);
  await expect(list.getByRole('option', { name: /^Search for/ })).toHaveCount(0);
}

/** The number the live region says, and the options of the listbox, once they settled. */
async function countsOf(page: Page): Promise<[number, number]> {
  await waitForSettledSuggestions(page);
  const said = Number.parseInt((await live(page).textContent()) ?? '', 10);
  return [said, await suggestionList(page).getByRole('option').count()];
}

test.describe('desktop', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, { persona: 'guest', variant: 'desktop' });
  });

  test('"/" from the page focuses the box before anything loaded; typing then searches', async ({ page }) => {
    // Nothing has loaded the header's machines: the pointer rests away from the header (a new headless-shell
    // page puts it at 0,0, on the logo, which is a sign of use).
    await page.mouse.move(640, 700);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expect(banner(page).getByRole('combobox')).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue('');
    await expect(banner(page).getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-keyshortcuts', '/');
    await page.keyboard.type('mar', { delay: 60 });
    const [said, shown] = await countsOf(page);
    expect(said).toBe(shown);
  });

  test('the number announced is the number of options, for a full answer, an empty one and a failure', async ({ page }) => {
    await page.keyboard.press('/');
    for (const query of ['mar', 'zzqx']) {
      await searchBox(page).fill('');
      await searchBox(page).pressSequentially(query, { delay: 40 });
      const [said, shown] = await countsOf(page);
      expect(said, query).toBe(shown);
    }
    await page.route('**/graphql**', (route) => (route.request().postData()?.includes('GetSearchSuggestions') || route.request().url().includes('GetSearchSuggestions') ? route.abort('failed') : route.continue()));
    await searchBox(page).fill('');
    await searchBox(page).pressSequentially('ink', { delay: 40 });
    await expect(live(page)).toHaveText('1 suggestion available');
    await expect(suggestionList(page).getByRole('option')).toHaveCount(1);
  });

  test('the clear button: shown while typing, reached by Tab, empties the box and leaves focus in it', async ({ page }) => {
    const clear = banner(page).getByRole('button', { name: 'Clear search' });
    await page.keyboard.press('/');
    await expect(clear).toBeHidden();
    await page.keyboard.type('mar', { delay: 60 });
    await waitForSettledSuggestions(page);
    await expect(clear).toBeVisible();
    // The inline completion takes the first Tab; the next one reaches the button.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expect(clear).toBeHidden();
    // Back in the empty box, the list shows its rows (issue 23: this visitor has no recent searches, so the
    // popular ones), not the cleared text's suggestions.
    await expectEmptyBoxRows(page);
    // With the pointer: the list stays open until the click, then it shows the empty box's rows with the text gone.
    await page.keyboard.type('ink', { delay: 40 });
    await expect(suggestionList(page).getByRole('option', { name: 'Search for ‘ink’' })).toBeVisible();
    await clear.click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(searchBox(page)).toBeFocused();
    await expectEmptyBoxRows(page);
  });

  test('a long paste keeps its first 58 characters, whole emoji, and the box says why', async ({ page }) => {
    await page.keyboard.press('/');
    await page.keyboard.insertText(LONG);
    await expect(searchBox(page)).toHaveValue(FIRST_58);
    await expect(live(page)).toHaveText(TOO_LONG);
    // A key into the full box is refused, and said.
    await page.keyboard.press('Backspace');
    await expect(live(page)).not.toHaveText(TOO_LONG);
    await page.keyboard.type('ab');
    await expect(searchBox(page)).toHaveValue(`${Array.from(FIRST_58).slice(0, 57).join('')}a`);
    await expect(live(page)).toHaveText(TOO_LONG);
  });
});

test.describe('phone', () => {
  const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' });
  const box = (page: Page) => overlay(page).locator('input[name="query"]');

  test.beforeEach(async ({ page }) => {
    await open(page, { persona: 'member', variant: 'mobile' });
  });

  test('"/" opens the search overlay with the box focused', async ({ page }) => {
    await expect(banner(page).getByRole('button', { name: 'Search', exact: true })).toHaveAttribute('aria-keyshortcuts', '/');
    await page.keyboard.press('/');
    await expect(overlay(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue('');
  });

  test('in the overlay: the count matches, the clear button empties the box, a long paste is cut and said', async ({ page }) => {
    await page.keyboard.press('/');
    // The overlay opens once the machines are here (the press waits for them); type after that.
    await expect(box(page)).toBeFocused();
    await page.keyboard.type('mar', { delay: 60 });
    const [said, shown] = await countsOf(page);
    expect(said).toBe(shown);
    await overlay(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(box(page)).toHaveValue('');
    await expect(box(page)).toBeFocused();
    await expect(overlay(page)).toBeVisible();
    await page.keyboard.insertText(LONG);
    await expect(box(page)).toHaveValue(FIRST_58);
    await expect(live(page)).toHaveText(TOO_LONG);
  });
});
