#!/usr/bin/env node
// Search, side by side: our desktop search box against Algolia autocomplete-js, Zag's combobox,
// Downshift's useCombobox and a plain React input + list (the floor), in one run on one machine.
//
// One local HTTP server serves every page and the same suggestions (recorded once from the embedded
// API): ours asks GetSearchSuggestions at /graphql through the host's Apollo client, the others GET
// /suggest?q=… with the same data flattened. Each contender is driven identically in headless
// Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), contenders alternating
// (A B C D E A B C D E …), a fresh browser context per run, one 10-letter word per round, keys sent on
// a fixed cadence through CDP without waiting for the page.
//
//   tsx search-race.mjs [--rounds=8] [--warmup=1] [--cadence=60] [--throttle=4] [--latency=20] [--settle=1500]
import { build } from 'esbuild';
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { print } from 'graphql';
import { chromium } from 'playwright-core';
import { createApiServer } from '@masthead/api';
import { GetSearchSuggestionsDocument } from '@masthead/graphql';
import { buildSuggestionVariables, normalizeSuggestions } from '@masthead/header-core/machines';
import { BENCH_DIR, CHROMIUM, CHROMIUM_ARGS, OUT_DIR, isMain, max, mean, median, parseArgs, percentile, round, sleep, table } from './lib/util.mjs';

const PAGES_DIR = `${BENCH_DIR}src/search/pages/`;
const HARNESS = readFileSync(`${BENCH_DIR}src/search/harness.js`, 'utf8');

/** Ten-letter words that keep matching the seed data as they are typed (every prefix has suggestions). */
export const WORDS = ['watercolor', 'typography', 'photograph', 'calligraph', 'watercolor', 'typography', 'photograph', 'calligraph'];

/**
 * The contenders, in the order they alternate. `input` finds the text box; `options` counts the rows
 * shown at the end (a sanity check that the data arrived).
 */
export const CONTENDERS = [
  {
    id: 'ours',
    label: 'Masthead (DesktopHeader)',
    entry: 'ours.jsx',
    // The GET form's input: it becomes the combobox once its machine has loaded on first use (the click).
    input: (page) => page.getByRole('banner').locator('input[name="query"]'),
    ready: (page) => page.getByRole('banner').getByRole('combobox').waitFor({ state: 'visible' }),
    options: '[role="option"]',
  },
  { id: 'algolia', label: 'Algolia autocomplete-js', entry: 'algolia.jsx', input: (page) => page.locator('input.aa-Input'), options: '[role="option"]' },
  { id: 'zag', label: 'Zag combobox (@zag-js/react)', entry: 'zag.jsx', input: (page) => page.locator('#q'), options: '[role="option"]' },
  { id: 'downshift', label: 'Downshift useCombobox', entry: 'downshift.jsx', input: (page) => page.locator('#q'), options: '[role="option"]' },
  { id: 'plain', label: 'plain React input + list (floor)', entry: 'plain.jsx', input: (page) => page.locator('#q'), options: '#root li' },
];

// --- pages -------------------------------------------------------------------------------------------

/** Bundles each contender's page the way a site would ship it (React included, production, minified). */
export async function buildPages() {
  const outRoot = `${OUT_DIR}search/`;
  rmSync(outRoot, { recursive: true, force: true });
  const built = {};
  for (const c of CONTENDERS) {
    const outdir = `${outRoot}${c.id}/`;
    let result;
    try {
      result = await build({
      entryPoints: { main: `${PAGES_DIR}${c.entry}` },
      absWorkingDir: BENCH_DIR,
      outdir,
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: process.env.MASTHEAD_NO_MINIFY !== "1",
      target: ['chrome120'],
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
      });
    } catch (error) {
      // A renderer mid-change in the tree must not stop the race: that contender is reported unavailable.
      built[c.id] = { error: `page did not build: ${(error.errors?.[0]?.text ?? String(error)).slice(0, 200)}` };
      continue;
    }
    const files = readdirSync(outdir);
    const js = files.filter((f) => f.endsWith('.js'));
    const mainBytes = readFileSync(`${outdir}main.js`);
    built[c.id] = {
      dir: outdir,
      css: files.includes('main.css'),
      jsFiles: js.length,
      mainMinBytes: mainBytes.length,
      mainGzipBytes: gzipSync(mainBytes, { level: 9 }).length,
      inputs: Object.keys(result.metafile.inputs).length,
    };
  }
  return built;
}

// --- data --------------------------------------------------------------------------------------------

/** Flattens normalized suggestions into the rows a simple list shows (same rows, same order as ours). */
function flatten(suggestions) {
  return [
    ...suggestions.skills.map((s) => ({ id: `skill-${s.id}`, kind: 'skill', label: s.displayName })),
    ...suggestions.classes.map((s) => ({ id: `class-${s.id}`, kind: 'class', label: s.title })),
    ...suggestions.paths.map((s) => ({ id: `path-${s.id}`, kind: 'path', label: s.title })),
    ...suggestions.teachers.map((s) => ({ id: `teacher-${s.id}`, kind: 'teacher', label: s.name })),
  ];
}

/**
 * Asks the embedded API once for every prefix of every word (GetSearchSuggestions, the variables our
 * machine sends for a logged-out visitor), so that during the race every contender is answered from
 * memory in the same time.
 */
export async function recordSuggestions(api, words) {
  const query = print(GetSearchSuggestionsDocument);
  const record = new Map();
  const ask = async (text) => {
    if (record.has(text)) return record.get(text);
    const variables = buildSuggestionVariables({ query: text, loggedIn: false, flagOn: false });
    const answer = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName: 'GetSearchSuggestions' }),
    }).then((r) => r.json());
    const entry = { raw: answer, items: flatten(normalizeSuggestions(answer.data ?? null)) };
    record.set(text, entry);
    return entry;
  };
  for (const word of new Set(words)) {
    for (let i = 1; i <= word.length; i += 1) await ask(word.slice(0, i));
  }
  return { record, ask };
}

// --- the server --------------------------------------------------------------------------------------

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#888"/></svg>';

function pageHtml(id, built) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>search race: ${id}</title>
${built.css ? `<link rel="stylesheet" href="/${id}/main.css">` : ''}
<script src="/harness.js"></script>
</head><body><div id="root"></div><script type="module" src="/${id}/main.js"></script></body></html>`;
}

/** The one local server: pages, their bundles (gzip), /suggest, /graphql, placeholder images. */
export function startRaceServer({ built, data, api, latency }) {
  const counts = new Map();
  const count = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const delay = () => (latency > 0 ? sleep(latency) : Promise.resolve());
  const send = (req, res, status, type, body) => {
    let payload = Buffer.from(body);
    const headers = { 'content-type': type, 'cache-control': 'no-store' };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && payload.length > 512) {
      payload = gzipSync(payload, { level: 9 });
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(status, headers).end(payload);
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://127.0.0.1');
      const path = url.pathname;
      if (path === '/harness.js') return send(req, res, 200, TYPES['.js'], HARNESS);
      const pageMatch = /^\/page\/([a-z]+)$/.exec(path);
      if (pageMatch && built[pageMatch[1]]) return send(req, res, 200, 'text/html; charset=utf-8', pageHtml(pageMatch[1], built[pageMatch[1]]));
      const asset = /^\/([a-z]+)\/([\w.-]+\.(?:js|css))$/.exec(path);
      if (asset && built[asset[1]]) {
        const file = `${built[asset[1]].dir}${asset[2]}`;
        if (!existsSync(file)) return send(req, res, 404, 'text/plain', 'not found');
        return send(req, res, 200, TYPES[extname(file)], readFileSync(file));
      }
      if (path === '/suggest') {
        count('suggest');
        const q = url.searchParams.get('q') ?? '';
        const entry = await data.ask(q);
        await delay();
        return send(req, res, 200, 'application/json', JSON.stringify(entry.items));
      }
      if (path === '/graphql') {
        const body = req.method === 'POST' ? await new Promise((resolve) => {
          const chunks = [];
          req.on('data', (c) => chunks.push(c));
          req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        }) : null;
        const operation = body ? JSON.parse(body) : { operationName: url.searchParams.get('operationName'), variables: JSON.parse(url.searchParams.get('variables') ?? '{}') };
        if (operation.operationName === 'GetSearchSuggestions') {
          count('graphql:GetSearchSuggestions');
          const entry = await data.ask(String(operation.variables?.query ?? ''));
          await delay();
          return send(req, res, 200, 'application/json', JSON.stringify(entry.raw));
        }
        // Anything else the header asks goes to the embedded API as it is.
        count(`graphql:${operation.operationName ?? '?'}`);
        const answer = await fetch(api.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body ?? JSON.stringify(operation) });
        return send(req, res, answer.status, 'application/json', await answer.text());
      }
      if (path.startsWith('/img/') || path === '/favicon.ico') return send(req, res, 200, TYPES['.svg'], IMAGE);
      return send(req, res, 404, 'text/plain', 'not found');
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, counts, close: () => new Promise((r) => server.close(r)) });
    });
  });
}

// --- driving a page ----------------------------------------------------------------------------------

function keyEvent(type, ch, timestampSeconds) {
  const upper = ch.toUpperCase();
  const code = /[a-z]/i.test(ch) ? `Key${upper}` : undefined;
  return {
    type,
    key: ch,
    ...(code ? { code } : {}),
    windowsVirtualKeyCode: upper.charCodeAt(0),
    nativeVirtualKeyCode: upper.charCodeAt(0),
    // The moment the key is meant to be pressed: the page's event.timeStamp, so a delay anywhere
    // (browser or renderer) counts against the page, as it would for a person typing.
    timestamp: timestampSeconds,
    ...(type === 'keyDown' ? { text: ch, unmodifiedText: ch } : {}),
  };
}

/**
 * Sends the word's keys at fixed times through CDP (keyDown at i × cadence, keyUp half a cadence later)
 * without awaiting the page: commands are fired and collected at the end, so a busy renderer makes
 * keys queue up (and shows as delay), as it would for a person typing. Checked: with a page that
 * blocks 150 ms per keydown, the keys still leave every 60 ms and the delay grows key by key.
 */
async function typeOnCadence(cdp, word, cadence) {
  const pending = [];
  const start = Date.now() + 5;
  const lateness = [];
  await new Promise((resolve) => {
    let fired = 0;
    const total = word.length * 2;
    [...word].forEach((ch, i) => {
      for (const [type, offset] of [['keyDown', 0], ['keyUp', cadence / 2]]) {
        const at = start + i * cadence + offset;
        setTimeout(() => {
          if (type === 'keyDown') lateness.push(Date.now() - at);
          pending.push(cdp.send('Input.dispatchKeyEvent', keyEvent(type, ch, at / 1000)).catch(() => undefined));
          fired += 1;
          if (fired === total) resolve();
        }, Math.max(0, at - Date.now()));
      }
    });
  });
  await Promise.all(pending);
  return lateness;
}

const isSuggestionRequest = (request) => {
  const url = new URL(request.url());
  if (url.pathname === '/suggest') return true;
  if (url.pathname !== '/graphql') return false;
  const body = request.postData() ?? url.search;
  return body.includes('GetSearchSuggestions');
};

/** One contender typing one word in a fresh context. */
async function runOnce(browser, origin, contender, word, options) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle });
    await page.goto(`${origin}/page/${contender.id}`, { waitUntil: 'load' });
    const input = contender.input(page);
    try {
      await input.first().waitFor({ state: 'visible', timeout: options.findTimeout });
    } catch {
      return { available: false, reason: `no ${contender.id === 'ours' ? 'search input inside the banner' : 'input'} found`, errors };
    }
    await input.first().click();
    // Ours loads its machine on the box's first use; the round starts once it is there, as the peers'
    // code is there with the page.
    if (contender.ready) await contender.ready(page);
    const settledAfter = await page.evaluate(() => window.__bench.quiet(500, 8000));
    let requests = 0;
    page.on('request', (request) => {
      if (isSuggestionRequest(request)) requests += 1;
    });
    await page.evaluate(() => window.__bench.start());
    const sendLateness = await typeOnCadence(cdp, word, options.cadence);
    await sleep(options.settle);
    const measured = await page.evaluate(() => window.__bench.collect());
    const shown = await page.locator(contender.options).count();
    const value = await input.first().inputValue();
    return { available: true, word, value, shown, requests, sendLateness, settledAfter, ...measured, errors };
  } finally {
    await context.close();
  }
}

// --- figures -----------------------------------------------------------------------------------------

/** Folds the measured rounds of one contender into its figures. */
export function summarize(runs) {
  const delays = runs.flatMap((r) => r.keys.map((k) => k.delay)).filter((d) => d !== null);
  const keyCount = runs.reduce((a, r) => a + r.keys.length, 0);
  // Event Timing: one duration per keyboard interaction (max of its entries); keys without an entry
  // stayed under the 16 ms reporting threshold and count as 0 here.
  const interactionDurations = runs.flatMap((r) => {
    const byId = new Map();
    for (const e of r.events) if (e.interactionId > 0) byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
    const list = [...byId.values()];
    while (list.length < r.keys.length) list.push(0);
    return list;
  });
  const allEvents = runs.flatMap((r) => r.events);
  const longPerRound = runs.map((r) => r.longtasks.length);
  const longMsPerRound = runs.map((r) => r.longtasks.reduce((a, t) => a + t.duration, 0));
  const requests = runs.map((r) => r.requests);
  // How well the cadence held at the page (interval between keydown timestamps).
  const intervals = runs.flatMap((r) => r.keys.slice(1).map((k, i) => k.t0 - r.keys[i].t0));
  return {
    rounds: runs.length,
    keys: keyCount,
    keysMeasured: delays.length,
    keyToPaintMs: { p50: round(median(delays)), p95: round(percentile(delays, 95)), max: round(max(delays)) },
    // The first key often opens the popup: its cost on its own, and the rest of the word without it.
    firstKeyMs: { median: round(median(runs.map((r) => r.keys[0]?.delay).filter((d) => d != null))) },
    laterKeysMs: { p95: round(percentile(runs.flatMap((r) => r.keys.slice(1).map((k) => k.delay)).filter((d) => d !== null), 95)) },
    handlerDelayMs: { p95: round(percentile(runs.flatMap((r) => r.keys.map((k) => k.handlerDelay)), 95)) },
    eventTimingMs: {
      p50: round(median(interactionDurations)),
      p95: round(percentile(interactionDurations, 95)),
      max: round(max(interactionDurations)),
      interactionsOver16: interactionDurations.filter((d) => d >= 16).length,
      maxProcessing: round(max(allEvents.map((e) => e.processing))),
      maxInputDelay: round(max(allEvents.map((e) => e.inputDelay))),
    },
    longTasks: { perRound: round(mean(longPerRound)), msPerRound: round(mean(longMsPerRound)), max: round(max(runs.flatMap((r) => r.longtasks.map((t) => t.duration)))) },
    requestsPerWord: { median: median(requests), min: Math.min(...requests), max: Math.max(...requests) },
    shownAtEnd: { median: median(runs.map((r) => r.shown)) },
    js: runs[0]?.js ?? null,
    keyIntervalMs: { p50: round(median(intervals)), p95: round(percentile(intervals, 95)) },
    // Node's own timer lateness when sending keys (should stay at a few ms).
    sendLatenessMs: { max: round(max(runs.flatMap((r) => r.sendLateness))) },
    perRound: runs.map((r) => ({
      word: r.word,
      requests: r.requests,
      shown: r.shown,
      keyToPaintMs: r.keys.map((k) => round(k.delay)),
      // Long tasks as [ms after the first key, duration ms]: during typing (< word length × cadence) or after (results).
      longTasks: r.longtasks.map((t) => [round(t.startTime - (r.keys[0]?.t0 ?? r.startAt)), round(t.duration)]),
    })),
    errors: [...new Set(runs.flatMap((r) => r.errors))].slice(0, 5),
  };
}

/** Runs the whole race. */
export async function runSearchRace(options = {}) {
  const opts = {
    rounds: 8,
    warmup: 1,
    cadence: 60,
    throttle: 4,
    latency: 20,
    settle: 1500,
    findTimeout: 8000,
    log: console.log,
    ...options,
  };
  const t0 = Date.now();
  const built = await buildPages();
  const api = await createApiServer({ port: 0 });
  const words = Array.from({ length: opts.warmup + opts.rounds }, (_, i) => WORDS[i % WORDS.length]);
  const data = await recordSuggestions(api, words);
  const server = await startRaceServer({ built, data, api, latency: opts.latency });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const runs = Object.fromEntries(CONTENDERS.map((c) => [c.id, []]));
  const unavailable = {};
  try {
    for (let round = 0; round < opts.warmup + opts.rounds; round += 1) {
      const warm = round < opts.warmup;
      const word = words[round];
      for (const c of CONTENDERS) {
        if (built[c.id].error && !unavailable[c.id]) {
          unavailable[c.id] = built[c.id].error;
          opts.log(`[search] ${c.id}: not available (${built[c.id].error})`);
        }
        if (unavailable[c.id]) continue;
        const result = await runOnce(browser, server.origin, c, word, opts);
        if (!result.available) {
          unavailable[c.id] = result.reason;
          opts.log(`[search] ${c.id}: not available (${result.reason})`);
          continue;
        }
        if (!warm) runs[c.id].push(result);
        const delays = result.keys.map((k) => k.delay).filter((d) => d !== null);
        opts.log(
          `[search] ${warm ? 'warm-up' : `round ${round - opts.warmup + 1}/${opts.rounds}`} ${c.id.padEnd(9)} "${word}" → value "${result.value}", ` +
            `${result.requests} req, ${result.shown} shown, key→paint p95 ${round2(percentile(delays, 95))} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await api.close();
  }
  const serverCounts = Object.fromEntries(server.counts);
  const contenders = CONTENDERS.map((c) => ({
    id: c.id,
    label: c.label,
    available: !unavailable[c.id],
    ...(unavailable[c.id] ? { reason: unavailable[c.id] } : summarize(runs[c.id])),
    bundle: built[c.id],
  }));
  const floor = contenders.find((c) => c.id === 'plain');
  for (const c of contenders) {
    c.p95VsFloor = c.available && floor?.available && floor.keyToPaintMs.p95 > 0 ? round(c.keyToPaintMs.p95 / floor.keyToPaintMs.p95, 2) : null;
    // A steadier view on a shared machine: the ratio within each round (neighbours in time), median over rounds.
    if (c.available && floor?.available) {
      const p95s = (runsOf) => runsOf.map((r) => percentile(r.keys.map((k) => k.delay).filter((d) => d !== null), 95));
      const mine = p95s(runs[c.id]);
      const base = p95s(runs.plain);
      c.p95VsFloorPerRoundMedian = round(median(mine.map((v, i) => v / base[i]).filter((v) => Number.isFinite(v))), 2);
    }
  }
  const ours = contenders.find((c) => c.id === 'ours');
  const goals = {
    oneRequestPerWord: ours.available ? { target: 1, measured: ours.requestsPerWord, met: ours.requestsPerWord.max <= 1 } : { met: null, reason: ours.reason },
    p95WithinFloor: ours.available
      ? { target: 1.1, ratio: ours.p95VsFloor, perRoundMedian: ours.p95VsFloorPerRoundMedian, met: ours.p95VsFloor !== null && ours.p95VsFloor <= 1.1 }
      : { met: null, reason: ours.reason },
  };
  return {
    settings: { rounds: opts.rounds, warmup: opts.warmup, cadenceMs: opts.cadence, cpuThrottle: opts.throttle, serverLatencyMs: opts.latency, settleMs: opts.settle, words: words.slice(opts.warmup), viewport: '1280×800' },
    contenders,
    goals,
    // Requests the bench server answered over the whole race, warm-up included (a cross-check of req/word).
    serverCounts,
    seconds: Math.round((Date.now() - t0) / 1000),
  };
}

const round2 = (v) => (v === null ? '–' : v.toFixed(1));

export function formatSearchRace(result) {
  const rows = [['contender', 'key→paint p50', 'p95', 'max', 'p95/floor', 'per-round', '1st key', 'keys 2–10 p95', 'ET p95', 'ET max', 'ET ≥16ms', 'long tasks/round', 'long ms/round', 'req/word', 'shown', 'JS gzip B', 'JS min B']];
  for (const c of result.contenders) {
    if (!c.available) {
      rows.push([c.label, 'not available', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null]);
      continue;
    }
    rows.push([
      c.label,
      c.keyToPaintMs.p50,
      c.keyToPaintMs.p95,
      c.keyToPaintMs.max,
      c.p95VsFloor,
      c.p95VsFloorPerRoundMedian,
      c.firstKeyMs.median,
      c.laterKeysMs.p95,
      c.eventTimingMs.p95,
      c.eventTimingMs.max,
      `${c.eventTimingMs.interactionsOver16}/${c.keys}`,
      c.longTasks.perRound,
      c.longTasks.msPerRound,
      c.requestsPerWord.min === c.requestsPerWord.max ? c.requestsPerWord.median : `${c.requestsPerWord.median} (${c.requestsPerWord.min}–${c.requestsPerWord.max})`,
      c.shownAtEnd.median,
      c.js?.encoded,
      c.js?.decoded,
    ]);
  }
  const s = result.settings;
  const g = result.goals;
  const lines = [
    `search race: ${s.rounds} rounds after ${s.warmup} warm-up, ${s.cpuThrottle}× CPU throttling, a key every ${s.cadenceMs} ms, server latency ${s.serverLatencyMs} ms (${result.seconds} s)`,
    table(rows),
    `goal: ours 1 request per word → ${g.oneRequestPerWord.met === null ? `not available (${g.oneRequestPerWord.reason})` : `${g.oneRequestPerWord.measured.median} (max ${g.oneRequestPerWord.measured.max}) ${g.oneRequestPerWord.met ? 'MET' : 'MISSED'}`}`,
    `goal: ours key→paint p95 ≤ 1.1 × floor → ${g.p95WithinFloor.met === null ? `not available (${g.p95WithinFloor.reason})` : `ratio ${g.p95WithinFloor.ratio} (per-round median ${g.p95WithinFloor.perRoundMedian}) ${g.p95WithinFloor.met ? 'MET' : 'MISSED'}`}`,
  ];
  return lines.join('\n');
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const num = (name) => (args[name] === undefined ? undefined : Number(args[name]));
  const options = Object.fromEntries(
    ['rounds', 'warmup', 'cadence', 'throttle', 'latency', 'settle'].map((k) => [k, num(k)]).filter(([, v]) => v !== undefined),
  );
  const result = await runSearchRace(options);
  console.log(args.json ? JSON.stringify(result, null, 2) : formatSearchRace(result));
}
