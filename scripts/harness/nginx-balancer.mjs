// nginx as a load balancer in front of several API instances, for tests and benches: Debian's
// /usr/sbin/nginx (MASTHEAD_NGINX; scripts/setup.mjs's ensureNginx installs it), unprivileged, on a
// loopback port, with its own configuration and every path (pid, logs, temp files) in a temporary
// directory, the way packages/bench/src/http-cache.mjs runs it as a cache.
//
//   const lb = await startBalancer({ upstreams: ['127.0.0.1:4001', '127.0.0.1:4002'] });
//   await fetch(`${lb.origin}/graphql`, …);         // round-robin over the two
//   await lb.reload(['127.0.0.1:4002']);            // a new set of upstreams, without a restart
//   await lb.stop();
//
// Made for Server-Sent Events: no buffering, no cache, HTTP/1.1 to the upstreams and an hour's read
// timeout. A request whose upstream refuses or times out is passed to the next one, and the failed one is
// left out for 2 s.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX } from '../setup.mjs';
import { alive, childPids, freePort, sleep, tail, waitUntil, watchdog } from './harness-util.mjs';

/** A process's command line as `ps` shows it (nginx retitles a worker that is shutting down); '' when gone. */
const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/** The balancer's own path, answered by nginx itself: which configuration it runs (reload() waits for it). */
export const GENERATION_PATH = '/.masthead-balancer/generation';
/** Upstreams are host:port on a name or an IPv4 address, or [IPv6]:port. */
const UPSTREAM = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/;
/** As root, nginx runs as nobody, like an unprivileged user would run it (http-cache.mjs does the same). */
const NOBODY = 65534;

/** The configuration: `upstreams` balanced round-robin behind 127.0.0.1:`port`. */
export function balancerConfig({ dir, port, upstreams, generation = 1, workerConnections = 1024 }) {
  const servers = upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n');
  return `# scripts/nginx-balancer.mjs, generation ${generation}: nginx -p ${dir}/ -c ${dir}/nginx.conf
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  # Each open stream holds two: the client's and the upstream's.
  worker_connections ${workerConnections};
}

http {
  log_format balancer '$status $request_method "$request_uri" upstream=$upstream_addr upstream_status=$upstream_status $request_time';
  access_log ${dir}/access.log balancer;

  # Debian's build points these at /var/lib/nginx, which an unprivileged nginx cannot write.
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;

  upstream masthead_api {
    # Round-robin (nginx's default). One failure (refused, or a timeout) leaves a server out for 2 s.
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};

    location = ${GENERATION_PATH} {
      access_log off;
      default_type text/plain;
      return 200 "${generation}";
    }

    location / {
      proxy_pass http://masthead_api;
      # HTTP/1.1 without "Connection: close" to the upstreams: kept-alive connections, and chunked
      # streams (SSE) pass as they come.
      proxy_http_version 1.1;
      proxy_set_header Connection '';
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;

      # Server-Sent Events: every event goes out as soon as it comes in, and a quiet stream stays open for
      # an hour. An upstream's "X-Accel-Buffering: yes" turns buffering back on for its response, "no"
      # keeps it off (nginx honours the header; proxy_ignore_headers would not).
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;

      # A request whose upstream refuses the connection or times out goes to the next one.
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout;

      # Which instances were tried, the one that answered last ("A, B" when A refused the connection and B
      # answered); for tests and debugging.
      add_header X-Masthead-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** GET the generation nginx runs now, over a connection of its own (null when nothing answers). */
function generationNow(port) {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: GENERATION_PATH, agent: false, timeout: 1000 }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(response.statusCode === 200 ? Number(body) : null));
      response.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

function checkUpstreams(upstreams) {
  if (!Array.isArray(upstreams) || upstreams.length === 0) throw new Error('startBalancer: upstreams must be a non-empty list of host:port.');
  for (const upstream of upstreams) {
    if (typeof upstream !== 'string' || !UPSTREAM.test(upstream)) throw new Error(`startBalancer: '${upstream}' is not host:port (e.g. 127.0.0.1:4001).`);
  }
}

/**
 * Starts nginx in the foreground (`daemon off`: a master and one worker, children of this process, in a
 * process group of their own) and resolves once it answers. Options: `upstreams` (host:port, at least
 * one), `port` (default a free one), `nginx` (default NGINX), `config` (default balancerConfig: another
 * configuration started, reloaded and stopped the same way, such as the bench's HTTP cache; it takes the
 * same options and must answer GENERATION_PATH with its generation). Returns { origin, port, dir,
 * upstreams, reload(upstreams?), stop(), accessLog() }. nginx is killed when this process exits (even by
 * SIGKILL: a watchdog does it then).
 */
export async function startBalancer({ upstreams, port: wanted, nginx = NGINX, workerConnections = 1024, config = balancerConfig } = {}) {
  checkUpstreams(upstreams);
  if (!existsSync(nginx)) {
    throw new Error(`nginx is missing at ${nginx}: install Debian's nginx (scripts/setup.mjs's ensureNginx(), which npm test runs) or set MASTHEAD_NGINX.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'masthead-nginx-'));
  const conf = join(dir, 'nginx.conf');
  mkdirSync(join(dir, 'temp'));
  const port = wanted ?? (await freePort());
  let generation = 1;
  let current = [...upstreams];
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const write = () => {
    writeFileSync(conf, config({ dir, port, upstreams: current, generation, workerConnections }));
    if (asRoot) for (const path of [dir, join(dir, 'temp'), conf]) chownSync(path, NOBODY, NOBODY);
  };
  write();
  const args = ['-p', `${dir}/`, '-c', conf, '-e', join(dir, 'error.log')];

  const child = spawn(nginx, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...user });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  child.once('error', (error) => (exited = { code: null, signal: null, error }));
  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  const cancelWatchdog = watchdog(`kill -TERM -$2 2>/dev/null; sleep 1; kill -KILL -$2 2>/dev/null; rm -rf "$1"`, [dir, String(child.pid)]);
  const onExit = () => {
    killGroup('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    cancelWatchdog();
  };
  process.once('exit', onExit);

  let stopped = false;
  /** Stops nginx (SIGTERM: a fast shutdown that closes open streams; SIGKILL after 3 s) and removes its directory. */
  async function stop() {
    if (stopped) return;
    stopped = true;
    killGroup('SIGTERM');
    await Promise.race([exit, sleep(3000)]);
    if (!exited) killGroup('SIGKILL');
    process.off('exit', onExit);
    cancelWatchdog();
    rmSync(dir, { recursive: true, force: true });
  }
  const why = () => (stderr.trim() || tail(join(dir, 'error.log'), 5) || `exit ${exited?.code ?? exited?.signal ?? exited?.error?.message ?? 'none'}`).slice(0, 1000);

  if (!(await waitUntil(async () => exited || (await generationNow(port)) === generation, 10_000))) {
    const reason = why();
    await stop();
    throw new Error(`nginx did not start on 127.0.0.1:${port}: not answering after 10 s: ${reason}`);
  }
  if (exited) {
    const reason = why();
    await stop();
    throw new Error(`nginx did not start on 127.0.0.1:${port}: ${reason}`);
  }

  /**
   * Rewrites the configuration (with new `upstreams`, or the same) and reloads it (SIGHUP). Resolves once
   * new connections get the new configuration; streams open on the old worker stay there until they end.
   * A configuration nginx rejects is not loaded: the error says why, and the old one keeps running.
   */
  async function reload(next = current) {
    checkUpstreams(next);
    if (stopped || exited) throw new Error('startBalancer: reload(): nginx is not running.');
    const previous = current;
    current = [...next];
    generation += 1;
    write();
    const test = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8', ...user });
    if (test.status !== 0) {
      current = previous;
      generation -= 1;
      write();
      throw new Error(`nginx rejected the new configuration: ${(test.stderr || test.error?.message || '').trim()}`);
    }
    const oldWorkers = childPids(child.pid);
    process.kill(child.pid, 'SIGHUP');
    // The master starts new workers, lets them run 100 ms beside the old ones, then tells the old ones to
    // shut down (they close their idle kept-alive connections, so a client's next request reaches a new
    // worker). Done when a new worker answers and no old one is still an ordinary worker.
    const oldOnesLeaving = () => oldWorkers.every((pid) => !alive(pid) || commandLine(pid).includes('shutting down'));
    const done = async () => (await generationNow(port)) === generation && oldOnesLeaving();
    if (!(await waitUntil(done, 10_000))) {
      throw new Error(`nginx did not take the new configuration within 10 s: ${tail(join(dir, 'error.log'), 5)}`);
    }
    if (oldWorkers.length === 0) await sleep(300); // no /proc to watch them
  }

  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    dir,
    get upstreams() {
      return [...current];
    },
    reload,
    stop,
    /** The access log so far: one line per request with the upstream that answered (empty after stop()). */
    accessLog: () => (existsSync(join(dir, 'access.log')) ? readFileSync(join(dir, 'access.log'), 'utf8') : ''),
  };
}
