import { DEVICE_SESSION_COOKIE } from '@masthead/header-core';
import { createBeaconAnalytics, readCookie } from '../src/index.ts';
import { retryAfterMs } from '../src/analytics/beacon-analytics.ts';

const cookie = () => readCookie(document.cookie, DEVICE_SESSION_COOKIE);

describe('createBeaconAnalytics', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let beacon: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    document.cookie = `${DEVICE_SESSION_COOKIE}=; Max-Age=0; Path=/`;
    fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('creates the masthead_dsid cookie when missing and reuses it afterwards', () => {
    const first = createBeaconAnalytics();
    expect(first.deviceSessionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookie()).toBe(first.deviceSessionId);
    const second = createBeaconAnalytics();
    expect(second.deviceSessionId).toBe(first.deviceSessionId);
    first.dispose();
    second.dispose();
  });

  it('replaces an invalid cookie value', () => {
    document.cookie = `${DEVICE_SESSION_COOKIE}=${encodeURIComponent('<script>')}; Path=/`;
    const analytics = createBeaconAnalytics();
    expect(analytics.deviceSessionId).not.toBe('<script>');
    expect(cookie()).toBe(analytics.deviceSessionId);
    analytics.dispose();
  });

  it('flushes batches with fetch keepalive to the endpoint', async () => {
    const analytics = createBeaconAnalytics({ endpoint: '/collect' });
    analytics.track('click-nav-bar', { menu_item: 'Browse', nav_level: 'main', url_destination: '/browse?via=header' });
    analytics.track('browse-category', { category: 'film' });
    await analytics.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/collect');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const body = JSON.parse(String(init.body)) as { deviceSessionId: string; events: { name: string }[] };
    expect(body.deviceSessionId).toBe(analytics.deviceSessionId);
    expect(body.events.map((e) => e.name)).toEqual(['click-nav-bar', 'browse-category']);
    analytics.dispose();
  });

  it('hands pending events to sendBeacon on pagehide', async () => {
    const analytics = createBeaconAnalytics();
    analytics.track('live-session', { url_destination: 'https://live.example/' });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe('/analytics');
    const body = JSON.parse(await blob.text()) as { events: { name: string }[] };
    expect(body.events[0]?.name).toBe('live-session');
    analytics.dispose();
  });

  it('batches on a timer when not flushed explicitly', async () => {
    vi.useFakeTimers();
    try {
      const analytics = createBeaconAnalytics({ flushDelayMs: 500 });
      analytics.track('browse-category', { category: 'film' });
      expect(fetchMock).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(500);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      analytics.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; nothing usable is null', () => {
    const now = Date.UTC(2026, 10, 24, 12, 0, 0);
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(new Date(now + 120_000).toUTCString(), now)).toBe(120_000);
    for (const bad of [null, '', 'soon', '-5']) expect(retryAfterMs(bad, now)).toBeNull();
  });
});
