// Search latency at the API at a marketplace's size (search-latency.mjs, issue 33). Goals: suggestions p95 and
// the results page's p95 at 50,000 classes, and how suggestions grow up to 200,000 (goals.mjs).
import { formatSearchLatency, searchLatencySummary } from '../search-latency/format.mjs';

export const id = 'latency';
export const key = 'searchLatency';
export const title = () => 'search latency at the API: 2,400, 50,000 and 200,000 classes, PGlite and PostgreSQL';
export const failure = 'search latency failed';

export async function run({ args }) {
  const { runSearchLatency } = await import('../search-latency.mjs');
  // --latency-runs=N: requests per query kind (--runs is the search race's rounds).
  return runSearchLatency(args['latency-runs'] ? { runs: Number(args['latency-runs']) } : {});
}
export const row = formatSearchLatency;
export const goal = searchLatencySummary;
