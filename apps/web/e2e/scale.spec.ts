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
import { expect, test as base, type Browser, type BrowserContext, type Page, type Response } from './test.ts';
import { freePort, startApiProcess, startBalancer, startPostgres, type ApiProcess, type Balancer, type PostgresServer } from '../../../scripts/harness/index.mjs';
import { banner, notificationsBell, notificationsDrawer } from './fixtures.ts';
import { startWebApp, type WebApp } from './web-process.ts';

const PERSONA = 'member';

/** A deployment of its own for each test: a PostgreSQL server, two API instances, nginx, the web app. */
interface Cluster {
  pg: PostgresServer;
  a: ApiProcess;
  b: ApiProcess;
  lb: Balancer;
  webOrigin: string;
  /** The test's browser contexts (closed before the servers stop). */
  contexts: BrowserContext[];
}

const test = base.extend<{ cluster: Cluster }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  cluster: async ({}, use) => {
    const pg = await startPostgres();
    let a: ApiProcess | undefined;
    let b: ApiProcess | undefined;
    let lb: Balancer | undefined;
    let web: WebApp | undefined;
    const contexts: BrowserContext[] = [];
    try {
      // The APIs take writes from the web app's origin, so its port is asked of the system beforehand.
      const webPort = await freePort();
      const webOrigin = `http://127.0.0.1:${webPort}`;
      const env = { MASTHEAD_DATABASE_URL: pg.url, MASTHEAD_ALLOWED_ORIGINS: webOrigin };
      // Both at once, as a deployment starts them: one migrates and seeds under the lock, the other waits.
      [a, b] = await Promise.all([startApiProcess({ env }), startApiProcess({ env })]);
      lb = await startBalancer({ upstreams: [upstreamOf(a), upstreamOf(b)] });
      web = await startWebApp(`${lb.origin}/graphql`, { port: webPort });
      await use({ pg, a, b, lb, webOrigin, contexts });
    } finally {
      for (const context of contexts) await context.close().catch(() => {});
      await web?.stop();
      await lb?.stop();
      await Promise.all([a?.stop(), b?.stop()]);
      await pg.dispose();
    }
  },
});
// Several processes start and stop for each test on a 2-core machine.
test.beforeEach(() => test.setTimeout(180_000));

const upstreamOf = (api: ApiProcess) => `127.0.0.1:${api.port}`;
const badge = (page: Page) => banner(page).locator('.mh-bell__badge');
/**
 * The instance that answered a response through nginx: X-Masthead-Upstream is nginx's $upstream_addr, which
 * lists every instance tried ('127.0.0.1:A, 127.0.0.1:B' when A refused the connection and B answered).
 */
const answeredBy = (r: Response) => (r.headers()['x-masthead-upstream'] ?? '').split(', ').at(-1);
const isStream = (r: Response) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream');

/**
 * A browser (a context of its own, so a stream of its own) signed in as the member, whose notifications
 * stream nginx sends to `api`.
 */
async function tabOn(browser: Browser, { lb, a, b, webOrigin, contexts }: Cluster, api: ApiProcess): Promise<Page> {
  await lb.reload([upstreamOf(api)]);
  const context = await browser.newContext({ baseURL: webOrigin });
  contexts.push(context);
  const stream = context.waitForEvent('response', { predicate: isStream, timeout: 30_000 });
  const page = await context.newPage();
  await page.goto(`/?persona=${PERSONA}&variant=desktop`);
  const opened = await stream;
  expect(answeredBy(opened), 'the stream is on the chosen instance').toBe(upstreamOf(api));
  await lb.reload([upstreamOf(a), upstreamOf(b)]);
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

/** Tabs of the member whose streams are on B and on A, and the seed's unread count they show. */
async function tabsOnBoth(browser: Browser, cluster: Cluster): Promise<{ onA: Page; onB: Page; seeded: number }> {
  const onB = await tabOn(browser, cluster, cluster.b);
  const onA = await tabOn(browser, cluster, cluster.a);
  const seeded = await unread(onB);
  expect(seeded).toBeGreaterThan(0);
  await expectUnread(onA, seeded);
  return { onA, onB, seeded };
}

test('a card posted through instance A reaches a tab whose stream is on instance B (and one on A)', async ({ browser, cluster }) => {
  const { onA, onB, seeded } = await tabsOnBoth(browser, cluster);
  const t0 = Date.now();
  await postThrough(cluster.a);
  await Promise.all([expectUnread(onB, seeded + 1), expectUnread(onA, seeded + 1)]);
  console.log(`[scale] a card written through A reached the tabs on B and A in ${Date.now() - t0} ms (incl. the test's polling)`);
});

test('a read through instance B clears the badge of a tab whose stream is on A', async ({ browser, cluster }) => {
  const { a, b, lb } = cluster;
  const { onA, onB } = await tabsOnBoth(browser, cluster);
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
  await lb.reload([upstreamOf(a), upstreamOf(b)]);
});

test('instance A killed with SIGKILL: its tab reconnects through nginx to B and resyncs; nothing is lost', async ({ browser, cluster }) => {
  const { a, b } = cluster;
  const { onA, onB, seeded } = await tabsOnBoth(browser, cluster);
  const reconnected = onA.waitForResponse(isStream, { timeout: 60_000 });
  await a.kill();
  // Written while the tab on A has no stream: the resync after it reconnects must bring it.
  await postThrough(b);
  await expectUnread(onB, seeded + 1);
  const again = await reconnected;
  // nginx may try the dead A first (its connection refused), then B.
  expect(answeredBy(again)).toBe(upstreamOf(b));
  await expectUnread(onA, seeded + 1);
});

test('PostgreSQL restarted: both instances listen again by themselves; no write is lost or doubled', async ({ browser, cluster }) => {
  const { pg, a, b } = cluster;
  // A tab on each instance: each instance has a stream to prove its LISTEN.
  const { onA, onB, seeded } = await tabsOnBoth(browser, cluster);
  const rowsBefore = Number(await pg.psql('SELECT count(*) FROM notifications'));

  await pg.restart();
  // A write through each instance, once it can reach the server again (a write refused meanwhile
  // wrote nothing: it is tried again, and the count below proves nothing was doubled).
  const posted: string[] = [];
  for (const api of [a, b]) {
    await expect(async () => {
      const res = await fetch(`${api.origin}/dev/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ persona: PERSONA }),
      });
      expect(res.status, `instance on ${api.port} still refuses writes: ${await res.clone().text()}`).toBe(201);
      posted.push(((await res.json()) as { id: string }).id);
    }).toPass({ timeout: 30_000 });
  }
  // The card through B reached the tab on A and the card through A the tab on B: both LISTENs are back.
  await Promise.all([expectUnread(onA, seeded + 2), expectUnread(onB, seeded + 2)]);
  expect(Number(await pg.psql('SELECT count(*) FROM notifications'))).toBe(rowsBefore + 2);
  const ids = posted.map((id) => `'${id.replace(/'/g, "''")}'`).join(',');
  expect(Number(await pg.psql(`SELECT count(*) FROM notifications WHERE id IN (${ids})`))).toBe(posted.length);
});
