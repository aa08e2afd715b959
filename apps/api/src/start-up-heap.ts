/**
 * What the API's start leaves on its heap. Opening the database builds the seed's catalogue to name the seed
 * and, for a new database, to write it (notifications/store.ts), then lets it go: with the large catalogue
 * (50,000 classes) that is about 400 MB the API no longer holds. V8 collects its old generation only when it
 * grows near a limit, so that garbage stayed, and every young collection paid for it: on the API's thread they
 * took 6.4 ms on PGlite and 9.4 ms on PostgreSQL with it, against 2.4 and 3.0 without (issue 33; benchmarks.md).
 * `npm start` (main.ts) collects it once, after the start and before the first request.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** The heap's used size before and after the collection, in MB, and what it took. */
export interface StartUpCollection {
  beforeMb: number;
  afterMb: number;
  ms: number;
}

let collect: (() => void) | undefined;

/** V8's full collection. The flag gives each new context its `gc` (this process's own global keeps none). */
function fullCollection(): () => void {
  if (!collect) {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as () => void;
  }
  return collect;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** Collects what the start let go, once the database is open and the warm-up has run. */
export function collectStartUpGarbage(): StartUpCollection {
  const full = fullCollection();
  const before = getHeapStatistics().used_heap_size;
  const started = performance.now();
  full();
  return { beforeMb: mb(before), afterMb: mb(getHeapStatistics().used_heap_size), ms: Math.round(performance.now() - started) };
}
