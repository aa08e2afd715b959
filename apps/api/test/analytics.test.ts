import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { postJson, startServer } from './helpers.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startServer({ now: () => Date.UTC(2026, 10, 22, 9, 0, 0) });
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(`${server.origin}/analytics`, { method: 'DELETE' });
});

interface Stored {
  batches: Array<{ deviceSessionId: string; receivedAt: string; events: Array<{ name: string }> }>;
  events: Array<{ deviceSessionId: string; name: string; properties: Record<string, unknown>; timestamp: string | null }>;
}

const stored = async (): Promise<Stored> => (await fetch(`${server.origin}/analytics`)).json() as Promise<Stored>;
const event = (name: string, properties: Record<string, unknown> = {}) => ({ name, properties });
const errorText = async (res: Response) => ((await res.json()) as { error: string }).error;

describe('analytics', () => {
  it('stores a JSON batch and reads it back', async () => {
    const res = await postJson(server, '/analytics', {
      deviceSessionId: 'dsid-1',
      events: [
        { name: 'click nav bar', properties: { menu_item: 'Browse', nav_level: 'main' }, timestamp: '2026-11-22T08:59:59.000Z' },
        event('open notifications', { unread: 12 }),
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    const data = await stored();
    expect(data.batches).toHaveLength(1);
    expect(data.batches[0]?.receivedAt).toBe('2026-11-22T09:00:00.000Z');
    expect(data.events).toEqual([
      expect.objectContaining({ deviceSessionId: 'dsid-1', name: 'click nav bar', timestamp: '2026-11-22T08:59:59.000Z' }),
      expect.objectContaining({ deviceSessionId: 'dsid-1', name: 'open notifications', properties: { unread: 12 }, timestamp: null }),
    ]);
  });

  it('accepts sendBeacon text/plain bodies and takes the device session from the cookie', async () => {
    const res = await fetch(`${server.origin}/analytics`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: 'masthead_dsid=from-cookie' },
      body: JSON.stringify({ events: [event('submitted search', { query: 'ink' })] }),
    });
    expect(res.status).toBe(202);
    expect((await stored()).events[0]?.deviceSessionId).toBe('from-cookie');
  });

  it.each([
    ['not JSON', '{oops', 'Body is not valid JSON.'],
    ['an array', '[]', 'Body must be a JSON object: { deviceSessionId, events: [...] }.'],
    ['no session', JSON.stringify({ events: [event('x')] }), /^deviceSessionId must be a non-empty string/],
    ['no events', JSON.stringify({ deviceSessionId: 'd', events: [] }), 'events must be a non-empty array.'],
    ['a nameless event', JSON.stringify({ deviceSessionId: 'd', events: [{ properties: {} }] }), /^events\[0\]\.name must be/],
    ['array properties', JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: [] }] }), 'events[0].properties must be an object.'],
    ['a bad timestamp', JSON.stringify({ deviceSessionId: 'd', events: [{ name: 'x', properties: {}, timestamp: 'soon' }] }), /timestamp must be an ISO-8601/],
    ['101 events', JSON.stringify({ deviceSessionId: 'd', events: Array.from({ length: 101 }, () => event('x')) }), 'A batch holds at most 100 events (got 101).'],
  ])('rejects %s with 400 and a clear message', async (_label, body, message) => {
    const res = await fetch(`${server.origin}/analytics`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(400);
    const text = await errorText(res);
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
    expect((await stored()).batches).toHaveLength(0);
  });

  it('refuses bodies over 64 KB with 413 and other media types with 415', async () => {
    const big = { deviceSessionId: 'd', events: [event('x', { blob: 'x'.repeat(70 * 1024) })] };
    const res = await postJson(server, '/analytics', big);
    expect(res.status).toBe(413);
    expect(await errorText(res)).toMatch(/64 KB/);
    const form = await fetch(`${server.origin}/analytics`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect(form.status).toBe(415);
  });

  it('clears on DELETE and refuses other methods', async () => {
    await postJson(server, '/analytics', { deviceSessionId: 'd', events: [event('x')] });
    expect((await stored()).events).toHaveLength(1);
    expect((await fetch(`${server.origin}/analytics`, { method: 'DELETE' })).status).toBe(204);
    expect((await stored()).events).toHaveLength(0);
    expect((await fetch(`${server.origin}/analytics`, { method: 'PUT' })).status).toBe(405);
  });
});
