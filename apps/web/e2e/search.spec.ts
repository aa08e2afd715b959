// The desktop search box against the embedded API: real, ranked and limited suggestions, one request
// per settled word, the keyboard model of spec §4, and where each kind of suggestion leads.
import { expect, test, type Page, type Request } from './test.ts';
import {
  answerPopularSearches,
  expectedPopularSearches,
  expectedSuggestions,
  graphqlCall,
  open,
  recordSuggestionRequests,
  searchBox,
  searchLiveRegion,
  suggestionList,
  nextFrames,
  typeAtPace,
  waitForSettledSuggestions,
} from './fixtures.ts';

/** Text of the option aria-activedescendant points at (null while the input itself is active). */
async function activeOption(page: Page): Promise<string | null> {
  return searchBox(page).evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    if (!id) return null;
    // The visible label (without the name's hidden comma before the class or follower count).
    const label = document.getElementById(id)?.querySelector('.mh-search__label')?.textContent ?? null;
    return label === null ? null : label.replace(/,$/, '');
  });
}

async function typeAndSettle(page: Page, text: string): Promise<void> {
  await searchBox(page).click();
  await searchBox(page).pressSequentially(text, { delay: 60 });
  await waitForSettledSuggestions(page);
}

test.beforeEach(async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
});

test('typing a word shows the API’s ranked suggestions under their headings', async ({ page, request }) => {
  const expected = await expectedSuggestions(request, 'mar');
  await typeAndSettle(page, 'mar');
  const list = suggestionList(page);
  await expect(list).toBeVisible();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  // A heading for each kind the answer has ("mar" starts no learning path's word).
  const groups = list.getByRole('group');
  await expect(groups).toHaveCount([expected.skills, expected.classes, expected.paths, expected.teachers].filter((kind) => kind.length > 0).length);
  const names = async (name: string) => list.getByRole('group', { name }).getByRole('option').evaluateAll((options) =>
    options.map((o) => (o.querySelector('.mh-search__label')?.textContent ?? '').replace(/,$/, '')),
  );
  expect(await names('Skills')).toEqual(expected.skills.map((s) => s.displayName));
  expect(await names('Classes')).toEqual(expected.classes.map((c) => c.title));
  expect(await names('Learning Paths')).toEqual(expected.paths.map((p) => p.title));
  expect(await names('Teachers')).toEqual(expected.teachers.map((t) => t.name));
  // Limits of spec §9 on a real answer: 10 skills, 3 classes beside paths (7 without), at most 6 teachers.
  expect(expected.skills.length).toBe(10);
  expect(expected.classes.length).toBe(expected.paths.length > 0 ? 3 : 7);
  expect(expected.teachers.length).toBeLessThanOrEqual(6);
  // The typed part is emphasised; covers and avatars sit in fixed boxes.
  await expect(list.getByRole('group', { name: 'Skills' }).getByRole('option').first().locator('mark')).toHaveText(/^mar$/i);
  const cover = list.getByRole('group', { name: 'Classes' }).getByRole('option').first().locator('img');
  await expect(cover).toHaveAttribute('width', '56');
  await expect(cover).toHaveAttribute('height', '32');
  await expect(list.getByRole('group', { name: 'Teachers' }).getByRole('option').first()).toHaveAccessibleName(/, [\d,]+ followers?$/);
  await expect(list.getByRole('group', { name: 'Skills' }).getByRole('option').first()).toHaveAccessibleName(/, [\d,]+ class(es)?$/);
});

test('a 10-letter word typed at a human pace sends one suggestions request', async ({ page }) => {
  const queries = recordSuggestionRequests(page);
  await searchBox(page).click();
  await typeAtPace(page, searchBox(page), 'watercolor', 180);
  await waitForSettledSuggestions(page);
  // Settled: the last debounce has fired and its answer is shown; nothing else is pending.
  await nextFrames(page);
  expect(queries).toEqual(['watercolor']);
  // The same word again (after leaving and coming back) is served from the cache.
  await page.mouse.click(1200, 700);
  await expect(suggestionList(page)).toBeHidden();
  await searchBox(page).click();
  await waitForSettledSuggestions(page);
  await nextFrames(page);
  expect(queries).toEqual(['watercolor']);
});

// Issue 23: a focused empty box lists recent and popular searches when it has any, so the popup is
// primed (built ahead, unseen) only while there are no rows: here the API has no popular searches, or
// fails, and this visitor has no recent ones.
for (const answer of ['empty', 'failed'] as const) {
  test(`focused and empty with no rows (popular searches ${answer}), the popup is built ahead of the first key: unseen, untouchable, not in the accessibility tree`, async ({ page }) => {
    await answerPopularSearches(page, answer);
    const isPopular = (request: Request) => graphqlCall(request)?.operationName === 'GetPopularSearches';
    const popularSettled = answer === 'empty' ? page.waitForEvent('requestfinished', isPopular) : page.waitForEvent('requestfailed', isPopular);
    await searchBox(page).click();
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    // The answer has come (or failed) and been shown: the rows settled, and there are none.
    await popularSettled;
    await nextFrames(page);
    const popup = page.locator(`[id="${await searchBox(page).getAttribute('aria-controls')}"]`);
    await expect(popup).toHaveAttribute('data-primed', '');
    // Laid out (that is the point), yet nothing shows and the pointer goes through it.
    const box = await popup.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(0);
    await expect(popup).toBeHidden();
    const hit = await popup.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(hit).toBe(false);
    // Chromium's own accessibility tree: no listbox, no option; the combobox is collapsed.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const exposed = nodes.filter((n) => !n.ignored && ['listbox', 'option'].includes(String(n.role?.value)));
    expect(exposed.map((n) => `${n.role?.value} ${n.name?.value ?? ''}`)).toEqual([]);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(suggestionList(page)).toHaveCount(0);
    // The first key shows it.
    await page.keyboard.press('w');
    await expect(suggestionList(page).getByRole('option', { name: 'Search for ‘w’' })).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  });
}

test('focused and empty, a visitor with no recent searches gets the popular ones at once, with the keys of the suggestions', async ({ page, request }) => {
  const popular = await expectedPopularSearches(request);
  expect(popular).toHaveLength(5);
  await searchBox(page).click();
  await waitForSettledSuggestions(page);
  const list = suggestionList(page);
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute('data-primed');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('group')).toHaveText([/^Popular searches/]);
  await expect(list.getByRole('group', { name: 'Popular searches' }).getByRole('option')).toHaveText(popular.map((p) => p.query));
  await expect(searchLiveRegion(page)).toHaveText('5 suggestions available');
  // Down highlights the first; Escape closes the list, Down opens it again.
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(popular[0]!.query);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  // A key replaces the rows with the typed text's; emptied again, the rows are back.
  await page.keyboard.press('w');
  await expect(list.getByRole('option', { name: 'Search for ‘w’' })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Popular searches' })).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await expect(list.getByRole('group', { name: 'Popular searches' }).getByRole('option')).toHaveCount(5);
  // Enter on a popular row searches its skill (its slug), as a popular search.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(popular[1]!.query);
  const target = `/search?${new URLSearchParams({ query: popular[1]!.query, skill: popular[1]!.slug, searchMethod: 'popular', via: 'header' })}`;
  await Promise.all([page.waitForURL((u) => `${u.pathname}${u.search}` === target), page.keyboard.press('Enter')]);
});

test('nothing is requested below 3 characters', async ({ page }) => {
  const queries = recordSuggestionRequests(page);
  await searchBox(page).click();
  // The page's clock, not the test's: the debounce is run past at once, whatever the machine's load.
  await page.clock.install();
  await searchBox(page).pressSequentially('wa', { delay: 100 });
  await page.clock.runFor(2000);
  await nextFrames(page);
  expect(queries).toEqual([]);
  await expect(suggestionList(page).getByRole('option', { name: 'Search for ‘wa’' })).toBeVisible();
});

test('the arrows walk every section in order and stop at both ends; hover and keys share the highlight', async ({ page, request }) => {
  const expected = await expectedSuggestions(request, 'mar');
  await typeAndSettle(page, 'mar');
  const order = [
    'Search for ‘mar’',
    ...expected.skills.map((s) => s.displayName),
    ...expected.classes.map((c) => c.title),
    ...expected.paths.map((p) => p.title),
    ...expected.teachers.map((t) => t.name),
  ];
  const seen: string[] = [];
  for (let i = 0; i < order.length + 2; i += 1) {
    await page.keyboard.press('ArrowDown');
    seen.push((await activeOption(page)) ?? '');
  }
  expect(seen).toEqual([...order, order.at(-1), order.at(-1)]);
  // The highlighted option is scrolled into view inside the popup.
  const active = page.locator('.mh-search__option[data-active]');
  await expect(active).toHaveCount(1);
  await expect(active).toBeInViewport();
  for (let i = 0; i < order.length + 2; i += 1) await page.keyboard.press('ArrowUp');
  expect(await activeOption(page)).toBeNull();
  await suggestionList(page).getByRole('option', { name: expected.classes[1]!.title }).hover();
  expect(await activeOption(page)).toBe(expected.classes[1]!.title);
  await page.keyboard.press('ArrowDown');
  expect(await activeOption(page)).toBe(expected.classes[2]!.title);
  await expect(page.locator('.mh-search__option[data-active]')).toHaveCount(1);
});

test('Tab accepts the inline completion, Backspace removes it, Right accepts it at the end', async ({ page, request }) => {
  const top = (await expectedSuggestions(request, 'wat')).skills[0]!.displayName;
  expect(top.toLowerCase().startsWith('wat')).toBe(true);
  await typeAndSettle(page, 'wat');
  // The typed part as typed, the rest in the suggestion's casing; accepting gives its own text (issue 25).
  const completed = `wat${top.slice(3)}`;
  await expect(searchBox(page)).toHaveValue(completed);
  const selection = () => searchBox(page).evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);
  expect(await selection()).toEqual([3, completed.length]);

  await page.keyboard.press('Backspace');
  await expect(searchBox(page)).toHaveValue('wat');
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');

  // Reopening settles the same query from the cache, and the completion is back.
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveValue(completed);
  await page.keyboard.press('Tab');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue(top);
  expect(await selection()).toEqual([top.length, top.length]);

  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('wat', { delay: 60 });
  await expect(searchBox(page)).toHaveValue(completed);
  await page.keyboard.press('ArrowRight');
  await expect(searchBox(page)).toHaveValue(top);
  expect(await selection()).toEqual([top.length, top.length]);
  // Accepted and not edited since: Enter submits the suggestion's text as the pick it is.
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ query: top, searchMethod: 'autocomplete', via: 'header' });
});

test('Escape closes the list; a click outside closes it', async ({ page }) => {
  await typeAndSettle(page, 'mar');
  await page.keyboard.press('Escape');
  await expect(suggestionList(page)).toBeHidden();
  await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(suggestionList(page)).toBeVisible();
  // Somewhere on the page the popup does not cover.
  await page.mouse.click(1200, 700);
  await expect(suggestionList(page)).toBeHidden();
});

test('the clear button shows when the box is left with a query, and empties it', async ({ page }) => {
  await searchBox(page).fill('ink');
  await page.mouse.click(1200, 700);
  const clear = page.getByRole('banner').getByRole('button', { name: 'Clear search' });
  await expect(clear).toBeVisible();
  await clear.click();
  await expect(searchBox(page)).toHaveValue('');
  await expect(searchBox(page)).toBeFocused();
  await expect(clear).toBeHidden();
});

test.describe('Enter on each kind of suggestion lands on its page', () => {
  const cases: { name: string; pick: (s: Awaited<ReturnType<typeof expectedSuggestions>>) => number; url: (s: Awaited<ReturnType<typeof expectedSuggestions>>) => RegExp | string }[] = [
    // The input shows 'tra' and the rest; it submits the top suggestion's own text (issue 25).
    { name: 'the typed text with its completion (autocomplete)', pick: () => 0, url: (s) => `/search?query=${encodeURIComponent(s.skills[0]!.displayName).replace(/%20/g, '+')}&searchMethod=autocomplete&via=header` },
    { name: 'the natural-language row (naturalLang)', pick: () => 1, url: () => '/search?query=tra&searchMethod=naturalLang&via=header' },
    // A skill keeps its slug, the same in every language (issue 23).
    { name: 'a skill (autocomplete)', pick: () => 3, url: (s) => `/search?query=${encodeURIComponent(s.skills[1]!.displayName).replace(/%20/g, '+')}&skill=${s.skills[1]!.slug}&searchMethod=autocomplete&via=header` },
    { name: 'a class (its url)', pick: (s) => 2 + s.skills.length, url: (s) => `${s.classes[0]!.url}?via=header` },
    { name: 'a learning path (/paths/{slug})', pick: (s) => 2 + s.skills.length + s.classes.length, url: (s) => `/paths/${s.paths[0]!.slug}?via=header` },
    { name: 'a teacher (profile url)', pick: (s) => 2 + s.skills.length + s.classes.length + s.paths.length, url: (s) => `${s.teachers[0]!.url}?via=header` },
  ];
  for (const { name, pick, url } of cases) {
    test(name, async ({ page, request }) => {
      const expected = await expectedSuggestions(request, 'tra');
      await typeAndSettle(page, 'tra');
      for (let i = 0; i < pick(expected); i += 1) await page.keyboard.press('ArrowDown');
      const target = url(expected);
      await Promise.all([page.waitForURL((u) => `${u.pathname}${u.search}` === target), page.keyboard.press('Enter')]);
      if (typeof target === 'string' && target.startsWith('/search')) {
        await expect(page.getByRole('heading', { level: 1 })).toContainText(new URL(target, 'http://x').searchParams.get('query')!);
      } else {
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
      }
    });
  }
});

test('a click on a suggestion goes to it', async ({ page, request }) => {
  const expected = await expectedSuggestions(request, 'tra');
  await typeAndSettle(page, 'tra');
  await Promise.all([
    page.waitForURL((u) => u.pathname === `/paths/${expected.paths[0]!.slug}`),
    suggestionList(page).getByRole('option', { name: new RegExp(`^${expected.paths[0]!.title}`) }).click(),
  ]);
});

test('a typo marks the word it matched, not the letters typed (issue 33)', async ({ page }) => {
  await typeAndSettle(page, 'watrcolor');
  const skill = suggestionList(page).getByRole('group', { name: 'Skills' }).getByRole('option').first();
  await expect(skill).toHaveAccessibleName(/^Watercolor, \d+ classes$/);
  await expect(skill.locator('mark')).toHaveText('Watercolor');
});

test('the results page shows the submitted query in the box', async ({ page }) => {
  await typeAndSettle(page, 'ink drawing');
  await page.keyboard.press('ArrowDown');
  await Promise.all([page.waitForURL(/\/search\?query=ink\+drawing&searchMethod=naturalLang&via=header$/), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(searchBox(page)).toHaveValue('ink drawing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “ink drawing”');
});

test("lazy: the search machine and the suggestions list arrive on the header's first use, not with the page", async ({ page }) => {
  // The pointer rests away from the header (a new headless-shell page puts it at 0,0, on the logo, which may
  // have loaded the chunk for the page before: only the reloaded page's requests count).
  await page.mouse.move(640, 700);
  const scripts: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) scripts.length = 0;
  });
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /^\/assets\/client-\w+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => path.includes('machines-lazy'))).toEqual([]);
  // Until then the box is the plain GET form's searchbox.
  await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveCount(0);
  const chunk = page.waitForResponse((r) => r.url().includes('machines-lazy'));
  await searchBox(page).hover();
  expect(await (await chunk).text()).toContain('fetchSuggestions');
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search' })).toBeVisible();
  expect(scripts.filter((path) => path.includes('machines-lazy'))).toHaveLength(1);
});

test("when the machine's chunk cannot load, the box is still a working search form", async ({ page }) => {
  await page.route('**/machines-lazy-*.js', (route) => route.abort('failed'));
  await page.reload();
  await searchBox(page).click();
  await searchBox(page).pressSequentially('ink', { delay: 30 });
  await expect(searchBox(page)).toHaveValue('ink');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/search\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ query: 'ink', searchMethod: 'naturalLang', via: 'header' });
});
