// Issue 15, item 3: the web app against an API that hangs and one that refuses connections. The
// page arrives at once, with the header in its loading state (never signed out for a signed-in
// teacher); the browser asks again, and once the API is back the teacher's header appears.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test.ts';
import { createApiServer } from '@masthead/api';
import { banner } from './fixtures.ts';
import { startWebApp } from './web-process.ts';
import { freePort } from '../../../scripts/harness/index.mjs';

async function expectLoadingHeader(page: Page): Promise<void> {
  const header = banner(page);
  await expect(header).toBeVisible();
  await expect(header.locator('[aria-busy="true"]').first()).toBeAttached();
  await expect(header.getByRole('link', { name: /^(Sign In|Sign Up)$/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /^(Sign In|Sign Up)$/ })).toHaveCount(0);
  // The host's page is all there.
  await expect(page.locator('#main')).not.toBeEmpty();
}

// Each test starts a web app of its own (and the second an API): a process's start-up on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('the API hangs: the page comes at once with the loading header, and stays so', async ({ page }) => {
  // An API that takes connections and never answers, on a port the system chose, and a web app before it.
  const hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
  // MASTHEAD_API_WAIT_MS=0: the web app says it is running without waiting for an API that never answers.
  const web = await startWebApp(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}/graphql`, { env: { MASTHEAD_API_WAIT_MS: '0' } });
  try {
    // The browser asks for the member itself once the page is up: the moment the header could change.
    const asked = page.waitForRequest((request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('GetViewer'));
    const response = await page.goto(`${web.origin}/?persona=teacher&variant=desktop`);
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expectLoadingHeader(page);
    await asked;
    await expectLoadingHeader(page);
  } finally {
    await web.stop();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  }
});

test('the API refuses: loading header and a plain-language alert; once it is back, the teacher', async ({ page }) => {
  // The API's port: free now (the system chose it), so connections are refused until the API listens there.
  const apiPort = await freePort();
  const web = await startWebApp(`http://127.0.0.1:${apiPort}/graphql`, { env: { MASTHEAD_API_WAIT_MS: '0' } });
  try {
    await page.goto(`${web.origin}/?persona=teacher&variant=desktop`);
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await expectLoadingHeader(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load the signed-in member' });
    await expect(alert).toHaveText('Could not load the signed-in member: The server answered with HTTP 502. Trying again…');
    // The API comes up where the web app looks for it; the page's next try finds the teacher. The tries
    // back off (2, 4, 8, 16 s, then every 30 s: viewer-status.ts), so on a busy machine that next try may
    // be up to 30 s away.
    const api = await createApiServer({ port: apiPort });
    try {
      await expect(banner(page).getByRole('link', { name: 'Teach' }).first()).toBeVisible({ timeout: 40_000 });
      await expect(alert).toHaveCount(0);
    } finally {
      await api.close();
    }
  } finally {
    await web.stop();
  }
});
