// One API instance of the streams bench (src/streams.mjs), in a process of its own: its own event loop
// and heap, as instances on separate machines would have. Started by cluster.mjs with `fork`, the
// database and the port in the environment; it answers on the IPC channel:
//
//   → { type: 'ready', origin, engine, pid }        once it listens and its database is open
//   ← { type: 'memory' }  → { type: 'memory', … }   process.memoryUsage() after two full GCs
//   ← { type: 'cpu' }     → { type: 'cpu', user, system }   process.cpuUsage() (µs)
//   ← { type: 'close' }                             closes the server and exits
//
// It runs in a process group of its own, so a Ctrl-C in the terminal reaches the bench, which closes it
// in order; the bench going away in any other way (its exit, SIGKILL) closes the IPC channel, and this
// process exits with it: no instance outlives the bench.
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

process.on('message', async (message) => {
  if (message?.type === 'memory') process.send?.({ type: 'memory', ...memory() });
  if (message?.type === 'cpu') process.send?.({ type: 'cpu', ...process.cpuUsage() });
  if (message?.type === 'close') {
    process.off('disconnect', exitWithParent);
    await server.close().catch(() => {});
    process.exit(0);
  }
});

process.send?.({ type: 'ready', origin: server.origin, engine, pid: process.pid });
