#!/usr/bin/env node
// `npm run bench` (root) = `pnpm --filter @masthead/bench bench`: every benchmark of this package in
// one run, printed as tables and written to results/latest.json plus a dated copy.
//
//   tsx run.mjs                 the full run (sizes, SSR, search race, header page with Lighthouse, HTTP cache)
//   tsx run.mjs --smoke         seconds: sizes + budget check + a short SSR timing; exits 1 on a budget breach
//   tsx run.mjs --rounds=N      search-race rounds (default 8)
//   tsx run.mjs --skip=search,header,lighthouse,ssr,repeat,cold,live,cache,streams,stall,latency
//   tsx run.mjs --latency-runs=N  search-latency requests per query kind and size (default 200)
//   tsx run.mjs --no-write      print only
//
// One module per measurement (measurements/): its `id` (the name --skip takes), the `key` of its figures
// in the results, its section's `title`, `run`, `row` (what it prints) and `goal` (its lines in the
// summary; the targets are goals.mjs). A measurement's own code is loaded only when it runs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { resultsMarkdown } from './lib/markdown.mjs';
import { BENCH_DIR, isMain, machineInfo, parseArgs } from './lib/util.mjs';
import * as cache from './measurements/cache.mjs';
import * as cold from './measurements/cold-start.mjs';
import * as header from './measurements/header.mjs';
import * as live from './measurements/live.mjs';
import * as repeat from './measurements/repeat-visit.mjs';
import * as search from './measurements/search.mjs';
import * as latency from './measurements/search-latency.mjs';
import * as sizes from './measurements/sizes.mjs';
import * as ssr from './measurements/ssr.mjs';
import * as streams from './measurements/streams.mjs';
import * as stall from './measurements/streams-search.mjs';

/** In the order they run and are summarized. */
export const MEASUREMENTS = [sizes, ssr, search, header, repeat, cold, live, cache, streams, stall, latency];

function section(title) {
  console.log(`\n── ${title} ${'─'.repeat(Math.max(0, 96 - title.length))}`);
}

export async function main(argv = process.argv.slice(2)) {
  const args = parseArgs(argv);
  const smoke = Boolean(args.smoke);
  const skip = new Set(String(args.skip ?? '').split(',').filter(Boolean));
  const started = Date.now();
  const results = { date: new Date().toISOString(), mode: smoke ? 'smoke' : 'full', machine: machineInfo() };
  const problems = [];
  let breached = false;

  for (const m of MEASUREMENTS) {
    if (skip.has(m.id) || (smoke && !m.inSmoke)) continue;
    section(m.title({ smoke }));
    try {
      results[m.key] = await m.run({ args, smoke, skip });
    } catch (error) {
      if (m.fatal) {
        console.log(error.message);
        return 1;
      }
      problems.push(`${m.failure}: ${error.message}`);
      results[m.key] = { error: String(error.message) };
      console.log(`${m.failure}: ${error.stack}`);
      continue;
    }
    console.log(m.row(results[m.key]));
    breached ||= Boolean(m.breach?.(results[m.key]));
  }

  results.seconds = Math.round((Date.now() - started) / 1000);
  // One line per goal: held or missed, and by how much.
  results.summary = MEASUREMENTS.flatMap((m) => m.goal(results[m.key]));
  section('summary');
  for (const line of results.summary) console.log(line);
  console.log(`took ${results.seconds} s`);

  if (!smoke && !args['no-write']) {
    const dir = `${BENCH_DIR}results/`;
    mkdirSync(dir, { recursive: true });
    const json = `${JSON.stringify(results, null, 2)}\n`;
    writeFileSync(`${dir}latest.json`, json);
    writeFileSync(`${dir}latest.md`, resultsMarkdown(results));
    const stamp = results.date.slice(0, 16).replace(/:/g, '').replace('T', '-');
    writeFileSync(`${dir}${stamp}Z.json`, json);
    console.log(`wrote packages/bench/results/latest.json (+ latest.md, the figures of docs/benchmarks.md) and results/${stamp}Z.json`);
  }
  if (problems.length) console.log(`problems: ${problems.join('; ')}`);
  // The smoke run guards the enforced limits (npm test); the full run is a report and always exits 0 unless it broke.
  if (smoke && breached) return 1;
  return problems.length ? 1 : 0;
}

if (isMain(import.meta.url)) process.exitCode = await main();
