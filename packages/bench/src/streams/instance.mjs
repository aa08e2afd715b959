// One API instance of the streams bench (src/streams.mjs), in a process of its own: its own event loop
// and heap, as instances on separate machines would have. Started by cluster.mjs with `fork`, the
// database and the port in the environment; it answers on the IPC channel:
//
//   → { type: 'ready', origin, engine, pid }        once it listens and its database is open
//   ← { type: 'memory' }  → { type: 'memory', … }   process.memoryUsage() after two full GCs
//   ← { type: 'cpu' }     → { type: 'cpu', user, system }   process.cpuUsage() (µs)
//   ← { type: 'loop' }    → { type: 'loop', maxMs, stallMs, p99Ms, meanMs, utilization, gcMaxMs, gcTotalMs }   the event loop
//                           since the last 'loop' (or the start), then a new window begins
//   ← { type: 'close' }                             closes the server and exits
//
// It runs in a process group of its own, so a Ctrl-C in the terminal reaches the bench, which closes it
// in order; the bench going away in any other way (its exit, SIGKILL) closes the IPC channel, and this
// process exits with it: no instance outlives the bench.
import { PerformanceObserver, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createApiServer } from '@masthead/api';

const database = process.env.STREAMS_DATABASE || 'memory';
const port = Number(process.env.STREAMS_PORT || 0);
// A bench process, not production: 1,000+ streams are spread over the nine signed-in personas, far
// beyond the 8 a real session may hold, and all come from one address (127.0.0.1), past its 128.
const maxStreamsPerSession = Number(process.env.STREAMS_PER_SESSION || 1_000_000);
const maxStreamsPerAddress = 1_000_000;

// Whatever goes wrong here is said as this instance's, not mistaken for the bench's own.
process.on('uncaughtException', (error) => {
  console.error(`[streams] API instance ${process.pid} (${port || 'any port'}): uncaught ${error.stack ?? error}`);
  process.exit(1);
});

const exitWithParent = () => process.exit(0);
process.on('disconnect', exitWithParent);

const server = await createApiServer({ port, database, maxStreamsPerSession, maxStreamsPerAddress, logging: false });
let engine;
try {
  engine = await server.database();
} catch (error) {
  process.send?.({ type: 'error', message: error.message });
  await server.close().catch(() => {});
  process.exit(1);
}

const memory = () => {
  global.gc?.();
  global.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, heapTotal, external, arrayBuffers };
};

// The event loop measured from inside (issue 33: PGlite runs on this thread, so a slow query holds up every
// stream): a timer every LOOP_RESOLUTION_MS whose late ticks are the loop's delays. Its longest delay less
// the timer's own interval is the longest stall: a stretch in which no stream, request or timer ran.
const LOOP_RESOLUTION_MS = 10;
const delays = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
delays.enable();
let busySince = performance.eventLoopUtilization();
// Garbage collection pauses the loop too: the longest pause and their sum tell a stall of GC from one of code.
let gc = { maxMs: 0, totalMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    gc.totalMs += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

const loop = () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const figures = {
    maxMs: ms(delays.max),
    stallMs: Math.max(0, ms(delays.max - LOOP_RESOLUTION_MS * 1e6)),
    p99Ms: ms(delays.percentile(99)),
    meanMs: ms(delays.mean),
    // The share of the time the loop was running code rather than waiting for I/O.
    utilization: Math.round(performance.eventLoopUtilization(busySince).utilization * 1000) / 1000,
    gcMaxMs: Math.round(gc.maxMs * 10) / 10,
    gcTotalMs: Math.round(gc.totalMs),
  };
  gc = { maxMs: 0, totalMs: 0 };
  delays.reset();
  busySince = performance.eventLoopUtilization();
  return figures;
};

process.on('message', async (message) => {
  if (message?.type === 'loop') process.send?.({ type: 'loop', ...loop() });
  if (message?.type === 'memory') process.send?.({ type: 'memory', ...memory() });
  if (message?.type === 'cpu') process.send?.({ type: 'cpu', ...process.cpuUsage() });
  if (message?.type === 'close') {
    process.off('disconnect', exitWithParent);
    await server.close().catch(() => {});
    process.exit(0);
  }
});

process.send?.({ type: 'ready', origin: server.origin, engine, pid: process.pid });
