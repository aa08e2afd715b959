// Test support, also exported from `@masthead/header-core/testing`: a browser in memory for the live machine. One lock
// manager, one channel bus and one stream server shared by any number of tabs, a page per tab, and
// one simulated clock, so tests can open and close tabs, hide them and fail the stream.
import { SimulatedClock, createActor, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { liveActors } from './live.actors.ts';
import { liveMachine, type LiveActor } from './live.machine.ts';
import { liveStatus } from './live.status.ts';
import type {
  LiveChannel,
  LiveChannelMessage,
  LiveConnect,
  LiveEmitted,
  LiveLocks,
  LivePage,
  LivePageChange,
  LivePlatform,
  LiveStreamHandlers,
} from './live.types.ts';

/** Lets queued microtasks (lock grants, channel deliveries) run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

interface LockRequest {
  readonly name: string;
  readonly onGranted: () => Promise<void>;
  state: 'waiting' | 'held' | 'done';
}

/**
 * Web Locks in memory: exclusive, first-in first-out, granted in a microtask like the browser's.
 * `auto: false` leaves grants to `grantNext` (the paths test decides when the lock comes).
 */
export function createFakeLocks({ auto = true } = {}) {
  const queue: LockRequest[] = [];
  const held = new Map<string, LockRequest>();
  const finish = (request: LockRequest) => {
    if (request.state === 'done') return;
    const wasHeld = request.state === 'held';
    request.state = 'done';
    queue.splice(queue.indexOf(request), 1);
    if (wasHeld) {
      held.delete(request.name);
      if (auto) grantNext(request.name);
    }
  };
  function grantNext(name: string): boolean {
    const next = queue.find((r) => r.name === name && r.state === 'waiting');
    if (held.has(name) || !next) return false;
    next.state = 'held';
    held.set(name, next);
    void Promise.resolve()
      .then(() => (next.state === 'held' ? next.onGranted() : undefined))
      .then(() => finish(next), () => finish(next));
    return true;
  }
  const locks: LiveLocks = {
    request(name, onGranted) {
      const request: LockRequest = { name, onGranted, state: 'waiting' };
      queue.push(request);
      if (auto) grantNext(name);
      return () => finish(request);
    },
  };
  return {
    locks,
    grantNext,
    isHeld: (name: string) => held.has(name),
    waiting: (name: string) => queue.filter((r) => r.name === name && r.state === 'waiting').length,
  };
}

/** BroadcastChannel in memory: delivers a copy to the other open ends of the same name, in a microtask. */
export function createFakeBus() {
  const ends = new Set<{ name: string; deliver(message: unknown): void }>();
  const posted: { name: string; message: LiveChannelMessage }[] = [];
  function openChannel(name: string): LiveChannel {
    const handlers = new Set<(message: unknown) => void>();
    let closed = false;
    const end = { name, deliver: (message: unknown) => !closed && handlers.forEach((h) => h(message)) };
    ends.add(end);
    return {
      post(message) {
        if (closed) throw new Error('InvalidStateError: the channel is closed');
        posted.push({ name, message });
        const copy: unknown = JSON.parse(JSON.stringify(message));
        for (const other of ends) if (other !== end && other.name === name) void Promise.resolve().then(() => other.deliver(copy));
      },
      subscribe(handler) {
        handlers.add(handler);
        return () => handlers.delete(handler);
      },
      close() {
        closed = true;
        ends.delete(end);
      },
    };
  }
  return { openChannel, posted, openEnds: (name: string) => [...ends].filter((e) => e.name === name).length };
}

export interface FakeConnection {
  readonly tabId: string;
  closed: boolean;
  open(): void;
  send(raw: unknown): void;
  fail(status?: number, retryAfterMs?: number): void;
}

/** The server's end of every stream: who connected, and controls to open, feed or fail each. */
export function createFakeStreams() {
  const connections: FakeConnection[] = [];
  const connectFor =
    (tabId: string): LiveConnect =>
    (handlers: LiveStreamHandlers) => {
      const connection: FakeConnection = {
        tabId,
        closed: false,
        open: () => handlers.onOpen(),
        send: (raw) => handlers.onEvent(raw),
        fail: (status, retryAfterMs) => handlers.onError(status, retryAfterMs),
      };
      connections.push(connection);
      return () => {
        connection.closed = true;
      };
    };
  return { connections, connectFor, live: () => connections.filter((c) => !c.closed) };
}

/** A page whose visibility and network the test sets. */
export function createFakePage({ visible = true, online = true } = {}) {
  const state = { visible, online };
  const handlers = new Set<(change: LivePageChange) => void>();
  const page: LivePage = {
    isVisible: () => state.visible,
    isOnline: () => state.online,
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const set = (change: LivePageChange) => {
    if (change === 'visible' || change === 'hidden') state.visible = change === 'visible';
    else state.online = change === 'online';
    handlers.forEach((h) => h(change));
  };
  return { page, set };
}

export interface TabOptions {
  readonly tabId: string;
  readonly memberId?: string | null;
  readonly visible?: boolean;
  readonly online?: boolean;
  readonly random?: () => number;
  /** A machine whose actors come from `routedLiveActors`; default: the live machine over this tab's fakes. */
  readonly machine?: AnyStateMachine;
  readonly inspect?: (event: InspectionEvent) => void;
}

// The paths test replays every path on one machine object (coverage counts its transitions), so its
// actors forward to the platform of the tab being replayed.
let routed: { platform: LivePlatform; connect: LiveConnect } | null = null;
const route = () => {
  if (!routed) throw new Error('routedLiveMachine: open its tab with world.openTab({ machine: routedLiveMachine })');
  return routed;
};
/** The live machine with actors that forward to the last tab opened with `machine: routedLiveMachine`. */
export const routedLiveMachine = liveMachine.provide({
  actors: liveActors(
    {
      locks: { request: (name, onGranted) => route().platform.locks.request(name, onGranted) },
      openChannel: (name) => route().platform.openChannel(name),
      page: {
        isVisible: () => route().platform.page.isVisible(),
        isOnline: () => route().platform.page.isOnline(),
        subscribe: (handler) => route().platform.page.subscribe(handler),
      },
    },
    (handlers) => route().connect(handlers),
  ),
});

/** A browser: tabs of one or more members sharing locks, channels, a stream server and a clock. */
export function createLiveWorld({ autoLocks = true } = {}) {
  const clock = new SimulatedClock();
  const locks = createFakeLocks({ auto: autoLocks });
  const bus = createFakeBus();
  const streams = createFakeStreams();

  function openTab(options: TabOptions) {
    const { tabId, memberId = 'm1', visible = true, online = true, random = () => 0.5 } = options;
    const page = createFakePage({ visible, online });
    const platform: LivePlatform = { locks: locks.locks, openChannel: bus.openChannel, page: page.page };
    const connect = streams.connectFor(tabId);
    let machine: AnyStateMachine = liveMachine.provide({ actors: liveActors(platform, connect) });
    if (options.machine) {
      routed = { platform, connect };
      machine = options.machine;
    }
    const input = { memberId, tabId, visible, online, random };
    const actor = createActor(machine, { input, clock, ...(options.inspect ? { inspect: options.inspect } : {}) }) as LiveActor;
    const emitted: LiveEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    return {
      tabId,
      actor,
      page,
      emitted,
      status: () => liveStatus(actor.getSnapshot()),
      gaps: () => emitted.filter((e) => e.type === 'live.gap').length,
      events: () => emitted.flatMap((e) => (e.type === 'live.event' ? [e.event] : [])),
      close: () => actor.stop(),
    };
  }

  return { clock, locks, bus, streams, openTab };
}

export type LiveWorld = ReturnType<typeof createLiveWorld>;
export type LiveTab = ReturnType<LiveWorld['openTab']>;

/** A valid payload of each kind. */
export const SYNC = { kind: 'SYNC', counts: [{ feed: 'OWN', count: 2 }], feed: null, notification: null, readIds: [], unreadIds: [] };
export const READ = { kind: 'READ', counts: [{ feed: 'OWN', count: 1 }], feed: null, notification: null, readIds: ['n1'], unreadIds: [] };
export const ADDED = {
  kind: 'ADDED',
  counts: [{ feed: 'OWN', count: 3 }],
  feed: 'OWN',
  notification: {
    id: 'n9',
    isRead: false,
    url: '/notifications/n9',
    actors: [{ firstName: 'Ada', lastName: 'Lovelace', username: 'ada', mediumPictureUrl: null, vanityUsername: null }],
    previewText: 'Ada commented',
    buttonText: 'View',
    image: null,
    message: '<p>Ada commented</p>',
    createdAt: '2025-01-01T12:00:00.000Z',
  },
  readIds: [],
  unreadIds: [],
};
