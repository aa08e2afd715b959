// A picked skill on the results page (issue 23): the header links a skill suggestion or a popular search
// as `/search?query=<the shown name>&skill=<slug>&searchMethod=…&via=header`. The page searches the skill
// by its slug (the same in every language), not the words, so "Acuarela" picked in Spanish, "Watercolor"
// in English and "Aquarell" in German list the same classes in the same order, each page naming the
// skill in its own language; a slug the API does not know is said in words.
import { expect, test, type Page } from './test.ts';
import { graphqlCall, scenarioUrl, searchBox } from './fixtures.ts';

/** The page's URL for a picked skill, as the header links it, in `locale` (none: the browser's, English). */
function skillUrl(words: string, slug: string, locale?: string, extra = ''): string {
  const page = scenarioUrl({ persona: 'guest', variant: 'desktop', path: '/search', ...(locale ? { locale } : {}) });
  const link = new URLSearchParams({ query: words, skill: slug, searchMethod: 'autocomplete', via: 'header' });
  return `${page}&${link}${extra}`;
}

async function openResults(page: Page, url: string, { hydrated = true } = {}): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url);
  if (hydrated) await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const count = (page: Page) => page.locator('.app-search__count [role="status"]');
/** The listed classes' links, in order (each ends with the class's id). */
const classLinks = (page: Page) => page.locator('.app-search__results .app-result__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

/** Fails the test on an uncaught error of the page. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const LANGUAGES = [
  { name: 'Spanish', locale: 'es', words: 'Acuarela', skill: 'Acuarela' },
  { name: 'English', locale: undefined, words: 'Watercolor', skill: 'Watercolor' },
  { name: 'German', locale: 'de', words: 'Aquarell', skill: 'Aquarell' },
] as const;

test('a skill picked as “Acuarela” (es), “Watercolor” (en) or “Aquarell” (de) lists the same classes in the same order, named in each language', async ({ page }) => {
  const errors = pageErrors(page);
  const lists: (string | null)[][] = [];
  const totals: string[] = [];
  for (const language of LANGUAGES) {
    await openResults(page, skillUrl(language.words, 'watercolor', language.locale));
    await expect(heading(page), language.name).toHaveText(`Results for “${language.skill}”`);
    await expect(count(page)).toHaveText(/^\d+ classes?$/);
    // The header's box shows the words of the link, as for any search.
    await expect(searchBox(page)).toHaveValue(language.words);
    lists.push(await classLinks(page));
    totals.push((await count(page).textContent()) ?? '');
  }
  expect(lists[0]!.length).toBeGreaterThan(0);
  expect(lists[0]!.every((href) => href && /\/\d+$/.test(href))).toBe(true);
  expect(lists[1], 'English lists what Spanish lists').toEqual(lists[0]);
  expect(lists[2], 'German lists what Spanish lists').toEqual(lists[0]);
  expect(new Set(totals).size).toBe(1);
  // The same link opened in another language than it was made in: the words are Spanish, the page German.
  await openResults(page, skillUrl('Acuarela', 'watercolor', 'de'));
  await expect(heading(page)).toHaveText('Results for “Aquarell”');
  expect(await classLinks(page)).toEqual(lists[0]);
  expect(errors).toEqual([]);
});

test('a filter on a skill’s page searches the skill with no words, and the URL keeps it', async ({ page }) => {
  await openResults(page, skillUrl('Acuarela', 'watercolor', 'es'));
  const before = Number(((await count(page).textContent()) ?? '').replace(/[^\d]/g, ''));
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (call?.operationName === 'GetClasses' || call?.operationName === 'GetFacets') calls.push(call.variables);
  });
  // The first option of the Level facet that has classes, and how many it would give.
  const option = page.locator('input[type="checkbox"][name="level"]:not([disabled])').first();
  const value = await option.getAttribute('value');
  const expected = Number(((await option.locator('xpath=..').locator('.app-facet__count').textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThanOrEqual(before);
  await option.check();
  await expect(page).toHaveURL(new RegExp(`[?&]level=${value}(&|$)`));
  const url = new URL(page.url());
  expect(url.searchParams.getAll('skill')).toEqual(['watercolor']);
  expect(url.searchParams.get('query')).toBe('Acuarela');
  expect(url.searchParams.get('searchMethod')).toBe('autocomplete');
  expect(url.searchParams.get('locale')).toBe('es');
  await expect(heading(page)).toHaveText('Results for “Acuarela”');
  await expect(count(page)).toHaveText(`${expected} ${expected === 1 ? 'class' : 'classes'}`);
  expect(calls.length).toBeGreaterThan(0);
  for (const variables of calls) expect(variables).toMatchObject({ query: '', where: { skill: ['watercolor'], level: [value] } });
  await expect(searchBox(page)).toHaveValue('Acuarela');
});

test('an unknown skill says which, and offers the words instead', async ({ page }) => {
  const errors = pageErrors(page);
  await openResults(page, skillUrl('Acuarela', 'no-such-skill', 'es'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('There is no skill “no-such-skill” to search for. The link may be mistyped or out of date.');
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByText('Filters are unavailable')).toHaveCount(0);
  await expect(heading(page)).toHaveText('Results for “Acuarela”');
  const words = alert.getByRole('link', { name: 'Search for “Acuarela” instead' });
  await expect(words).toHaveAttribute('href', '/search?query=Acuarela&via=header&persona=guest&variant=desktop&locale=es');
  await Promise.all([page.waitForURL((url) => !url.searchParams.has('skill')), words.click()]);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(heading(page)).toHaveText('Results for “Acuarela”');
  await expect(count(page)).toHaveText(/^\d+ classes?$/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the skill’s page is complete from the server, and the filters form keeps the skill', async ({ page }) => {
    await openResults(page, skillUrl('Acuarela', 'watercolor', 'es'), { hydrated: false });
    await expect(heading(page)).toHaveText('Results for “Acuarela”');
    const all = await classLinks(page);
    expect(all.length).toBeGreaterThan(0);
    await page.locator('input[type="checkbox"][name="level"]:not([disabled])').first().check();
    await Promise.all([page.waitForURL(/level=/), page.getByRole('button', { name: 'Apply filters' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('skill')).toEqual(['watercolor']);
    expect(url.searchParams.get('query')).toBe('Acuarela');
    expect(url.searchParams.get('locale')).toBe('es');
    await expect(heading(page)).toHaveText('Results for “Acuarela”');
    const filtered = await classLinks(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((href) => all.includes(href))).toBe(true);
  });
});
