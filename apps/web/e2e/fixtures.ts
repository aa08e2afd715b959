import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  buildNavigation,
  deriveScenario,
  resolveMessages,
  type FlagKey,
  type HeaderModel,
  type PageType,
} from '@masthead/header-core';
import { print } from 'graphql';
import { GetTopLevelCategoriesDocument, GetViewerDocument, type GetViewerQuery } from '@masthead/graphql';
import { APP_CONFIG } from '../src/app/app-data.ts';

export const PERSONAS = [
  'guest', 'free', 'expired', 'member', 'canceled', 'teacher', 'applicant', 'team-owner', 'team-admin', 'team-member',
] as const;
export type Persona = (typeof PERSONAS)[number];
export const PAGE_TYPES: PageType[] = ['core', 'dedicatedFlowIndividual', 'dedicatedFlowTeams', 'referralLanding', 'signup', 'marketplace'];

export interface Scenario {
  persona: Persona;
  pageType?: PageType;
  flags?: FlagKey[];
  theme?: 'dark' | 'white';
  variant?: 'desktop' | 'mobile';
  locale?: string;
  path?: string;
}

export function scenarioUrl(s: Scenario): string {
  const params = new URLSearchParams({ persona: s.persona });
  if (s.pageType) params.set('pageType', s.pageType);
  if (s.flags?.length) params.set('flags', s.flags.join(','));
  if (s.theme) params.set('theme', s.theme);
  if (s.variant) params.set('variant', s.variant);
  if (s.locale) params.set('locale', s.locale);
  return `${s.path ?? '/'}?${params}`;
}

/** The header is there once and works: the Browse menu opens with its links, and Escape closes it. */
export async function expectHeaderUsable(page: Page): Promise<void> {
  await expect(banner(page)).toHaveCount(1);
  const browse = banner(page).getByRole('button', { name: 'Browse', exact: true });
  await browse.click();
  await expect(browse).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${await browse.getAttribute('aria-controls')}"]`).getByRole('link').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(browse).toHaveAttribute('aria-expanded', 'false');
}

/** Opens a scenario and waits until React has hydrated the header. */
export async function open(page: Page, s: Scenario): Promise<void> {
  if (s.variant === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  else await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(scenarioUrl(s));
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

async function graphql<T>(request: APIRequestContext, persona: string, query: string): Promise<T> {
  const answer = await request.post('/graphql', {
    data: { query },
    headers: { cookie: `masthead_persona=${persona}`, 'content-type': 'application/json' },
  });
  const body = (await answer.json()) as { data: T };
  return body.data;
}

const cache = new Map<string, unknown>();

/** What the header must show, from the live viewer and categories through the navigation model. */
export async function expectedModel(request: APIRequestContext, s: Scenario, routePageType: PageType = 'core'): Promise<HeaderModel> {
  const key = `viewer:${s.persona}`;
  if (!cache.has(key)) cache.set(key, (await graphql<GetViewerQuery>(request, s.persona, print(GetViewerDocument))).viewer);
  if (!cache.has('categories')) {
    const data = await graphql<{ topLevelCategories: { slug: string; displayName: string }[] }>(request, 'guest', print(GetTopLevelCategoriesDocument));
    cache.set('categories', data.topLevelCategories);
  }
  const viewer = cache.get(key) as GetViewerQuery['viewer'];
  return buildNavigation({
    scenario: deriveScenario(viewer, s.pageType ?? routePageType),
    viewer,
    flags: new Set(s.flags ?? []),
    locale: s.locale ?? 'en-US',
    config: APP_CONFIG,
    messages: resolveMessages(),
    categories: cache.get('categories') as { slug: string; displayName: string }[],
    followedCategories: [],
  });
}

export function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** Asserts that `locator` is a link to `href` (compared as path + query). */
export async function expectHref(locator: Locator, href: string): Promise<void> {
  await expect(locator).toHaveAttribute('href', href);
}

// ---------- Notifications (notifications.spec.ts, xss.spec.ts) ----------

/** The bell of the (single, variant-forced) header. */
export function notificationsBell(page: Page): Locator {
  return banner(page).getByRole('button', { name: /^Notifications/ });
}

/**
 * Scrolls a drawer list to its end until it holds `total` cards (it draws a page at a time and asks the
 * server for more at its end).
 */
export async function scrollUntilCards(panel: Locator, total: number, timeout = 60_000): Promise<void> {
  await expect
    .poll(
      async () => {
        await panel.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
        return panel.locator('.mh-ncard').count();
      },
      { timeout, intervals: [100, 250] },
    )
    .toBe(total);
}

/** The open notifications drawer. */
export function notificationsDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Notifications' });
}

/** The GraphQL operation name of an intercepted request (null when it is not a GraphQL POST). */
/**
 * The GraphQL operation a request of the page carries, and its variables: in the URL for a GET (the
 * public queries with persisted operations: suggestions, categories), in the body for a POST.
 */
export function graphqlCall(request: { url(): string; method(): string; postData(): string | null }): { operationName: string | null; variables: Record<string, unknown> } | null {
  const url = new URL(request.url());
  if (!url.pathname.endsWith('/graphql')) return null;
  try {
    if (request.method() === 'GET') {
      return { operationName: url.searchParams.get('operationName'), variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as Record<string, unknown> };
    }
    const body = JSON.parse(request.postData() ?? '') as { operationName?: unknown; variables?: Record<string, unknown> };
    return { operationName: typeof body.operationName === 'string' ? body.operationName : null, variables: body.variables ?? {} };
  } catch {
    return null;
  }
}

/** Two frames of the page: what the last input set off has run and painted (a signal, not a sleep). */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** Pauses the page's clock (installed, it flows as usual until then): from now on only `runFor`, `fastForward` and `resume` move it. */
export async function pauseClock(page: Page): Promise<void> {
  // Half a second ahead of the page's time (pausing in its past fails), trying again if the page got there first.
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)).toPass();
}

/** Pages whose clock `typeAtPace` installed (a page's clock is installed once). */
const pacedPages = new WeakSet<Page>();

/**
 * Types `keys` into `box` a key every `msPerKey` of the page's time, however loaded the machine is: the page's
 * clock stands still while a key goes in and runs on `msPerKey` between keys, then flows again. A debounce
 * sees exactly the pace asked for (a sleep between keys on a busy machine can outlast it). `keys`: the
 * characters of a string, or key names (`['Backspace', 'r']`).
 */
export async function typeAtPace(page: Page, box: Locator, keys: string | readonly string[], msPerKey: number): Promise<void> {
  if (!pacedPages.has(page)) {
    await page.clock.install();
    pacedPages.add(page);
  }
  await pauseClock(page);
  for (const key of keys) {
    await box.press(key);
    await page.clock.runFor(msPerKey);
  }
  await page.clock.resume();
}

/**
 * Every animation and transition running in `locator`'s element and below has finished or was cancelled
 * (a slide-in, say; a transition replaced mid-way rejects `finished` with an AbortError).
 */
export async function animationsSettled(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))).then(() => undefined),
  );
}

/**
 * The header's interaction chunk (xstate and every machine) has arrived and the page has painted twice
 * since, so the parts' actors run: what the "machines loaded" cases wait for instead of a fixed time.
 */
export async function interactionReady(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/machines-lazy-[\w-]+\.js$/.test(entry.name)));
  await nextFrames(page);
}

export function operationName(postData: string | null): string | null {
  try {
    const body = JSON.parse(postData ?? '') as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : null;
  } catch {
    return null;
  }
}

// ---------- Search (search*.spec.ts) ----------
// (Imports may sit anywhere at a module's top level; these stay with the helpers that use them.)
import { buildSuggestionVariables, normalizePopular, normalizeSuggestions, type SearchSuggestions } from '@masthead/header-core/machines';
import { GetPopularSearchesDocument, GetSearchSuggestionsDocument } from '@masthead/graphql';

/**
 * The header's search input: the plain searchbox of the GET form until the box is first used, then
 * (its machine loaded) the combobox, the same element.
 */
export function searchBox(page: Page): Locator {
  return page.getByRole('banner').locator('input[name="query"]');
}

/** The open suggestions listbox. */
export function suggestionList(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Search suggestions' });
}

/** The search box's polite live region (the count of the rows shown, a removed recent search, the length limit). */
export function searchLiveRegion(page: Page): Locator {
  return page.locator('.mh-searchbox [role="status"][aria-live="polite"]').first();
}

/**
 * Waits until the suggestions for the typed text (or the empty box's rows) have settled: the polite live
 * region says how many. In English, or in the language of `messages` (the header's resolved messages).
 */
export async function waitForSettledSuggestions(page: Page, messages?: { searchResults: (values: { count: number }) => string }): Promise<void> {
  const said = messages
    ? new RegExp(`^(${[0, 1, 7].map((count) => messages.searchResults({ count }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, '\\d+')).join('|')})$`)
    : /suggestions? available|No suggestions/;
  await expect(searchLiveRegion(page)).toHaveText(said);
}

/** Records the GetSearchSuggestions requests the page sends (the query variable of each). */
export function recordSuggestionRequests(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const call = graphqlCall(request);
    if (call?.operationName !== 'GetSearchSuggestions') return;
    queries.push(typeof call.variables['query'] === 'string' ? call.variables['query'] : '');
  });
  return queries;
}

/** What the header must list for `query` (a visitor): the API's answer through the machine's limits, in `locale`'s language (default English). */
export async function expectedSuggestions(request: APIRequestContext, query: string, locale?: string): Promise<SearchSuggestions> {
  const answer = await request.post('/graphql', {
    data: {
      operationName: 'GetSearchSuggestions',
      query: print(GetSearchSuggestionsDocument),
      variables: buildSuggestionVariables({ query, loggedIn: false, flagOn: false }),
    },
    headers: { 'content-type': 'application/json', cookie: 'masthead_persona=guest', ...(locale ? { 'accept-language': locale } : {}) },
  });
  const body = (await answer.json()) as { data: unknown };
  return normalizeSuggestions(body.data as Parameters<typeof normalizeSuggestions>[0]);
}

// ---------- The empty box's rows: recent and popular searches (issue 23) ----------

export type SearchVariant = 'desktop' | 'mobile';
/** The few names the search helpers look for, in the page's language (the header's resolved messages). */
export interface SearchNames {
  /** The search icon's and the phone overlay's name. */
  search: string;
  /** The listbox's name. */
  searchSuggestions: string;
}
const ENGLISH_SEARCH: SearchNames = { search: 'Search', searchSuggestions: 'Search suggestions' };

/** The phone's search overlay (the dialog the bar's search icon opens). */
export function searchOverlay(page: Page, names: SearchNames = ENGLISH_SEARCH): Locator {
  return page.getByRole('dialog', { name: names.search });
}

/** The search box of `variant`: the header's input on desktop, the overlay's on the phone. */
export function searchInput(page: Page, variant: SearchVariant, names: SearchNames = ENGLISH_SEARCH): Locator {
  return variant === 'mobile' ? searchOverlay(page, names).locator('input[name="query"]') : searchBox(page);
}

/** The open list of `variant`'s box (suggestions, or the empty box's rows), by its name. */
export function searchList(page: Page, variant: SearchVariant, names: SearchNames = ENGLISH_SEARCH): Locator {
  return (variant === 'mobile' ? searchOverlay(page, names) : banner(page)).getByRole('listbox', { name: names.searchSuggestions });
}

/**
 * Focuses the empty search box as a person does: a click in it on desktop, the bar's search icon on the
 * phone (the overlay opens with the box focused). Returns the box.
 */
export async function focusSearchBox(page: Page, variant: SearchVariant, names: SearchNames = ENGLISH_SEARCH): Promise<Locator> {
  const box = searchInput(page, variant, names);
  if (variant === 'mobile') {
    await banner(page).getByRole('button', { name: names.search, exact: true }).click();
    await expect(searchOverlay(page, names)).toBeVisible();
  } else {
    await box.click();
  }
  await expect(box).toBeFocused();
  return box;
}

/** The text of the option the box's aria-activedescendant points at (its visible label), or null while the input itself is active. */
export async function activeOptionLabel(box: Locator): Promise<string | null> {
  return box.evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    if (!id) return null;
    const label = document.getElementById(id)?.querySelector('.mh-search__label')?.textContent ?? null;
    return label === null ? null : label.replace(/,$/, '');
  });
}

/**
 * Submits `text` from the header's box as a person does once the header is working: focus the empty box
 * (its rows open: the search machine runs and knows whose searches these are), type, Enter; waits for
 * the results page of exactly that text.
 */
export async function submitSearch(page: Page, variant: SearchVariant, text: string): Promise<void> {
  const box = await focusSearchBox(page, variant);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.pressSequentially(text, { delay: 30 });
  await expect(box).toHaveValue(text);
  await Promise.all([page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === text), box.press('Enter')]);
}

/** The popular searches the header must show (before recent ones take their place): the API's GetPopularSearches answer in `locale`'s language, through the header's own checks. */
export async function expectedPopularSearches(request: APIRequestContext, locale?: string): Promise<ReturnType<typeof normalizePopular>> {
  const answer = await request.post('/graphql', {
    data: { operationName: 'GetPopularSearches', query: print(GetPopularSearchesDocument) },
    headers: { 'content-type': 'application/json', cookie: 'masthead_persona=guest', ...(locale ? { 'accept-language': locale } : {}) },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: unknown };
  return normalizePopular(body.data);
}

/** Makes this page's GetPopularSearches answer an empty list, or fail (a network error): the empty box then has no popular rows. */
export async function answerPopularSearches(page: Page, answer: 'empty' | 'failed'): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('/graphql'),
    (route) => {
      if (graphqlCall(route.request())?.operationName !== 'GetPopularSearches') return route.fallback();
      if (answer === 'failed') return route.abort('failed');
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: { popularSearches: [] } }) });
    },
  );
}

/**
 * Records every layout shift of an element inside the banner from the page's first frame on (call before
 * `goto`); `bannerShifts` reads them ("tag.classes: text" each).
 */
export async function watchBannerShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { __bannerShifts: string[] }).__bannerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ sources?: Array<{ node?: Node | null }> }>) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('header')) shifts.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')}: ${element.textContent?.trim()}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function bannerShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __bannerShifts: string[] }).__bannerShifts);
}
