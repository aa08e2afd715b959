// The bell: from the click (or Enter) to the drawer's first painted card, in each case of BELL_CASES
// (20 and 1,000 loaded, pressed once the page is quiet or soon after load), with the click's Event
// Timing duration and the drawer's DOM. Goals: the first card and the click (goals.mjs).
import { GOALS } from '../goals.mjs';
import { BELL_CASES, bellCaseName } from '../lib/bell-cases.mjs';
import { max, median, round } from '../lib/util.mjs';
import { freshPage } from './page.mjs';

export const id = 'bell';
export const heading = ['bell → first painted card', 'median ms', 'max ms', 'click (Event Timing) ms', 'runs', 'drawer DOM nodes', 'cards in DOM'];

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

async function measureBell(browser, servers, { loaded, repeat, throttle, keyboard = false, persona = 'member', pressAt = null }) {
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

export async function run({ browser, servers, opts, out }) {
  const bell = [];
  for (const bellCase of BELL_CASES(opts.big)) {
    const r = await measureBell(browser, servers, { ...bellCase, repeat: opts.repeat, throttle: opts.throttle });
    bell.push(r);
    const name = bellCaseName(r);
    opts.log(r.available ? `[header] bell → first card with ${name}: ${r.firstCardMs.median} ms median, click ${r.clickMs.median} ms, ${r.drawerNodes} nodes in the drawer` : `[header] bell with ${name}: not available (${r.reason})`);
    if (!r.available) out.notAvailable.push(`bell → first card (${name}): ${r.reason}`);
  }
  return bell;
}

/**
 * Issues 12 and 25: bell → first painted card ≤ 150 ms median for every pointer case (20 and 1,000
 * loaded, a member and a teacher 1.5 s after load), and the click's own Event Timing duration under 100 ms.
 */
export function goal(bell, opts) {
  const clicked = bell.filter((b) => b.available && !b.keyboard);
  if (clicked.length === 0) return {};
  const worst = Math.max(...clicked.map((b) => b.firstCardMs.median));
  const click = Math.max(...clicked.map((b) => b.clickMs.median));
  const { bellFirstCard, bellClick } = GOALS;
  return {
    bellFirstCard: { target: bellFirstCard.target, worst, met: clicked.length === BELL_CASES(opts.big).filter((c) => !c.keyboard).length && worst <= bellFirstCard.target },
    bellClick: { target: bellClick.target, worst: click, met: click < bellClick.target },
  };
}

export const rows = (bell) =>
  bell.map((b) => (b.available ? [bellCaseName(b), b.firstCardMs.median, b.firstCardMs.max, b.clickMs.median, b.repeat, b.drawerNodes, b.drawerCards] : [bellCaseName(b), 'not available', null, null, null, null, null]));
