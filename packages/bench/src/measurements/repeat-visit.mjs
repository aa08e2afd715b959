// A repeat visit (repeat-visit.mjs): the bytes a second visit to the core page moves apart from its HTML.
// Goal: under 2 KB (goals.mjs).
import { formatRepeatVisit, repeatVisitSummary } from '../repeat-visit.mjs';

export const id = 'repeat';
export const key = 'repeatVisit';
export const title = () => 'a repeat visit: bytes of the second visit (Chromium, one browser cache)';
export const failure = 'repeat visit failed';

export async function run() {
  const { runRepeatVisit } = await import('../repeat-visit.mjs');
  return runRepeatVisit();
}
export const row = formatRepeatVisit;
export const goal = repeatVisitSummary;
