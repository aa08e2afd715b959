#!/usr/bin/env node
// Search, side by side: our desktop search box against Algolia autocomplete-js, Zag's combobox,
// Downshift's useCombobox and a plain React input + list (the floor), in one run on one machine.
//
// One local HTTP server serves every page and the same suggestions (recorded once from the embedded
// API): ours asks GetSearchSuggestions at /graphql through the host's Apollo client, the others GET
// /suggest?q=… with the same data flattened. Each contender is driven identically in headless
// Chromium with 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), contenders alternating
// (A B C D E A B C D E …), a fresh browser context per run, one 10-letter word per round, keys sent on
// a fixed cadence through CDP without waiting for the page. The contenders and their pages, the server,
// the driving and the figures are the modules of search-race/; this runs the rounds.
//
//   tsx search-race.mjs [--rounds=8] [--warmup=1] [--cadence=60] [--throttle=4] [--latency=20] [--settle=1500]
import { chromium } from 'playwright-core';
import { createApiServer } from '@masthead/api';
import { CHROMIUM, CHROMIUM_ARGS, isMain, parseArgs, percentile } from './lib/util.mjs';
import { runOnce } from './search-race/drive.mjs';
import { compareWithFloor, goal, summarize } from './search-race/figures.mjs';
import { formatSearchRace } from './search-race/format.mjs';
import { CONTENDERS, buildPages } from './search-race/pages.mjs';
import { recordSuggestions, startRaceServer } from './search-race/server.mjs';

/** Ten-letter words that keep matching the seed data as they are typed (every prefix has suggestions). */
export const WORDS = ['watercolor', 'typography', 'photograph', 'calligraph', 'watercolor', 'typography', 'photograph', 'calligraph'];

const round2 = (v) => (v === null ? '–' : v.toFixed(1));

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
  await api.database();
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
  compareWithFloor(contenders, runs);
  const goals = goal(contenders);
  return {
    settings: { rounds: opts.rounds, warmup: opts.warmup, cadenceMs: opts.cadence, cpuThrottle: opts.throttle, serverLatencyMs: opts.latency, settleMs: opts.settle, words: words.slice(opts.warmup), viewport: '1280×800' },
    contenders,
    goals,
    // Requests the bench server answered over the whole race, warm-up included (a cross-check of req/word).
    serverCounts,
    seconds: Math.round((Date.now() - t0) / 1000),
  };
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
