// The moving parts of the streams bench (src/streams.mjs): API instances in child processes, nginx in
// front of them, and plain `node:http` clients that hold `notificationEvents` streams and make requests.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { sleep, startBalancer } from '../../../../scripts/harness/index.mjs';

const INSTANCE = fileURLToPath(new URL('./instance.mjs', import.meta.url));

/** The nine signed-in personas (every persona but the guest): the sessions that hold the streams. */
export const MEMBERS = ['free', 'expired', 'member', 'canceled', 'teacher', 'applicant', 'team-owner', 'team-admin', 'team-member'];

/** A persisted operation's request body, as the web app's client sends it (the id, no text). */
export function persistedBody(operationName, variables = {}) {
  const id = PERSISTED_OPERATIONS[operationName];
  if (!id) throw new Error(`No persisted operation named ${operationName}.`);
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
}

// --- API instances --------------------------------------------------------------------------------------

/**
 * Starts one API instance in a child process (`instance.mjs`) on `database` ('memory' or a postgres://
 * URL; `env` adds to the environment, e.g. MASTHEAD_CATALOG). Resolves once it listens with its database open:
 * { origin, hostPort, engine, pid, memory(), cpu(), loop(), close() }.
 */
export async function startInstance({ database = 'memory', port = 0, execArgv = [], env = {}, startTimeoutMs = 60_000 } = {}) {
  // The parent runs under tsx (its loader is in execArgv); the child needs it too for the API's .ts.
  const loader = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : ['--import', 'tsx'];
  const child = fork(INSTANCE, [], {
    execArgv: [...loader, '--expose-gc', ...execArgv],
    env: { ...process.env, ...env, STREAMS_DATABASE: database, STREAMS_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Out of the terminal's process group: Ctrl-C goes to the bench, which closes the instance in order.
    detached: true,
  });
  let exited = null;
  let closing = false;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  child.on('error', (error) => console.error(`[streams] API instance ${child.pid}: ${error.message}`));
  void exit.then(({ code, signal }) => {
    if (!closing) console.error(`[streams] API instance ${child.pid} exited unexpectedly (${code ?? signal})`);
  });
  const ready = await new Promise((resolve, reject) => {
    // A large catalogue's first start builds its search index: minutes, which `startTimeoutMs` allows for.
    const timer = setTimeout(() => reject(new Error(`an API instance did not start within ${startTimeoutMs / 1000} s`)), startTimeoutMs);
    child.on('message', function first(message) {
      if (message?.type !== 'ready' && message?.type !== 'error') return;
      clearTimeout(timer);
      child.off('message', first);
      if (message.type === 'error') reject(new Error(`an API instance did not start: ${message.message}`));
      else resolve(message);
    });
    exit.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`an API instance exited while starting (${code ?? signal})`));
    });
  }).catch((error) => {
    closing = true;
    child.kill('SIGKILL');
    throw error;
  });
  /** One answer of the child to `type`. */
  const ask = (type) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(`the API instance ${ready.pid} has exited`));
      const timer = setTimeout(() => reject(new Error(`the API instance ${ready.pid} did not answer '${type}'`)), 30_000);
      child.on('message', function answer(message) {
        if (message?.type !== type) return;
        clearTimeout(timer);
        child.off('message', answer);
        resolve(message);
      });
      child.send({ type });
    });
  return {
    origin: ready.origin,
    hostPort: new URL(ready.origin).host,
    engine: ready.engine,
    pid: ready.pid,
    memory: () => ask('memory'),
    /** Its event loop since the last ask (or its start): the longest delay, p99, and how busy it was. */
    loop: () => ask('loop'),
    /** Its CPU time so far: { user, system } in µs. */
    cpu: () => ask('cpu'),
    /** Closes the server and its database; SIGKILL when it has not exited after 5 s. */
    async close() {
      closing = true;
      if (exited) return;
      if (child.connected) child.send({ type: 'close' });
      await Promise.race([exit, sleep(5000)]);
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
  };
}

// --- nginx ----------------------------------------------------------------------------------------------

/** nginx balancing `upstreams`, with room for `streams` open streams (each holds two connections). */
export async function startRoomyBalancer({ upstreams, streams }) {
  const workerConnections = Math.max(1024, 2 * streams + 512);
  const lb = await startBalancer({ upstreams, workerConnections });
  return { ...lb, workerConnections };
}

// --- clients --------------------------------------------------------------------------------------------

const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A request with a JSON (or no) body over a kept-alive connection: { status, headers, text, ms }. A
 * kept-alive connection the server closed just as it was reused (ECONNRESET on a reused socket: the
 * request never reached the server) is retried once on a new one, as Node's documentation advises.
 */
export function call(url, options = {}, retried = false) {
  const { method = 'POST', body = null, persona, headers = {} } = options;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const all = { accept: 'application/json', ...headers };
    if (body !== null) Object.assign(all, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    if (persona) all.cookie = `masthead_persona=${encodeURIComponent(persona)}`;
    const req = request(url, { method, agent: keepAlive, headers: all }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', (error) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') resolve(call(url, options, true));
      else reject(error);
    });
    req.end(body ?? undefined);
  });
}

const STREAM_BODY = persistedBody('NotificationEvents');

/**
 * Opens one `notificationEvents` stream as `persona` on `origin` (its own connection, as each browser
 * has), the way graphql-sse's client asks: a POST accepting only text/event-stream. `onEvent(kind,
 * event, at)` gets each event with the `performance.now()` of the chunk that completed it. Resolves once
 * the first event (the SYNC) is in: { persona, upstream (nginx's X-Masthead-Upstream), close(), closed }.
 */
export function openStream({ origin, persona, onEvent, timeoutMs = 30_000 }) {
  return new Promise((resolve, reject) => {
    const headers = {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(STREAM_BODY),
      cookie: `masthead_persona=${encodeURIComponent(persona)}`,
    };
    const req = request(`${origin}/graphql`, { method: 'POST', agent: false, headers });
    const stream = { persona, upstream: null, closed: false, close: () => req.destroy() };
    let settled = false;
    const fail = (error) => {
      stream.closed = true;
      req.destroy();
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(error);
      }
    };
    const timer = setTimeout(() => fail(new Error(`no SYNC within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', fail);
    req.on('close', () => (stream.closed = true));
    req.on('response', (res) => {
      stream.upstream = res.headers['x-masthead-upstream'] ?? null;
      res.on('error', fail);
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('text/event-stream')) {
        res.resume();
        fail(new Error(`HTTP ${res.statusCode} instead of an event stream`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: next')) continue;
          const data = block.slice(block.indexOf('data:') + 5);
          const event = JSON.parse(data).data?.notificationEvents;
          if (!event) continue;
          if (!settled) {
            settled = true;
            clearTimeout(timer);
            resolve(stream);
          }
          onEvent(event.kind, event, at, stream);
        }
      });
      res.on('close', () => fail(new Error('the stream ended before its first event')));
    });
    req.end(STREAM_BODY);
  });
}
