// The browser adapters against stand-ins: Node's own BroadcastChannel, AbortController and EventTarget,
// and a small Web Locks manager with the browser's semantics (FIFO, AbortSignal, held until the
// callback's promise settles), given to the adapters in place of `globalThis`.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { liveActors, liveMachine, liveStatus, type LiveEmitted } from '@masthead/header-core/machines';
import { SYNC, createFakeStreams, flush } from '@masthead/header-core/testing';
import { browserLivePlatform, type LiveBrowserGlobals } from '../src/live/browser.ts';

interface Signal {
  aborted: boolean;
  addEventListener(type: 'abort', listener: () => void): void;
}
interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: unknown): boolean;
}
const node = globalThis as unknown as LiveBrowserGlobals & {
  EventTarget: new () => EventTargetLike;
  Event: new (type: string) => unknown;
  setTimeout(callback: () => void, ms: number): unknown;
};
/** Lets Node deliver BroadcastChannel messages (tasks, not microtasks). */
const tick = () => new Promise<void>((resolve) => node.setTimeout(resolve, 5));

/** navigator.locks with the browser's semantics, for one process. */
function createLockManager() {
  const waiting: { name: string; grant: () => void }[] = [];
  const held = new Set<string>();
  const next = (name: string) => {
    const i = waiting.findIndex((w) => w.name === name);
    if (i >= 0 && !held.has(name)) waiting.splice(i, 1)[0]!.grant();
  };
  return {
    held,
    pending: () => waiting.length,
    request(name: string, { signal }: { signal: unknown }, callback: () => Promise<void>) {
      return new Promise((resolve, reject) => {
        const entry = {
          name,
          grant: () => {
            held.add(name);
            void callback()
              .finally(() => {
                held.delete(name);
                next(name);
              })
              .then(resolve, reject);
          },
        };
        (signal as Signal).addEventListener('abort', () => {
          const i = waiting.indexOf(entry);
          if (i >= 0) waiting.splice(i, 1);
          if (i >= 0) reject(new Error('AbortError'));
        });
        waiting.push(entry);
        void Promise.resolve().then(() => next(name));
      });
    },
  };
}

function createBrowser({ withLocks = true, withChannel = true } = {}) {
  const locks = createLockManager();
  const streams = createFakeStreams();
  const channels: { close(): void }[] = [];
  const Channel = node.BroadcastChannel!;
  // Tracks every channel so the test can close what the tabs leave open (Node keeps the process alive).
  const Tracked = class extends Channel {
    constructor(name: string) {
      super(name);
      channels.push(this);
    }
  };
  function openTab(tabId: string) {
    const document = Object.assign(new node.EventTarget(), { visibilityState: 'visible' });
    const window = Object.assign(new node.EventTarget(), {
      navigator: { onLine: true, ...(withLocks ? { locks } : {}) },
      document,
      AbortController: node.AbortController,
      ...(withChannel ? { BroadcastChannel: Tracked } : {}),
    });
    const platform = browserLivePlatform(window as unknown as LiveBrowserGlobals);
    const actor = createActor(liveMachine.provide({ actors: liveActors(platform, streams.connectFor(tabId)) }), {
      input: { memberId: 'm1', tabId },
    });
    const emitted: LiveEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    actor.start();
    const fire = (target: EventTargetLike, type: string) => target.dispatchEvent(new node.Event(type));
    return {
      actor,
      emitted,
      status: () => liveStatus(actor.getSnapshot()),
      hide: () => {
        document.visibilityState = 'hidden';
        fire(document, 'visibilitychange');
      },
      offline: () => fire(window, 'offline'),
    };
  }
  const settle = async () => {
    await flush();
    await tick();
    await flush();
  };
  return { locks, streams, openTab, settle, closeAll: () => channels.forEach((c) => c.close()) };
}

describe('browserLivePlatform', () => {
  it('Web Locks elect one leader; BroadcastChannel carries its events; closing it hands the lock over', async () => {
    const browser = createBrowser();
    const a = browser.openTab('a');
    await browser.settle();
    const b = browser.openTab('b');
    await browser.settle();
    expect([a.status(), b.status()]).toEqual(['connecting', 'follower']);
    const stream = browser.streams.live()[0]!;
    stream.open();
    stream.send(SYNC);
    await browser.settle();
    expect(b.emitted).toEqual([{ type: 'live.event', event: SYNC }]);
    a.actor.stop();
    await browser.settle();
    expect(b.status()).toBe('connecting');
    expect(browser.streams.live().map((c) => c.tabId)).toEqual(['b']);
    b.actor.stop();
    await browser.settle();
    expect(browser.locks.held.size).toBe(0);
    browser.closeAll();
  });

  it('a follower that closes withdraws its lock request (the AbortSignal)', async () => {
    const browser = createBrowser();
    const a = browser.openTab('a');
    const b = browser.openTab('b');
    await browser.settle();
    expect(browser.locks.pending()).toBe(1);
    b.actor.stop();
    await browser.settle();
    expect(browser.locks.pending()).toBe(0);
    a.actor.stop();
    await browser.settle();
    expect(browser.locks.held.size).toBe(0);
    expect(browser.streams.connections.map((c) => c.tabId)).toEqual(['a']);
    browser.closeAll();
  });

  it('reports the document being hidden and the network going away', async () => {
    const browser = createBrowser();
    const a = browser.openTab('a');
    await browser.settle();
    a.hide();
    expect(a.actor.getSnapshot().context.visible).toBe(false);
    a.offline();
    expect(a.status()).toBe('paused');
    a.actor.stop();
    browser.closeAll();
  });

  it.each([
    ['no Web Locks', { withLocks: false }],
    ['no BroadcastChannel', { withChannel: false }],
  ])('%s: every tab leads its own stream', async (_, options) => {
    const browser = createBrowser(options);
    const a = browser.openTab('a');
    const b = browser.openTab('b');
    await browser.settle();
    expect([a.status(), b.status()]).toEqual(['connecting', 'connecting']);
    expect(browser.streams.live().map((c) => c.tabId)).toEqual(['a', 'b']);
    a.actor.stop();
    b.actor.stop();
    browser.closeAll();
  });
});
