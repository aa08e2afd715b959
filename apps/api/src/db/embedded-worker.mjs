// The embedded engine's thread (embedded-thread.ts starts it): one PGlite, and the API's calls to it as
// messages. PGlite runs PostgreSQL in WASM on the thread that calls it, so a search that takes 20 ms would hold
// up every open stream of the API for 20 ms; here it holds up only this thread. Plain JavaScript: a worker
// thread loads its file as Node does, without the TypeScript loader of the thread that starts it.
//
// Messages in: { id, op, ... } with op one of open, query, exec, task, begin, end, listen, unlisten, dump, close.
// Messages out: { id, ok, value } or { id, ok: false, error }; and { notify: channel, payload } for a NOTIFY.
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { Blob } from 'node:buffer';
import { URL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { PreparedCache, STALE_STATEMENT_CODES } from './prepared-cache.mjs';

/** The extensions the migrations create (0003: fuzzystrmatch, for the search's "did you mean"). */
const EXTENSIONS = { fuzzystrmatch };

/**
 * The dump a copy starts from, handed to PGlite as it is held: a SharedArrayBuffer every thread reads and none
 * copies (PGlite views what `arrayBuffer()` gives, untars it, and MEMFS copies each file).
 */
class HeldDump extends Blob {
  /** @param {SharedArrayBuffer} shared */
  constructor(shared) {
    super([], { type: 'application/x-tar' });
    this.shared = shared;
  }

  get size() {
    return this.shared.byteLength;
  }

  arrayBuffer() {
    return Promise.resolve(this.shared);
  }
}

/** @type {PGlite | null} */
let pg = null;
/** Open transactions by id: the transaction's handle and how to end it. */
const transactions = new Map();
/** LISTENs by channel: how to stop each. */
const listening = new Map();

/** What the API's error handling reads of an error (PostgreSQL's code, detail and constraint included). */
function describeError(error) {
  const e = /** @type {Record<string, unknown>} */ (error ?? {});
  const out = { name: String(e.name ?? 'Error'), message: String(e.message ?? error) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'hint', 'position']) if (e[key] !== undefined) out[key] = e[key];
  return out;
}

/**
 * Prepared statements (types.ts, QueryOptions.prepared) by text: their names, how each parameter is sent, and
 * their rows' description. PGlite's `query` parses, describes and plans a statement every time; these are
 * parsed once, and PostgreSQL keeps their plan. Made by `open`, with the limit its message gives.
 */
let statements = null;

/**
 * Sends protocol messages in one call to the engine, closed by a Sync (which ends an error's skipping), and
 * answers the parsed replies; throws the engine's error. Only reads run this way, so the data folder needs no
 * sync after it.
 */
function send(...messages) {
  messages.push(protocol.serialize.sync());
  const out = new Uint8Array(messages.reduce((n, m) => n + m.length, 0));
  let at = 0;
  for (const m of messages) {
    out.set(m, at);
    at += m.length;
  }
  return pg.execProtocolStream(out, { syncToFs: false });
}

/**
 * Runs `fn` as PGlite runs a query: after the transaction in progress (a transaction's statements are its own)
 * and any query, never between them. PGlite's own locks: `query` takes the same two.
 */
const exclusive = async (fn) => {
  await pg._checkReady();
  return pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn));
};

/** The named statement of `sql`, parsed (and described, for its parameters' types and its rows) on first use. */
async function statementOf(sql) {
  const known = statements.get(sql);
  if (known) return known;
  const name = PreparedCache.newName();
  const messages = await send(protocol.serialize.parse({ name, text: sql, types: [] }), protocol.serialize.describe({ type: 'S', name }));
  const types = messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  // Its rows' description, read here once rather than described again for every run.
  const fields = messages.filter((m) => m.name === 'rowDescription');
  const statement = { name, serializers: types.map((oid) => pg.serializers[oid]), fields };
  for (const old of statements.set(sql, statement)) await send(protocol.serialize.close({ type: 'S', name: old.name }));
  return statement;
}

/** One run of `sql`'s statement: bound and executed in one call to the engine. */
async function runStatement(sql, params) {
  const { name, serializers, fields } = await statementOf(sql);
  const values = params.map((value, i) => (value === null || value === undefined ? null : serializers[i] ? serializers[i](value) : String(value)));
  // An error (a value the statement refuses) leaves the statement as it was: Sync ended the error's skipping.
  const messages = await send(protocol.serialize.bind({ statement: name, values }), protocol.serialize.execute({}));
  return parse.parseResults([...fields, ...messages], pg.parsers)[0]?.rows ?? [];
}

/** `sql` run as a prepared statement; one that went stale (a migration changed what it reads) is made again, once. */
function runPrepared(sql, params) {
  return exclusive(async () => {
    try {
      return await runStatement(sql, params);
    } catch (error) {
      if (!STALE_STATEMENT_CODES.has(error?.code)) throw error;
      const stale = statements.delete(sql);
      if (stale) await send(protocol.serialize.close({ type: 'S', name: stale.name }));
      return runStatement(sql, params);
    }
  });
}

/** The connection a call runs on: an open transaction's, or PGlite's own (which waits for any transaction). */
const on = (tx) => (tx === undefined ? pg : transactions.get(tx)?.handle);

/**
 * This thread's engine as a Queryable, for the tasks run here (types.ts, Task): a statement is a call, not a
 * message there and back. Prepared statements as the API's thread asks for them (runPrepared); others run as
 * PGlite's `query` runs them.
 */
const local = {
  query: async (sql, params = [], options = {}) => (options.prepared ? runPrepared(sql, params) : (await pg.query(sql, params)).rows),
  exec: async (sql) => {
    await pg.exec(sql);
  },
};

/** The API's source folder: the only modules a task may come from. */
const SOURCE = new URL('../', import.meta.url).href;

/**
 * A task's module, loaded once. The API's modules are TypeScript: the first task registers tsx's loader in this
 * thread (a worker does not inherit it from the thread that starts it), and the modules a task imports are then
 * loaded here as they are in the API's thread: their own copies, their state (a statement's text kept per
 * shape) this thread's.
 */
const taskModules = new Map();
let typeScript = null;
function taskModule(url) {
  if (!url.startsWith(SOURCE) || !/\.(ts|mjs)$/.test(url)) return Promise.reject(new Error(`A task's module must be one of the API's (${SOURCE}); got ${url}.`));
  let loaded = taskModules.get(url);
  if (!loaded) {
    typeScript ??= import('tsx/esm/api').then(({ register }) => {
      register();
    });
    loaded = typeScript.then(() => import(url));
    taskModules.set(url, loaded);
    loaded.catch(() => taskModules.delete(url));
  }
  return loaded;
}

const ops = {
  async task({ module, name, input }) {
    const task = (await taskModule(module))[name];
    if (typeof task?.run !== 'function') throw new Error(`${module} exports no task ${name}.`);
    return task.run(local, input);
  },
  async open({ dataDir, dump, settings, initDbStartParams, pglite, initdb, fsBundle, preparedLimit }) {
    statements = new PreparedCache(preparedLimit);
    pg = await PGlite.create({
      pgliteWasmModule: pglite,
      initdbWasmModule: initdb,
      // Emscripten takes the bundle as an ArrayBuffer only: this thread's own copy of it.
      fsBundle: new Blob([new Uint8Array(fsBundle)]),
      ...(dataDir ? { dataDir } : {}),
      ...(dump ? { loadDataDir: new HeldDump(dump) } : {}),
      ...(settings ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
      ...(initDbStartParams ? { initDbStartParams } : {}),
      extensions: EXTENSIONS,
    });
    const rows = (await pg.query('SHOW server_version')).rows;
    return rows[0]?.server_version ?? '?';
  },
  async query({ sql, params, tx, prepared }) {
    if (tx === undefined) return local.query(sql, params, { prepared });
    return (await on(tx).query(sql, params)).rows;
  },
  async exec({ sql, tx }) {
    await on(tx).exec(sql);
  },
  // A transaction stays open across messages: `begin` answers once it has begun, `end` commits it (or rolls it
  // back) and answers once it has ended.
  begin({ tx }) {
    return new Promise((begun, failed) => {
      const ended = pg.transaction(
        (handle) =>
          new Promise((commit, rollback) => {
            transactions.set(tx, { handle, commit, rollback, ended });
            begun();
          }),
      );
      ended.catch(() => {}).finally(() => transactions.delete(tx));
      ended.catch(failed);
    });
  },
  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) return;
    if (commit) open.commit();
    else open.rollback(new Error('rolled back'));
    await open.ended.catch((error) => {
      if (commit) throw error;
    });
  },
  async listen({ channel }) {
    if (listening.has(channel)) return;
    listening.set(channel, await pg.listen(channel, (payload) => parentPort.postMessage({ notify: channel, payload })));
  },
  async unlisten({ channel }) {
    const stop = listening.get(channel);
    listening.delete(channel);
    if (stop && !pg.closed) await stop();
  },
  async dump() {
    // The checkpoint lets the engine drop the segments the seed filled, so the dump holds what it needs.
    await pg.exec('CHECKPOINT');
    return new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  },
  async close() {
    if (pg && !pg.closed) await pg.close();
  },
};

/** The calls not yet answered. */
const inflight = new Set();

/**
 * What a close waits for: every call made before it answered, and every transaction begun before it ended (its
 * statements may still come, and the calls waiting for it with them), so no call is left without an answer.
 */
async function drained() {
  while (inflight.size > 0 || transactions.size > 0) {
    await Promise.allSettled([...inflight, ...[...transactions.values()].map((open) => open.ended)]);
  }
}

parentPort.on('message', async (message) => {
  const closing = message.op === 'close';
  const run = closing ? drained().then(() => ops.close()) : ops[message.op](message);
  if (!closing) inflight.add(run);
  try {
    const value = await run;
    parentPort.postMessage({ id: message.id, ok: true, value }, value instanceof Uint8Array ? [value.buffer] : []);
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: describeError(error) });
  } finally {
    inflight.delete(run);
  }
});
