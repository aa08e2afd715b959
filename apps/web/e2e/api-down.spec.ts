// Issue 15, item 3: the web app against an API that hangs and one that refuses connections. The
// page arrives at once, with the header in its loading state (never signed out for a signed-in
// teacher); the browser asks again, and once the API is back the teacher's header appears.
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createApiServer } from '@masthead/api';
import { banner } from './fixtures.ts';
import { startWebApp } from './web-process.ts';

// Ports of their own: the suite's web port + 50 to + 61.
const BASE = Number(process.env.MASTHEAD_E2E_WEB_PORT ?? 3100) + 50;

test.describe.configure({ mode: 'serial' });

let hanging: Server;
const children: ChildProcess[] = [];
test.beforeAll(async () => {
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(BASE + 10, '127.0.0.1', resolve));
  children.push(await startWebApp(BASE, `http://127.0.0.1:${BASE + 10}/graphql`), await startWebApp(BASE + 1, `http://127.0.0.1:${BASE + 11}/graphql`));
});
test.afterAll(async () => {
  for (const child of children) child.kill();
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

async function expectLoadingHeader(page: Page): Promise<void> {
  const header = banner(page);
  await expect(header).toBeVisible();
  await expect(header.locator('[aria-busy="true"]').first()).toBeAttached();
  await expect(header.getByRole('link', { name: /^(Sign In|Sign Up)$/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /^(Sign In|Sign Up)$/ })).toHaveCount(0);
  // The host's page is all there.
  await expect(page.locator('#main')).not.toBeEmpty();
}

test('the API hangs: the page comes at once with the loading header, and stays so', async ({ page }) => {
  // The browser asks for the member itself once the page is up: the moment the header could change.
  const asked = page.waitForRequest((request) => request.url().includes('/graphql') && (request.postData() ?? '').includes('GetViewer'));
  const response = await page.goto(`http://127.0.0.1:${BASE}/?persona=teacher&variant=desktop`);
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expectLoadingHeader(page);
  await asked;
  await expectLoadingHeader(page);
});

test('the API refuses: loading header and a plain-language alert; once it is back, the teacher', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${BASE + 1}/?persona=teacher&variant=desktop`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expectLoadingHeader(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the signed-in member' });
  await expect(alert).toHaveText('Could not load the signed-in member: The server answered with HTTP 502. Trying again…');
  // The API comes up where the web app looks for it; the page's next try finds the teacher. The tries
  // back off (2, 4, 8, 16 s, then every 30 s: viewer-status.ts), so on a busy machine that next try may
  // be up to 30 s away.
  test.setTimeout(90_000);
  const api = await createApiServer({ port: BASE + 11 });
  try {
    await expect(banner(page).getByRole('link', { name: 'Teach' }).first()).toBeVisible({ timeout: 40_000 });
    await expect(alert).toHaveCount(0);
  } finally {
    await api.close();
  }
});
