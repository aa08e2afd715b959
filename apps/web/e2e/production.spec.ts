// Production mode in Chromium (issue 10): the web app and the API with MASTHEAD_ENV=production. The
// header works whole on persisted operations only: the suggestions go out as a GET with the id and no
// document text and come back publicly cacheable, a document sent as text is refused with a clear
// error, and the drawer links to no foreign host.
import { expect, test } from './test.ts';
import { createApiServer, issueSession, type ApiServer } from '@masthead/api';
import { banner, notificationsBell, notificationsDrawer, searchBox } from './fixtures.ts';
import { startWebApp, type WebApp } from './web-process.ts';
import { freePort } from '../../../scripts/harness/index.mjs';

// Servers of their own, in production mode, for this file's tests (in one worker, one after another: none
// depends on another, they share the servers' start-up).
let BASE = '';
const SECRET = "the e2e suite's session secret, 32 characters or more";

let api: ApiServer;
let web: WebApp | undefined;
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  // Two servers and a first database open: on a busy machine that outlasts a test's time (as the
  // worker's own servers' fixture allows for).
  test.setTimeout(120_000);
  // Production takes writes only from origins it is told about (MASTHEAD_ALLOWED_ORIGINS; issue 26):
  // the web app's proxy passes the page's Origin on, so the web app's own origin is listed, and its port
  // is asked of the system beforehand.
  const webPort = await freePort();
  BASE = `http://127.0.0.1:${webPort}`;
  api = await createApiServer({ port: 0, production: true, allowedOrigins: [BASE], sessionSecret: SECRET });
  // The database open before the first page asks: on a busy machine its first open outlasts the page's
  // budget for the viewer, and the first test would see the loading header.
  await api.database();
  web = await startWebApp(api.url, { env: { MASTHEAD_ENV: 'production' }, port: webPort });
});
test.afterAll(async () => {
  await web?.stop();
  await api?.close();
});

test.beforeEach(async ({ context }) => {
  // Signed in the way production signs in: a session the server signed (`npm run session -- teacher`
  // issues the same), in the session cookie; no ?persona= there.
  await context.addCookies([{ name: 'masthead_persona', value: issueSession(SECRET, 'teacher').token, url: BASE, httpOnly: true }]);
});

test('the whole header on persisted operations; the suggestions are a cacheable GET without the document', async ({ page }) => {
  const graphql: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/graphql')) graphql.push({ method: r.method(), url: r.url(), body: r.postData() });
  });
  // The page's POSTs carry its Origin through the proxy: production takes them from the web app's origin.
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && r.status() === 403) refused.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${BASE}/`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByRole('link', { name: 'Teach' })).toBeVisible();

  const answered = page.waitForResponse((r) => r.url().includes('/graphql') && r.url().includes('GetSearchSuggestions'));
  await searchBox(page).click();
  await page.keyboard.type('watercolor');
  const response = await answered;
  const request = response.request();
  expect(request.method()).toBe('GET');
  const params = new URL(request.url()).searchParams;
  expect(params.has('query')).toBe(false);
  expect(JSON.parse(params.get('extensions') ?? '{}')).toMatchObject({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) } });
  expect(response.headers()['cache-control']).toMatch(/^public, /);
  expect(response.headers()['etag']).toBeTruthy();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  await expect(drawer.locator('.mh-ncard').first()).toBeVisible();
  // The seed's hostile cards link off-site (//evil.example): none is a link here.
  const hrefs = await drawer.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(new URL(href).origin).toBe(BASE);
  // No request of the page carried a document's text.
  for (const r of graphql) expect(`${r.url} ${r.body ?? ''}`).not.toMatch(/query[=":]+\s*"?(query|mutation)\b/);
  expect(graphql.some((r) => r.method === 'POST')).toBe(true);
  expect(refused).toEqual([]);
});

test('a document sent as text is refused with a clear error', async ({ request }) => {
  const answer = await request.post(`${BASE}/graphql`, {
    data: { query: '{ topLevelCategories { slug } }' },
    headers: { 'content-type': 'application/json', cookie: `masthead_persona=${issueSession(SECRET, 'teacher').token}` },
  });
  const body = (await answer.json()) as { data?: unknown; errors?: { message: string }[] };
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.[0]?.message).toBe(
    'This API runs in production mode and runs only the persisted operations of @masthead/graphql: send extensions.persistedQuery.sha256Hash instead of a query text.',
  );
});

test('?persona= signs nobody in, and /dev/* is not there', async ({ page, request }) => {
  await page.context().clearCookies();
  await page.goto(`${BASE}/?persona=teacher&variant=desktop`);
  await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await request.post(`${BASE}/dev/login`, { data: { persona: 'teacher' } })).status()).toBe(404);
});

test("a persona's name in the cookie signs nobody in: the header is a visitor's", async ({ page }) => {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'masthead_persona', value: 'teacher', url: BASE }]);
  await page.goto(`${BASE}/?variant=desktop`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Teach' })).toHaveCount(0);
});
