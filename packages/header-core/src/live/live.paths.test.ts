// Model-based tests. Part 1 (xstate/graph): `getShortestPaths` walks one tab's machine, stepping the
// pure machine with the events below; every path is replayed on a live actor whose adapters are the
// in-memory browser of live.testing.ts (locks granted by hand, another tab "b" on the channel, a fake
// stream server), which must land on the same state and context after every step while invariants
// hold. Timers (`xstate.after.*`) are sent as events; the simulated clock never moves here.
// Part 2 (fast-check): random walks over up to four tabs of one member: tabs open, close, hide and
// show, the network drops, the stream fails and the clock runs, and at every moment at most one tab
// leads and at most one stream is open.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyEventObject, AnyTransitionDefinition, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { activeAtomicIds, missingCoverage, recordTransitions, serializeEdge } from '../menu/model-coverage.testing.ts';
import type { LiveMachine } from './live.machine.ts';
import {
  LIVE_BACKOFF_CAP_MS,
  LIVE_HIDDEN_TIMEOUT_MS,
  LIVE_RETRY_AFTER_CAP_MS,
  LIVE_SIGNED_OUT_RETRY_MS,
  liveChannelName,
  retryFloor,
} from './live.protocol.ts';
import { liveStatus } from './live.status.ts';
import { SYNC, createLiveWorld, flush, routedLiveMachine, type LiveTab, type LiveWorld } from './live.testing.ts';
import type { LiveChannel, LiveChannelMessage, LiveInput, LivePageChange } from './live.types.ts';

type Snap = SnapshotFrom<LiveMachine>;
const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number.parseInt(env.MASTHEAD_FC_RUNS ?? '', 10) > 0 ? Number.parseInt(env.MASTHEAD_FC_RUNS ?? '', 10) : 150;

const RANDOM = () => 0.5;
const BAD = { ...SYNC, kind: 'NOPE' };
const AFTER_RETRY = { type: 'xstate.after.retryDelay.live.member.leader.stream.backoff' };
const AFTER_HIDDEN = { type: 'xstate.after.hiddenTimeout.live.member.leader.audience.unseen' };
const AFTER_OPEN = { type: 'xstate.after.openTimeout.live.member.leader.stream.streaming.connecting' };

/** A refusal: its status, and the Retry-After the transport passed on (ms), if any. */
type Failure = readonly [status: number | undefined, retryAfter?: number];

const status = (s: Snap) => liveStatus(s);
const inMember = (s: Snap) => s.matches('member');
const inLeader = (s: Snap) => s.matches({ member: 'leader' });

interface Plan {
  readonly name: string;
  readonly input: LiveInput;
  readonly events: (snapshot: Snap) => AnyEventObject[];
}

const pageEvents = (s: Snap): AnyEventObject[] => [
  { type: s.context.visible ? 'page.hidden' : 'page.visible' },
  { type: s.context.online ? 'network.offline' : 'network.online' },
];
const lockEvents = (s: Snap): AnyEventObject[] => (status(s) === 'electing' || status(s) === 'follower' ? [{ type: 'lock.granted' }] : []);
const streamEvents = (s: Snap, errors: readonly Failure[]): AnyEventObject[] => {
  if (!('stream' in s.children)) return [];
  const opening = status(s) === 'connecting' ? [{ type: 'stream.open' }] : [];
  // A bounded number of failures keeps the graph finite.
  const failures = s.context.attempt < 2 ? errors.map(([code, retryAfter]) => ({ type: 'stream.error', status: code, retryAfter })) : [];
  return [...opening, { type: 'stream.event', event: SYNC }, { type: 'stream.malformed', reason: 'kind: unknown kind "NOPE"' }, ...failures];
};
const timers = (s: Snap): AnyEventObject[] => [
  ...(status(s) === 'backoff' ? [AFTER_RETRY] : []),
  // The open watchdog (a bounded number of failures keeps the graph finite).
  ...(status(s) === 'connecting' && s.context.attempt < 2 ? [AFTER_OPEN] : []),
  ...(s.matches({ member: { leader: { audience: 'unseen' } } }) ? [AFTER_HIDDEN] : []),
];

const PLANS: Plan[] = [
  {
    name: 'election, hand-over and the other tab on the channel',
    input: { memberId: 'm1', tabId: 'a', random: RANDOM },
    events: (s) => [
      ...lockEvents(s),
      ...(s.context.visible ? [{ type: 'page.hidden' }] : [{ type: 'page.visible' }]),
      ...(inMember(s)
        ? [
            { type: 'channel.hello', from: 'b', visible: true },
            { type: 'channel.visibility', from: 'b', visible: false },
            { type: 'channel.leader', from: 'b' },
            { type: 'channel.bye', from: 'b' },
            { type: 'channel.event', event: SYNC },
            { type: 'channel.gap' },
            { type: 'channel.stopped', reason: 'unauthorized' },
            { type: 'session.change', memberId: null },
          ]
        : [{ type: 'session.change', memberId: 'm1' }]),
      ...(status(s) === 'connecting' ? [{ type: 'stream.open' }] : []),
      ...(status(s) === 'open' ? [{ type: 'stream.error', status: 503 }] : []),
      ...timers(s),
    ],
  },
  {
    name: 'the stream: open, events, backoff, refusals, offline, everyone hidden',
    input: { memberId: 'm1', tabId: 'a', random: RANDOM },
    events: (s) => [
      ...lockEvents(s),
      ...pageEvents(s),
      ...streamEvents(s, [[503], [401], [404], [429], [429, 45_000]]),
      ...timers(s),
      ...(s.matches('stopped') ? [{ type: 'session.change', memberId: 'm1' }] : []),
      ...(inLeader(s) && s.context.visibleTabs.length === 0 ? [{ type: 'channel.hello', from: 'b', visible: true }] : []),
    ],
  },
  {
    name: 'a visitor signs in, switches member, signs out',
    input: { memberId: null, tabId: 'a', random: RANDOM },
    events: (s) => [
      ...(s.context.memberId === null ? [{ type: 'session.change', memberId: 'm1' }] : [{ type: 'session.change', memberId: null }]),
      ...(s.context.memberId === 'm1' ? [{ type: 'session.change', memberId: 'm2' }] : []),
      ...(s.matches('idle') ? pageEvents(s) : []),
      ...lockEvents(s),
      ...(status(s) === 'connecting' ? [{ type: 'stream.open' }] : []),
    ],
  },
];

const pathsFor = (plan: Plan) =>
  getShortestPaths(routedLiveMachine, {
    input: plan.input,
    events: plan.events as never,
    serializeState: serializeEdge as never,
    limit: 100_000,
  });

const PAGE_CHANGE: Record<string, LivePageChange> = {
  'page.visible': 'visible',
  'page.hidden': 'hidden',
  'network.online': 'online',
  'network.offline': 'offline',
};

/** Tab "b", as far as tab "a" can tell: an end of the member's channel. */
function peerOf(world: LiveWorld, peers: Map<string, LiveChannel>, memberId: string): LiveChannel {
  const name = liveChannelName(memberId);
  let peer = peers.get(name);
  if (!peer) {
    peer = world.bus.openChannel(name);
    peers.set(name, peer);
  }
  return peer;
}

function channelMessage(event: AnyEventObject): LiveChannelMessage {
  const { type, ...rest } = event;
  return { type: type.slice('channel.'.length), ...rest } as LiveChannelMessage;
}

/** Does what produces `event` in a browser: a page change, a lock grant, another tab's message, the server. */
async function produce(event: AnyEventObject, tab: LiveTab, world: LiveWorld, peers: Map<string, LiveChannel>) {
  const memberId = tab.actor.getSnapshot().context.memberId ?? '';
  const [stream] = world.streams.live();
  if (event.type in PAGE_CHANGE) tab.page.set(PAGE_CHANGE[event.type]!);
  else if (event.type === 'lock.granted') expect(world.locks.grantNext(liveChannelName(memberId))).toBe(true);
  else if (event.type.startsWith('channel.')) peerOf(world, peers, memberId).post(channelMessage(event));
  else if (event.type.startsWith('stream.')) {
    expect(stream, `a stream is open for ${event.type}`).toBeDefined();
    if (event.type === 'stream.open') stream!.open();
    else if (event.type === 'stream.event') stream!.send(event.event);
    else if (event.type === 'stream.malformed') stream!.send(BAD);
    else stream!.fail(event.status as number | undefined, event.retryAfter as number | undefined);
  } else tab.actor.send(event as never);
  await flush();
}

/** What must hold after every step, for the step from `before` to `after`. */
function checkStep(
  [before, after, event]: [Snap, Snap, AnyEventObject],
  { tab, world, peers }: { tab: LiveTab; world: LiveWorld; peers: Map<string, LiveChannel> },
  emittedBefore: number,
  postedBefore: number,
) {
  const emitted = tab.emitted.slice(emittedBefore);
  const posted = world.bus.posted.slice(postedBefore).filter((p) => p.name === liveChannelName(after.context.memberId ?? ''));
  const gaps = emitted.filter((e) => e.type === 'live.gap').length;
  // The stream runs exactly while the tab leads and streams; never two.
  expect(world.streams.live().length).toBe('stream' in after.children ? 1 : 0);
  expect(['connecting', 'open'].includes(status(after))).toBe('stream' in after.children);
  // The lock is ours exactly while we lead; the channel is open exactly while we are a member's tab.
  const name = liveChannelName(after.context.memberId ?? '');
  expect(world.locks.isHeld(name)).toBe(inLeader(after));
  expect(world.bus.openEnds(name) - (peers.has(name) ? 1 : 0)).toBe(inMember(after) ? 1 : 0);
  // Every reconnection is followed by a gap: an open after an earlier open, or after taking over from a leader.
  const opened = status(before) !== 'open' && status(after) === 'open';
  if (opened) {
    expect(gaps).toBeLessThanOrEqual(1);
    if (before.context.needsGap) {
      expect(gaps).toBe(1);
      expect(posted.map((p) => p.message.type)).toContain('gap');
    }
  }
  // A leader hands a valid event to its host and to the other tabs; a malformed one becomes a gap for all.
  if (event.type === 'stream.event' && inLeader(before)) {
    expect(emitted).toContainEqual({ type: 'live.event', event: SYNC });
    expect(posted.map((p) => p.message)).toContainEqual({ type: 'event', event: SYNC });
  }
  if (event.type === 'stream.malformed' && inLeader(before)) expect(gaps).toBe(1);
  const stops = emitted.filter((e) => e.type === 'live.stopped').length;
  expect(stops).toBe(!before.matches('stopped') && after.matches('stopped') ? 1 : 0);
  // A failed connection waits the refusal's floor plus a jitter under the backoff's cap: never less (no
  // storm after a 401 or a 429), never more than Retry-After's cap and the jitter.
  if (status(after) === 'backoff' && status(before) !== 'backoff') {
    const floor = event.type === 'stream.error' ? retryFloor(event.status as number | undefined, event.retryAfter as number | undefined) : 0;
    expect(after.context.retryDelay).toBeGreaterThanOrEqual(floor);
    expect(after.context.retryDelay - floor).toBeLessThan(LIVE_BACKOFF_CAP_MS);
    if (event.type === 'stream.error' && event.status === 401) expect(after.context.retryDelay).toBeGreaterThanOrEqual(LIVE_SIGNED_OUT_RETRY_MS);
    // A stream that never said a word is dropped by the watchdog; the backoff follows as for any failure.
    if (event.type === AFTER_OPEN.type) expect(world.streams.connections.at(-1)?.closed).toBe(true);
  }
  expect(after.context.retryDelay).toBeLessThanOrEqual(LIVE_RETRY_AFTER_CAP_MS + LIVE_BACKOFF_CAP_MS);
}

type Covered = { states: Set<string>; transitions: Set<AnyTransitionDefinition> };

async function runPath(path: ReturnType<typeof pathsFor>[number], plan: Plan, covered: Covered, lapses: { count: number }) {
  const world = createLiveWorld({ autoLocks: false });
  const peers = new Map<string, LiveChannel>();
  const { memberId = null, tabId = 'a', random } = plan.input;
  const tab = world.openTab({ tabId, memberId, random: random!, machine: routedLiveMachine, inspect: recordTransitions(covered.transitions) });
  await flush();
  // Whether a lapse (lost open stream, or a hand-over) came before this open: the oracle for gaps.
  let hadOpen = false;
  let wasFollower = false;
  for (const step of path.steps) {
    const event = step.event as AnyEventObject;
    const before = tab.actor.getSnapshot();
    const emittedBefore = tab.emitted.length;
    const postedBefore = world.bus.posted.length;
    if (event.type !== 'xstate.init') await produce(event, tab, world, peers);
    const after = tab.actor.getSnapshot();
    const expected = step.state as Snap;
    expect(after.value).toEqual(expected.value);
    expect(after.context).toEqual(expected.context);
    for (const id of activeAtomicIds(after)) covered.states.add(id);
    checkStep([before, after, event], { tab, world, peers }, emittedBefore, postedBefore);
    if (status(after) === 'follower') wasFollower = true;
    if (status(before) !== 'open' && status(after) === 'open') {
      if (hadOpen || wasFollower) {
        lapses.count += 1;
        expect(tab.emitted.slice(emittedBefore)).toContainEqual({ type: 'live.gap' });
      }
      hadOpen = true;
    }
    if (!inMember(after)) hadOpen = wasFollower = false;
  }
  tab.close();
  for (const peer of peers.values()) peer.close();
}

const RUNS_PLANS = PLANS.map((plan) => ({ plan, paths: pathsFor(plan) }));

describe('live machine model (xstate/graph shortest paths)', () => {
  beforeAll(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterAll(() => vi.restoreAllMocks());
  const all: Covered = { states: new Set(), transitions: new Set() };
  const lapses = { count: 0 };
  for (const { plan, paths } of RUNS_PLANS) {
    it(`${plan.name}: ${paths.length} paths replayed on a live actor over the in-memory browser`, async () => {
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) await runPath(path, plan, all, lapses);
    });
  }

  it('the paths together take every state and every transition, and reconnect after lapses', async () => {
    if (all.transitions.size === 0) for (const { plan, paths } of RUNS_PLANS) for (const path of paths) await runPath(path, plan, all, lapses);
    expect(missingCoverage(routedLiveMachine, all.states, all.transitions)).toEqual({ states: [], transitions: [] });
    expect(lapses.count).toBeGreaterThan(0);
  });
});

// ---- Part 2: several tabs ----

type Command =
  | { readonly kind: 'open'; readonly visible: boolean }
  | { readonly kind: 'close' | 'hide' | 'show'; readonly index: number }
  | { readonly kind: 'network'; readonly online: boolean }
  | { readonly kind: 'streamOpen' | 'streamEvent' }
  | { readonly kind: 'streamFail'; readonly status: number | undefined }
  | { readonly kind: 'wait'; readonly ms: number };

const COMMAND: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.boolean().map((visible) => ({ kind: 'open' as const, visible })) },
  { weight: 2, arbitrary: fc.nat(3).map((index) => ({ kind: 'close' as const, index })) },
  { weight: 2, arbitrary: fc.nat(3).map((index) => ({ kind: 'hide' as const, index })) },
  { weight: 2, arbitrary: fc.nat(3).map((index) => ({ kind: 'show' as const, index })) },
  { weight: 1, arbitrary: fc.boolean().map((online) => ({ kind: 'network' as const, online })) },
  { weight: 3, arbitrary: fc.constantFrom({ kind: 'streamOpen' as const }, { kind: 'streamEvent' as const }) },
  { weight: 2, arbitrary: fc.constantFrom(503, 429, undefined, 401).map((status) => ({ kind: 'streamFail' as const, status })) },
  { weight: 2, arbitrary: fc.constantFrom(500, 5_000, 31_000, LIVE_HIDDEN_TIMEOUT_MS).map((ms) => ({ kind: 'wait' as const, ms })) },
);

function checkTabs(world: LiveWorld, tabs: readonly LiveTab[]) {
  const leaders = tabs.filter((t) => inLeader(t.actor.getSnapshot()));
  expect(leaders.length).toBeLessThanOrEqual(1);
  expect(world.streams.live().length).toBeLessThanOrEqual(1);
  for (const stream of world.streams.live()) expect(leaders.map((t) => t.tabId)).toContain(stream.tabId);
}

const leaderStatus = (tabs: readonly LiveTab[]) => {
  const leader = tabs.find((t) => inLeader(t.actor.getSnapshot()));
  return leader ? leader.status() : null;
};

async function runTabs(commands: readonly Command[]) {
  const world = createLiveWorld();
  let tabs: LiveTab[] = [];
  let online = true;
  let serial = 0;
  // Tabs that have had events from an open stream: once it is lost, its reopening must bring them a gap.
  const covered = new Set<LiveTab>();
  for (const command of commands) {
    const [stream] = world.streams.live();
    const alive = tabs.filter((t) => !t.actor.getSnapshot().matches('stopped'));
    const eventsBefore = alive.map((t) => t.events().length);
    const gapsBefore = new Map(tabs.map((t) => [t, t.gaps()]));
    const wasOpen = leaderStatus(tabs) === 'open';
    switch (command.kind) {
      case 'open':
        if (tabs.length < 4) tabs.push(world.openTab({ tabId: `t${serial++}`, visible: command.visible, online }));
        break;
      case 'close': {
        const tab = tabs[command.index];
        tab?.close();
        tabs = tabs.filter((t) => t !== tab);
        break;
      }
      case 'hide':
      case 'show':
        tabs[command.index]?.page.set(command.kind === 'hide' ? 'hidden' : 'visible');
        break;
      case 'network':
        online = command.online;
        for (const tab of tabs) tab.page.set(online ? 'online' : 'offline');
        break;
      case 'streamOpen':
        stream?.open();
        break;
      case 'streamEvent':
        stream?.send(SYNC);
        break;
      case 'streamFail':
        stream?.fail(command.status);
        break;
      case 'wait':
        world.clock.increment(command.ms);
        break;
    }
    // At every moment, hand-over included: check before and after the microtasks run.
    checkTabs(world, tabs);
    await flush();
    checkTabs(world, tabs);
    // The lock changes hands within microtasks: a member's tab always leads once they settle.
    if (tabs.some((t) => !t.actor.getSnapshot().matches('stopped'))) {
      expect(tabs.filter((t) => inLeader(t.actor.getSnapshot()))).toHaveLength(1);
    }
    // An event on the open stream reaches every tab of the member once.
    if (command.kind === 'streamEvent' && stream && status(tabs.find((t) => t.tabId === stream.tabId)!.actor.getSnapshot()) === 'open') {
      alive.forEach((tab, i) => tabs.includes(tab) && expect(tab.events().length).toBe(eventsBefore[i]! + 1));
    }
    // Every reconnection is followed by a gap in every tab that had been covered.
    const isOpen = leaderStatus(tabs) === 'open';
    if (isOpen && !wasOpen) {
      for (const tab of tabs) if (covered.has(tab) && tab.status() !== 'stopped') expect(tab.gaps()).toBeGreaterThan(gapsBefore.get(tab)!);
    }
    if (isOpen) for (const tab of tabs) if (tab.status() !== 'stopped') covered.add(tab);
  }
  for (const tab of tabs) tab.close();
}

describe('several tabs of one member (fast-check random walks)', () => {
  it('at most one leader and one open stream at any moment; a leader whenever a tab is open; events reach every tab', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(COMMAND, { minLength: 1, maxLength: 40 }), (commands) => runTabs(commands)),
      { numRuns: RUNS },
    );
  });
});
