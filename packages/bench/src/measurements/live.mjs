// The live bell (live-bell.mjs): event → painted badge. Reported, no goal.
import { formatLiveBell } from '../lib/live-bell-format.mjs';

export const id = 'live';
export const key = 'liveBell';
export const title = () => 'the live bell: event → painted badge (Chromium, 4× CPU)';
export const failure = 'live bell failed';

export async function run() {
  const { runLiveBell } = await import('../live-bell.mjs');
  return runLiveBell();
}
export const row = formatLiveBell;
export const goal = () => [];
