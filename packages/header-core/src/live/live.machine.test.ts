import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_BACKOFF_CAP_MS,
  LIVE_HIDDEN_TIMEOUT_MS,
  LIVE_OPEN_TIMEOUT_MS,
  LIVE_RETRY_AFTER_CAP_MS,
  LIVE_SIGNED_OUT_RETRY_MS,
  liveChannelName,
} from './live.protocol.ts';
import { ADDED, READ, SYNC, createLiveWorld, flush, type LiveTab, type LiveWorld } from './live.testing.ts';

const LOCK = liveChannelName('m1');
const MINUTE = 60_000;

/** The one stream the member's tabs have open (fails the test if there are more). */
function theStream(world: LiveWorld) {
  const live = world.streams.live();
  expect(live).toHaveLength(1);
  return live[0]!;
}

async function openTabs(world: LiveWorld, ...ids: string[]): Promise<LiveTab[]> {
  const tabs: LiveTab[] = [];
  for (const tabId of ids) {
    tabs.push(world.openTab({ tabId }));
    await flush();
  }
  return tabs;
}

/** Opens the leader's stream and sends `raw` through it. */
async function openAndSend(world: LiveWorld, ...raws: unknown[]) {
  const stream = theStream(world);
  stream.open();
  for (const raw of raws) stream.send(raw);
  await flush();
}

const kinds = (tab: LiveTab) => tab.events().map((e) => e.kind);

afterEach(() => vi.restoreAllMocks());

describe('one tab', () => {
  it('a visitor: nothing runs until a member signs in', async () => {
    const world = createLiveWorld();
    const tab = world.openTab({ tabId: 'a', memberId: null });
    await flush();
    expect(tab.status()).toBe('idle');
    expect(world.locks.waiting(LOCK) + world.streams.connections.length + world.bus.openEnds(LOCK)).toBe(0);
    tab.actor.send({ type: 'session.change', memberId: 'm1' });
    await flush();
    expect(tab.status()).toBe('connecting');
    expect(world.locks.isHeld(LOCK)).toBe(true);
  });

  it('takes the lock, opens the stream, hands each valid event to its host; no gap on its first open', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    expect(a!.status()).toBe('connecting');
    await openAndSend(world, SYNC, ADDED, READ);
    expect(a!.status()).toBe('open');
    expect(kinds(a!)).toEqual(['SYNC', 'ADDED', 'READ']);
    expect(a!.gaps()).toBe(0);
  });

  it('a malformed event: a console warning, a gap, and the stream stays open', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC, { ...READ, readIds: [7] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('readIds[0]: expected a non-empty string'));
    expect([a!.gaps(), b!.gaps()]).toEqual([1, 1]);
    expect([kinds(a!), kinds(b!)]).toEqual([['SYNC'], ['SYNC']]);
    expect(a!.status()).toBe('open');
  });

  it('signing out (session.change to null) releases the lock and closes the stream and the channel', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    a!.actor.send({ type: 'session.change', memberId: null });
    await flush();
    expect(a!.status()).toBe('idle');
    expect(world.locks.isHeld(LOCK)).toBe(false);
    expect(world.streams.live()).toHaveLength(0);
    expect(world.bus.openEnds(LOCK)).toBe(0);
  });

  it('another member: the lock and channel of the new member', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    a!.actor.send({ type: 'session.change', memberId: 'm2' });
    a!.actor.send({ type: 'session.change', memberId: 'm2' });
    await flush();
    expect(world.locks.isHeld(LOCK)).toBe(false);
    expect(world.locks.isHeld(liveChannelName('m2'))).toBe(true);
    expect(world.streams.connections.map((c) => c.closed)).toEqual([true, false]);
  });
});

describe('several tabs share one stream', () => {
  it('the first tab leads, the others follow and get every event from the leader', async () => {
    const world = createLiveWorld();
    const [a, b, c] = await openTabs(world, 'a', 'b', 'c');
    expect([a!.status(), b!.status(), c!.status()]).toEqual(['connecting', 'follower', 'follower']);
    await openAndSend(world, SYNC, ADDED);
    for (const tab of [a!, b!, c!]) expect(kinds(tab)).toEqual(['SYNC', 'ADDED']);
    expect(world.streams.connections).toHaveLength(1);
  });

  it('closing the leader: the first follower takes over at once (no timer), opens the stream and announces a gap to every tab', async () => {
    const world = createLiveWorld();
    const [a, b, c] = await openTabs(world, 'a', 'b', 'c');
    await openAndSend(world, SYNC);
    a!.close();
    // Only the lock's hand-over: microtasks, no clock.
    await flush();
    expect([b!.status(), c!.status()]).toEqual(['connecting', 'follower']);
    const stream = theStream(world);
    expect(stream.tabId).toBe('b');
    await openAndSend(world, SYNC, ADDED);
    expect([b!.gaps(), c!.gaps()]).toEqual([1, 1]);
    expect([kinds(b!), kinds(c!)]).toEqual([['SYNC', 'SYNC', 'ADDED'], ['SYNC', 'SYNC', 'ADDED']]);
    // And again: c leads alone.
    b!.close();
    await flush();
    expect(c!.status()).toBe('connecting');
    expect(theStream(world).tabId).toBe('c');
  });

  it('closing a follower changes nothing for the others, and withdraws its lock request', async () => {
    const world = createLiveWorld();
    const [a, b, c] = await openTabs(world, 'a', 'b', 'c');
    await openAndSend(world, SYNC);
    expect(world.locks.waiting(LOCK)).toBe(2);
    b!.close();
    await flush();
    expect(world.locks.waiting(LOCK)).toBe(1);
    expect([a!.status(), c!.status()]).toEqual(['open', 'follower']);
    theStream(world).send(READ);
    await flush();
    expect(kinds(c!)).toEqual(['SYNC', 'READ']);
  });

  it('two members in one browser: one stream each', async () => {
    const world = createLiveWorld();
    world.openTab({ tabId: 'a', memberId: 'm1' });
    world.openTab({ tabId: 'b', memberId: 'm2' });
    world.openTab({ tabId: 'c', memberId: 'm1' });
    await flush();
    expect(world.streams.live().map((c) => c.tabId)).toEqual(['a', 'b']);
  });
});

describe('reconnecting: exponential backoff with full jitter', () => {
  it('waits random × min(30 s, 1 s × 2^(n−1)) before attempt n+1, starts over after an open, and announces a gap after the reconnect', async () => {
    const world = createLiveWorld();
    const a = world.openTab({ tabId: 'a', random: () => 0.75 });
    const b = world.openTab({ tabId: 'b' });
    await flush();
    await openAndSend(world, SYNC);
    const waits: number[] = [];
    for (const status of [503, 408, undefined, 500, 502, 504, 500]) {
      theStream(world).fail(status);
      await flush();
      expect(a.status()).toBe('backoff');
      expect(world.streams.live()).toHaveLength(0);
      const wait = a.actor.getSnapshot().context.retryDelay;
      waits.push(wait);
      world.clock.increment(wait - 1);
      expect(world.streams.live()).toHaveLength(0);
      world.clock.increment(1);
      expect(a.status()).toBe('connecting');
    }
    expect(waits).toEqual([750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500]);
    expect([a.gaps(), b.gaps()]).toEqual([0, 0]);
    await openAndSend(world, SYNC);
    expect([a.gaps(), b.gaps()]).toEqual([1, 1]);
    theStream(world).fail(503);
    expect(a.actor.getSnapshot().context.retryDelay).toBe(750);
  });

  it('a first connection that fails and then opens announces no gap (nothing was covered yet)', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    theStream(world).fail(503);
    world.clock.increment(1_000);
    await openAndSend(world, SYNC);
    expect(a!.gaps()).toBe(0);
  });

  it.each([
    [403, 'refused'],
    [404, 'refused'],
    [400, 'refused'],
  ] as const)('%i: every tab stops with live.stopped %s; the lock is free and nobody takes over', async (status, reason) => {
    const world = createLiveWorld();
    const [a, b, c] = await openTabs(world, 'a', 'b', 'c');
    theStream(world).fail(status);
    await flush();
    for (const tab of [a!, b!, c!]) {
      expect(tab.status()).toBe('stopped');
      expect(tab.emitted.filter((e) => e.type === 'live.stopped')).toEqual([{ type: 'live.stopped', reason }]);
    }
    expect(world.locks.isHeld(LOCK) || world.locks.waiting(LOCK) > 0).toBe(false);
    expect(world.bus.openEnds(LOCK)).toBe(0);
    world.clock.increment(10 * MINUTE);
    expect(world.streams.live()).toHaveLength(0);
    // Signed in again: starts over.
    a!.actor.send({ type: 'session.change', memberId: 'm1' });
    await flush();
    expect(a!.status()).toBe('connecting');
  });
});

describe('faults: refusals that wait, and a server that never sends', () => {
  it('401 (the session ended): no tab stops; the leader asks again after 5 minutes and its jitter, never sooner, and recovers', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    theStream(world).fail(401);
    await flush();
    expect([a!.status(), b!.status()]).toEqual(['backoff', 'follower']);
    expect([...a!.emitted, ...b!.emitted].filter((e) => e.type === 'live.stopped')).toEqual([]);
    // random 0.5 (the world's default): 5 minutes + 0.5 × 1 s.
    expect(a!.actor.getSnapshot().context.retryDelay).toBe(LIVE_SIGNED_OUT_RETRY_MS + 500);
    world.clock.increment(LIVE_SIGNED_OUT_RETRY_MS + 499);
    expect(world.streams.connections).toHaveLength(1);
    world.clock.increment(1);
    expect(a!.status()).toBe('connecting');
    // Still signed out: 5 minutes again, the jitter's ceiling doubled.
    theStream(world).fail(401);
    expect(a!.actor.getSnapshot().context.retryDelay).toBe(LIVE_SIGNED_OUT_RETRY_MS + 1_000);
    world.clock.increment(LIVE_SIGNED_OUT_RETRY_MS + 1_000);
    // Signed in again: it opens, and every tab resyncs.
    await openAndSend(world, SYNC, ADDED);
    expect([a!.gaps(), b!.gaps()]).toEqual([1, 1]);
    expect([kinds(a!), kinds(b!)]).toEqual([['SYNC', 'SYNC', 'ADDED'], ['SYNC', 'SYNC', 'ADDED']]);
    expect(world.streams.connections).toHaveLength(3);
  });

  it('401 while every tab is away: the page shown again asks at once (the person is back)', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    theStream(world).fail(401);
    a!.page.set('hidden');
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS);
    expect(a!.status()).toBe('paused');
    a!.page.set('visible');
    expect(a!.status()).toBe('connecting');
    expect(world.streams.connections).toHaveLength(2);
  });

  it('429: waits the server\'s Retry-After (capped at 10 minutes), or 30 s without one, plus the jitter', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    const waits: number[] = [];
    for (const [status, retryAfter] of [[429, undefined], [429, 45_000], [503, 2_000], [429, 24 * 60 * 60_000]] as const) {
      theStream(world).fail(status, retryAfter);
      const wait = a!.actor.getSnapshot().context.retryDelay;
      waits.push(wait);
      world.clock.increment(wait - 1);
      expect(world.streams.live()).toHaveLength(0);
      world.clock.increment(1);
      expect(a!.status()).toBe('connecting');
    }
    expect(waits).toEqual([LIVE_BACKOFF_CAP_MS + 500, 45_000 + 1_000, 2_000 + 2_000, LIVE_RETRY_AFTER_CAP_MS + 4_000]);
  });

  it('a connection with no first event within 10 s is closed and counts as failed: backoff, a new connection, a gap once it opens', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    theStream(world).fail();
    world.clock.increment(a!.actor.getSnapshot().context.retryDelay);
    // Headers and then silence: the watchdog gives up at 10 s, not a millisecond sooner.
    const silent = theStream(world);
    world.clock.increment(LIVE_OPEN_TIMEOUT_MS - 1);
    expect(a!.status()).toBe('connecting');
    world.clock.increment(1);
    expect(silent.closed).toBe(true);
    expect(a!.status()).toBe('backoff');
    expect(a!.actor.getSnapshot().context).toMatchObject({ attempt: 2, retryDelay: 1_000 });
    world.clock.increment(1_000);
    expect(a!.status()).toBe('connecting');
    // Late words from the silent one change nothing.
    silent.open();
    silent.send(ADDED);
    await flush();
    expect(kinds(b!)).toEqual(['SYNC']);
    await openAndSend(world, SYNC);
    expect([a!.gaps(), b!.gaps()]).toEqual([1, 1]);
    // An open stream has no watchdog: a quiet member's stream stays open.
    world.clock.increment(60 * MINUTE);
    expect(a!.status()).toBe('open');
    expect(world.streams.connections).toHaveLength(3);
  });

  it('a first connection that never sends: retried, and no gap once one opens (nothing was covered yet)', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    world.clock.increment(LIVE_OPEN_TIMEOUT_MS);
    expect(a!.status()).toBe('backoff');
    world.clock.increment(a!.actor.getSnapshot().context.retryDelay);
    await openAndSend(world, SYNC);
    expect(a!.status()).toBe('open');
    expect(a!.gaps()).toBe(0);
  });
});

describe('visibility: the stream closes when every tab has been hidden for 5 minutes', () => {
  it('closes 5 minutes after the last tab was hidden, reopens as soon as one shows, and announces a gap', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    a!.page.set('hidden');
    world.clock.increment(MINUTE);
    b!.page.set('hidden');
    await flush();
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS - 1);
    expect(a!.status()).toBe('open');
    world.clock.increment(1);
    expect(a!.status()).toBe('paused');
    expect(world.streams.live()).toHaveLength(0);
    world.clock.increment(60 * MINUTE);
    b!.page.set('visible');
    await flush();
    expect(a!.status()).toBe('connecting');
    await openAndSend(world, SYNC);
    expect(a!.gaps()).toBe(1);
    // b: its own gap on being shown, and the leader's after the reopen (the host coalesces).
    expect(b!.gaps()).toBe(2);
  });

  it('the leader shown again reopens; its own showing waits for the open (one gap)', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    await openAndSend(world, SYNC);
    a!.page.set('hidden');
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS);
    expect(a!.status()).toBe('paused');
    a!.page.set('visible');
    expect(a!.gaps()).toBe(0);
    await openAndSend(world, SYNC);
    expect(a!.gaps()).toBe(1);
  });

  it('an open leader shown after being hidden a while emits a gap for itself', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    a!.page.set('hidden');
    world.clock.increment(MINUTE);
    a!.page.set('visible');
    await flush();
    expect([a!.gaps(), b!.gaps()]).toEqual([1, 0]);
  });

  it('stays open while any tab is visible, and the 5 minutes start over when one shows', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    a!.page.set('hidden');
    world.clock.increment(60 * MINUTE);
    expect(a!.status()).toBe('open');
    b!.page.set('hidden');
    await flush();
    world.clock.increment(4 * MINUTE);
    b!.page.set('visible');
    await flush();
    b!.page.set('hidden');
    await flush();
    world.clock.increment(4 * MINUTE);
    expect(a!.status()).toBe('open');
    world.clock.increment(MINUTE);
    expect(a!.status()).toBe('paused');
  });

  it('a visible tab that closes no longer counts (its bye)', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    a!.page.set('hidden');
    b!.close();
    await flush();
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS);
    expect(a!.status()).toBe('paused');
  });

  it('a new leader learns which tabs are visible (the roll call), so a hidden leader keeps the stream for a visible follower', async () => {
    const world = createLiveWorld();
    const [a, b, c] = await openTabs(world, 'a', 'b', 'c');
    b!.page.set('hidden');
    await flush();
    a!.close();
    await flush();
    expect(b!.status()).toBe('connecting');
    expect(b!.actor.getSnapshot().context.visibleTabs).toEqual(['c']);
    await openAndSend(world, SYNC);
    world.clock.increment(2 * LIVE_HIDDEN_TIMEOUT_MS);
    expect(b!.status()).toBe('open');
    c!.page.set('hidden');
    await flush();
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS);
    expect(b!.status()).toBe('paused');
  });

  it('a tab that starts hidden, alone, opens the stream and closes it 5 minutes later', async () => {
    const world = createLiveWorld();
    const a = world.openTab({ tabId: 'a', visible: false });
    await flush();
    expect(a.status()).toBe('connecting');
    world.clock.increment(LIVE_HIDDEN_TIMEOUT_MS);
    expect(a.status()).toBe('paused');
  });
});

describe('network: offline pauses, online resumes', () => {
  it('offline closes the stream; online reopens it at once and every tab gets a gap', async () => {
    const world = createLiveWorld();
    const [a, b] = await openTabs(world, 'a', 'b');
    await openAndSend(world, SYNC);
    for (const tab of [a!, b!]) tab.page.set('offline');
    expect(a!.status()).toBe('paused');
    expect(world.streams.live()).toHaveLength(0);
    world.clock.increment(10 * MINUTE);
    expect(world.streams.live()).toHaveLength(0);
    for (const tab of [a!, b!]) tab.page.set('online');
    expect(a!.status()).toBe('connecting');
    await openAndSend(world, SYNC);
    expect([a!.gaps(), b!.gaps()]).toEqual([1, 1]);
  });

  it('offline during a backoff: no retry until online', async () => {
    const world = createLiveWorld();
    const [a] = await openTabs(world, 'a');
    theStream(world).fail(503);
    a!.page.set('offline');
    world.clock.increment(MINUTE);
    expect(a!.status()).toBe('paused');
    expect(world.streams.connections).toHaveLength(1);
    a!.page.set('online');
    expect(a!.status()).toBe('connecting');
  });

  it('a tab that starts offline waits for online', async () => {
    const world = createLiveWorld();
    const a = world.openTab({ tabId: 'a', online: false });
    await flush();
    expect(a.status()).toBe('paused');
    a.page.set('online');
    expect(a.status()).toBe('connecting');
  });
});
