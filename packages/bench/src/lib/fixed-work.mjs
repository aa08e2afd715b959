// The machine's own speed and spread, measured beside a latency bench (search-latency.mjs): a fixed piece of
// work, served over HTTP by a process of its own and asked one request at a time, as the bench asks the API. Its
// p95 ÷ p50 says how even the machine answers while the bench runs, its p50 how fast it runs a tight loop (the
// API's own CPU per request, which reads far more memory, moves more: by 50-70 % in an evening on a shared 2-core
// machine, where this loop moved by 30 %).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { percentile, round } from './util.mjs';

/** Additions per request: about 4 ms on the 2-core machine the figures of docs/benchmarks.md come from. */
export const FIXED_ADDITIONS = 3_000_000;

const SERVER = `
import { createServer } from 'node:http';
const n = Number(process.argv[1]);
const server = createServer((request, response) => {
  let x = 0;
  for (let i = 0; i < n; i += 1) x += i % 7;
  response.end(String(x));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** Times `runs` requests (after `warmup`) of the fixed work: { additions, p50, p95, p99, spread } in ms. */
export async function measureMachine({ runs = 300, warmup = 50, additions = FIXED_ADDITIONS } = {}) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER, String(additions)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const [chunk] = await once(child.stdout, 'data');
    const origin = `http://127.0.0.1:${Number(String(chunk).trim())}/`;
    const ask = async () => (await fetch(origin)).text();
    for (let i = 0; i < warmup; i += 1) await ask();
    const ms = [];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      await ask();
      ms.push(performance.now() - start);
    }
    const p50 = round(percentile(ms, 50), 2);
    const p95 = round(percentile(ms, 95), 2);
    return { additions, runs, p50, p95, p99: round(percentile(ms, 99), 2), spread: round(p95 / p50, 2) };
  } finally {
    child.kill();
  }
}
