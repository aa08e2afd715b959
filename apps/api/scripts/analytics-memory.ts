/**
 * How much memory the analytics sink holds (issue 26, item 5): POSTs a 64 KB batch of 100 events
 * `--posts` times (default 150, then 2,000) and prints the API's heapUsed and rss after a full GC.
 * Each POST comes as another client (its own X-Forwarded-For address and device session), so the
 * per-client rate limit does not hide what the store keeps; `--one-client` sends them all as one.
 *
 *   node --expose-gc --import tsx scripts/analytics-memory.ts [--posts=150,2000] [--one-client]
 *
 * A measurement, not a test: its figures depend on the machine and go into notes, not assertions.
 */
import { createApiServer } from '../src/index.ts';

const args = new Map(process.argv.slice(2).map((arg): [string, string | undefined] => {
  const [name = '', value] = arg.replace(/^--/, '').split('=');
  return [name, value];
}));
const checkpoints = (args.get('posts') ?? '150,2000').split(',').map(Number).sort((a, b) => a - b);
const oneClient = args.has('one-client');
/** long: the header's shape (four flat strings, one long); wide: 48 short keys; unique: 40 keys never seen twice. */
const shape = args.get('shape') ?? 'long';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) {
  console.error('Run with node --expose-gc (see the file comment): without a full GC the figures mean little.');
  process.exit(1);
}

/** Properties of event `i`, so that 100 events come just under 64 KB. */
function properties(i: number): Record<string, unknown> {
  if (shape === 'unique') return Object.fromEntries(Array.from({ length: 36 }, (_, k) => [`${i}_${k}_${Math.random().toString(36).slice(2, 6)}`, k]));
  if (shape === 'wide') return Object.fromEntries(Array.from({ length: 48 }, (_, k) => [`k${k}`, k % 2 ? i + k : `v${k}`]));
  return { menu_item: 'Browse', submenu_item: `Illustration ${i}`, nav_level: 'main', url_destination: `/browse/illustration/${'x'.repeat(455)}` };
}

/** A batch of 100 events like the header's own. */
function batchBody(dsid: string): string {
  const events = Array.from({ length: 100 }, (_, i) => ({ name: 'click-nav-bar', timestamp: '2026-11-26T12:00:00.000Z', properties: properties(i) }));
  return JSON.stringify({ deviceSessionId: dsid, events });
}

function memory(): { heapMB: number; rssMB: number } {
  gc!();
  gc!();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapMB: Math.round(heapUsed / 1e5) / 10, rssMB: Math.round(rss / 1e5) / 10 };
}

const server = await createApiServer({ port: 0 });
const size = Buffer.byteLength(batchBody('dsid-0'));
const base = memory();
console.log(`${shape} batch body ${size} B; at start heapUsed ${base.heapMB} MB, rss ${base.rssMB} MB`);
const statuses = new Map<number, number>();
let sent = 0;
for (const target of checkpoints) {
  for (; sent < target; sent += 1) {
    const client = oneClient ? 0 : sent;
    const res = await fetch(`${server.origin}/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
      body: batchBody(`dsid-${client}`),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  const now = memory();
  const answers = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
  console.log(`after ${target} POSTs (${answers}): heapUsed ${now.heapMB} MB (+${Math.round((now.heapMB - base.heapMB) * 10) / 10}), rss ${now.rssMB} MB (+${Math.round((now.rssMB - base.rssMB) * 10) / 10})`);
}
await server.close();
