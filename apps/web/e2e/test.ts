// What every spec file imports instead of '@playwright/test': the same API, with a `test` whose worker has
// servers of its own (servers.ts) and whose every test starts from the seed. Each test owns its data:
// read state, added notifications and the analytics sink are put back before it runs, on servers no
// other worker reaches. A test's context and page are the worker's last ones, put back as new when they can
// be (recycled-page.ts). Lint holds spec files to this module (eslint.config.js).
import { test as base } from '@playwright/test';
import { recycledPage } from './recycled-page.ts';
import { startWorkerServers, type WorkerServers } from './servers.ts';

export * from '@playwright/test';

export const test = base.extend(recycledPage).extend<{ seed: void }, { servers: WorkerServers }>({
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const servers = await startWorkerServers();
      await use(servers.urls);
      await servers.stop();
    },
    // The first open of a worker's database can take seconds on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.web),
  seed: [
    async ({ servers }, use) => {
      const reset = await fetch(`${servers.api}/dev/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!reset.ok) throw new Error(`POST /dev/reset answered ${reset.status}: ${await reset.text()}`);
      await use();
    },
    { auto: true },
  ],
});
