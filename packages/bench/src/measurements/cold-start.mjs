// A fresh start (cold-start.mjs): a member's first page the moment npm start says it is running, against a
// warm one. Goal: the whole header in its HTML and no layout shift from the header (goals.mjs).
import { coldStartSummary, formatColdStart } from '../cold-start.mjs';

export const id = 'cold';
export const key = 'coldStart';
export const title = () => "a fresh start: a member's first page after npm start (Chromium)";
export const failure = 'cold start failed';

export async function run() {
  const { runColdStart } = await import('../cold-start.mjs');
  return runColdStart();
}
export const row = formatColdStart;
export const goal = coldStartSummary;
