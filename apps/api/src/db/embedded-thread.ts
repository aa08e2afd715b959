/**
 * The embedded engine on a thread of its own (issue 33, item 2): PGlite runs PostgreSQL in WASM on the thread
 * that calls it, and the API's thread is the one that writes to every open stream, so a search of 20 ms stalled
 * every stream for 20 ms. Here PGlite lives in a worker thread (`embedded-worker.mjs`) and this side is the
 * `Database` the API uses: each call a message, each answer a message, NOTIFYs as messages in the order the
 * engine made them. A transaction stays open in the worker across calls; PGlite's other calls wait for it, as
 * they did in this thread.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PREPARED_PER_CONNECTION, type Database, type Queryable, type QueryOptions, type Task } from './types.ts';

/** How the worker opens its PGlite. */
export interface ThreadOptions {
  /** A data folder; none: in memory. */
  dataDir?: string;
  /** A dump to start from (a new folder, or a copy in memory), shared with the thread, never copied. */
  dump?: SharedArrayBuffer;
  /** Settings (`-c name=value`) on top of PGlite's own start parameters. */
  settings?: readonly string[];
  initDbStartParams?: readonly string[];
}

/** An engine's error as the worker describes it: PostgreSQL's fields kept, so callers read `code` as before. */
interface ErrorShape {
  name: string;
  message: string;
  [field: string]: unknown;
}

type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorShape };

/** The embedded database, and what only the embedded engine does: its dump. */
export interface ThreadDatabase extends Database {
  /** A checkpoint, then the data folder as a tar. */
  dump(): Promise<Uint8Array>;
}

const WORKER = new URL('./embedded-worker.mjs', import.meta.url);

/**
 * PGlite's WASM, compiled once in this process and shared with every database's thread, and its file-system
 * bundle, read once. PGlite keeps the compiled modules of one thread; a new thread would compile the 9 MB
 * engine again for every database (seconds, where opening a copy takes a fraction of one).
 */
interface Artifacts {
  pglite: WebAssembly.Module;
  initdb: WebAssembly.Module;
  fsBundle: SharedArrayBuffer;
}
let artifacts: Promise<Artifacts> | undefined;
function loadArtifacts(): Promise<Artifacts> {
  artifacts ??= (async () => {
    const dist = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    const bundle = readFileSync(join(dist, 'pglite.data'));
    const fsBundle = new SharedArrayBuffer(bundle.byteLength);
    new Uint8Array(fsBundle).set(bundle);
    const [pglite, initdb] = await Promise.all([WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))), WebAssembly.compile(readFileSync(join(dist, 'initdb.wasm')))]);
    return { pglite, initdb, fsBundle };
  })();
  return artifacts;
}

function errorFrom(shape: ErrorShape): Error {
  const error = new Error(shape.message);
  Object.assign(error, shape);
  return error;
}

/** Starts the worker, opens PGlite in it, and answers the `Database` that talks to it. */
export async function openThreadDatabase(options: ThreadOptions, where: (version: string) => string): Promise<ThreadDatabase> {
  const worker = new Worker(WORKER);
  // An idle database does not keep the process alive (PGlite in this thread did not either); a call does.
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let ended: Error | null = null;
  let closed = false;
  let next = 0;

  const settle = (id: number) => {
    const call = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return call;
  };
  worker.on('message', (message: Answer | { notify: string; payload: string }) => {
    if ('notify' in message) {
      for (const listener of listeners.get(message.notify) ?? []) listener(message.payload);
      return;
    }
    const call = settle(message.id);
    if (message.ok) call?.resolve(message.value);
    else call?.reject(errorFrom(message.error));
  });
  const end = (error: Error) => {
    // The thread ends when the database is closed (terminated, exit code 1): not a failure then.
    ended ??= closed ? new Error('The embedded database is closed.') : error;
    for (const id of [...pending.keys()]) settle(id)?.reject(ended);
  };
  worker.on('error', (error) => end(new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => end(new Error(`The embedded database's thread ended (exit code ${code}).`)));

  const call = <T>(op: string, args: Record<string, unknown> = {}): Promise<T> => {
    if (ended) return Promise.reject(ended);
    // As PGlite answers a call after its close. The calls made before it are answered first (the worker's
    // close waits for them), and so are an open transaction's, which they may be waiting for.
    const ofOpenTransaction = args['tx'] !== undefined && op !== 'begin';
    if (closed && op !== 'close' && !ofOpenTransaction) return Promise.reject(new Error('The embedded database is closed.'));
    const id = (next += 1);
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...args });
    });
  };

  const queryable = (tx?: number): Queryable => ({
    query: <Row extends object>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) =>
      call<Row[]>('query', { sql, params: [...params], tx, prepared: options.prepared === true }),
    exec: (sql: string) => call<void>('exec', { sql, tx }),
    // In the engine's thread, beside PGlite's own connection (a transaction's statements come one by one).
    ...(tx === undefined ? { beside: <I, O>(task: Task<I, O>, input: I) => call<O>('task', { module: task.module, name: task.name, input }) } : {}),
  });

  let version: string;
  try {
    version = await call<string>('open', { ...options, ...(await loadArtifacts()), preparedLimit: PREPARED_PER_CONNECTION });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let transactions = 0;
  return {
    engine: where(version),
    ...queryable(),
    async transaction(fn) {
      const tx = (transactions += 1);
      await call('begin', { tx });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call('end', { tx, commit: false });
        throw error;
      }
      await call('end', { tx, commit: true });
      return result;
    },
    // One engine, one connection: a notification is never missed, so there is no gap to report.
    async listen(channel, onPayload) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        await call('listen', { channel });
      }
      channelListeners.add(onPayload);
      return async () => {
        channelListeners.delete(onPayload);
        if (channelListeners.size > 0 || listeners.get(channel) !== channelListeners) return;
        listeners.delete(channel);
        if (!closed && !ended) await call('unlisten', { channel });
      };
    },
    dump: () => call<Uint8Array>('dump'),
    async close() {
      if (closed) return;
      closed = true;
      try {
        if (!ended) await call('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}
