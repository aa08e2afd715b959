// The browser's adapters for the live machine: Web Locks (`navigator.locks`, cancelled through an
// AbortSignal), BroadcastChannel, the document's visibility and the window's online/offline events.
// They live here, not in header-core, which stays headless (design §1). The few members used are declared
// below and read from `globalThis` or, in a test, from stand-ins (test/live-browser.test.ts), so the same
// code runs in Node against Node's BroadcastChannel and a Web Locks model. Without Web Locks or
// BroadcastChannel every tab is its own leader.
import type { LiveChannel, LiveLocks, LivePage, LivePageChange, LivePlatform } from '@masthead/header-core/machines';

interface Listening {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}
interface BrowserLockManager {
  request(name: string, options: { signal: unknown }, callback: () => Promise<void>): Promise<unknown>;
}
interface BrowserBroadcastChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** The globals the adapters use; `globalThis` in a browser. */
export interface LiveBrowserGlobals extends Partial<Listening> {
  readonly navigator?: { readonly locks?: BrowserLockManager; readonly onLine?: boolean };
  readonly document?: Listening & { readonly visibilityState?: string };
  readonly BroadcastChannel?: new (name: string) => BrowserBroadcastChannel;
  readonly AbortController?: new () => { readonly signal: unknown; abort(): void };
}

const browserGlobals = () => globalThis as unknown as LiveBrowserGlobals;

function webLocks(manager: BrowserLockManager, Abort: NonNullable<LiveBrowserGlobals['AbortController']>): LiveLocks {
  return {
    request(name, onGranted) {
      const controller = new Abort();
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // The lock is held until onGranted's promise settles or we let go; an aborted request rejects (AbortError).
      manager.request(name, { signal: controller.signal }, () => Promise.race([onGranted(), released])).catch(() => {});
      return () => {
        controller.abort();
        release();
      };
    },
  };
}

function broadcastChannel(Channel: NonNullable<LiveBrowserGlobals['BroadcastChannel']>, name: string): LiveChannel {
  const channel = new Channel(name);
  return {
    post(message) {
      try {
        channel.postMessage(message);
      } catch {
        // Closed by the page going away: nobody is left to tell.
      }
    },
    subscribe(handler) {
      const listener = (event: { data: unknown }) => handler(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    close: () => channel.close(),
  };
}

/** Lock granted at once (in a microtask), nothing shared: each tab leads its own stream. */
export const soloLocks: LiveLocks = {
  request(_name, onGranted) {
    let cancelled = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    void Promise.resolve().then(() => (cancelled ? undefined : Promise.race([onGranted(), released])));
    return () => {
      cancelled = true;
      release();
    };
  },
};

/** A channel to nobody. */
export function silentChannel(): LiveChannel {
  return { post: () => {}, subscribe: () => () => {}, close: () => {} };
}

/** The document's visibility and the browser's network state. */
export function browserLivePage(env: LiveBrowserGlobals = browserGlobals()): LivePage {
  const { document } = env;
  return {
    isVisible: () => (document?.visibilityState ?? 'visible') === 'visible',
    isOnline: () => env.navigator?.onLine ?? true,
    subscribe(handler: (change: LivePageChange) => void) {
      const onVisibility = () => handler((document?.visibilityState ?? 'visible') === 'visible' ? 'visible' : 'hidden');
      const onOnline = () => handler('online');
      const onOffline = () => handler('offline');
      document?.addEventListener('visibilitychange', onVisibility);
      env.addEventListener?.('online', onOnline);
      env.addEventListener?.('offline', onOffline);
      return () => {
        document?.removeEventListener('visibilitychange', onVisibility);
        env.removeEventListener?.('online', onOnline);
        env.removeEventListener?.('offline', onOffline);
      };
    },
  };
}

/**
 * The browser platform for `liveActors`. When Web Locks or BroadcastChannel (or AbortController) is
 * missing, tabs cannot share a stream, so each tab leads its own: the locks are granted at once and the
 * channel carries nothing.
 */
export function browserLivePlatform(env: LiveBrowserGlobals = browserGlobals()): LivePlatform {
  const page = browserLivePage(env);
  const manager = env.navigator?.locks;
  const { BroadcastChannel: Channel, AbortController: Abort } = env;
  if (!manager || !Channel || !Abort) return { locks: soloLocks, openChannel: silentChannel, page };
  return { locks: webLocks(manager, Abort), openChannel: (name) => broadcastChannel(Channel, name), page };
}
