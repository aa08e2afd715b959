import { describe, expect, it } from 'vitest';
import {
  LIVE_BACKOFF_CAP_MS,
  LIVE_RETRY_AFTER_CAP_MS,
  LIVE_SIGNED_OUT_RETRY_MS,
  backoffDelay,
  channelEventOf,
  liveChannelName,
  retryFloor,
  stopReasonOf,
} from './live.protocol.ts';
import { SYNC } from './live.testing.ts';

describe('backoffDelay: full jitter, base 1 s, cap 30 s', () => {
  it.each([
    [1, 0.5, 500],
    [2, 0.5, 1_000],
    [3, 0.5, 2_000],
    [5, 0.5, 8_000],
    [6, 0.5, 15_000],
    [7, 0.5, 15_000],
    [50, 0.5, 15_000],
    [2_000, 0.5, 15_000],
    [1, 0, 0],
    [3, 0.9999, 3_999],
    [9, 0.9999, 29_997],
  ])('attempt %i with random %f waits %i ms', (attempt, random, expected) => {
    expect(backoffDelay(attempt, () => random)).toBe(expected);
  });

  it('never leaves [0, cap), whatever random returns', () => {
    for (const r of [-1, 2, Number.NaN, Infinity]) {
      const delay = backoffDelay(20, () => r);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(LIVE_BACKOFF_CAP_MS);
    }
  });
});

describe('stopReasonOf: which refusals stop for good', () => {
  it.each([
    // The session may come back (signed in again elsewhere): retried, rarely (retryFloor).
    [401, null],
    [403, 'refused'],
    [404, 'refused'],
    [400, 'refused'],
    [408, null],
    [429, null],
    [500, null],
    [502, null],
    [503, null],
    [undefined, null],
    [0, null],
    [200, null],
  ] as const)('%s → %s', (status, reason) => {
    expect(stopReasonOf(status)).toBe(reason);
  });
});

describe('retryFloor: the least wait after a refusal, before the jitter', () => {
  it.each([
    [401, undefined, LIVE_SIGNED_OUT_RETRY_MS],
    [429, undefined, LIVE_BACKOFF_CAP_MS],
    [429, 45_000, 45_000],
    [429, 0, 0],
    [503, 120_000, 120_000],
    [429, 86_400_000, LIVE_RETRY_AFTER_CAP_MS],
    [429, 1_500.7, 1_500],
    [429, Number.NaN, LIVE_BACKOFF_CAP_MS],
    [429, -5, LIVE_BACKOFF_CAP_MS],
    [401, Infinity, LIVE_SIGNED_OUT_RETRY_MS],
    [500, undefined, 0],
    [408, undefined, 0],
    [undefined, undefined, 0],
  ])('%s with Retry-After %s ms → %i ms', (status, retryAfter, floor) => {
    expect(retryFloor(status, retryAfter)).toBe(floor);
  });
});

describe('channelEventOf: messages from other tabs', () => {
  it.each([
    [{ type: 'hello', from: 'b', visible: true }, { type: 'channel.hello', from: 'b', visible: true }],
    [{ type: 'visibility', from: 'b', visible: false }, { type: 'channel.visibility', from: 'b', visible: false }],
    [{ type: 'leader', from: 'b' }, { type: 'channel.leader', from: 'b' }],
    [{ type: 'bye', from: 'b' }, { type: 'channel.bye', from: 'b' }],
    [{ type: 'event', event: SYNC }, { type: 'channel.event', event: SYNC }],
    [{ type: 'gap' }, { type: 'channel.gap' }],
    [{ type: 'stopped', reason: 'unauthorized' }, { type: 'channel.stopped', reason: 'unauthorized' }],
    // A malformed event from another tab: this tab missed something.
    [{ type: 'event', event: { ...SYNC, kind: 'NOPE' } }, { type: 'channel.gap' }],
    // Unknown or incomplete: ignored.
    [{ type: 'hello', from: 'b' }, null],
    [{ type: 'visibility', from: '', visible: true }, null],
    [{ type: 'leader' }, null],
    [{ type: 'stopped', reason: 'bored' }, null],
    [{ type: 'welcome', from: 'b' }, null],
    ['gap', null],
    [null, null],
  ])('%j → %j', (message, event) => {
    expect(channelEventOf(message)).toEqual(event);
  });
});

it('one name per member for the lock and the channel', () => {
  expect(liveChannelName('u42')).toBe('masthead-live:u42');
});
