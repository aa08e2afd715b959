// Issue 22's proof in Chromium: the web app in front of nginx balancing two API instances (separate
// processes) on one throwaway PostgreSQL server (Debian's programs, as npm test installs them). A card
// written through one instance reaches a tab whose stream is on the other (Postgres NOTIFY, one LISTEN per
// instance); a read through one clears the badge of a tab on the other; an instance killed with SIGKILL
// loses nothing (its tabs reconnect to the other one and resync); a restarted Postgres server is found
// again by both instances on their own, and no write is lost or doubled.
//
// Which instance a tab's stream is on is chosen, not guessed: nginx is reloaded with only that instance
// while the tab opens (open streams stay where they are across a reload), then with both again, and the
// balancer's X-Masthead-Upstream answer header confirms it.
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { startApiProcess, type ApiProcess } from '../../../scripts/api-process.mjs';
import { freePort } from '../../../scripts/harness-util.mjs';
import { startBalancer, type Balancer } from '../../../scripts/nginx-balancer.mjs';
import { startPostgres, type PostgresServer } from '../../../scripts/postgres-server.mjs';
import { banner, notificationsBell, notificationsDrawer } from './fixtures.ts';
import { startWebApp } from './web-process.ts';

test.describe.configure({ mode: 'serial' });
// Several processes start and stop in each step on a 2-core machine.
test.beforeEach(() => test.setTimeout(120_000));

const PERSONA = 'member';

let pg: PostgresServer;
let a: ApiProcess;
let b: ApiProcess;
let lb: Balancer;
let web: ChildProcess | undefined;
let webOrigin: string;
const contexts: BrowserContext[] = [];

const upstreamOf = (api: ApiProcess) => `127.0.0.1:${api.port}`;
const both = () => [upstreamOf(a), upstreamOf(b)];
const badge = (page: Page) => banner(page).locator('.mh-bell__badge');
/**
 * The instance that answered a response through nginx: X-Masthead-Upstream is nginx's $upstream_addr, which
 * lists every instance tried ('127.0.0.1:A, 127.0.0.1:B' when A refused the connection and B answered).
 */
const answeredBy = (r: Response) => (r.headers()['x-masthead-upstream'] ?? '').split(', ').at(-1);
const isStream = (r: Response) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream');

test.beforeAll(async () => {
  test.setTimeout(300_000);
  pg = await startPostgres();
  const [portA, portB, webPort] = [await freePort(), await freePort(), await freePort()];
  webOrigin = `http://127.0.0.1:${webPort}`;
  const env = { MASTHEAD_DATABASE_URL: pg.url, MASTHEAD_ALLOWED_ORIGINS: webOrigin };
  // Both at once, as a deployment starts them: one migrates and seeds under the lock, the other waits.
  [a, b] = await Promise.all([startApiProcess({ port: portA, env }), startApiProcess({ port: portB, env })]);
  lb = await startBalancer({ upstreams: both() });
  web = await startWebApp(webPort, `${lb.origin}/graphql`);
});

test.afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  web?.kill();
  await lb?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await pg?.dispose();
});

/**
 * A browser (a context of its own, so a stream of its own) signed in as the member, whose notifications
 * stream nginx sends to `api`.
 */
async function tabOn(browser: Browser, api: ApiProcess): Promise<Page> {
  await lb.reload([upstreamOf(api)]);
  const context = await browser.newContext({ baseURL: webOrigin });
  contexts.push(context);
  const stream = context.waitForEvent('response', { predicate: isStream, timeout: 30_000 });
  const page = await context.newPage();
  await page.goto(`/?persona=${PERSONA}&variant=desktop`);
  const opened = await stream;
  expect(answeredBy(opened), 'the stream is on the chosen instance').toBe(upstreamOf(api));
  await lb.reload(both());
  return page;
}

/** Adds a card for the member through one instance directly (not through nginx): its id. */
async function postThrough(api: ApiProcess): Promise<string> {
  const res = await fetch(`${api.origin}/dev/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona: PERSONA }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function unread(page: Page): Promise<number> {
  await expect(notificationsBell(page)).toHaveAccessibleName(/^Notifications/);
  const name = (await notificationsBell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

const expectUnread = (page: Page, count: number) =>
  expect(notificationsBell(page)).toHaveAccessibleName(count === 0 ? 'Notifications' : `Notifications, ${count} unread`);

let onA: Page;
let onB: Page;
let seeded: number;
const posted: string[] = [];

test('a card posted through instance A reaches a tab whose stream is on instance B (and one on A)', async ({ browser }) => {
  onB = await tabOn(browser, b);
  onA = await tabOn(browser, a);
  seeded = await unread(onB);
  expect(seeded).toBeGreaterThan(0);
  await expectUnread(onA, seeded);

  const t0 = Date.now();
  posted.push(await postThrough(a));
  await Promise.all([expectUnread(onB, seeded + 1), expectUnread(onA, seeded + 1)]);
  console.log(`[scale] a card written through A reached the tabs on B and A in ${Date.now() - t0} ms (incl. the test's polling)`);
});

test('a read through instance B clears the badge of a tab whose stream is on A', async () => {
  // The tab on B opens the drawer while nginx has only B: its mark-all-read is answered by B.
  await lb.reload([upstreamOf(b)]);
  const marked = onB.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('MarkNotificationsAsRead'));
  await notificationsBell(onB).click();
  await expect(notificationsDrawer(onB).locator('.mh-ncard').first()).toBeVisible();
  const answer = await marked;
  expect(answeredBy(answer)).toBe(upstreamOf(b));
  const t0 = Date.now();
  await expectUnread(onA, 0);
  console.log(`[scale] a read through B cleared the badge of the tab on A ${Date.now() - t0} ms after B answered`);
  await expect(badge(onA)).toBeHidden();
  await lb.reload(both());
  await onB.keyboard.press('Escape');
});

test('instance A killed with SIGKILL: its tab reconnects through nginx to B and resyncs; nothing is lost', async () => {
  const reconnected = onA.waitForResponse(isStream, { timeout: 60_000 });
  await a.kill();
  // Written while the tab on A has no stream: the resync after it reconnects must bring it.
  posted.push(await postThrough(b));
  await expectUnread(onB, 1);
  const again = await reconnected;
  // nginx may try the dead A first (its connection refused), then B.
  expect(answeredBy(again)).toBe(upstreamOf(b));
  await expectUnread(onA, 1);
  await a.start();
});

test('PostgreSQL restarted: both instances listen again by themselves; no write is lost or doubled', async ({ browser }) => {
  // A tab on the restarted A, and the tab on B: each instance has a stream to prove its LISTEN.
  const onAagain = await tabOn(browser, a);
  await expectUnread(onAagain, 1);
  const rowsBefore = Number(await pg.psql('SELECT count(*) FROM notifications'));

  await pg.restart();
  // A write through each instance, once it can reach the server again (a write refused meanwhile
  // wrote nothing: it is tried again, and the count below proves nothing was doubled).
  for (const api of [a, b]) {
    for (let attempt = 0; ; attempt += 1) {
      const res = await fetch(`${api.origin}/dev/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: PERSONA }),
      });
      if (res.status === 201) {
        posted.push(((await res.json()) as { id: string }).id);
        break;
      }
      expect(attempt, `instance on ${api.port} still refuses writes: ${res.status} ${await res.text()}`).toBeLessThan(100);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // The card through B reached the tab on A and the card through A the tab on B: both LISTENs are back.
  await Promise.all([expectUnread(onAagain, 3), expectUnread(onB, 3), expectUnread(onA, 3)]);
  expect(Number(await pg.psql('SELECT count(*) FROM notifications'))).toBe(rowsBefore + 2);
  const ids = posted.map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
  expect(Number(await pg.psql(`SELECT count(*) FROM notifications WHERE id IN (${ids})`))).toBe(posted.length);
});
