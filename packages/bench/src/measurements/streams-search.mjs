// The live bell while search runs (streams-search.mjs, issue 33). Goal: the streams goal on one PGlite API
// at 50,000 classes under 100 suggestion requests a second; the longest event-loop stall reported (goals.mjs).
import { formatStreamsSearch, streamsSearchSummary } from '../streams-search/format.mjs';

export const id = 'stall';
export const key = 'streamsSearch';
export const title = () => 'the live bell while search runs: 1,000 streams on one PGlite API (50,000 classes), 100 suggestions a second';
export const failure = 'streams under search failed';

export async function run() {
  const { runStreamsSearch } = await import('../streams-search.mjs');
  return runStreamsSearch();
}
export const row = formatStreamsSearch;
export const goal = streamsSearchSummary;
