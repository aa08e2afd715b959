// The mobile search overlay: the bar's icon opens a full-screen dialog with the box focused; Cancel,
// Escape and the browser's Back close it; Enter submits; history is left as it was.
import { expect, test, type Page } from './test.ts';
import { banner, nextFrames, open, recordSuggestionRequests, typeAtPace, waitForSettledSuggestions } from './fixtures.ts';

const icon = (page: Page) => banner(page).getByRole('button', { name: 'Search', exact: true });
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' });
// The GET form's input: the combobox once its machine has loaded on first use, the same element.
const box = (page: Page) => overlay(page).locator('input[name="query"]');

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, { persona: 'member', variant: 'mobile' });
  });

  test('the search icon is a 44px target on the bar and opens a full-screen overlay with the box focused', async ({ page }) => {
    const size = await icon(page).boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(44);
    expect(size?.height).toBeGreaterThanOrEqual(44);
    await expect(icon(page)).toHaveAttribute('aria-expanded', 'false');
    await icon(page).click();
    await expect(overlay(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    const viewport = page.viewportSize()!;
    const rect = await overlay(page).boundingBox();
    expect(rect?.y).toBe(0);
    expect(rect?.height).toBe(viewport.height);
    // The page behind is inert while the overlay is open.
    expect(await page.evaluate(() => document.querySelector('dialog.mh-search-overlay')?.matches(':modal'))).toBe(true);
  });

  test('typing shows suggestions from the API, one request per settled word', async ({ page }) => {
    const queries = recordSuggestionRequests(page);
    await icon(page).click();
    await typeAtPace(page, box(page), 'watercolor', 150);
    await waitForSettledSuggestions(page);
    await expect(overlay(page).getByRole('group', { name: 'Skills' }).getByRole('option').first()).toBeVisible();
    await nextFrames(page);
    expect(queries).toEqual(['watercolor']);
  });

  test('Cancel closes the overlay, keeps the text, and returns focus to the icon', async ({ page }) => {
    const url = page.url();
    await icon(page).click();
    await box(page).fill('ink');
    await overlay(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(overlay(page)).toBeHidden();
    await expect(icon(page)).toBeFocused();
    await expect(icon(page)).toHaveAttribute('aria-expanded', 'false');
    // Cancel went back over the overlay's history entry: same page, nothing left behind.
    await expect.poll(() => page.evaluate(() => (history.state as Record<string, unknown> | null)?.['__mhLayer'] ?? null)).toBeNull();
    expect(page.url()).toBe(url);
    await icon(page).click();
    // The text is still there (focus settles the query again, so an inline completion may follow it).
    await expect(box(page)).toHaveValue(/^ink/);
  });

  test('the browser’s Back closes the overlay instead of leaving the page', async ({ page }) => {
    const url = page.url();
    await icon(page).click();
    await expect(overlay(page)).toBeVisible();
    await page.goBack();
    await expect(overlay(page)).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn creative skills');
    // Open and close again: still on the same page.
    await icon(page).click();
    await expect(overlay(page)).toBeVisible();
    await page.goBack();
    await expect(overlay(page)).toBeHidden();
    expect(page.url()).toBe(url);
  });

  test('the box shows the desktop box’s hint, focused from the opening on', async ({ page }) => {
    await icon(page).click();
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveAttribute('placeholder', 'What do you want to learn today?');
  });

  test('Escape closes the list first, then empties the box (the rows of the opening show again), then closes the overlay', async ({ page }) => {
    await icon(page).click();
    const popular = overlay(page).getByRole('group', { name: 'Popular searches' });
    await expect(popular).toBeVisible();
    await box(page).pressSequentially('mar', { delay: 60 });
    await waitForSettledSuggestions(page);
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(overlay(page)).toBeVisible();
    // Then the platform's own Escape of a search field: it empties the box (APG's optional step), and the
    // overlay shows what it showed at its opening, not an empty screen (issue 35)…
    await page.keyboard.press('Escape');
    await expect(box(page)).toHaveValue('');
    await expect(overlay(page)).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(popular).toBeVisible();
    // …and the next Escape is the dialog's close request.
    await page.keyboard.press('Escape');
    await expect(overlay(page)).toBeHidden();
    await expect(icon(page)).toBeFocused();
  });

  test('Enter submits; Back from the results returns to the page, not to the overlay', async ({ page }) => {
    const url = page.url();
    await icon(page).click();
    await box(page).fill('ink drawing');
    await Promise.all([page.waitForURL(/\/search\?query=ink\+drawing&searchMethod=naturalLang&via=header$/), page.keyboard.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “ink drawing”');
    await page.goBack();
    await page.waitForURL(url);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expect(overlay(page)).toBeHidden();
  });

  test('a tap on a suggestion goes to it', async ({ page }) => {
    await icon(page).click();
    await box(page).pressSequentially('tra', { delay: 60 });
    await waitForSettledSuggestions(page);
    const path = overlay(page).getByRole('group', { name: 'Learning Paths' }).getByRole('option').first();
    await Promise.all([page.waitForURL(/\/paths\/[^/?]+\?via=header$/), path.click()]);
  });

  test('opening the overlay closes the drawer (one layer at a time)', async ({ page }) => {
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await icon(page).click();
    await expect(overlay(page)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('the drawer no longer holds a search form', async ({ page }) => {
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('search')).toHaveCount(0);
  });

  test('the bar does not overflow at 320 px with the search icon', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(icon(page)).toBeInViewport();
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the icon reveals the GET form, which submits to /search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?persona=guest&variant=mobile');
    await icon(page).focus();
    const input = page.locator('dialog.mh-search-overlay input[name="query"]');
    await expect(input).toBeVisible();
    await input.fill('watercolor');
    await Promise.all([page.waitForURL(/\/search\?query=watercolor&searchMethod=naturalLang&via=header/), input.press('Enter')]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('watercolor');
  });
});
