// nginx as the HTTP cache of the scenario: Debian's nginx with this folder's nginx.conf, started, watched
// and stopped by scripts/harness/nginx-balancer.mjs (a temporary directory, unprivileged, on a loopback port, and
// a watchdog that stops it should this process die without its exit handlers).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { GENERATION_PATH, startBalancer } from '../../../../scripts/harness/index.mjs';
import { NGINX, ensureNginx } from '../../../../scripts/setup.mjs';
import { BENCH_DIR } from '../lib/util.mjs';

export { NGINX };

const CONFIG_TEMPLATE = `${BENCH_DIR}src/http-cache/nginx.conf`;

/** Whether nginx is here (installing it as scripts/setup.mjs does when it is not); a reason when not. */
export function nginxAvailability({ install = true } = {}) {
  if (!existsSync(NGINX) && install) {
    try {
      ensureNginx();
    } catch (error) {
      return { available: false, reason: String(error.message).split('\n')[0] };
    }
  }
  if (!existsSync(NGINX)) return { available: false, reason: `no nginx at ${NGINX} (npm run bench installs Debian's nginx with apt-get; or set MASTHEAD_NGINX)` };
  const version = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  if (version.status !== 0) return { available: false, reason: `${NGINX} -v failed: ${(version.stderr || version.error?.message || '').trim()}` };
  return { available: true, version: version.stderr.trim().replace(/^nginx version:\s*/, '') };
}

/** The configuration for this run: the template with its paths, ports and the balancer's generation filled in. */
export function nginxConfig({ dir, port, upstreams, generation = 1 }) {
  return readFileSync(CONFIG_TEMPLATE, 'utf8')
    .replaceAll('@DIR@', dir)
    .replaceAll('@PORT@', String(port))
    .replaceAll('@UPSTREAMS@', upstreams.map((upstream) => `server ${upstream};`).join('\n    '))
    .replaceAll('@GENERATION_PATH@', GENERATION_PATH)
    .replaceAll('@GENERATION@', String(generation));
}

/** nginx caching in front of the API on `apiPort`: { port, accessLog(), stop() } (scripts/harness/nginx-balancer.mjs's Balancer). */
export function startCache(apiPort) {
  return startBalancer({ upstreams: [`127.0.0.1:${apiPort}`], config: nginxConfig });
}

/** Counts of $upstream_cache_status in the access log of /graphql GETs. */
export function cacheStatusesFromLog(log) {
  const counts = {};
  for (const line of log.split('\n')) {
    const [status, , , , method, uri] = line.split(' ');
    if (method !== 'GET' || !uri?.startsWith('"/graphql?')) continue;
    counts[status] = (counts[status] ?? 0) + 1;
  }
  return counts;
}
