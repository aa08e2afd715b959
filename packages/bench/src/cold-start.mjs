#!/usr/bin/env node
// A fresh start (issue 35, item 2): `npm start` as a person runs it (scripts/start.mjs, its API on an
// in-memory database), and the first page a signed-in member opens the moment it says it is running, against
// the same page once the servers are warm. Cold, that first page used to get the loading header (the server
// render's viewer call missed its 1 s budget) and moved its bar when the member's parts came (about 80 px).
// Both servers now warm themselves before they say they are ready; this says whether the first visitor
// gets what a later one gets: the whole header in the HTML, and no layout shift from the header.
//
//   tsx cold-start.mjs [--json]
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { freePort } from '../../../scripts/harness/index.mjs';
import { GOALS } from './goals.mjs';
import { pageCls } from './header-page/cls.mjs';
import { freshPage } from './header-page/page.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ROOT_DIR, isMain, parseArgs, round } from './lib/util.mjs';

const RUNNING = 'Masthead is running';
/** A member's core page at the desktop breakpoint: the bell, the upgrade and Plans are theirs. */
const PATH = '/?variant=desktop';

/** Runs `npm start` in a process group of its own; resolves once it says it is running. */
async function startMasthead() {
  const [web, api] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT_DIR,
    env: { ...process.env, MASTHEAD_WEB_PORT: String(web), MASTHEAD_API_PORT: String(api), MASTHEAD_GRAPHQL_URL: '', MASTHEAD_DATA_DIR: 'memory', FORCE_COLOR: '0' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  let output = '';
  await new Promise((resolve, reject) => {
    const collect = (chunk) => {
      output += chunk;
      if (output.includes(RUNNING)) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', () => reject(new Error(`npm start ended before it said it was running:\n${output.slice(-2000)}`)));
  });
  return { origin: `http://127.0.0.1:${web}`, startSeconds: round((performance.now() - started) / 1000), stop };
}

/** One member's page in a fresh context: the server's time to the first byte, what its HTML holds, the shift. */
async function memberPage(browser, origin) {
  const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle: 1 });
  try {
    await context.addCookies([{ name: 'masthead_persona', value: 'member', url: origin }]);
    const response = await page.goto(`${origin}${PATH}`, { waitUntil: 'load' });
    const html = (await response?.text()) ?? '';
    const ttfbMs = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return nav ? nav.responseStart - nav.requestStart : null;
    });
    // The loading header is the skeleton (aria-busy); a member's whole header has their bell.
    const wholeHeaderInHtml = !html.includes('aria-busy="true"') && /aria-label="Notifications/.test(html);
    const { headerCls, cls } = await pageCls(page);
    return { ttfbMs: round(ttfbMs ?? NaN), wholeHeaderInHtml, headerCls, cls };
  } finally {
    await context.close();
  }
}

export async function runColdStart() {
  const masthead = await startMasthead();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const first = await memberPage(browser, masthead.origin);
    const warm = await memberPage(browser, masthead.origin);
    const met = first.wholeHeaderInHtml && first.headerCls === GOALS.coldStartHeaderCls.target;
    return { path: PATH, startSeconds: masthead.startSeconds, first, warm, goals: { coldStartHeaderCls: { target: GOALS.coldStartHeaderCls.target, value: first.headerCls, whole: first.wholeHeaderInHtml, met } } };
  } finally {
    await browser.close();
    masthead.stop();
  }
}

export function formatColdStart(r) {
  const line = (name, p) => `${name}: first byte ${p.ttfbMs} ms, ${p.wholeHeaderInHtml ? 'the whole header' : 'the LOADING header'} in the HTML, header CLS ${p.headerCls} (page ${p.cls})`;
  const g = r.goals.coldStartHeaderCls;
  return [
    `a member's ${r.path} right after npm start said it was running (${r.startSeconds} s after it was run)`,
    line('first page', r.first),
    line('warm page ', r.warm),
    `goal: the first page as a warm one (whole header, header CLS ${g.target}) → ${g.met ? 'MET' : 'MISSED'}`,
  ].join('\n');
}

/** The run's summary line. */
export function coldStartSummary(r) {
  if (!r || r.error || !r.goals) return [];
  const g = r.goals.coldStartHeaderCls;
  return [`${g.met ? 'HOLDS ' : 'MISSED'} the first page after npm start as a warm one: ${g.whole ? 'whole header' : 'loading header'}, header CLS ${g.value}; first byte ${r.first.ttfbMs} ms (warm ${r.warm.ttfbMs} ms)`];
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const result = await runColdStart();
  console.log(args.json ? JSON.stringify(result, null, 2) : formatColdStart(result));
}
