import { createAnalyticsQueue, RetryLaterError, type AnalyticsBatch, type AnalyticsEventName, type AnalyticsPropertiesFor } from '@masthead/header-core';
import type { AnalyticsTransport } from '../header-props.ts';
import { ensureDeviceSessionId } from './device-session.ts';

export interface BeaconAnalyticsOptions {
  /** Where batches are POSTed as JSON (`{ deviceSessionId, events }`). Default '/analytics'. */
  endpoint?: string;
  /** Events per batch. Default 20 (the queue's). */
  maxBatch?: number;
  /** How long an event waits for companions. Default 1000 ms (the queue's). */
  flushDelayMs?: number;
}

/** The browser transport: a batching queue delivered by `fetch` (keepalive) and by `sendBeacon` on pagehide. */
export interface BeaconAnalytics extends AnalyticsTransport {
  /** The `masthead_dsid` the batches carry. */
  readonly deviceSessionId: string;
  /** Sends what is pending now. */
  flush(): Promise<void>;
  /** Stops listening for pagehide and cancels the timer (pending events are handed to the beacon first). */
  dispose(): void;
}

const noop: BeaconAnalytics = { deviceSessionId: '', track() {}, flush: async () => {}, dispose() {} };

/**
 * Creates the header's analytics transport for the browser. On the server (no `window`) it returns a
 * transport that drops events, so hosts can create it unconditionally.
 */
/** A Retry-After header (seconds, or an HTTP date) in milliseconds from now; null when absent or unusable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

export function createBeaconAnalytics({ endpoint = '/analytics', maxBatch, flushDelayMs }: BeaconAnalyticsOptions = {}): BeaconAnalytics {
  if (typeof window === 'undefined' || typeof document === 'undefined') return noop;
  const deviceSessionId = ensureDeviceSessionId(document);
  const body = (batch: AnalyticsBatch) => JSON.stringify(batch);
  const queue = createAnalyticsQueue({
    deviceSessionId,
    ...(maxBatch !== undefined ? { maxBatch } : {}),
    ...(flushDelayMs !== undefined ? { flushDelayMs } : {}),
    async send(batch) {
      const response = await fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: body(batch),
      });
      if (response.ok) return;
      // Too many requests, or down for a while: the server's Retry-After is honoured by the queue.
      const wait = response.status === 429 || response.status === 503 ? retryAfterMs(response.headers.get('retry-after')) : null;
      if (wait !== null) throw new RetryLaterError(wait);
      throw new Error(`analytics endpoint answered ${response.status}`);
    },
    sendOnExit(batch) {
      if (typeof navigator.sendBeacon !== 'function') return false;
      return navigator.sendBeacon(endpoint, new Blob([body(batch)], { type: 'application/json' }));
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });
  const onPageHide = () => queue.flushOnExit();
  window.addEventListener('pagehide', onPageHide);
  return {
    deviceSessionId,
    track(name, properties) {
      queue.track(name as AnalyticsEventName, properties as AnalyticsPropertiesFor<AnalyticsEventName>);
    },
    flush: () => queue.flush(),
    dispose() {
      window.removeEventListener('pagehide', onPageHide);
      queue.flushOnExit();
      queue.dispose();
    },
  };
}
