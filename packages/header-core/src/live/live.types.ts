// Types of the live bell: the `notificationEvents` payload, the platform adapters a host injects,
// the messages tabs exchange, and the machine's input, context, events and emitted events.
import type { NotificationNode } from '../notifications/notifications.types.ts';

/** A notifications feed as the subscription names it. */
export type LiveFeed = 'OWN' | 'STUDENTS';
export type LiveEventKind = 'SYNC' | 'ADDED' | 'READ';

/** One feed's unread count after the change. */
export interface LiveCount {
  readonly feed: LiveFeed;
  /** A non-negative integer. */
  readonly count: number;
}

/** One `data.notificationEvents` payload, validated by `parseLiveEvent`. */
export interface LiveEvent {
  /** SYNC opens every (re)connection with the current counts; ADDED brings one notification; READ says what changed state. */
  readonly kind: LiveEventKind;
  /** Unread counts per feed after the change (each feed at most once). */
  readonly counts: readonly LiveCount[];
  /** ADDED: the feed that got the notification (never null for ADDED). */
  readonly feed: LiveFeed | null;
  /** ADDED: the notification; null for every other kind. */
  readonly notification: NotificationNode | null;
  /** READ: ids that became read. */
  readonly readIds: readonly string[];
  /** READ: ids that became unread. */
  readonly unreadIds: readonly string[];
}

/**
 * Why the live connection stopped for good: the server refused the stream (a 4xx other than 401, 408,
 * 429). 'unauthorized' (401) is no longer final; tabs of an older version may still post it.
 */
export type LiveStopReason = 'unauthorized' | 'refused';

// ---- Platform adapters (the browser's in @masthead/header-react's src/live/browser.ts, fakes in live.testing.ts) ----

/** Web Locks, reduced to what the election needs. */
export interface LiveLocks {
  /**
   * Asks for the exclusive lock `name`; `onGranted` runs once it is ours and the lock is held until the
   * promise it returns settles. The returned function cancels a pending request, or releases a held lock.
   */
  request(name: string, onGranted: () => Promise<void>): () => void;
}

/** A BroadcastChannel: delivers to the member's other tabs, never back to the sender. */
export interface LiveChannel {
  post(message: LiveChannelMessage): void;
  /** `handler` gets what other tabs posted (unvalidated); returns the unsubscribe function. */
  subscribe(handler: (message: unknown) => void): () => void;
  close(): void;
}

/** The page's visibility and the browser's network state. */
export type LivePageChange = 'visible' | 'hidden' | 'online' | 'offline';
export interface LivePage {
  isVisible(): boolean;
  isOnline(): boolean;
  /** Returns the unsubscribe function. */
  subscribe(handler: (change: LivePageChange) => void): () => void;
}

export interface LivePlatform {
  readonly locks: LiveLocks;
  /** Opens the channel `name` (one per member). */
  openChannel(name: string): LiveChannel;
  readonly page: LivePage;
}

/** What the host's stream implementation reports. */
export interface LiveStreamHandlers {
  /** One `data.notificationEvents` payload, as received (validated by the machine's stream actor). */
  onEvent(raw: unknown): void;
  /**
   * The stream delivers: call it before the first event, at the latest with it. A connection that has
   * not opened within `LIVE_OPEN_TIMEOUT_MS` is closed and counts as failed.
   */
  onOpen(): void;
  /**
   * The stream failed or ended. `status`: the HTTP status of a refusal (401, 429, 5xx…); omit it for a
   * network failure or a stream the server closed. `retryAfterMs`: the server's Retry-After, when the
   * transport has it. Call it at most once per connection.
   */
  onError(status?: number, retryAfterMs?: number): void;
}

/** Opens the `notificationEvents` subscription (over SSE); returns the function that closes it. */
export type LiveConnect = (handlers: LiveStreamHandlers) => () => void;

// ---- Between tabs ----

/** What tabs say to each other on the channel `masthead-live:<memberId>` (see live.machine.ts). */
export type LiveChannelMessage =
  | { readonly type: 'hello'; readonly from: string; readonly visible: boolean }
  | { readonly type: 'leader'; readonly from: string }
  | { readonly type: 'visibility'; readonly from: string; readonly visible: boolean }
  | { readonly type: 'bye'; readonly from: string }
  | { readonly type: 'event'; readonly event: LiveEvent }
  | { readonly type: 'gap' }
  | { readonly type: 'stopped'; readonly reason: LiveStopReason };

// ---- The machine ----

export interface LiveInput {
  /** The signed-in member's id; null or absent (a visitor): the machine stays idle. */
  readonly memberId?: string | null;
  /** This tab's id in channel messages. Default: drawn from `random`. */
  readonly tabId?: string;
  /** The page is visible at start. Default true (the page actor reports the real state when it starts). */
  readonly visible?: boolean;
  /** The browser is online at start. Default true (the page actor reports the real state). */
  readonly online?: boolean;
  /** A number in [0, 1) for the backoff's jitter. Default `Math.random`. */
  readonly random?: () => number;
}

export interface LiveContext {
  readonly memberId: string | null;
  readonly tabId: string;
  readonly visible: boolean;
  readonly online: boolean;
  /** Other tabs of the member that said they are visible (ids). */
  readonly visibleTabs: readonly string[];
  /** Failed connection attempts since the last open. */
  readonly attempt: number;
  /** The wait of the current backoff (ms). */
  readonly retryDelay: number;
  /** The leader may have missed events: the next open announces a gap. */
  readonly needsGap: boolean;
  readonly random: () => number;
}

export type LiveMachineEvent =
  /** The host's session changed (sign-in, sign-out, another member): restarts with the new member. */
  | { readonly type: 'session.change'; readonly memberId: string | null }
  | { readonly type: 'page.visible' }
  | { readonly type: 'page.hidden' }
  | { readonly type: 'network.online' }
  | { readonly type: 'network.offline' }
  /** From the lock actor: this tab holds the member's lock. */
  | { readonly type: 'lock.granted' }
  /** From the channel actor: another tab's message. */
  | { readonly type: 'channel.hello'; readonly from: string; readonly visible: boolean }
  | { readonly type: 'channel.leader'; readonly from: string }
  | { readonly type: 'channel.visibility'; readonly from: string; readonly visible: boolean }
  | { readonly type: 'channel.bye'; readonly from: string }
  | { readonly type: 'channel.event'; readonly event: LiveEvent }
  | { readonly type: 'channel.gap' }
  | { readonly type: 'channel.stopped'; readonly reason: LiveStopReason }
  /** From the stream actor. */
  | { readonly type: 'stream.open' }
  | { readonly type: 'stream.event'; readonly event: LiveEvent }
  | { readonly type: 'stream.malformed'; readonly reason: string }
  | { readonly type: 'stream.error'; readonly status?: number | undefined; readonly retryAfter?: number | undefined }
  /** Raised by the leader when the stream is refused for good. */
  | { readonly type: 'live.stop'; readonly reason: LiveStopReason };

export type LiveEmitted =
  /** A valid event, in every tab of the member. */
  | { readonly type: 'live.event'; readonly event: LiveEvent }
  /** This tab may have missed events: ask the server for the counts (and lists) again. */
  | { readonly type: 'live.gap' }
  /** The live connection stopped for good (until `session.change`). */
  | { readonly type: 'live.stopped'; readonly reason: LiveStopReason };

/** What the channel actor accepts from the machine. */
export interface LivePost {
  readonly type: 'post';
  readonly message: LiveChannelMessage;
}
