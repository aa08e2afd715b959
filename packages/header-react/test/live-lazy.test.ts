// The live chunk's glue (live-lazy.ts): stream events become the notifications actor's events, and the
// Apollo subscription reports open, events, refusals and ends the way the live machine expects.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Observable, type Observer } from 'rxjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { NotificationsActor } from '@masthead/header-core/machines';
import type * as LiveLazy from '../src/live/live-lazy.ts';

const { apolloLiveConnect, forwardLiveEvent, startLive } = await vi.importActual<typeof LiveLazy>('../src/live/live-lazy.ts');

afterEach(() => vi.restoreAllMocks());

const node = { id: 'n1', isRead: false, url: null, actors: [], previewText: null, buttonText: null, image: null, message: 'Hi', createdAt: '2026-11-26T12:00:00.000Z' };
const counts = [{ feed: 'OWN' as const, count: 3 }, { feed: 'STUDENTS' as const, count: 5 }];

describe('forwardLiveEvent', () => {
  it.each([
    ['SYNC', { kind: 'SYNC', counts, feed: null, notification: null, readIds: [], unreadIds: [] }, [{ type: 'live.counts', own: 3, students: 5 }]],
    ['ADDED', { kind: 'ADDED', counts, feed: 'STUDENTS', notification: node, readIds: [], unreadIds: [] }, [
      { type: 'live.added', feed: 'students', node },
      { type: 'live.counts', own: 3, students: 5 },
    ]],
    ['READ', { kind: 'READ', counts: [{ feed: 'OWN', count: 0 }], feed: null, notification: null, readIds: ['a'], unreadIds: ['b'] }, [
      { type: 'live.read', readIds: ['a'], unreadIds: ['b'] },
      { type: 'live.counts', own: 0, students: 0 },
    ]],
  ] as const)('%s: what changed first, then the counts', (_kind, event, expected) => {
    const send = vi.fn();
    forwardLiveEvent(event as never, send);
    expect(send.mock.calls.map(([e]) => e)).toEqual(expected);
  });
});

describe('apolloLiveConnect', () => {
  const clientWith = (observable: Observable<unknown>) => ({ subscribe: () => observable }) as unknown as ApolloClient;
  const handlers = () => ({ onEvent: vi.fn(), onOpen: vi.fn(), onError: vi.fn() });

  it('opens on the first event and passes each payload on', () => {
    const h = handlers();
    apolloLiveConnect(() => clientWith(new Observable((o) => {
      o.next({ data: { notificationEvents: { kind: 'SYNC' } } });
      o.next({ data: { notificationEvents: { kind: 'READ' } } });
    })))(h);
    expect(h.onOpen).toHaveBeenCalledTimes(1);
    expect(h.onEvent.mock.calls.map(([e]) => e)).toEqual([{ kind: 'SYNC' }, { kind: 'READ' }]);
    expect(h.onError).not.toHaveBeenCalled();
  });

  it.each([
    ['a refusal with its status', Object.assign(new Error('refused'), { status: 500 }), [500, undefined]],
    ['a refusal with its Retry-After (seconds), in ms', Object.assign(new Error('refused'), { status: 429, retryAfter: 45 }), [429, 45_000]],
    ['a Retry-After that is no number of seconds: none', Object.assign(new Error('refused'), { status: 429, retryAfter: '45' }), [429, undefined]],
    ['UNAUTHENTICATED as 401', { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] }, [401, undefined]],
    ['a network failure without one', new Error('offline'), [undefined, undefined]],
  ])('%s ends the stream once (as `result.error`, how Apollo Client 4 hands it on, or as an error)', (_name, error, args) => {
    for (const deliver of [(o: { next(v: unknown): void }) => o.next({ error }), (o: { error(e: unknown): void }) => o.error(error)]) {
      const h = handlers();
      apolloLiveConnect(() => clientWith(new Observable((o) => deliver(o))))(h);
      expect(h.onError.mock.calls).toEqual([args]);
    }
  });

  it('a stream cut mid-event (the transport errors after some events) ends once, after what came whole', () => {
    const h = handlers();
    apolloLiveConnect(() => clientWith(new Observable((o) => {
      o.next({ data: { notificationEvents: { kind: 'SYNC' } } });
      o.error(new TypeError('network error'));
      o.next({ data: { notificationEvents: { kind: 'READ' } } });
    })))(h);
    expect(h.onEvent.mock.calls).toEqual([[{ kind: 'SYNC' }]]);
    expect(h.onError.mock.calls).toEqual([[undefined, undefined]]);
  });

  it('a stream the server ended counts as ended; closing it reports nothing', () => {
    const h = handlers();
    apolloLiveConnect(() => clientWith(new Observable((o) => o.complete())))(h);
    expect(h.onError.mock.calls).toEqual([[undefined, undefined]]);
    const quiet = handlers();
    const close = apolloLiveConnect(() => clientWith(new Observable(() => {})))(quiet);
    close();
    expect(quiet.onError).not.toHaveBeenCalled();
  });

  it('without an Apollo client it ends at once', () => {
    const h = handlers();
    apolloLiveConnect(() => undefined)(h);
    expect(h.onError).toHaveBeenCalledTimes(1);
    expect(h.onOpen).not.toHaveBeenCalled();
  });
});

describe('startLive: malformed events and resyncs', () => {
  const SYNC = { kind: 'SYNC', counts: [{ feed: 'OWN', count: 2 }], feed: null, notification: null, readIds: [], unreadIds: [] };
  const countsAnswer = (own: number) => ({
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'viewer',
        notifications: { __typename: 'NotificationConnection', count: own },
        teacherNotifications: { __typename: 'NotificationConnection', count: 0 },
      },
    },
  });

  /** An Apollo client whose link holds the stream and every count query for the test to answer. */
  function server() {
    const state = { stream: undefined as Observer<ApolloLink.Result> | undefined, counts: [] as Array<(own: number) => void> };
    const link = new ApolloLink(
      (operation) =>
        new Observable<ApolloLink.Result>((observer) => {
          if (operation.operationName === 'NotificationEvents') state.stream = observer;
          else
            state.counts.push((own) => {
              observer.next(countsAnswer(own) as ApolloLink.Result);
              observer.complete();
            });
        }),
    );
    return { state, client: new ApolloClient({ cache: new InMemoryCache(), link }) };
  }

  it.each([
    ['the wrong shape', { ...SYNC, counts: { OWN: 99 } }, 'counts: expected an array'],
    ['an unknown feed', { ...SYNC, counts: [{ feed: 'TEAM', count: 9 }] }, 'counts[0].feed: unknown feed "TEAM"'],
    ['a negative count', { ...SYNC, counts: [{ feed: 'OWN', count: -3 }] }, 'counts[0].count: expected a non-negative integer, got -3'],
  ])('%s: dropped with one warning naming it; the counts are asked again, never folded into the count query still in flight, and only the last answer is applied', async (_name, bad, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state, client } = server();
    const send = vi.fn();
    const stop = startLive({ send } as unknown as NotificationsActor, () => client);
    // The start's count query, still unanswered, and the stream.
    await vi.waitFor(() => expect(state.stream).toBeDefined());
    expect(state.counts).toHaveLength(1);
    state.stream!.next({ data: { notificationEvents: bad } });
    await vi.waitFor(() => expect(state.counts).toHaveLength(2));
    expect(warn.mock.calls).toEqual([[`[masthead live] dropped a malformed event (${reason}); resyncing`]]);
    // The resync's answer, then the older one's: the older is not applied.
    state.counts[1]!(7);
    state.counts[0]!(3);
    await vi.waitFor(() => expect(send.mock.calls.map(([e]) => e)).toContainEqual({ type: 'live.counts', own: 7, students: 0 }));
    await Promise.resolve();
    expect(send.mock.calls.map(([e]) => e)).toEqual([{ type: 'live.stale' }, { type: 'live.counts', own: 7, students: 0 }]);
    // The stream stays open and its next good event counts.
    state.stream!.next({ data: { notificationEvents: SYNC } });
    expect(send).toHaveBeenLastCalledWith({ type: 'live.counts', own: 2, students: 0 });
    stop();
  });

  it("an answer to the start's count query that comes after a stream event is not applied: the event's counts are newer", async () => {
    const { state, client } = server();
    const send = vi.fn();
    const stop = startLive({ send } as unknown as NotificationsActor, () => client);
    await vi.waitFor(() => expect(state.stream).toBeDefined());
    expect(state.counts).toHaveLength(1);
    // The stream tells 3 (a card added) before the query, asked at the start, answers what it saw: 2.
    state.stream!.next({ data: { notificationEvents: { ...SYNC, counts: [{ feed: 'OWN', count: 3 }] } } });
    state.counts[0]!(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send.mock.calls.map(([e]) => e)).toEqual([{ type: 'live.counts', own: 3, students: 0 }]);
    stop();
  });
});
