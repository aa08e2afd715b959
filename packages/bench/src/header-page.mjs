#!/usr/bin/env node
// The header as a whole, on the web app's core page, in Chromium: layout shift caused by the header
// during load, the time from clicking the bell to the drawer's first painted card (20 and 1,000 loaded
// notifications), DOM nodes in the drawer at 1,000, and Lighthouse 12 scores for desktop and mobile.
//
// Starts the embedded API and the web server in-process (as apps/web/e2e/serve.ts does) after building
// the web app's client bundle with apps/web/scripts/build.mjs. A figure whose UI is missing from the
// tree is reported as not available, with the reason, and the rest carries on.
//
//   tsx header-page.mjs [--repeat=3] [--throttle=4] [--no-lighthouse] [--big=1000]
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { BELL_CASES, bellCaseName } from './lib/bell-cases.mjs';
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
  // A card: an item of a list inside the open drawer dialog (or the header's card class).
  const CARD = '.mh-ncard, dialog[open] li, [role="dialog"] li';
  const watch = new MutationObserver(() => {
    if (state.click === null || state.firstCard !== null) return;
    const card = [...document.querySelectorAll(CARD)].find((el) => el.getClientRects().length > 0 && (el.textContent ?? '').trim() !== '');
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

async function freshPage(browser, { viewport, throttle, isMobile = false }) {
  const context = await browser.newContext({ viewport, isMobile, hasTouch: isMobile, deviceScaleFactor: isMobile ? 2 : 1 });
  await context.addInitScript(PAGE_SCRIPT);
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
    if (pressAt !== null) {
      await page.evaluate((after) => {
        const loadedAt = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
        return new Promise((resolve) => setTimeout(resolve, Math.max(0, loadedAt + after - performance.now())));
      }, pressAt);
    } else if (!keyboard) await page.evaluate(() => window.__hp.quiet(500, 10000));
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    if ((await bell.count()) === 0) return { available: false, reason: "no button named 'Notifications…' in the banner" };
    if (keyboard) {
      await bell.first().focus();
      await page.keyboard.press('Enter');
    } else {
      await bell.first().click();
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

// --- the first-use chunks --------------------------------------------------------------------------------

/**
 * The two first-use chunks at `throttle`× CPU, on a member page with nothing unread (so nothing is warmed
 * while the page is idle): the interaction chunk from the pointer entering the header to the search box
 * working as a combobox (fetched, evaluated, its machine started), the cards chunk from the pointer
 * entering the bell to the chunk fetched.
 */
async function measureChunksOnce(browser, servers, { throttle }) {
  await servers.api.reset();
  const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle });
  try {
    await page.goto(`${servers.origin}/?persona=expired&variant=desktop`, { waitUntil: 'load' });
    await page.evaluate(() => window.__hp.quiet(500, 10000));
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    if ((await box.count()) === 0 || (await bell.count()) === 0) return { available: false, reason: 'no search box or bell in the banner' };
    await page.evaluate(() => {
      const marks = (window.__chunks = { header: null, combobox: null, bell: null });
      document.addEventListener('pointerover', (event) => {
        const now = event.timeStamp;
        if (marks.header === null && event.target.closest?.('header')) marks.header = now;
        if (marks.bell === null && event.target.closest?.('button[aria-label^="Notifications"]')) marks.bell = now;
      }, true);
      new MutationObserver(() => {
        if (marks.combobox === null && document.querySelector('header [role="combobox"]')) marks.combobox = performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['role'], childList: true });
    });
    await box.first().hover();
    await page.waitForFunction(() => window.__chunks.combobox !== null, null, { timeout: 30000 });
    await bell.first().hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('notifications-lazy') && e.responseEnd > 0), null, { timeout: 30000 });
    return page.evaluate(() => {
      const cards = performance.getEntriesByType('resource').find((e) => e.name.includes('notifications-lazy'));
      const marks = window.__chunks;
      return { available: true, interactionMs: marks.combobox - marks.header, cardsMs: cards.responseEnd - marks.bell };
    });
  } finally {
    await context.close();
  }
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
  const out = { settings: { repeat: opts.repeat, cpuThrottle: opts.throttle, big: opts.big }, cls: [], bell: [], lighthouse: [], notAvailable: [] };
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
    for (const [variant, viewport, isMobile] of [['desktop', { width: 1280, height: 800 }, false], ['mobile', { width: 390, height: 844 }, true]]) {
      for (const persona of ['guest', 'teacher']) {
        const r = await measureCls(browser, servers.origin, { persona, variant, viewport, isMobile, throttle: opts.throttle });
        out.cls.push(r);
        opts.log(`[header] CLS ${variant} ${persona}: page ${r.cls}, header ${r.headerCls} (${r.shifts} shifts)`);
      }
    }
    out.chunks = await measureChunks(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
    opts.log(out.chunks.available ? `[header] first-use chunks: interaction ready ${out.chunks.interaction.median} ms after the pointer, cards fetched ${out.chunks.cards.median} ms after the bell's intent` : `[header] first-use chunks: not available (${out.chunks.reason})`);
    if (!out.chunks.available) out.notAvailable.push(`first-use chunks: ${out.chunks.reason}`);
    for (const bellCase of BELL_CASES(opts.big)) {
      const r = await measureBell(browser, servers, { ...bellCase, repeat: opts.repeat, throttle: opts.throttle });
      out.bell.push(r);
      const name = bellCaseName(r);
      opts.log(r.available ? `[header] bell → first card with ${name}: ${r.firstCardMs.median} ms median, click ${r.clickMs.median} ms, ${r.drawerNodes} nodes in the drawer` : `[header] bell with ${name}: not available (${r.reason})`);
      if (!r.available) out.notAvailable.push(`bell → first card (${name}): ${r.reason}`);
    }
  } finally {
    await browser.close();
  }
  try {
    if (opts.lighthouse) {
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
  out.goals = {
    headerClsZero: { target: 0, worst: Math.max(...out.cls.map((c) => c.headerCls ?? 0)), met: out.cls.every((c) => c.headerCls === 0 && (c.bannerHeightChange ?? 0) === 0) },
  };
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
  parts.push(`header on the core page (${r.settings.cpuThrottle}× CPU, ${r.seconds} s)`, table(clsRows));
  const bellRows = [['bell → first painted card', 'median ms', 'max ms', 'click (Event Timing) ms', 'runs', 'drawer DOM nodes', 'cards in DOM']];
  for (const b of r.bell) {
    const name = bellCaseName(b);
    bellRows.push(b.available ? [name, b.firstCardMs.median, b.firstCardMs.max, b.clickMs.median, b.repeat, b.drawerNodes, b.drawerCards] : [name, 'not available', null, null, null, null, null]);
  }
  parts.push(table(bellRows));
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
  if (r.goals) parts.push(`goal: header CLS 0 during load → worst ${r.goals.headerClsZero.worst} ${r.goals.headerClsZero.met ? 'MET' : 'MISSED'}`);
  return parts.join('\n');
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const result = await runHeaderPage({
    ...(args.repeat ? { repeat: Number(args.repeat) } : {}),
    ...(args.throttle ? { throttle: Number(args.throttle) } : {}),
    ...(args.big ? { big: Number(args.big) } : {}),
    lighthouse: !args['no-lighthouse'],
  });
  console.log(args.json ? JSON.stringify(result, null, 2) : formatHeaderPage(result));
  await sleep(0);
}
