// The search results page: real results from GetClasses, facet filters from GetFacets, cursor
// pagination, sort; server-rendered, and usable without JavaScript.
import { expect, test, type Page } from './test.ts';
import { operationName } from './fixtures.ts';

const count = (page: Page) => page.locator('.app-search__count [role="status"]');
const titles = (page: Page) => page.locator('.app-search__results .app-result__title').allTextContents();
const hrefs = (page: Page) => page.locator('.app-search__results .app-result__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Opens the results page for `search` (a query string) and waits for hydration. */
async function openResults(page: Page, search: string, variant: 'desktop' | 'mobile' = 'desktop'): Promise<void> {
  await page.setViewportSize(variant === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
  await page.goto(`/search?${search}&variant=${variant}`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

const totalOf = async (page: Page) => Number(((await count(page).textContent()) ?? '').replace(/[^\d]/g, ''));

test.describe('with JavaScript', () => {
  test('shows the total, 20 results and the facet filters with counts for the query', async ({ page }) => {
    await openResults(page, 'query=watercolor&searchMethod=naturalLang&via=header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “watercolor”');
    await expect(count(page)).toHaveText(/^\d+ classes$/);
    const filters = page.getByRole('form', { name: /^Filters/ });
    for (const facet of ['Type', 'Language', 'Level', 'Length']) await expect(filters.getByRole('group', { name: facet })).toBeVisible();
    await expect(filters.getByRole('checkbox', { name: /^English [\d,]+ classes?$/ })).toBeVisible();
  });

  test('a filter re-queries, narrows the count and is reflected in the URL', async ({ page }) => {
    await openResults(page, 'query=watercolor&searchMethod=naturalLang&via=header');
    const before = await totalOf(page);
    const english = page.getByRole('checkbox', { name: /^English / });
    const expected = Number(((await english.getAttribute('aria-label')) ?? (await english.locator('xpath=..').textContent()) ?? '').replace(/[^\d]/g, ''));
    const classesRequests: string[] = [];
    page.on('request', (request) => {
      if (operationName(request.postData()) === 'GetClasses') classesRequests.push(request.postData() ?? '');
    });
    await english.check();
    await expect(page).toHaveURL(/[?&]language=en(&|$)/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('watercolor');
    expect(new URL(page.url()).searchParams.get('variant')).toBe('desktop');
    await expect(count(page)).toHaveText(`${expected} classes`);
    expect(expected).toBeLessThan(before);
    expect(classesRequests).toHaveLength(1);
    expect(JSON.parse(classesRequests[0]!).variables.where).toEqual({ language: ['en'] });
    // The URL is the state: a reload shows the same filtered page (server-rendered).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^English / })).toBeChecked();
    await expect(count(page)).toHaveText(`${expected} classes`);
    // Unchecking goes back.
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await page.getByRole('checkbox', { name: /^English / }).uncheck();
    await expect(count(page)).toHaveText(`${before} classes`);
    await expect(page).not.toHaveURL(/language=/);
  });

  test('Load more adds the next 20 with no duplicates; the count of shown results follows', async ({ page }) => {
    await openResults(page, 'query=');
    await expect(count(page)).toHaveText('2,400 classes');
    expect(await titles(page)).toHaveLength(20);
    const more = page.getByRole('button', { name: 'Load more' });
    await more.click();
    await expect(page.locator('.app-search__results > li')).toHaveCount(40);
    await more.click();
    await expect(page.locator('.app-search__results > li')).toHaveCount(60);
    expect(new Set(await hrefs(page)).size).toBe(60);
    await expect(page.getByText('Showing 60 of 2,400 classes')).toBeVisible();
    // Keyboard users continue at the first new result.
    await expect(page.locator('.app-search__results > li[data-index="40"] a')).toBeFocused();
  });

  test('sort changes the order and the URL', async ({ page }) => {
    await openResults(page, 'query=watercolor');
    const relevance = await titles(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page).toHaveURL(/[?&]sort=newest/);
    await expect.poll(() => titles(page)).not.toEqual(relevance);
    expect((await titles(page)).slice().sort()).toEqual(relevance.slice().sort());
  });

  test('no results and a bad filter are explained in words', async ({ page }) => {
    await openResults(page, 'query=zzqxv');
    await expect(page.getByText('No classes match “zzqxv”.')).toBeVisible();
    await page.goto('/search?query=ink&language=zz&variant=desktop');
    await expect(page.getByRole('alert')).toContainText('We could not load the results');
    await expect(page.getByRole('alert').getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', /^\/search\?query=ink&variant=desktop$/);
  });

  test('a search that finds nothing lists no filters (each would say 0) and no sort; a chosen filter stays, to be unchosen', async ({ page }) => {
    await openResults(page, 'query=zzqxv');
    await expect(page.getByText('No classes match “zzqxv”.')).toBeVisible();
    await expect(count(page)).toHaveText('0 classes');
    await expect(page.getByRole('form', { name: /^Filters/ })).toHaveCount(0);
    await expect(page.locator('.app-search input[type="checkbox"]')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveCount(0);
    // The message takes the page's width.
    const main = (await page.locator('.app-search__main').boundingBox())!;
    expect(main.width).toBeGreaterThan(1000);

    await openResults(page, 'query=zzqxv&language=en');
    await expect(page.getByText('No classes match “zzqxv” with these filters.')).toBeVisible();
    const filters = page.getByRole('form', { name: /^Filters/ });
    await expect(filters.getByRole('checkbox')).toHaveCount(1);
    await expect(filters.getByRole('checkbox', { name: /^English/ })).toBeChecked();
    // Unchosen, the search is the one that found nothing at all: the filters go (the box goes with them, so a click, not uncheck()).
    await filters.getByRole('checkbox', { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/search\?query=zzqxv&variant=desktop$/);
    await expect(page.getByRole('form', { name: /^Filters/ })).toHaveCount(0);
  });

  for (const variant of ['desktop', 'mobile'] as const) {
    test(`"vatercolor" finds nothing and offers "Did you mean Watercolor?", a link the keyboard follows to results (${variant})`, async ({ page }) => {
      // A wrong first letter: the typo rule forgives none there, so the search finds nothing (issue 33).
      await openResults(page, 'query=vatercolor&searchMethod=naturalLang&via=header', variant);
      await expect(count(page)).toHaveText('0 classes');
      const line = page.locator('.app-search__did-you-mean');
      await expect(line).toHaveText('Did you mean Watercolor?');
      const link = line.getByRole('link', { name: 'Watercolor' });
      // By the keyboard alone: Tab until the link has focus (the header's stops come first), then Enter.
      for (let presses = 0; presses < 80 && !(await link.evaluate((a) => a === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      expect(await link.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?query=Watercolor&searchMethod=naturalLang&via=header&variant=${variant}$`));
      await expect(count(page)).toHaveText(/^[1-9]\d* classes?$/);
      expect((await titles(page)).some((title) => /watercolor/i.test(title))).toBe(true);
      await expect(page.locator('.app-search__did-you-mean')).toHaveCount(0);
    });
  }

  test('on a narrow screen the filters fold away behind “Filters” so the results come first', async ({ page }) => {
    await openResults(page, 'query=watercolor', 'mobile');
    await expect(page.getByRole('checkbox', { name: /^English / })).toBeHidden();
    await expect(page.locator('.app-search__results .app-result').first()).toBeInViewport();
    await page.locator('summary.app-search__filters-summary').click();
    await page.getByRole('checkbox', { name: /^English / }).check();
    await expect(page).toHaveURL(/language=en/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('filters are a GET form and the next page is a link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search?query=watercolor&searchMethod=naturalLang&via=header&variant=desktop');
    const before = await totalOf(page);
    await page.getByRole('checkbox', { name: /^English / }).check();
    await Promise.all([page.waitForURL(/language=en/), page.getByRole('button', { name: 'Apply filters' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('watercolor');
    expect(url.searchParams.get('via')).toBe('header');
    expect(url.searchParams.get('variant')).toBe('desktop');
    await expect(page.getByRole('checkbox', { name: /^English / })).toBeChecked();
    expect(await totalOf(page)).toBeLessThan(before);

    await page.goto('/search?query=&variant=desktop');
    const first = await hrefs(page);
    await Promise.all([page.waitForURL(/after=/), page.getByRole('link', { name: 'Next page' }).click()]);
    const second = await hrefs(page);
    expect(second).toHaveLength(20);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Back to the first results' })).toBeVisible();
  });
});
