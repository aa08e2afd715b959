#!/usr/bin/env node
// A repeat visit (issue 35): what a second visit to the web app's core page moves over the network once
// the first has filled the browser's cache. Both visits run in one browser context (one HTTP cache);
// Chrome DevTools Protocol's Network events give each response's bytes on the wire (encodedDataLength:
// headers and the body as sent, 0 for an answer from the cache). The page's HTML is counted apart: it
// is made per request for its viewer and is never cached (Cache-Control of a session's page).
//
// Builds the web app's client and starts the embedded API and the web server in-process, as the header
// page's measurements do.
//
//   tsx repeat-visit.mjs [--path=/?variant=desktop] [--json]
import { chromium } from 'playwright-core';
import { GOALS } from './goals.mjs';
import { buildWebClient, startServers } from './header-page/servers.mjs';
import { CHROMIUM, CHROMIUM_ARGS, isMain, parseArgs, sum } from './lib/util.mjs';

/** The page visited twice: the core page as a visitor sees it, at the desktop breakpoint. */
const DEFAULT_PATH = '/?variant=desktop';

/** Every response of one visit: its URL, resource type, bytes on the wire and whether the cache answered. */
async function visit(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', bytes: 0, fromCache: false, status: null }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { type: e.type, status: e.response.status, fromCache: r.fromCache || e.response.fromDiskCache === true });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  // The page's idle work (the interaction chunk, a member's drawer) is part of a visit: wait until the network rests.
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...requests.values()];
}

/** Bytes of one visit's responses: the HTML document apart from everything else. */
function tally(responses) {
  const documents = responses.filter((r) => r.type === 'Document');
  const rest = responses.filter((r) => r.type !== 'Document');
  return {
    htmlBytes: sum(documents.map((r) => r.bytes)),
    otherBytes: sum(rest.map((r) => r.bytes)),
    requests: rest.length,
    fromCache: rest.filter((r) => r.fromCache).length,
    // What still crossed the network, largest first (what to look at when the goal is missed).
    transferred: rest.filter((r) => r.bytes > 0).sort((a, b) => b.bytes - a.bytes).map((r) => ({ path: new URL(r.url).pathname, type: r.type, status: r.status, bytes: r.bytes })),
  };
}

export async function runRepeatVisit({ path = DEFAULT_PATH } = {}) {
  const t0 = Date.now();
  buildWebClient();
  const servers = await startServers();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const url = `${servers.origin}${path}`;
    const first = tally(await visit(context, url));
    const second = tally(await visit(context, url));
    await context.close();
    const target = GOALS.repeatVisitBytes.target;
    return { path, first, second, goals: { repeatVisitBytes: { target, value: second.otherBytes, met: second.otherBytes < target } }, seconds: Math.round((Date.now() - t0) / 1000) };
  } finally {
    await browser.close();
    await servers.close();
  }
}

export function formatRepeatVisit(r) {
  const line = (name, v) => `${name}: HTML ${v.htmlBytes} B; everything else ${v.otherBytes} B over the network (${v.requests} requests, ${v.fromCache} from the cache)`;
  const lines = [`repeat visit of ${r.path} (${r.seconds} s)`, line('first visit ', r.first), line('second visit', r.second)];
  for (const t of r.second.transferred.slice(0, 8)) lines.push(`  second visit fetched ${t.path} (${t.type}, ${t.status}): ${t.bytes} B`);
  const g = r.goals.repeatVisitBytes;
  lines.push(`goal: second visit < ${g.target} B apart from the HTML → ${g.value} B ${g.met ? 'MET' : 'MISSED'}`);
  return lines.join('\n');
}

/** The run's summary line. */
export function repeatVisitSummary(r) {
  if (!r || r.error || !r.goals) return [];
  const g = r.goals.repeatVisitBytes;
  return [`${g.met ? 'HOLDS ' : 'MISSED'} repeat visit < ${g.target} B apart from the HTML: ${g.value} B (first visit ${r.first.otherBytes} B; HTML ${r.second.htmlBytes} B)`];
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const result = await runRepeatVisit(args.path ? { path: String(args.path) } : {});
  console.log(args.json ? JSON.stringify(result, null, 2) : formatRepeatVisit(result));
}
