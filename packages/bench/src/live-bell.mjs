// The live bell (issue 21): how long an event takes from the API to a painted badge, in a teacher's page
// at 4× CPU throttling (the bell's other figures use the same factor). The API adds a notification
// (POST /dev/notifications: the write, its NOTIFY, the stream); the page records when the badge's text
// changed and the frame after it (the paint). 50 events, one at a time, each after the last was painted.
//
//   tsx src/live-bell.mjs [--events=50] [--throttle=4]
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildWebClient, startServers } from './header-page/servers.mjs';
import { formatLiveBell } from './lib/live-bell-format.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ROOT_DIR, isMain, median, parseArgs, percentile, round, sleep } from './lib/util.mjs';

/** In the page: each change of the badge's text, stamped at the next frame (after paint), as epoch ms. */
const WATCH_BADGE = () => {
  const stamps = [];
  let last = '';
  const start = () => {
    new MutationObserver(() => {
      // The button's name carries the real count (the badge caps at 9+).
      const button = document.querySelector('.mh-bell__button');
      const text = `${button?.getAttribute('aria-label') ?? ''}|${button?.textContent ?? ''}`;
      if (text === last) return;
      last = text;
      requestAnimationFrame(() => setTimeout(() => stamps.push({ text, at: performance.timeOrigin + performance.now() }), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  window.__badgeStamps = stamps;
};

/** The live chunk as the web app serves it (its build): bytes, and gzip level 9. */
function liveChunkSize() {
  const dir = `${ROOT_DIR}apps/web/dist/assets/`;
  const file = readdirSync(dir).find((name) => name.startsWith('live-lazy') && name.endsWith('.js'));
  if (!file) return null;
  const body = readFileSync(dir + file);
  return { file, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

export async function runLiveBell({ events = 50, throttle = 4 } = {}) {
  buildWebClient();
  const servers = await startServers();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    await servers.api.reset();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(WATCH_BADGE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const stream = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream'), { timeout: 60_000 });
    await page.goto(`${servers.origin}/?persona=teacher&variant=desktop`, { waitUntil: 'load' });
    await stream;
    // The stream's first event (SYNC) has arrived once the badge shows the seeded count.
    await page.waitForFunction(() => document.querySelector('.mh-bell__badge') !== null);
    await sleep(500);
    const latencies = [];
    for (let i = 0; i < events; i++) {
      const seen = await page.evaluate(() => window.__badgeStamps.length);
      const sent = Date.now();
      const res = await fetch(`${servers.api.origin}/dev/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: 'teacher', feed: i % 2 ? 'own' : 'students' }) });
      if (res.status !== 201) throw new Error(`POST /dev/notifications answered ${res.status}`);
      await page.waitForFunction((n) => window.__badgeStamps.length > n, seen, { timeout: 10_000 });
      const stamps = await page.evaluate((n) => window.__badgeStamps.slice(n), seen);
      latencies.push(stamps[0].at - sent);
    }
    await context.close();
    return {
      liveChunk: liveChunkSize(),
      throttle,
      events,
      medianMs: round(median(latencies), 1),
      p95Ms: round(percentile(latencies, 95), 1),
      maxMs: round(Math.max(...latencies), 1),
    };
  } finally {
    await browser.close();
    await servers.close();
  }
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const r = await runLiveBell({ ...(args.events ? { events: Number(args.events) } : {}), ...(args.throttle ? { throttle: Number(args.throttle) } : {}) });
  console.log(formatLiveBell(r));
}
