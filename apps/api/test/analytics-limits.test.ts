// The analytics sink's bounds (issue 26, item 5): the store is bounded by bytes and counts what it
// dropped, event properties have caps that bad input hears about, and each client is rate limited.
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_RATE_LIMITS, AnalyticsStore, MAX_STORED_ANALYTICS_BYTES, type AnalyticsBatch } from '../src/analytics.ts';
import { PROPERTY_LIMITS } from '../src/analytics-properties.ts';
import { RateLimiter, clientAddress } from '../src/http/rate-limit.ts';
import type { ApiServer, ApiServerOptions } from '../src/index.ts';
import { postJson, startServer } from './helpers.ts';

const START = Date.UTC(2026, 10, 26, 12, 0, 0);
let clock = START;
let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  clock = START;
});

async function start(analytics: ApiServerOptions['analytics'], production = false): Promise<ApiServer> {
  server = await startServer({ now: () => clock, analytics, production });
  return server;
}

interface Stored {
  batches: Array<{ deviceSessionId: string }>;
  events: unknown[];
  dropped: { batches: number; events: number };
}
const stored = async (s: ApiServer): Promise<Stored> => (await fetch(`${s.origin}/analytics`)).json() as Promise<Stored>;
const errorText = async (res: Response) => ((await res.json()) as { error: string }).error;
const batch = (dsid: string, events: unknown[] = [{ name: 'x', properties: {} }]) => ({ deviceSessionId: dsid, events });
const post = (s: ApiServer, body: unknown, headers: Record<string, string> = {}) => postJson(s, '/analytics', body, headers);
const NO_RATE_LIMIT = { perAddress: null, perSession: null };

describe('the store is bounded by bytes', () => {
  it(`keeps ${MAX_STORED_ANALYTICS_BYTES / 1024 / 1024} MB of batches by default`, () => {
    expect(MAX_STORED_ANALYTICS_BYTES).toBe(8 * 1024 * 1024);
  });

  it('drops the oldest batches past the budget and counts the batches and events it dropped', async () => {
    const s = await start({ ...NO_RATE_LIMIT, storeBytes: 1500 });
    const events = Array.from({ length: 4 }, (_, i) => ({ name: 'click-nav-bar', properties: { menu_item: 'Browse', index: i } }));
    for (let i = 0; i < 10; i += 1) expect((await post(s, batch(`dsid-${i}`, events))).status).toBe(202);
    const data = await stored(s);
    expect(data.batches.length).toBeGreaterThan(0);
    expect(data.batches.length).toBeLessThan(10);
    // The newest are kept, in order.
    expect(data.batches.at(-1)?.deviceSessionId).toBe('dsid-9');
    const kept = data.batches.map((b) => Number(b.deviceSessionId.slice(5)));
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 10 - kept.length + i));
    expect(data.dropped).toEqual({ batches: 10 - kept.length, events: 4 * (10 - kept.length) });
    expect(JSON.stringify(data.batches).length).toBeLessThanOrEqual(1500);
  });

  it('a store counts by the JSON size of what it keeps, and clearing forgets the counts', () => {
    const store = new AnalyticsStore(1000);
    const one = (dsid: string): AnalyticsBatch => ({ deviceSessionId: dsid, receivedAt: '2026-11-26T12:00:00.000Z', events: [{ name: 'x', properties: { pad: 'p'.repeat(300) }, timestamp: null }] });
    for (const dsid of ['a', 'b', 'c', 'd']) store.add(one(dsid));
    expect(store.list().map((b) => b.deviceSessionId)).toEqual(['c', 'd']);
    expect(store.bytes()).toBe(JSON.stringify(store.list()[0]).length * 2);
    expect(store.dropped()).toEqual({ batches: 2, events: 2 });
    store.clear();
    expect([store.list().length, store.bytes(), store.dropped()]).toEqual([0, 0, { batches: 0, events: 0 }]);
  });

  it('a fresh server reports nothing dropped', async () => {
    const s = await start(NO_RATE_LIMIT);
    expect((await stored(s)).dropped).toEqual({ batches: 0, events: 0 });
  });
});

describe('event properties have caps, and a batch over one is refused saying which', () => {
  const deep = { a: { b: { c: { d: { e: 1 } } } } };
  const keys = Object.fromEntries(Array.from({ length: PROPERTY_LIMITS.keys + 1 }, (_, i) => [`k${i}`, i]));
  it.each([
    ['too many keys', keys, `events[1].properties has ${PROPERTY_LIMITS.keys + 1} keys; an event may have at most ${PROPERTY_LIMITS.keys} (nested keys included).`],
    ['too many nested keys', { a: keys }, `events[1].properties.a takes the event to ${PROPERTY_LIMITS.keys + 2} keys; an event may have at most ${PROPERTY_LIMITS.keys} (nested keys included).`],
    ['nesting too deep', deep, `events[1].properties.a.b.c.d is nested 5 levels deep; the limit is ${PROPERTY_LIMITS.depth}.`],
    ['a long string', { list: [{ url: 'u'.repeat(PROPERTY_LIMITS.stringLength + 1) }] }, `events[1].properties.list[0].url is ${PROPERTY_LIMITS.stringLength + 1} characters long; the limit is ${PROPERTY_LIMITS.stringLength}.`],
    ['a long array', { 'the tags': Array.from({ length: PROPERTY_LIMITS.arrayLength + 1 }, () => 1) }, `events[1].properties["the tags"] has ${PROPERTY_LIMITS.arrayLength + 1} items; the limit is ${PROPERTY_LIMITS.arrayLength}.`],
    ['a long key', { ['k'.repeat(PROPERTY_LIMITS.keyLength + 1)]: 1 }, `events[1].properties has a key of ${PROPERTY_LIMITS.keyLength + 1} characters; the limit is ${PROPERTY_LIMITS.keyLength}.`],
  ])('%s: 400 naming the event, the path and the limit; nothing stored', async (_label, properties, message) => {
    const s = await start(NO_RATE_LIMIT);
    const res = await post(s, batch('d', [{ name: 'fine', properties: {} }, { name: 'x', properties }]));
    expect(res.status).toBe(400);
    expect(await errorText(res)).toBe(message);
    expect((await stored(s)).batches).toHaveLength(0);
  });

  it("the header's own events fit well inside every cap (a search of 58 emoji included)", async () => {
    const query = '😀'.repeat(58);
    const href = `/search?query=${encodeURIComponent(query)}&searchMethod=suggestion&via=header`;
    const events = [
      { name: 'click-nav-bar', properties: { menu_item: 'Browse', submenu_item: 'Illustration', nav_level: 'main', url_destination: href } },
      { name: 'browse-category', properties: { category: 'illustration', url_destination: '/browse/illustration' } },
      { name: 'live-session', properties: { url_destination: 'https://live.masthead.example/sessions' } },
      { name: 'selected-suggestion', properties: { kind: 'skill', id: 'skill-12', label: query, index: 3, query, href } },
      { name: 'submitted-search', properties: { query, searchMethod: 'typed', via: 'header' } },
      { name: 'entered-text', properties: { query, via: 'header' } },
      { name: 'notification-click', properties: { id: 'n-1', feed: 'own', position: 4, isRead: false } },
      { name: 'open-notifications', properties: { unreadCount: 12 } },
    ];
    for (const event of events) {
      expect(Object.keys(event.properties).length).toBeLessThanOrEqual(PROPERTY_LIMITS.keys / 5);
      for (const value of Object.values(event.properties)) expect(String(value).length).toBeLessThanOrEqual(PROPERTY_LIMITS.stringLength / 2);
    }
    const s = await start(NO_RATE_LIMIT);
    expect((await post(s, batch('d', events))).status).toBe(202);
  });
});

describe('each client is rate limited: 429 with Retry-After', () => {
  it('per device session (body or cookie): a burst, then one batch per refill; another session is not affected', async () => {
    const s = await start({ perAddress: null, perSession: { perMinute: 60, burst: 2 } });
    expect((await post(s, batch('tab-1'))).status).toBe(202);
    expect((await post(s, { events: batch('').events }, { cookie: 'masthead_dsid=tab-1' })).status).toBe(202);
    const refused = await post(s, batch('tab-1'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await errorText(refused)).toBe('Too many analytics batches from this device session: at most 60 a minute (bursts of 2). Send again in 1 s.');
    expect((await post(s, batch('tab-2'))).status).toBe(202);
    clock += 1000;
    expect((await post(s, batch('tab-1'))).status).toBe(202);
    expect((await post(s, batch('tab-1'))).status).toBe(429);
    expect((await stored(s)).batches).toHaveLength(4);
  });

  it('per client address, so a new device session id per batch does not help', async () => {
    const s = await start({ perAddress: { perMinute: 30, burst: 3 }, perSession: null });
    for (let i = 0; i < 3; i += 1) expect((await post(s, batch(`rotated-${i}`))).status).toBe(202);
    const refused = await post(s, batch('rotated-3'));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await errorText(refused)).toMatch(/^Too many analytics batches from this address: at most 30 a minute/);
    // Refused before the body is read: a bad one gets the same answer.
    expect((await postJson(s, '/analytics', 'not a batch')).status).toBe(429);
  });

  it('behind a proxy on this machine, the address it forwarded (the last X-Forwarded-For entry) is the client', async () => {
    const s = await start({ perAddress: { perMinute: 60, burst: 1 }, perSession: null });
    expect((await post(s, batch('a'), { 'x-forwarded-for': '198.51.100.7' })).status).toBe(202);
    expect((await post(s, batch('b'), { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    expect((await post(s, batch('c'), { 'x-forwarded-for': '198.51.100.8' })).status).toBe(202);
    // The first entries are whatever the browser sent; the proxy's own entry is the last.
    expect((await post(s, batch('d'), { 'x-forwarded-for': '1.1.1.1, 198.51.100.8' })).status).toBe(429);
    expect((await post(s, batch('e'), { 'x-forwarded-for': '198.51.100.8, 203.0.113.1' })).status).toBe(202);
  });

  it('production limits too, by default: a device session gets its burst, then 429', async () => {
    const s = await start(undefined, true);
    const { burst } = ANALYTICS_RATE_LIMITS.perSession;
    for (let i = 0; i < burst; i += 1) expect((await post(s, batch('busy'))).status).toBe(202);
    const refused = await post(s, batch('busy'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('rate limiter parts', () => {
  it.each([
    ['a remote peer: its own address, whatever it forwards', '203.0.113.9', '10.0.0.1', '203.0.113.9'],
    ['a loopback peer (our proxy) without X-Forwarded-For', '127.0.0.1', null, '127.0.0.1'],
    ['a loopback peer: the last forwarded address', '::ffff:127.0.0.1', '10.0.0.1, 192.0.2.4', '192.0.2.4'],
    ['a loopback peer forwarding garbage: the peer', '::1', 'not-an-address', '::1'],
    ['an IPv4-mapped peer', '::ffff:203.0.113.9', null, '203.0.113.9'],
    ['IPv6: its /64 (one host holds a whole /64)', '2001:db8:1:2:aaaa::1', null, '2001:db8:1:2::/64'],
    ['IPv6 forwarded by our proxy: its /64', '127.0.0.1', '2001:db8::7', '2001:db8:0:0::/64'],
  ])('client address: %s', (_label, peer, forwarded, key) => {
    expect(clientAddress(peer, forwarded)).toBe(key);
  });

  it('tracks a bounded number of clients, forgetting the least recently seen', () => {
    let now = 0;
    const limiter = new RateLimiter({ perMinute: 60, burst: 1 }, () => now, 2);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('b')).toBe(0);
    expect(limiter.take('a')).toBe(1000);
    expect(limiter.take('c')).toBe(0);
    expect(limiter.size()).toBe(2);
    // 'b' was forgotten ('a' was seen later): it starts again with a full bucket.
    expect(limiter.take('b')).toBe(0);
    now += 500;
    expect(limiter.take('b')).toBe(500);
  });
});
