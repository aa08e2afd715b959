// The live bell (issue 21) in Chromium against the embedded API: a card posted for a member reaches the
// badges of every open tab without a reload, a read in one tab clears the others, the open drawer offers
// the new cards behind an "N new notifications" button instead of moving the list, and the tabs keep
// receiving when the tab holding the stream closes. The tabs of one browser context share one stream
// (a Web Lock and a BroadcastChannel), as a browser's tabs do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiServer } from '@masthead/api';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Response } from './test.ts';
import { banner, notificationsBell, notificationsDrawer } from './fixtures.ts';
import { startWebApp, type WebApp } from './web-process.ts';

// A member with a few unread notifications in the seed, which every test starts from.
const PERSONA = 'canceled';
const SEEDED_UNREAD = 2;

const badge = (page: Page) => banner(page).locator('.mh-bell__badge');
const cards = (page: Page) => notificationsDrawer(page).locator('.mh-ncard');

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`/?persona=${PERSONA}&variant=desktop`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  return page;
}

/** The answer that opens a notifications stream (GraphQL over SSE). */
const isStream = (r: Response) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream');

/** A browser context with `count` tabs of the member, once one of them holds the open stream. */
async function tabs(browser: Browser, baseURL: string | undefined, count: number): Promise<{ context: BrowserContext; pages: Page[] }> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const stream = context.waitForEvent('response', { predicate: isStream, timeout: 20_000 });
  const pages: Page[] = [];
  for (let i = 0; i < count; i++) pages.push(await openTab(context));
  await stream;
  return { context, pages };
}

async function post(request: APIRequestContext, persona = PERSONA): Promise<{ id: string }> {
  const res = await request.post('/dev/notifications', { data: { persona } });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

test('a card posted for the member reaches the badges of two open tabs; opening the drawer in one clears the other', async ({ browser, baseURL, request }) => {
  const { context, pages } = await tabs(browser, baseURL, 2);
  const [first, second] = pages as [Page, Page];
  for (const page of pages) await expect(badge(page)).toHaveText(String(SEEDED_UNREAD));
  const posted = Date.now();
  await post(request);
  await Promise.all(pages.map((page) => expect(badge(page)).toHaveText(String(SEEDED_UNREAD + 1))));
  console.log(`[live] a posted card reached both tabs' badges in ${Date.now() - posted} ms (incl. the test's polling)`);
  await expect(notificationsBell(second)).toHaveAccessibleName(`Notifications, ${SEEDED_UNREAD + 1} unread`);

  // Opening the drawer marks every shown card read: the other tab's badge goes.
  await notificationsBell(first).click();
  await expect(cards(first).first()).toBeVisible();
  await expect(badge(second)).toBeHidden();
  await expect(notificationsBell(second)).toHaveAccessibleName('Notifications');
  // And its drawer, opened now, shows what the server has: the new card first, read (the first tab's
  // drawer, still open, keeps the unread look it opened with, as spec §4 has it).
  await notificationsBell(second).click();
  await expect(cards(second)).toHaveCount(await cards(first).count());
  await expect(cards(second).first()).toHaveAttribute('data-state', 'read');
  await expect(cards(second).first()).toHaveText(((await cards(first).first().textContent()) ?? '').replace(', Unread', ''));
  await context.close();
});

test('with the drawer open, a new card waits behind "1 new notification"; pressing it shows the card on top', async ({ browser, baseURL, request }) => {
  const { context, pages } = await tabs(browser, baseURL, 1);
  const page = pages[0]!;
  await notificationsBell(page).click();
  await expect(cards(page).first()).toBeVisible();
  // The list draws more cards as it goes (a page at a time): compare what was there, from the top.
  const before = await cards(page).allTextContents();
  await post(request);
  const more = notificationsDrawer(page).getByRole('button', { name: '1 new notification' });
  await expect(more).toBeVisible();
  // Nothing moved under the reader.
  expect((await cards(page).allTextContents()).slice(0, before.length)).toEqual(before);
  await more.click();
  await expect(more).toBeHidden();
  // The new card on top, then what was there (the cards that were unread keep that look until the drawer closes).
  await expect(cards(page).nth(1)).toHaveText(before[0]!);
  expect(before).not.toContain(await cards(page).first().textContent());
  await expect(cards(page).first()).toContainText('now');
  await context.close();
});

test('the tab holding the stream closes: the other tab takes over and still receives', async ({ browser, baseURL, request }) => {
  const { context, pages } = await tabs(browser, baseURL, 2);
  const [leader, other] = pages as [Page, Page];
  await post(request);
  await expect(badge(other)).toHaveText(String(SEEDED_UNREAD + 1));
  const takeover = other.waitForResponse(isStream);
  await leader.close();
  // The remaining tab is granted the lock and opens the stream itself.
  await takeover;
  await post(request);
  await expect(badge(other)).toHaveText(String(SEEDED_UNREAD + 2));
  await context.close();
});

test.describe('the API restarts under an open stream', () => {
  // Servers of its own: an API whose port the system chooses, and which the restart listens on again.
  const folder = mkdtempSync(join(tmpdir(), 'masthead-live-e2e-'));
  let web: WebApp | undefined;
  test.afterAll(async () => {
    await web?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('the stream comes back by itself and the badge resyncs to what happened meanwhile', async ({ page }) => {
    test.slow();
    // An API that keeps its data in a folder, as `npm start` runs it: the restart keeps the notifications.
    let api = await createApiServer({ port: 0, database: join(folder, 'pglite') });
    const apiPort = api.port;
    await api.database();
    web = await startWebApp(api.url);
    const firstStream = page.waitForResponse(isStream, { timeout: 20_000 });
    await page.goto(`${web.origin}/?persona=${PERSONA}&variant=desktop`);
    await firstStream;
    await expect(badge(page)).toHaveText(String(SEEDED_UNREAD));

    await api.close();
    api = await createApiServer({ port: apiPort, database: join(folder, 'pglite') });
    try {
      const again = page.waitForResponse(isStream, { timeout: 45_000 });
      // Posted as soon as the API is back, maybe before the page reconnects: the resync tells it.
      const res = await fetch(`${api.origin}/dev/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona: PERSONA }) });
      expect(res.status).toBe(201);
      await again;
      await expect(badge(page)).toHaveText(String(SEEDED_UNREAD + 1));
    } finally {
      await api.close();
    }
  });
});
