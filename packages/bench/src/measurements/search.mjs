// Search, side by side with its peers (search-race.mjs). Goals: one request per word, key→paint p95
// within the floor's (goals.mjs).
import { formatSearchRace, searchRaceSummary } from '../search-race/format.mjs';

export const id = 'search';
export const key = 'search';
export const title = () => 'search, side by side (headless Chromium)';
export const failure = 'search race failed';

export async function run({ args }) {
  const { runSearchRace } = await import('../search-race.mjs');
  return runSearchRace({ ...(args.rounds ? { rounds: Number(args.rounds) } : {}) });
}
export const row = formatSearchRace;
export const goal = searchRaceSummary;
