#!/usr/bin/env node
// The header as a whole, on the web app's core page, in Chromium: layout shift caused by the header
// during load, the time from clicking the bell to the drawer's first painted card (20 and 1,000 loaded
// notifications), DOM nodes in the drawer at 1,000, the time from focusing the empty search box to its
// first painted row (recent and popular searches, issue 23), and Lighthouse 12 scores for desktop and
// mobile. One module per measurement (header-page/measurements.mjs lists them); this runs them in turn.
//
// Starts the embedded API and the web server in-process (as apps/web/e2e/serve.ts does) after building
// the web app's client bundle with apps/web/scripts/build.mjs. A figure whose UI is missing from the
// tree is reported as not available, with the reason, and the rest carries on.
//
//   tsx header-page.mjs [--repeat=3] [--throttle=4] [--no-lighthouse] [--big=1000] [--only=search-rows]
import { chromium } from 'playwright-core';
import { inTableOrder } from './goals.mjs';
import { MEASUREMENTS, formatHeaderPage } from './header-page/measurements.mjs';
import { buildWebClient, startServers } from './header-page/servers.mjs';
import { CHROMIUM, CHROMIUM_ARGS, isMain, parseArgs, sleep } from './lib/util.mjs';

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
  if (rowsOnly) out.chunks = { available: false, reason: 'not measured (--only=search-rows)' };
  const wanted = MEASUREMENTS.filter((m) => (rowsOnly ? m.id === 'searchRows' : m.id !== 'lighthouse' || opts.lighthouse));
  const servers = await startServers();
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    for (const m of wanted) {
      // Lighthouse launches its own browser: the measurements' one is closed first.
      if (m.ownBrowser && browser) {
        await browser.close();
        browser = null;
      }
      out[m.id] = await m.run({ browser, servers, opts, out });
    }
  } finally {
    await browser?.close();
    await servers.close();
  }
  out.goals = inTableOrder(Object.assign({}, ...MEASUREMENTS.map((m) => (out[m.id] === undefined ? {} : m.goal(out[m.id], opts)))));
  out.seconds = Math.round((Date.now() - t0) / 1000);
  return out;
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
