// The live bell's fault matrix (issue 21, "Faults"): each way the notifications stream can go wrong, in
// Chromium against the embedded API. The stream is refused (401, 429 with Retry-After, 500); it is cut in
// the middle of an event (the connection drops, or the body just ends); its events are malformed (the
// wrong shape, an unknown feed, a negative count); the server answers and then never sends; the tab
// holding the stream is killed. In every cell the page throws nothing, the badge keeps the count of the
// last good answer, and once the fault is gone the header recovers without a reload: a card posted for the
// member reaches the badge.
//
// How the cells are built. The stream is the POST to /graphql whose operation is NotificationEvents (the
// SSE link sends the persisted id with `accept: text/event-stream`); `page.route` catches it while the
// fault lasts. A refusal is a `route.fulfill`. An answer that streams (events that come and a stream that
// stays open, or headers and then nothing) cannot be a `route.fulfill`, which sends a whole body: those
// requests are continued to a small SSE server of this file, which answers as the cell says. The page's
// clock is installed: the cells jump over the header's long waits (the open watchdog, the waits after 401
// and 429) with `fastForward`, never a sleep; for 401 and 429 it is paused once the refusal is taken in,
// so that only the cell moves it until the fault is gone.
//
// Persona: 'applicant', from the seed (every test starts from it, on its worker's own API). Every card a
// cell posts goes to the students' feed and is marked read again at once, so the count stays the seed's.
// The badge says '9+' from 10 on; the bell's accessible name carries the real number.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_OPEN_TIMEOUT_MS, LIVE_SIGNED_OUT_RETRY_MS } from '@masthead/header-core/machines';
import { expect, test, type APIRequestContext, type Page, type Request, type Response, type Route } from './test.ts';
import { banner, expectHeaderUsable, graphqlCall, notificationsBell, open, pauseClock } from './fixtures.ts';

const PERSONA = 'applicant';
const STREAM = 'NotificationEvents';
const COUNTS = 'GetNotificationCounts';

// ---------- The member's notifications on the API ----------

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const answer = await request.post('/graphql', {
    data: { query },
    headers: { cookie: `masthead_persona=${PERSONA}`, 'content-type': 'application/json' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The member's unread count (both feeds), as the badge sums it. */
async function unreadOnServer(request: APIRequestContext): Promise<number> {
  const { viewer } = await graphql<{ viewer: { notifications: { count: number }; teacherNotifications: { count: number } } }>(
    request,
    '{ viewer { notifications(first: 0) { count } teacherNotifications(first: 0) { count } } }',
  );
  return viewer.notifications.count + viewer.teacherNotifications.count;
}

const unreadName = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/**
 * The header is live: a card posted for the member reaches the bell, and reading it on the server brings
 * the bell back. (A stream that reconnects resyncs first, which can take a while on a loaded machine.)
 */
async function expectLive(pages: readonly Page[], request: APIRequestContext, unread: number): Promise<void> {
  const answer = await request.post('/dev/notifications', { data: { persona: PERSONA, feed: 'students' } });
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  for (const page of pages) await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread + 1), { timeout: 30_000 });
  await graphql(request, `mutation { markNotification(input: { id: ${JSON.stringify(id)}, isRead: true }) { id } }`);
  for (const page of pages) await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread), { timeout: 30_000 });
}

// ---------- What the page does ----------

const isCall = (name: string) => (request: Request) => graphqlCall(request)?.operationName === name;
const isStreamRequest = isCall(STREAM);
/** A stream the API answered (not one of this file's faults). */
const isApiStream = (response: Response) =>
  isStreamRequest(response.request()) && response.status() === 200 && response.headers()['x-masthead-fault'] === undefined;

interface Watch {
  /** Uncaught exceptions and unhandled rejections. */
  readonly errors: string[];
  /** Console warnings. */
  readonly warnings: string[];
  /** Count queries (the resyncs) sent so far. */
  readonly resyncs: Request[];
}

async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { errors: [], warnings: [], resyncs: [] };
  page.on('pageerror', (error) => seen.errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => message.type() === 'warning' && seen.warnings.push(message.text()));
  page.on('request', (request) => isCall(COUNTS)(request) && seen.resyncs.push(request));
  // The page's event-stream fetches, as the page makes them: counted when called, and the status each
  // resolved with, noted before the SSE client's own code runs on it (its `await` comes later in the same
  // microtasks): once a status is here, the header has taken that answer in.
  await page.addInitScript(() => {
    const streams: PageStreams = { calls: 0, answers: [] };
    const fetch = window.fetch.bind(window);
    Object.assign(window, { __streams: streams });
    window.fetch = (input, init) => {
      const answer = fetch(input, init);
      if (new Headers(init?.headers).get('accept') === 'text/event-stream') {
        streams.calls += 1;
        answer.then((r) => streams.answers.push(r.status), () => streams.answers.push(0));
      }
      return answer;
    };
  });
  return seen;
}

interface PageStreams {
  calls: number;
  readonly answers: number[];
}

/** The event-stream fetches the page has made, and the answers it has taken in. */
const pageStreams = (page: Page) => page.evaluate(() => (window as unknown as { __streams: PageStreams }).__streams);

/**
 * Runs the page's clock on a second at a time until `done` (a stream from the API has answered): the
 * backoff's wait, however long the failures before made it, passes in a few round trips.
 */
async function runClockUntil(page: Page, done: () => boolean): Promise<void> {
  await expect(async () => {
    if (!done()) await page.clock.runFor(1_000);
    expect(done()).toBe(true);
  }).toPass({ intervals: [100], timeout: 20_000 });
}

/** The page has run its pending tasks (a message round trip: no timer, so a paused clock does not hold it). */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  }));

// ---------- The faults ----------

/** The SSE server that answers the streams the route sends it (headers at once, then what the cell says). */
interface FaultServer {
  readonly origin: string;
  /** Ends every stream it holds open (the fault is over: the server goes away). */
  endAll(): void;
  close(): Promise<void>;
}

type Script = (res: ServerResponse) => void;

const event = (payload: unknown) => `event: next\ndata: ${JSON.stringify({ data: { notificationEvents: payload } })}\n\n`;
const SYNC = { kind: 'SYNC', feed: null, notification: null, readIds: [], unreadIds: [] };

/** What the SSE server sends, by the path the route continues to. */
const SCRIPTS: Record<string, Script> = {
  // Half of an event, then the connection drops.
  cut: (res) => {
    res.write(event({ ...SYNC, counts: [{ feed: 'OWN', count: 4 }] }).slice(0, 40));
    setTimeout(() => res.destroy(), 50);
  },
  // Half of an event, then the body ends (as a proxy that gave up might end it).
  ended: (res) => res.end(event({ ...SYNC, counts: [{ feed: 'OWN', count: 4 }] }).slice(0, 40)),
  // Headers, then nothing at all: no event, ever (the keep-alive comments would not reach the client either).
  silent: () => {},
  'wrong-shape': (res) => res.write(event({ ...SYNC, counts: { OWN: 99 } })),
  'unknown-feed': (res) => res.write(event({ ...SYNC, counts: [{ feed: 'OWN', count: 4 }, { feed: 'TEAM', count: 99 }] })),
  'negative-count': (res) => res.write(event({ ...SYNC, counts: [{ feed: 'OWN', count: -3 }, { feed: 'STUDENTS', count: 10 }] })),
};

async function startFaultServer(): Promise<FaultServer> {
  const streams = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    req.resume();
    const script = SCRIPTS[(req.url ?? '/').slice(1)];
    if (!script) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', 'x-masthead-fault': '1' });
    res.flushHeaders();
    streams.add(res);
    res.on('close', () => streams.delete(res));
    script(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    endAll: () => streams.forEach((res) => res.end()),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What the header does with the fault:
 * - `retry`: backs off (full jitter, the first wait under 1 s) and tries again; `after` ms of silence
 *   first count as a failed connection (the open watchdog).
 * - `wait`: after the refusal `status`, no retry for `atLeast` ms (no retry storm), then one.
 * - `resync`: the event is dropped with one console warning naming what was wrong, the counts are asked
 *   again, and the stream stays open.
 */
type Reaction =
  | { readonly kind: 'retry'; readonly after?: number }
  | { readonly kind: 'wait'; readonly status: number; readonly atLeast: number }
  | { readonly kind: 'resync'; readonly warning: string };

interface Fault {
  readonly name: string;
  /** Answers the stream request while the fault lasts. */
  readonly answer: (route: Route, server: FaultServer) => Promise<void>;
  readonly reaction: Reaction;
}

const refusal = (status: number, headers: Record<string, string> = {}) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify({ errors: [{ message: `HTTP ${status}` }] }) });
const scripted = (path: keyof typeof SCRIPTS) => (route: Route, server: FaultServer) => route.continue({ url: `${server.origin}/${path}` });
const malformed = (reason: string) => `[masthead live] dropped a malformed event (${reason}); resyncing`;

const FAULTS: readonly Fault[] = [
  { name: 'refused with 401 (signed out)', answer: refusal(401), reaction: { kind: 'wait', status: 401, atLeast: LIVE_SIGNED_OUT_RETRY_MS } },
  // Retry-After 90, not the API's 30 (the floor without one): the wait comes from the answer's header.
  { name: 'refused with 429 and Retry-After', answer: refusal(429, { 'Retry-After': '90' }), reaction: { kind: 'wait', status: 429, atLeast: 90_000 } },
  { name: 'refused with 500', answer: refusal(500), reaction: { kind: 'retry' } },
  { name: 'cut mid-event (the connection drops)', answer: scripted('cut'), reaction: { kind: 'retry' } },
  { name: 'cut mid-event (the body ends)', answer: scripted('ended'), reaction: { kind: 'retry' } },
  { name: 'a server that never sends', answer: scripted('silent'), reaction: { kind: 'retry', after: LIVE_OPEN_TIMEOUT_MS } },
  { name: 'a malformed event: the wrong shape', answer: scripted('wrong-shape'), reaction: { kind: 'resync', warning: malformed('counts: expected an array') } },
  {
    name: 'a malformed event: an unknown feed',
    answer: scripted('unknown-feed'),
    reaction: { kind: 'resync', warning: malformed('counts[1].feed: unknown feed "TEAM"') },
  },
  {
    name: 'a malformed event: a negative count',
    answer: scripted('negative-count'),
    reaction: { kind: 'resync', warning: malformed('counts[0].count: expected a non-negative integer, got -3') },
  },
];

interface FaultyStream {
  /** Stream requests the fault answered. */
  readonly faulted: number;
  /** The fault is over: the next stream request reaches the API (the route goes). */
  heal(): Promise<void>;
}

/** Routes the page's stream requests into `fault` (installed before the page loads: the first stream meets it). */
async function breakStream(page: Page, fault: Fault, server: FaultServer): Promise<FaultyStream> {
  let faulted = 0;
  const matches = (url: URL) => url.pathname.endsWith('/graphql');
  const handler = async (route: Route) => {
    if (!isStreamRequest(route.request())) return route.fallback();
    faulted += 1;
    return fault.answer(route, server);
  };
  await page.route(matches, handler);
  return {
    get faulted() {
      return faulted;
    },
    heal: () => page.unroute(matches, handler),
  };
}

// ---------- The cells ----------

let server: FaultServer;
test.beforeAll(async () => {
  server = await startFaultServer();
});
test.afterAll(() => server.close());

for (const fault of FAULTS) {
  const { reaction } = fault;
  const does =
    reaction.kind === 'retry'
      ? `${reaction.after ? 'gives up on it' : 'backs off'} and tries again`
      : reaction.kind === 'wait'
        ? 'waits before it tries again (no retry storm)'
        : 'drops it with a warning and asks for the counts again';
  test(`the stream ${fault.name}: the header ${does}, the badge keeps its count, and a card reaches it once the fault is gone`, async ({ page, request }) => {
    const seen = await watch(page);
    const unread = await unreadOnServer(request);
    const net = await breakStream(page, fault, server);
    await page.clock.install();
    await open(page, { persona: PERSONA, variant: 'desktop' });
    await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread));
    await expect(banner(page).locator('.mh-bell__badge')).toHaveText(unread > 9 ? '9+' : String(unread));
    // The first stream met the fault (a fault retried at once may have been met again since).
    await expect.poll(() => net.faulted).toBeGreaterThanOrEqual(1);

    const recovered = page.waitForResponse(isApiStream, { timeout: 30_000 });
    let back = false;
    void recovered.then(() => (back = true), () => {});
    if (reaction.kind === 'resync') {
      // One warning, naming what was wrong; then the counts again (the first count query is the live
      // chunk's own, at start); the badge as it was; the stream kept.
      await expect.poll(() => seen.warnings).toEqual([reaction.warning]);
      await expect.poll(() => seen.resyncs.length).toBe(2);
      const resync = await seen.resyncs[1]!.response();
      expect(resync?.ok()).toBe(true);
      await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread));
      expect(net.faulted).toBe(1);
      // The faulty server goes away: the stream ends, and the next one reaches the API.
      await net.heal();
      server.endAll();
    } else if (reaction.kind === 'retry') {
      // A silent stream: the watchdog gives up on it at its time. Then the backoff (under 1 s the first
      // time, on the page's clock as it runs), and another try.
      if (reaction.after) await page.clock.fastForward(reaction.after);
      await expect.poll(() => net.faulted).toBeGreaterThanOrEqual(2);
      await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread));
      await net.heal();
      // The stream that is silent now is given up on too; after the backoff the next try reaches the API.
      if (reaction.after) await page.clock.fastForward(reaction.after);
      await runClockUntil(page, () => back);
    } else {
      // The refusal taken in, its wait started.
      await expect.poll(async () => (await pageStreams(page)).answers).toHaveLength(1);
      await pauseClock(page);
      // Half the wait: a retry storm (or the plain backoff, at most 1 s) would have tried again by now.
      await page.clock.fastForward(reaction.atLeast / 2);
      await settled(page);
      expect(await pageStreams(page)).toEqual({ calls: 1, answers: [reaction.status] });
      expect(net.faulted).toBe(1);
      await expect(notificationsBell(page)).toHaveAccessibleName(unreadName(unread));
      await net.heal();
      // The rest of the wait, and its jitter (under 1 s): the next try reaches the API.
      await page.clock.fastForward(reaction.atLeast / 2 + 1_000);
      await page.clock.resume();
    }
    await recovered;
    await expectLive([page], request, unread);
    await expectHeaderUsable(page);
    expect(seen.errors).toEqual([]);
    if (reaction.kind !== 'resync') expect(seen.warnings).toEqual([]);
  });
}

test('the tab holding the stream is killed: the other tab opens the stream within 2 s and still receives', async ({ browser, baseURL, request }) => {
  const unread = await unreadOnServer(request);
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  try {
    const firstStream = context.waitForEvent('response', { predicate: isApiStream, timeout: 20_000 });
    const leader = await context.newPage();
    await open(leader, { persona: PERSONA, variant: 'desktop' });
    expect((await firstStream).frame().page()).toBe(leader);
    const other = await context.newPage();
    const seen = await watch(other);
    await open(other, { persona: PERSONA, variant: 'desktop' });
    // The other tab hears the leader's stream over the channel.
    await expectLive([leader, other], request, unread);

    const takeover = other.waitForRequest(isStreamRequest, { timeout: 2_000 });
    const crashed = leader.waitForEvent('crash');
    const cdp = await context.newCDPSession(leader);
    // The renderer dies before it can answer.
    void cdp.send('Page.crash').catch(() => {});
    await crashed;
    await takeover;
    await other.waitForResponse(isApiStream);
    await expect(notificationsBell(other)).toHaveAccessibleName(unreadName(unread));
    await expectLive([other], request, unread);
    expect(seen.errors).toEqual([]);
  } finally {
    await context.close();
  }
});
