// axe (WCAG 2.2 AA tags) with zero violations: the suggestions open on desktop, the mobile overlay
// open with suggestions, the empty box's recent and popular rows on both (issue 23), and the results
// page — each in both themes.
import { expect, test } from './test.ts';
import { axeViolations } from './axe.ts';
import { banner, focusSearchBox, open, searchBox, searchList, submitSearch, suggestionList, waitForSettledSuggestions } from './fixtures.ts';

for (const theme of ['dark', 'white'] as const) {
  test(`${theme} theme, desktop: suggestions open with a highlighted option`, async ({ page }) => {
    await open(page, { persona: 'member', variant: 'desktop', theme });
    await searchBox(page).click();
    await searchBox(page).pressSequentially('tra', { delay: 50 });
    await waitForSettledSuggestions(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(suggestionList(page).getByRole('group')).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Issue 23: the empty box's rows, a recent search (its hidden × and Clear beside the options) and the
  // popular ones, with the recent row highlighted.
  for (const variant of ['desktop', 'mobile'] as const) {
    test(`${theme} theme, ${variant}: the empty box's recent and popular rows open, a recent row highlighted`, async ({ page }) => {
      await open(page, { persona: 'member', variant, theme });
      await submitSearch(page, variant, 'ink drawing');
      await open(page, { persona: 'member', variant, theme });
      const box = await focusSearchBox(page, variant);
      const list = searchList(page, variant);
      await waitForSettledSuggestions(page);
      await expect(list.getByRole('group', { name: 'Recent searches' }).getByRole('option')).toHaveText(['ink drawing']);
      await expect(list.getByRole('group', { name: 'Popular searches' }).getByRole('option')).toHaveCount(4);
      await page.keyboard.press('ArrowDown');
      await expect(box).toHaveAttribute('aria-activedescendant', /-recent-/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`${theme} theme, desktop: the box left with a query (clear button shown)`, async ({ page }) => {
    await open(page, { persona: 'guest', variant: 'desktop', theme });
    await searchBox(page).fill('ink');
    await page.mouse.click(1200, 700);
    await expect(banner(page).getByRole('button', { name: 'Clear search' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${theme} theme, mobile: the overlay open with suggestions`, async ({ page }) => {
    await open(page, { persona: 'free', variant: 'mobile', theme });
    await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Search' }).locator('input[name="query"]').pressSequentially('tra', { delay: 50 });
    await waitForSettledSuggestions(page);
    await page.keyboard.press('ArrowDown');
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${theme} theme: the results page`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/search?query=watercolor&searchMethod=naturalLang&via=header&language=en&variant=desktop&theme=${theme}`);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    expect(await axeViolations(page, 'body')).toEqual([]);
  });
}
