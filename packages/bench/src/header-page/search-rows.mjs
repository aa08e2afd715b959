// The empty search box (issue 23): from focusing it to its first painted row (recent and popular
// searches), on the desktop and the phone, on a warm page (the goal) and as the page's first use.
import { GOALS } from '../goals.mjs';
import { SEARCH_ROWS_CASES, searchRowsCaseName } from '../lib/search-rows-cases.mjs';
import { max, median, round } from '../lib/util.mjs';
import { freshPage } from './page.mjs';

export const id = 'searchRows';
const TARGET = GOALS.searchFirstRow.target;
export const heading = [`focus → first painted row (goal ≤ ${TARGET} ms warm)`, 'median ms', 'max ms', 'press → row ms', 'press → focus ms', 'runs', 'rows shown'];

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
 * frame after the first row shows, the figure, and from the press (pointerdown): on desktop the
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
async function measureSearchRows(browser, servers, { repeat, throttle, cases = SEARCH_ROWS_CASES }) {
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
      // The figure: from the box taking focus to the first painted row.
      firstRowMs: summary(runs.map((r) => r.firstRowMs)),
      // From the press: on desktop the same task (the input delay apart), on the phone the overlay opens first.
      fromPressMs: summary(runs.map((r) => r.fromPressMs)),
      focusMs: round(median(runs.map((r) => r.focusMs))),
      shown: runs.at(-1).shown,
    });
  }
  return out;
}

export async function run({ browser, servers, opts, out }) {
  const searchRows = await measureSearchRows(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
  for (const r of searchRows) {
    const name = searchRowsCaseName(r);
    opts.log(r.available ? `[header] focus → first painted row, ${name}: ${r.firstRowMs.median} ms median (max ${r.firstRowMs.max}; from the press ${r.fromPressMs.median} ms)` : `[header] focus → first row, ${name}: not available (${r.reason})`);
    if (!r.available) out.notAvailable.push(`focus → first row (${name}): ${r.reason}`);
  }
  return searchRows;
}

/** Focus → first painted row of the empty box on a warm page (desktop and the phone's overlay); the first use of the box is reported, not a goal. */
export function goal(searchRows) {
  const warmRows = searchRows.filter((r) => r.warm);
  if (warmRows.length === 0) return {};
  const worst = Math.max(...warmRows.map((r) => (r.available ? r.firstRowMs.median : Infinity)));
  return { searchFirstRow: { target: TARGET, worst: Number.isFinite(worst) ? worst : null, met: warmRows.every((r) => r.available) && worst <= TARGET } };
}

export const rows = (searchRows = []) =>
  searchRows.map((c) => {
    const name = searchRowsCaseName(c);
    return c.available ? [name, c.firstRowMs.median, c.firstRowMs.max, c.fromPressMs.median, c.focusMs, c.repeat, c.shown.map((g) => `${g.group} ${g.rows}`).join(', ')] : [name, 'not available', null, null, null, null, null];
  });
