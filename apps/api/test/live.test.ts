/**
 * The live bell's subscription (issue 21) over Server-Sent Events, as a client reads it: the first
 * event is a SYNC with the counts, then one event per change of this member only; visitors are refused;
 * a session's streams are bounded (429); production runs it by persisted id only; and the membership
 * type no longer stands in as the subscription root.
 */
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { gqlWith, openEventStream, rawGql, startServer, type EventStream } from './helpers.ts';
import { eventually } from './poll.ts';

const EVENTS = `subscription { notificationEvents { kind counts { feed count } feed notification { id isRead message createdAt actors { firstName } } readIds unreadIds } }`;

interface Events {
  notificationEvents: {
    kind: 'SYNC' | 'ADDED' | 'READ';
    counts: Array<{ feed: 'OWN' | 'STUDENTS'; count: number }>;
    feed: 'OWN' | 'STUDENTS' | null;
    notification: { id: string; isRead: boolean; message: string; createdAt: string; actors: Array<{ firstName: string }> } | null;
    readIds: string[];
    unreadIds: string[];
  };
}

async function addNotification(server: ApiServer, persona: string, feed = 'own'): Promise<{ id: string }> {
  const res = await fetch(`${server.origin}/dev/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ persona, feed }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

describe('notificationEvents over SSE', () => {
  let server: ApiServer;
  const open: Array<EventStream<unknown>> = [];
  beforeAll(async () => {
    // A short time budget: an event later than it must still resolve its notification.
    server = await startServer({ requestBudgetMs: 200, maxStreamsPerSession: 3 });
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await server.close();
  });
  const stream = async (persona?: string) => {
    const s = await openEventStream<Events>(server, { query: EVENTS }, persona);
    open.push(s as EventStream<unknown>);
    return s;
  };

  it('starts with a SYNC of both feeds, then tells an added notification, whole, with the new counts', async () => {
    await server.reset();
    const s = await stream('teacher');
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toContain('text/event-stream');
    expect(s.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(s.headers.get('x-accel-buffering')).toBe('no');
    expect((await s.next()).data?.notificationEvents).toEqual({
      kind: 'SYNC', counts: [{ feed: 'OWN', count: 7 }, { feed: 'STUDENTS', count: 25 }], feed: null, notification: null, readIds: [], unreadIds: [],
    });
    const { id } = await addNotification(server, 'teacher', 'students');
    const added = (await s.next()).data?.notificationEvents;
    expect(added).toMatchObject({ kind: 'ADDED', feed: 'STUDENTS', counts: [{ feed: 'OWN', count: 7 }, { feed: 'STUDENTS', count: 26 }] });
    expect(added?.notification).toMatchObject({ id, isRead: false });
    expect(added?.notification?.message).toMatch(/<b>.+<\/b>/);
  });

  it('tells a mark-all-read with the ids it turned read, and the counts after it', async () => {
    await server.reset();
    const s = await stream('free');
    expect((await s.next()).data?.notificationEvents.counts).toEqual([{ feed: 'OWN', count: 3 }, { feed: 'STUDENTS', count: 0 }]);
    const marked = await rawGql<{ markNotificationsAsRead: { notificationIds: string[] } }>(server,
      'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { notificationIds } }', {}, 'free');
    const read = (await s.next()).data?.notificationEvents;
    expect(read).toMatchObject({ kind: 'READ', counts: [{ feed: 'OWN', count: 0 }, { feed: 'STUDENTS', count: 0 }], unreadIds: [] });
    expect(read?.readIds).toEqual(marked.data?.markNotificationsAsRead.notificationIds);
    expect(read?.readIds).toHaveLength(3);
  });

  it("tells nothing of another member's changes", async () => {
    await server.reset();
    const s = await stream('expired');
    await s.next();
    await addNotification(server, 'teacher');
    await addNotification(server, 'expired');
    expect((await s.next()).data?.notificationEvents).toMatchObject({ kind: 'ADDED', counts: [{ feed: 'OWN', count: 1 }, { feed: 'STUDENTS', count: 0 }] });
  });

  it('a reset tells every open stream its counts again', async () => {
    const s = await stream('team-owner');
    await s.next();
    await addNotification(server, 'team-owner');
    await s.next();
    await server.reset();
    expect((await s.next()).data?.notificationEvents).toMatchObject({ kind: 'SYNC', counts: [{ feed: 'OWN', count: 6 }, { feed: 'STUDENTS', count: 0 }] });
  });

  it("one member's streams share what an event executes to only when their answers are alike: each hears it in its own language, the same in the same one", async () => {
    await server.reset();
    const languages = ['en', 'es', 'en'] as const;
    const streams = await Promise.all(languages.map(async (language) => {
      const s = await openEventStream<Events>(server, { query: EVENTS }, 'member', { 'accept-language': language });
      open.push(s as EventStream<unknown>);
      return s;
    }));
    await Promise.all(streams.map((s) => s.next()));
    const { id } = await addNotification(server, 'member');
    const [en, es, enAgain] = await Promise.all(streams.map(async (s) => (await s.next()).data?.notificationEvents.notification));
    for (const card of [en, es, enAgain]) expect(card?.id).toBe(id);
    expect(en?.message).not.toBe(es?.message);
    expect(enAgain).toEqual(en);
    // The Spanish stream's card is the one a Spanish request for the list gets.
    const { body: listed } = await gqlWith<{ viewer: { notifications: { edges: Array<{ node: { id: string; message: string } }> } } }>(
      server, '{ viewer { notifications(first: 1) { edges { node { id message } } } } }', {}, { persona: 'member', headers: { 'accept-language': 'es' } },
    );
    expect(listed.data?.viewer.notifications.edges[0]?.node).toEqual({ id, message: es?.message });
  });

  it('a visitor gets UNAUTHENTICATED, not a stream of someone', async () => {
    const s = await stream();
    const first = await s.next();
    expect(first.errors?.[0]).toMatchObject({ message: 'You must be signed in to receive notification events.', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('a session holds at most its limit of streams: the next one is refused with 429 and why', async () => {
    const held = [await stream('canceled'), await stream('canceled'), await stream('canceled')];
    await Promise.all(held.map((s) => s.next()));
    const refused = await openEventStream(server, { query: EVENTS }, 'canceled');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    held[0]?.close();
    // Closed on the server once the connection is gone.
    let again = refused;
    await eventually(async () => {
      again = await openEventStream(server, { query: EVENTS }, 'canceled');
      open.push(again);
      return again.status !== 429;
    }, "the closed stream's slot is free");
    expect(again.status).toBe(200);
  });

  it('the membership type is Membership now: `subscription { isActive }` is refused before it runs', async () => {
    const res = await rawGql(server, 'subscription { isActive }', {}, 'member');
    expect(res.errors?.[0]?.message).toBe('Cannot query field "isActive" on type "Subscription".');
  });
});

describe('notificationEvents in production mode', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startServer({ production: true });
  });
  afterAll(() => server.close());

  it('runs by its persisted id, and refuses its text', async () => {
    const id = PERSISTED_OPERATIONS['NotificationEvents'] ?? '';
    expect(id).toMatch(/^sha256:[0-9a-f]{64}$/);
    const s = await openEventStream<Events>(server, { extensions: { persistedQuery: { version: 1, sha256Hash: id.slice('sha256:'.length) } } }, 'teacher');
    expect((await s.next()).data?.notificationEvents.kind).toBe('SYNC');
    s.close();
    const text = await gqlWith(server, EVENTS, {}, { persona: 'teacher' });
    expect(text.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
  });
});
