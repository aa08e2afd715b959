/** Spec §7 analytics event names. */
export const ANALYTICS_EVENTS = {
  clickNavBar: 'click-nav-bar',
  browseCategory: 'browse-category',
  liveSession: 'live-session',
  selectedSuggestion: 'selected-suggestion',
  submittedSearch: 'submitted-search',
  enteredText: 'entered-text',
  notificationClick: 'notification-click',
  openNotifications: 'open-notifications',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** JSON-serialisable event properties. */
export type AnalyticsProperties = Readonly<Record<string, unknown>>;

/** `click-nav-bar` properties (spec §7). */
export type ClickNavBarProperties = {
  /** Top-level entry, e.g. 'Browse'. */
  readonly menu_item: string;
  /** Entry inside the menu, when the click was in a submenu. */
  readonly submenu_item?: string;
  readonly nav_level: 'main';
  /** Where the link goes. */
  readonly url_destination: string;
};

/** Properties per event name; only click-nav-bar has a fixed shape in the spec. */
export type AnalyticsPropertiesFor<N extends AnalyticsEventName> = N extends 'click-nav-bar'
  ? ClickNavBarProperties
  : AnalyticsProperties;

export interface AnalyticsEvent {
  readonly name: string;
  readonly properties: AnalyticsProperties;
  /** ISO 8601, e.g. '2025-01-31T12:00:00.000Z'. */
  readonly timestamp: string;
}

/** The body of `POST /analytics`. */
export interface AnalyticsBatch {
  readonly deviceSessionId: string;
  readonly events: readonly AnalyticsEvent[];
}

/** Opaque timer handle: whatever the injected `setTimeout` returns. */
export type TimerHandle = unknown;

export interface AnalyticsQueueOptions {
  /** Delivers a batch (the browser layer POSTs it to /analytics). A rejection or throw means "not delivered". */
  send(batch: AnalyticsBatch): Promise<void> | void;
  /**
   * Synchronous delivery for page exit (the browser layer uses a beacon on `pagehide`).
   * Return `false` when the batch could not be queued (sendBeacon's own signal); its events are
   * then kept for a later flush (the page may come back from the back/forward cache).
   * Default: hands the batch to `send` without waiting.
   */
  sendOnExit?(batch: AnalyticsBatch): boolean | void;
  /** Events per batch; reaching it flushes at once. Default 20. */
  maxBatch?: number;
  /** How long an event may wait for companions before a flush. Default 1000 ms. */
  flushDelayMs?: number;
  /** Upper bound on undelivered events kept in memory; beyond it the oldest are dropped. Default 1000. */
  maxQueued?: number;
  /** The `masthead_dsid` cookie value (see `parseDeviceSessionId`). */
  deviceSessionId: string;
  /** Clock in epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Injected timer (the browser's `setTimeout`, or a fake in tests). */
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  /** Injected timer cancel, paired with `setTimeout`. */
  clearTimeout: (handle: TimerHandle) => void;
}

export interface AnalyticsQueue {
  /** Queues an event; flushes at `maxBatch`, otherwise after `flushDelayMs`. */
  track<N extends AnalyticsEventName>(name: N, properties: AnalyticsPropertiesFor<N>): void;
  /** Sends everything pending now (in batches of at most `maxBatch`). Never rejects. */
  flush(): Promise<void>;
  /** Synchronously hands everything undelivered (including events parked after failures) to `sendOnExit`. */
  flushOnExit(): void;
  /** Undelivered events held (pending plus parked). */
  size(): number;
  /** Cancels the timer. Pending events stay; call `flushOnExit` first if they matter. */
  dispose(): void;
}
