// Opening Browse: the machine's reference for the bell's figures (no goal). Its row joins the bell's table.
import { max, median, round } from '../lib/util.mjs';
import { freshPage } from './page.mjs';

export const id = 'browse';
/** Its row is printed in the bell's table. */
export const table = 'bell';

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

export async function run({ browser, servers, opts, out }) {
  const browse = await measureBrowse(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
  opts.log(browse.available ? `[header] Browse → first painted link (the machine's reference): ${browse.firstLinkMs.median} ms median` : `[header] Browse: not available (${browse.reason})`);
  if (!browse.available) out.notAvailable.push(`Browse → first link: ${browse.reason}`);
  return browse;
}

export const goal = () => ({});

export const rows = (browse) =>
  browse?.available ? [["Browse → first painted link, member, clicked once the page is quiet (the machine's reference; the issue's machine: 60–99 ms)", browse.firstLinkMs.median, browse.firstLinkMs.max, null, browse.repeat, null, null]] : [];
