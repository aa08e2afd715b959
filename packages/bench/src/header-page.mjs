#!/usr/bin/env node
// The header as a whole, on the web app's core page, in Chromium: layout shift caused by the header
// during load, the time from clicking the bell to the drawer's first painted card (20 and 1,000 loaded
// notifications), DOM nodes in the drawer at 1,000, the time from focusing the empty search box to its
// first painted row (recent and popular searches, issue 23), and Lighthouse 12 scores for desktop and
// mobile.
//
// Starts the embedded API and the web server in-process (as apps/web/e2e/serve.ts does) after building
// the web app's client bundle with apps/web/scripts/build.mjs. A figure whose UI is missing from the
// tree is reported as not available, with the reason, and the rest carries on.
//
//   tsx header-page.mjs [--repeat=3] [--throttle=4] [--no-lighthouse] [--big=1000] [--only=search-rows]
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { BELL_CASES, bellCaseName } from './lib/bell-cases.mjs';
import { SEARCH_ROWS_CASES, SEARCH_ROWS_GOAL_MS, searchRowsCaseName } from './lib/search-rows-cases.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ROOT_DIR, isMain, max, median, parseArgs, round, sleep, table } from './lib/util.mjs';

/** In-page recorder: layout shifts (with whether each source sits in the banner), long tasks, the bell's click and the first card's paint. */
export const PAGE_SCRIPT = () => {
  const state = { shifts: [], longtasks: [], lastLongTaskEnd: 0, click: null, firstCard: null, bannerAtStart: null };
  const inBanner = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    return !!(el && el.closest('header, [role="banner"]'));
  };
  const describe = (node) => {
    const el = node && (node.nodeType === 1 ? node : node.parentElement);
    if (!el) return null;
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.shifts.push({
          value: e.value,
          startTime: e.startTime,
          hadRecentInput: e.hadRecentInput,
          sources: (e.sources ?? []).map((s) => ({ inBanner: inBanner(s.node), node: describe(s.node), previous: s.previousRect?.toJSON?.(), current: s.currentRect?.toJSON?.() })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser: the figure stays empty rather than the page breaking.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        state.lastLongTaskEnd = Math.max(state.lastLongTaskEnd, e.startTime + e.duration);
        state.longtasks.push({ startTime: e.startTime, duration: e.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task entries in this browser: none are counted.
  }
  const visibleBanner = () => [...document.querySelectorAll('header, [role="banner"]')].find((el) => el.getClientRects().length > 0);
  // Banner size changes (a header that grows pushes the page down: the moved nodes are then outside it).
  state.bannerResizes = [];
  document.addEventListener('DOMContentLoaded', () => {
    const b = visibleBanner();
    state.bannerAtStart = b ? b.getBoundingClientRect().toJSON() : null;
    const seen = new WeakSet();
    const ro = new ResizeObserver((entries) => {
      for (const entry of entries) {
        if (!seen.has(entry.target)) {
          seen.add(entry.target);
          continue;
        }
        state.bannerResizes.push({ t: performance.now(), height: entry.contentRect.height });
      }
    });
    for (const el of document.querySelectorAll('header, [role="banner"]')) ro.observe(el);
  });
  // The bell: a button whose accessible name starts with 'Notifications' (aria-label here).
  const isBell = (target) => {
    const button = target instanceof Element ? target.closest('button') : null;
    return !!(button && /^Notifications/.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
  };
  document.addEventListener('click', (event) => {
    if (state.click === null && event.isTrusted && isBell(event.target)) state.click = event.timeStamp;
  }, { capture: true });
  // The click's own Event Timing entry (Interaction to Next Paint counts this duration).
  state.clickDuration = null;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.name === 'click' && state.clickDuration === null && state.click !== null && Math.abs(e.startTime - state.click) < 1) state.clickDuration = e.duration;
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  } catch {
    // No Event Timing here: the figure stays empty.
  }
  // A card: an item of a list inside the open drawer dialog (or the header's card class), with a box.
  // The attribute checks come first: while the drawer is closed (cards drawn into it ahead) nothing here
  // makes the browser lay the page out, which would be the bench's work, not the page's.
  const CARD = '.mh-ncard, dialog[open] li, [role="dialog"] li';
  const shown = (el) => el.closest('dialog')?.open !== false && !el.closest('[hidden]') && el.getClientRects().length > 0;
  const watch = new MutationObserver(() => {
    if (state.click === null || state.firstCard !== null) return;
    const card = [...document.querySelectorAll(CARD)].find((el) => shown(el) && (el.textContent ?? '').trim() !== '');
    if (!card) return;
    state.firstCard = { foundAt: performance.now(), paintAt: null };
    requestAnimationFrame(() => setTimeout(() => { state.firstCard.paintAt = performance.now(); }, 0));
  });
  document.addEventListener('DOMContentLoaded', () => watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['open', 'hidden', 'class'] }));
  window.__hp = {
    state,
    quiet(quietMs = 500, timeoutMs = 10000) {
      const began = performance.now();
      return new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          if (now - Math.max(state.lastLongTaskEnd, began) >= quietMs || now - began >= timeoutMs) resolve(now - began);
          else setTimeout(check, 50);
        };
        check();
      });
    },
    banner() {
      const b = visibleBanner();
      return b ? b.getBoundingClientRect().toJSON() : null;
    },
  };
};

// --- servers ---------------------------------------------------------------------------------------------

/** Builds the web app's client (apps/web/scripts/build.mjs), as `npm start` and the e2e tests do. */
export function buildWebClient() {
  const r = spawnSync(process.execPath, [`${ROOT_DIR}apps/web/scripts/build.mjs`], { cwd: `${ROOT_DIR}apps/web`, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`the web app's client did not build: ${(r.stderr || r.stdout).trim().split('\n').slice(0, 4).join(' ')}`);
}

/** The embedded API and the web app, in this process (see apps/web/e2e/serve.ts). */
export async function startServers() {
  const { createApiServer } = await import('@masthead/api');
  const { createWebServer } = await import(pathToFileURL(`${ROOT_DIR}apps/web/src/server/server.ts`).href);
  const api = await createApiServer({ port: 0 });
  const web = createWebServer({ graphqlUrl: api.url, port: 0 });
  const origin = (await web.listen()).replace(/\/$/, '');
  return { api, web, origin, close: async () => { await web.close(); await api.close(); } };
}

/** In a page that must not reach its idle time (see measureChunksOnce): idle callbacks never run. */
const HOLD_IDLE = () => {
  window.requestIdleCallback = () => 0;
  window.cancelIdleCallback = () => {};
};

async function freshPage(browser, { viewport, throttle, isMobile = false, holdIdle = false }) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1 });
  await context.addInitScript(PAGE_SCRIPT);
  if (holdIdle) await context.addInitScript(HOLD_IDLE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page };
}

// --- layout shift ----------------------------------------------------------------------------------------

/** CLS of the page during load and hydration, and the part whose shifted elements are in the banner. */
async function measureCls(browser, origin, { persona, variant, viewport, isMobile, throttle }) {
  const { context, page } = await freshPage(browser, { viewport, throttle, isMobile });
  try {
    await page.goto(`${origin}/?persona=${persona}`, { waitUntil: 'load' });
    await page.evaluate(() => window.__hp.quiet(1000, 10000));
    const { shifts, bannerAtStart, bannerResizes } = await page.evaluate(() => window.__hp.state);
    const bannerAtEnd = await page.evaluate(() => window.__hp.banner());
    const counted = shifts.filter((s) => !s.hadRecentInput);
    const total = counted.reduce((a, s) => a + s.value, 0);
    // The header's doing: a shifted node inside the banner, or a banner that resized in the same frame or so.
    const byHeader = (s) => s.sources.some((src) => src.inBanner) || bannerResizes.some((r) => Math.abs(r.t - s.startTime) < 100);
    const header = counted.filter(byHeader).reduce((a, s) => a + s.value, 0);
    return {
      persona,
      variant,
      cls: round(total, 4),
      headerCls: round(header, 4),
      shifts: counted.length,
      bannerResizes: bannerResizes.length,
      bannerHeightChange: bannerAtStart && bannerAtEnd ? round(bannerAtEnd.height - bannerAtStart.height, 1) : null,
      sources: [...new Set(counted.flatMap((s) => s.sources.map((src) => `${src.inBanner ? 'banner ' : ''}${src.node}`)))].slice(0, 8),
    };
  } finally {
    await context.close();
  }
}

// --- the bell and the drawer -----------------------------------------------------------------------------

const operationOf = (request) => {
  try {
    return JSON.parse(request.postData() ?? '').operationName ?? null;
  } catch {
    return null;
  }
};

/** Answers the first GetNotifications with `size` notifications (the real first page, repeated with new ids). */
async function serveBigPage(page, size) {
  let served = 0;
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== 'GetNotifications') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const connection = body?.data?.viewer?.notifications;
    if (!connection || served > 0) {
      // Later pages: nothing more, so the list ends at `size`.
      if (connection) {
        connection.edges = [];
        connection.pageInfo = { ...connection.pageInfo, hasNextPage: false };
      }
      return route.fulfill({ response, json: body });
    }
    const seed = connection.edges;
    connection.edges = Array.from({ length: size }, (_, i) => {
      const edge = seed[i % seed.length];
      const id = `${edge.node.id}-bench${i}`;
      return { ...edge, cursor: `bench-${i}`, node: { ...edge.node, id } };
    });
    connection.count = Math.max(connection.count ?? 0, size);
    connection.pageInfo = { ...connection.pageInfo, startCursor: 'bench-0', endCursor: `bench-${size - 1}`, hasNextPage: false };
    served += 1;
    return route.fulfill({ response, json: body });
  });
}

/**
 * Presses the bell once (fresh page, 4× CPU) and times the drawer's first painted card, for `persona`
 * (a member has one feed, a teacher two). `keyboard`: the intent-less case, Enter on the bell right after
 * load (focus moved there by script, no pointer, no idle time). `pressAt`: a pointer click that many ms
 * after the load event, whatever the page is still doing then (no hover before it but the click's own
 * move). Otherwise a pointer click once the page is quiet.
 */
async function measureBellOnce(browser, servers, { loaded, throttle, keyboard = false, persona = 'member', pressAt = null }) {
  await servers.api.reset();
  const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle });
  try {
    if (loaded > 20) await serveBigPage(page, loaded);
    await page.goto(`${servers.origin}/?persona=${persona}&variant=desktop`, { waitUntil: 'load' });
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    if ((await bell.count()) === 0) return { available: false, reason: "no button named 'Notifications…' in the banner" };
    // Found before the press: a locator's click first runs Playwright's role queries and actionability
    // checks in the page, on its main thread at the bench's CPU rate, so a press asked for 1.5 s after
    // load landed 0.3-0.4 s later, when more of the drawer had been warmed. A person's click does none of
    // that: the press is the mouse's own, at the button's centre, when it is asked for.
    const bellElement = await bell.first().elementHandle();
    if (pressAt !== null) {
      await page.evaluate((after) => {
        const loadedAt = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
        return new Promise((resolve) => setTimeout(resolve, Math.max(0, loadedAt + after - performance.now())));
      }, pressAt);
    } else if (!keyboard) await page.evaluate(() => window.__hp.quiet(500, 10000));
    if (keyboard) {
      await bell.first().focus();
      await page.keyboard.press('Enter');
    } else {
      const box = await bellElement?.boundingBox();
      if (!box) return { available: false, reason: 'the bell left the page before it was pressed' };
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    }
    const drawer = page.getByRole('dialog');
    try {
      await page.waitForFunction(() => window.__hp.state.firstCard?.paintAt != null, null, { timeout: 30000 });
    } catch {
      return { available: false, reason: 'the drawer showed no card within 30 s' };
    }
    const { click, firstCard, clickDuration } = await page.evaluate(() => window.__hp.state);
    await page.evaluate(() => window.__hp.quiet(500, 15000));
    const dom = await drawer.first().evaluate((el) => ({
      nodes: el.querySelectorAll('*').length,
      cards: el.querySelectorAll('.mh-ncard, li').length,
    }));
    return { available: true, firstCardMs: firstCard.paintAt - click, clickMs: clickDuration, drawerNodes: dom.nodes, drawerCards: dom.cards };
  } finally {
    await context.close();
  }
}

export async function measureBell(browser, servers, { loaded, repeat, throttle, keyboard = false, persona = 'member', pressAt = null }) {
  const runs = [];
  for (let i = 0; i < repeat; i += 1) {
    const r = await measureBellOnce(browser, servers, { loaded, throttle, keyboard, persona, pressAt });
    if (!r.available) return { loaded, keyboard, persona, pressAt, available: false, reason: r.reason };
    runs.push(r);
  }
  const times = runs.map((r) => r.firstCardMs);
  const clicks = runs.map((r) => r.clickMs).filter((t) => typeof t === 'number');
  return {
    loaded,
    keyboard,
    persona,
    pressAt,
    available: true,
    repeat,
    firstCardMs: { median: round(median(times)), max: round(max(times)), all: times.map((t) => round(t)) },
    // Event Timing's duration of the click (entries under 16 ms are not reported: counted as 16).
    clickMs: { median: round(median(runs.map((r) => r.clickMs ?? 16))), max: round(max(runs.map((r) => r.clickMs ?? 16))), reported: clicks.length },
    drawerNodes: runs.at(-1).drawerNodes,
    drawerCards: runs.at(-1).drawerCards,
  };
}

// --- Browse: the machine's reference -------------------------------------------------------------------

/**
 * Opening Browse (a disclosure of links, no data to wait for) on a member's quiet page, timed as the bell
 * is: from the click's timestamp to the frame after the first link of the open panel shows. Not a goal: the
 * issue set the bell's 150 ms beside "opening Browse takes 60–99 ms" on its machine, so this figure says
 * how this machine compares with that one.
 */
async function measureBrowseOnce(browser, servers, { throttle }) {
  const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle });
  try {
    await page.goto(`${servers.origin}/?persona=member&variant=desktop`, { waitUntil: 'load' });
    const browse = page.getByRole('banner').getByRole('button', { name: 'Browse', exact: true });
    if ((await browse.count()) === 0) return { available: false, reason: "no button named 'Browse' in the banner" };
    const handle = await browse.first().elementHandle();
    await page.evaluate(() => window.__hp.quiet(500, 10000));
    await page.evaluate((button) => {
      const marks = (window.__browse = { click: null, paintAt: null });
      document.addEventListener('click', (event) => {
        if (marks.click === null && event.isTrusted && button.contains(event.target)) marks.click = event.timeStamp;
      }, { capture: true });
      const watch = new MutationObserver(() => {
        const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
        if (marks.click === null || marks.paintAt !== null || button.getAttribute('aria-expanded') !== 'true' || !panel) return;
        const link = [...panel.querySelectorAll('a')].find((a) => a.getClientRects().length > 0 && (a.textContent ?? '').trim() !== '');
        if (!link) return;
        watch.disconnect();
        requestAnimationFrame(() => setTimeout(() => { marks.paintAt = performance.now(); }, 0));
      });
      watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    }, handle);
    const box = await handle.boundingBox();
    if (!box) return { available: false, reason: 'Browse left the page before it was pressed' };
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    try {
      await page.waitForFunction(() => window.__browse.paintAt !== null, null, { timeout: 15000 });
    } catch {
      return { available: false, reason: 'Browse showed no link within 15 s' };
    }
    return { available: true, ms: await page.evaluate(() => window.__browse.paintAt - window.__browse.click) };
  } finally {
    await context.close();
  }
}

async function measureBrowse(browser, servers, { repeat, throttle }) {
  const times = [];
  for (let i = 0; i < repeat; i += 1) {
    const r = await measureBrowseOnce(browser, servers, { throttle });
    if (!r.available) return r;
    times.push(r.ms);
  }
  return { available: true, repeat, firstLinkMs: { median: round(median(times)), max: round(max(times)), all: times.map((t) => round(t)) } };
}

// --- the first-use chunks --------------------------------------------------------------------------------

/**
 * The two first-use chunks at `throttle`× CPU, each on a page that has not loaded it ahead: the interaction
 * chunk on a visitor's page (a member's page loads it once idle, for the live bell), from the pointer
 * entering the header to the search box working as a combobox (fetched, evaluated, its machine started);
 * the cards chunk on a member's page whose idle time has not come (idle callbacks held back: a member's
 * page warms the drawer once idle), as a press before then finds it, from the pointer entering the bell
 * to the chunk fetched.
 */
async function measureChunksOnce(browser, servers, { throttle }) {
  await servers.api.reset();
  const quietPage = async (persona, measure, { holdIdle = false } = {}) => {
    const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle, holdIdle });
    try {
      await page.goto(`${servers.origin}/?persona=${persona}&variant=desktop`, { waitUntil: 'load' });
      await page.evaluate(() => window.__hp.quiet(500, 10000));
      return await measure(page);
    } finally {
      await context.close();
    }
  };
  const interaction = await quietPage('guest', async (page) => {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    if ((await box.count()) === 0) return { available: false, reason: "no search box in a visitor's banner" };
    await page.evaluate(() => {
      const marks = (window.__chunks = { header: null, combobox: null });
      document.addEventListener('pointerover', (event) => {
        if (marks.header === null && event.target.closest?.('header')) marks.header = event.timeStamp;
      }, true);
      new MutationObserver(() => {
        if (marks.combobox === null && document.querySelector('header [role="combobox"]')) marks.combobox = performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['role'], childList: true });
    });
    await box.first().hover();
    await page.waitForFunction(() => window.__chunks.combobox !== null, null, { timeout: 30000 });
    return { available: true, ms: await page.evaluate(() => window.__chunks.combobox - window.__chunks.header) };
  });
  if (!interaction.available) return interaction;
  const cards = await quietPage('expired', async (page) => {
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    if ((await bell.count()) === 0) return { available: false, reason: "no bell in a member's banner" };
    if (await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('notifications-lazy')))) {
      return { available: false, reason: 'the cards chunk was loaded before the bell was used' };
    }
    await page.evaluate(() => {
      window.__chunks = { bell: null };
      document.addEventListener('pointerover', (event) => {
        if (window.__chunks.bell === null && event.target.closest?.('button[aria-label^="Notifications"]')) window.__chunks.bell = event.timeStamp;
      }, true);
    });
    await bell.first().hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('notifications-lazy') && e.responseEnd > 0), null, { timeout: 30000 });
    return {
      available: true,
      ms: await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('notifications-lazy')).responseEnd - window.__chunks.bell),
    };
  }, { holdIdle: true });
  if (!cards.available) return cards;
  return { available: true, interactionMs: interaction.ms, cardsMs: cards.ms };
}

async function measureChunks(browser, servers, { repeat, throttle }) {
  const runs = [];
  for (let i = 0; i < repeat; i += 1) {
    const r = await measureChunksOnce(browser, servers, { throttle });
    if (!r.available) return r;
    runs.push(r);
  }
  const summary = (values) => ({ median: round(median(values)), max: round(max(values)) });
  return { available: true, repeat, interaction: summary(runs.map((r) => r.interactionMs)), cards: summary(runs.map((r) => r.cardsMs)) };
}

// --- the empty search box's first row (issue 23) ---------------------------------------------------------

/**
 * In-page recorder of the empty box's rows: once armed, the first trusted press (pointerdown, the mouse's
 * or a finger's) and the moment the first row of the open list has been painted: found visible by a
 * mutation observer, then `requestAnimationFrame` + `setTimeout`, i.e. the frame showing it produced
 * (as for the bell's first card). A row is an option of a listbox that is open (not `hidden`, not the
 * primed popup built ahead of the first key) and visible, with text.
 */
export const SEARCH_ROWS_SCRIPT = () => {
  const state = { armed: false, pressAt: null, focusAt: null, row: null };
  const visibleRow = () =>
    [...document.querySelectorAll('[role="listbox"] [role="option"]')].find((el) => {
      const listbox = el.closest('[role="listbox"]');
      return !listbox.hidden && !listbox.hasAttribute('data-primed') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && (el.textContent ?? '').trim() !== '';
    }) ?? null;
  document.addEventListener('pointerdown', (event) => {
    if (state.armed && state.pressAt === null && event.isTrusted) state.pressAt = event.timeStamp;
  }, { capture: true });
  document.addEventListener('focusin', (event) => {
    if (state.pressAt !== null && state.focusAt === null && event.target instanceof HTMLInputElement && event.target.name === 'query') state.focusAt = event.timeStamp;
  }, { capture: true });
  const watch = new MutationObserver(() => {
    if (state.pressAt === null || state.row !== null || visibleRow() === null) return;
    state.row = { foundAt: performance.now(), paintAt: null };
    requestAnimationFrame(() => setTimeout(() => { state.row.paintAt = performance.now(); }, 0));
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'style', 'class', 'open', 'data-primed', 'aria-expanded'] }),
  );
  window.__rows = {
    state,
    visible: () => visibleRow() !== null,
    /** The box's polite live region has said how many rows there are (it does once the popular searches answered or failed). */
    settled: () => /\d/.test(document.querySelector('.mh-searchbox [role="status"][aria-live="polite"]')?.textContent ?? ''),
    arm() {
      state.armed = true;
    },
    /** The open list's groups and their rows (a check that the rows are the ones meant). */
    shown() {
      const listbox = visibleRow()?.closest('[role="listbox"]');
      if (!listbox) return [];
      return [...listbox.querySelectorAll('[role="group"]')].map((group) => ({
        group: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
        rows: group.querySelectorAll('[role="option"]').length,
      }));
    },
  };
};

/** Two recent searches of a visitor, as the header stores them (through header-core's own store), for a returning visitor's page. */
async function storedRecentSearches(queries) {
  const { RECENT_SEARCHES_KEY, recentSearchesOwner, rememberRecentSearch } = await import('@masthead/header-core/machines');
  const memory = new Map();
  const storage = { get: (key) => memory.get(key) ?? null, set: (key, value) => void memory.set(key, value), remove: (key) => void memory.delete(key) };
  for (const query of queries) rememberRecentSearch(storage, recentSearchesOwner(null), query);
  return { key: RECENT_SEARCHES_KEY, value: memory.get(RECENT_SEARCHES_KEY) };
}

/**
 * Focuses the empty search box once (fresh page, `throttle`× CPU) and times its first painted row, for a
 * returning visitor (two recent searches on the device; the popular searches from the API fill the
 * five rows). Desktop: a click in the box. Phone (390 × 844, touch): a tap on the bar's search icon,
 * which opens the overlay with the box focused. Timed from the box taking focus (its `focusin`) to the
 * frame after the first row shows, the issue's figure, and from the press (pointerdown): on desktop the
 * box takes focus in the press's own task, on the phone the overlay opens first.
 *
 * `warm`: the page has used the box once before the measured press. Loaded, quiet for 500 ms, then the
 * box is focused as above (the interaction chunk loads and runs, the search machine starts, the popular
 * searches are fetched once and kept, the rows are drawn and laid out a first time) and left (a click
 * outside; on the phone the overlay's Cancel), and the page is quiet again: what a visitor who has
 * searched on this page, or focused the box and changed their mind, finds. Nothing else is prepared.
 * On desktop the pointer then rests on the box before the press. Without `warm`, the measured press is
 * the page's first use of the box (quiet page, nothing loaded, the pointer arriving and pressing at
 * once: the chunk, the machine and the popular request are all on the way to the first row).
 */
async function measureSearchRowsOnce(browser, servers, { throttle, variant, warm, recent }) {
  const mobile = variant === 'mobile';
  const viewport = mobile ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const { context, page } = await freshPage(browser, { viewport, throttle, isMobile: mobile });
  try {
    await context.addInitScript(SEARCH_ROWS_SCRIPT);
    await context.addInitScript(({ key, value }) => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // No storage: no recent rows, the popular ones still show.
      }
    }, recent);
    await page.goto(`${servers.origin}/?persona=guest&variant=${variant}`, { waitUntil: 'load' });
    await page.evaluate(() => window.__hp.quiet(500, 10000));
    const banner = page.getByRole('banner');
    const target = (mobile ? banner.getByRole('button', { name: 'Search', exact: true }) : banner.locator('input[name="query"]')).first();
    if ((await target.count()) === 0) return { available: false, reason: mobile ? "no button named 'Search' in the banner" : 'no search box in the banner' };
    const press = () => (mobile ? target.tap() : target.click());
    if (warm) {
      await press();
      try {
        // Settled: the popular searches answered (the polite region counts the rows only then). Leaving
        // earlier would abort their request, and the measured focus would ask again.
        await page.waitForFunction(() => window.__rows.visible() && window.__rows.settled(), null, { timeout: 30000 });
      } catch {
        return { available: false, reason: 'the empty box showed no row within 30 s' };
      }
      if (mobile) await page.getByRole('dialog', { name: 'Search' }).getByRole('button', { name: 'Cancel' }).tap();
      else await page.mouse.click(viewport.width - 80, viewport.height - 100);
      await page.waitForFunction(() => !window.__rows.visible(), null, { timeout: 10000 });
      await page.evaluate(() => window.__hp.quiet(500, 10000));
    }
    // On a warm desktop page the pointer is over the box before the press (as a person's is: a click
    // follows the pointer's arrival by far more than a frame), so the press is timed, not the hover's
    // own handling; a first use is the pointer's arrival and the press at once.
    const hoverFirst = warm && !mobile;
    if (hoverFirst) {
      await target.hover();
      await page.evaluate(() => window.__hp.quiet(300, 5000));
    }
    await page.evaluate(() => window.__rows.arm());
    if (hoverFirst) {
      await page.mouse.down();
      await page.mouse.up();
    } else {
      await press();
    }
    try {
      await page.waitForFunction(() => window.__rows.state.row?.paintAt != null, null, { timeout: 30000 });
    } catch {
      return { available: false, reason: 'the empty box showed no row within 30 s' };
    }
    const { pressAt, focusAt, row } = await page.evaluate(() => window.__rows.state);
    // Settled (the popular answer in, on a first use): what the list shows.
    await page.evaluate(() => window.__hp.quiet(500, 10000));
    const shown = await page.evaluate(() => window.__rows.shown());
    if (focusAt === null) return { available: false, reason: 'the search box never took focus' };
    return { available: true, firstRowMs: row.paintAt - focusAt, fromPressMs: row.paintAt - pressAt, focusMs: focusAt - pressAt, shown };
  } finally {
    await context.close();
  }
}

/** Every case of SEARCH_ROWS_CASES, `repeat` fresh pages each: median and slowest of focus → first painted row (and from the press). */
export async function measureSearchRows(browser, servers, { repeat, throttle, cases = SEARCH_ROWS_CASES }) {
  const recent = await storedRecentSearches(['ink drawing', 'gouache']);
  const out = [];
  for (const searchCase of cases) {
    const runs = [];
    let failed = null;
    for (let i = 0; i < repeat && failed === null; i += 1) {
      const r = await measureSearchRowsOnce(browser, servers, { ...searchCase, throttle, recent });
      if (r.available) runs.push(r);
      else failed = r.reason;
    }
    if (failed !== null) {
      out.push({ ...searchCase, available: false, reason: failed });
      continue;
    }
    const summary = (values) => ({ median: round(median(values)), max: round(max(values)), all: values.map((t) => round(t)) });
    out.push({
      ...searchCase,
      available: true,
      repeat,
      // The issue's figure: from the box taking focus to the first painted row.
      firstRowMs: summary(runs.map((r) => r.firstRowMs)),
      // From the press: on desktop the same task (the input delay apart), on the phone the overlay opens first.
      fromPressMs: summary(runs.map((r) => r.fromPressMs)),
      focusMs: round(median(runs.map((r) => r.focusMs))),
      shown: runs.at(-1).shown,
    });
  }
  return out;
}

// --- Lighthouse ------------------------------------------------------------------------------------------

/** Lighthouse 12 through its node API, in Debian's Chromium launched by chrome-launcher with the project's flags. */
export async function runLighthouse(url, formFactor) {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 0.9)
        .map((ref) => ref.id);
    return {
      formFactor,
      lighthouse: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: {
        fcpMs: round(audit('first-contentful-paint')),
        lcpMs: round(audit('largest-contentful-paint')),
        tbtMs: round(audit('total-blocking-time')),
        cls: round(audit('cumulative-layout-shift'), 4),
        speedIndexMs: round(audit('speed-index')),
      },
      below90: { performance: failing('performance'), accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
      // What Lighthouse says would save the most (estimated ms), for the closing note.
      opportunities: Object.values(lhr.audits)
        .filter((a) => (a.details?.overallSavingsMs ?? 0) > 0 || (a.metricSavings?.LCP ?? 0) > 0 || (a.metricSavings?.FCP ?? 0) > 0)
        .map((a) => ({ id: a.id, savingsMs: round(Math.max(a.details?.overallSavingsMs ?? 0, a.metricSavings?.LCP ?? 0, a.metricSavings?.FCP ?? 0)), display: a.displayValue ?? null }))
        .sort((a, b) => b.savingsMs - a.savingsMs)
        .slice(0, 5),
      // What blocked the main thread: Lighthouse's long tasks (simulated) by script.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({ url: String(i.url ?? '').replace(/^.*\//, ''), startMs: round(i.startTime), durationMs: round(i.duration) })),
      runWarnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

// --- all of it -------------------------------------------------------------------------------------------

export async function runHeaderPage(options = {}) {
  const opts = { repeat: 3, throttle: 4, lighthouse: true, big: 1000, log: console.log, ...options };
  const t0 = Date.now();
  // `only: 'search-rows'`: the empty search box's cases alone (no layout shift, chunks, bell or Lighthouse).
  const rowsOnly = opts.only === 'search-rows';
  const out = { settings: { repeat: opts.repeat, cpuThrottle: opts.throttle, big: opts.big }, cls: [], bell: [], searchRows: [], lighthouse: [], notAvailable: [] };
  try {
    buildWebClient();
  } catch (error) {
    out.notAvailable.push(String(error.message));
    out.seconds = Math.round((Date.now() - t0) / 1000);
    return out;
  }
  const servers = await startServers();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    for (const [variant, viewport, isMobile] of rowsOnly ? [] : [['desktop', { width: 1280, height: 800 }, false], ['mobile', { width: 390, height: 844 }, true]]) {
      for (const persona of ['guest', 'teacher']) {
        const r = await measureCls(browser, servers.origin, { persona, variant, viewport, isMobile, throttle: opts.throttle });
        out.cls.push(r);
        opts.log(`[header] CLS ${variant} ${persona}: page ${r.cls}, header ${r.headerCls} (${r.shifts} shifts)`);
      }
    }
    out.chunks = rowsOnly ? { available: false, reason: 'not measured (--only=search-rows)' } : await measureChunks(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
    if (!rowsOnly) opts.log(out.chunks.available ? `[header] first-use chunks: interaction ready ${out.chunks.interaction.median} ms after the pointer, cards fetched ${out.chunks.cards.median} ms after the bell's intent` : `[header] first-use chunks: not available (${out.chunks.reason})`);
    if (!out.chunks.available && !rowsOnly) out.notAvailable.push(`first-use chunks: ${out.chunks.reason}`);
    for (const bellCase of rowsOnly ? [] : BELL_CASES(opts.big)) {
      const r = await measureBell(browser, servers, { ...bellCase, repeat: opts.repeat, throttle: opts.throttle });
      out.bell.push(r);
      const name = bellCaseName(r);
      opts.log(r.available ? `[header] bell → first card with ${name}: ${r.firstCardMs.median} ms median, click ${r.clickMs.median} ms, ${r.drawerNodes} nodes in the drawer` : `[header] bell with ${name}: not available (${r.reason})`);
      if (!r.available) out.notAvailable.push(`bell → first card (${name}): ${r.reason}`);
    }
    if (!rowsOnly) {
      out.browse = await measureBrowse(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
      opts.log(out.browse.available ? `[header] Browse → first painted link (the machine's reference): ${out.browse.firstLinkMs.median} ms median` : `[header] Browse: not available (${out.browse.reason})`);
      if (!out.browse.available) out.notAvailable.push(`Browse → first link: ${out.browse.reason}`);
    }
    out.searchRows = await measureSearchRows(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
    for (const r of out.searchRows) {
      const name = searchRowsCaseName(r);
      opts.log(r.available ? `[header] focus → first painted row, ${name}: ${r.firstRowMs.median} ms median (max ${r.firstRowMs.max}; from the press ${r.fromPressMs.median} ms)` : `[header] focus → first row, ${name}: not available (${r.reason})`);
      if (!r.available) out.notAvailable.push(`focus → first row (${name}): ${r.reason}`);
    }
  } finally {
    await browser.close();
  }
  try {
    if (opts.lighthouse && !rowsOnly) {
      for (const formFactor of ['desktop', 'mobile']) {
        try {
          const r = await runLighthouse(`${servers.origin}/?persona=guest`, formFactor);
          out.lighthouse.push(r);
          opts.log(`[header] Lighthouse ${formFactor}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}`);
        } catch (error) {
          out.lighthouse.push({ formFactor, error: String(error.message ?? error).slice(0, 300) });
          out.notAvailable.push(`Lighthouse ${formFactor}: ${String(error.message ?? error).slice(0, 200)}`);
        }
      }
    }
  } finally {
    await servers.close();
  }
  out.goals = {};
  if (out.cls.length > 0) {
    out.goals.headerClsZero = { target: 0, worst: Math.max(...out.cls.map((c) => c.headerCls ?? 0)), met: out.cls.every((c) => c.headerCls === 0 && (c.bannerHeightChange ?? 0) === 0) };
  }
  // Issue 23: focus → first painted row of the empty box ≤ 100 ms median at 4× CPU on a warm page
  // (desktop and the phone's overlay); the first use of the box is reported, not a goal.
  const warmRows = out.searchRows.filter((r) => r.warm);
  if (warmRows.length > 0) {
    const worst = Math.max(...warmRows.map((r) => (r.available ? r.firstRowMs.median : Infinity)));
    out.goals.searchFirstRow = { target: SEARCH_ROWS_GOAL_MS, worst: Number.isFinite(worst) ? worst : null, met: warmRows.every((r) => r.available) && worst <= SEARCH_ROWS_GOAL_MS };
  }
  // Issues 12 and 25: bell → first painted card ≤ 150 ms median for every pointer case (20 and 1,000
  // loaded, a member and a teacher 1.5 s after load), and the click's own Event Timing duration under 100 ms.
  const clicked = out.bell.filter((b) => b.available && !b.keyboard);
  if (clicked.length > 0) {
    const worst = Math.max(...clicked.map((b) => b.firstCardMs.median));
    out.goals.bellFirstCard = { target: 150, worst, met: clicked.length === BELL_CASES(opts.big).filter((c) => !c.keyboard).length && worst <= 150 };
    const click = Math.max(...clicked.map((b) => b.clickMs.median));
    out.goals.bellClick = { target: 100, worst: click, met: click < 100 };
  }
  out.seconds = Math.round((Date.now() - t0) / 1000);
  return out;
}

export function formatHeaderPage(r) {
  const parts = [];
  const clsRows = [['layout shift during load', 'page CLS', 'header CLS', 'shifts', 'banner Δheight px']];
  for (const c of r.cls) clsRows.push([`${c.variant} · ${c.persona}`, c.cls, c.headerCls, c.shifts, c.bannerHeightChange]);
  parts.push(`header on the core page (${r.settings.cpuThrottle}× CPU, ${r.seconds} s)`);
  if (r.cls.length) parts.push(table(clsRows));
  const bellRows = [['bell → first painted card', 'median ms', 'max ms', 'click (Event Timing) ms', 'runs', 'drawer DOM nodes', 'cards in DOM']];
  for (const b of r.bell) {
    const name = bellCaseName(b);
    bellRows.push(b.available ? [name, b.firstCardMs.median, b.firstCardMs.max, b.clickMs.median, b.repeat, b.drawerNodes, b.drawerCards] : [name, 'not available', null, null, null, null, null]);
  }
  if (r.browse?.available) bellRows.push(["Browse → first painted link, member, clicked once the page is quiet (the machine's reference; the issue's machine: 60–99 ms)", r.browse.firstLinkMs.median, r.browse.firstLinkMs.max, null, r.browse.repeat, null, null]);
  if (r.bell.length) parts.push(table(bellRows));
  if (r.searchRows?.length) {
    const rowsTable = [[`focus → first painted row (goal ≤ ${SEARCH_ROWS_GOAL_MS} ms warm)`, 'median ms', 'max ms', 'press → row ms', 'press → focus ms', 'runs', 'rows shown']];
    for (const c of r.searchRows) {
      const name = searchRowsCaseName(c);
      rowsTable.push(c.available ? [name, c.firstRowMs.median, c.firstRowMs.max, c.fromPressMs.median, c.focusMs, c.repeat, c.shown.map((g) => `${g.group} ${g.rows}`).join(', ')] : [name, 'not available', null, null, null, null, null]);
    }
    parts.push(table(rowsTable));
  }
  if (r.chunks?.available) {
    parts.push(
      table([
        ['first-use chunk (4× CPU)', 'median ms', 'max ms', 'from'],
        ['interaction (machines-lazy): working', r.chunks.interaction.median, r.chunks.interaction.max, "the pointer entering the header"],
        ['cards (notifications-lazy): fetched', r.chunks.cards.median, r.chunks.cards.max, "the pointer entering the bell"],
      ]),
    );
  }
  if (r.lighthouse.length) {
    const lhRows = [['Lighthouse', 'performance', 'accessibility', 'best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS']];
    for (const l of r.lighthouse) {
      lhRows.push(l.error ? [l.formFactor, 'not available', null, null, null, null, null, null] : [`${l.formFactor} (${l.lighthouse})`, l.performance, l.accessibility, l.bestPractices, l.metrics.fcpMs, l.metrics.lcpMs, l.metrics.tbtMs, l.metrics.cls]);
    }
    parts.push(table(lhRows));
  }
  if (r.notAvailable.length) parts.push(`not available: ${r.notAvailable.join('; ')}`);
  if (r.goals?.headerClsZero) parts.push(`goal: header CLS 0 during load → worst ${r.goals.headerClsZero.worst} ${r.goals.headerClsZero.met ? 'MET' : 'MISSED'}`);
  if (r.goals?.searchFirstRow) parts.push(`goal: focus → first painted row ≤ ${r.goals.searchFirstRow.target} ms median on a warm page → worst ${r.goals.searchFirstRow.worst ?? 'not available'} ms ${r.goals.searchFirstRow.met ? 'MET' : 'MISSED'}`);
  return parts.join('\n');
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const result = await runHeaderPage({
    ...(args.repeat ? { repeat: Number(args.repeat) } : {}),
    ...(args.throttle ? { throttle: Number(args.throttle) } : {}),
    ...(args.big ? { big: Number(args.big) } : {}),
    lighthouse: !args['no-lighthouse'],
    ...(args.only ? { only: String(args.only) } : {}),
  });
  console.log(args.json ? JSON.stringify(result, null, 2) : formatHeaderPage(result));
  await sleep(0);
}
