// Live streams at scale (streams.mjs). Goal: event → every client p99 at 1,000 streams (goals.mjs).
import { formatStreams, streamsSummary } from '../streams/format.mjs';

export const id = 'streams';
export const key = 'streams';
export const title = () => 'live streams at scale: one and two API instances, PostgreSQL NOTIFY, nginx (1,000 streams)';
export const failure = 'streams failed';

export async function run() {
  const { runStreams } = await import('../streams.mjs');
  return runStreams();
}
export const row = formatStreams;
export const goal = streamsSummary;
