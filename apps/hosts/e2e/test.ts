// What the hosts' spec files import instead of '@playwright/test': a `test` whose worker has servers of its own
// (the API, and the project's host: Next.js or Vite) and whose every test starts from the seed. A project
// says which host its tests drive (`hostKind` in playwright.config.ts); the packaging project starts none.
// A test's context and page are the worker's last ones, put back as new when they can be (the web app's
// e2e/recycled-page.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startApiProcess, startServerProcess } from '../../../scripts/harness/index.mjs';
import { recycledPage } from '../../web/e2e/recycled-page.ts';
import { MANIFEST } from './hosts.ts';

export * from '@playwright/test';

export type HostKind = 'next' | 'vite' | 'none';

/** A worker's API and host. */
export interface HostServers {
  /** The API's origin (its development routes add notifications). */
  api: string;
  /** The host's origin, every test's baseURL. */
  host: string;
}

/** The Next.js host's server (apps/next/server.mjs: `next start` with the host's own peer address and host check). */
export const nextStart = (port: number) => ['node', 'server.mjs', '--hostname', '127.0.0.1', '--port', String(port)];

/**
 * `vite preview` on a port of its own. Vite 8.4 and later refuse a second preview server of the same project
 * (a lock in its cache folder) unless told `--bypass-lock`, a flag earlier versions refuse as unknown; each
 * worker here runs its own server of the one installed host, so the flag goes in where the installed Vite has it.
 */
function vitePreview(dir: string): (port: number) => string[] {
  const { version } = JSON.parse(readFileSync(join(dir, 'node_modules/vite/package.json'), 'utf8')) as { version: string };
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const lock = major > 8 || (major === 8 && minor >= 4) ? ['--bypass-lock'] : [];
  return (port) => ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', ...lock];
}

export const test = base.extend(recycledPage).extend<{ seed: void }, { hostKind: HostKind; hostServers: HostServers; nextProduction: string }>({
  hostKind: ['none', { scope: 'worker', option: true }],
  hostServers: [
    async ({ hostKind }, use) => {
      if (hostKind === 'none') return use({ api: '', host: '' });
      // Every test's browser comes from 127.0.0.1 through the host: one client address for the API.
      const api = await startApiProcess({ env: { MASTHEAD_DATA_DIR: 'memory', MASTHEAD_MAX_STREAMS_PER_ADDRESS: '1024' } });
      const env = { MASTHEAD_GRAPHQL_URL: api.url, NEXT_TELEMETRY_DISABLED: '1' };
      try {
        const host =
          hostKind === 'next'
            ? await startServerProcess('The Next.js host', { cwd: MANIFEST.hosts.next.dir, args: nextStart, env, readyPath: '/flows/individual' })
            : await startServerProcess('The Vite host', { cwd: MANIFEST.hosts.vite.dir, args: vitePreview(MANIFEST.hosts.vite.dir), env });
        await use({ api: api.origin, host: host.origin });
        await host.stop();
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  /** The same Next.js build started with MASTHEAD_ENV=production (issue 26), against the worker's API. */
  nextProduction: [
    async ({ hostServers }, use) => {
      const server = await startServerProcess('The Next.js host in production', {
        cwd: MANIFEST.hosts.next.dir,
        args: nextStart,
        env: { MASTHEAD_GRAPHQL_URL: `${hostServers.api}/graphql`, NEXT_TELEMETRY_DISABLED: '1', MASTHEAD_ENV: 'production' },
        readyPath: '/flows/individual',
      });
      await use(server.origin);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ hostServers }, use) => use(hostServers.host || undefined),
  seed: [
    async ({ hostServers }, use) => {
      if (hostServers.api) {
        const reset = await fetch(`${hostServers.api}/dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        if (!reset.ok) throw new Error(`POST /dev/reset answered ${reset.status}: ${await reset.text()}`);
      }
      await use();
    },
    { auto: true },
  ],
});
