// The live chunk's glue (live-lazy.ts): stream events become the notifications actor's events, and the
// Apollo subscription reports open, events, refusals and ends the way the live machine expects.
import { describe, expect, it, vi } from 'vitest';
import { Observable } from 'rxjs';
import type { ApolloClient } from '@apollo/client';
import type * as LiveLazy from '../src/live/live-lazy.ts';

const { apolloLiveConnect, forwardLiveEvent } = await vi.importActual<typeof LiveLazy>('../src/live/live-lazy.ts');

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
    ['a refusal with its status', Object.assign(new Error('refused'), { status: 429 }), 429],
    ['UNAUTHENTICATED as 401', { errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] }, 401],
    ['a network failure without one', new Error('offline'), undefined],
  ])('%s ends the stream once', (_name, error, status) => {
    const h = handlers();
    apolloLiveConnect(() => clientWith(new Observable((o) => o.error(error))))(h);
    expect(h.onError.mock.calls).toEqual([[status]]);
  });

  it('a stream the server ended counts as ended; closing it reports nothing', () => {
    const h = handlers();
    apolloLiveConnect(() => clientWith(new Observable((o) => o.complete())))(h);
    expect(h.onError.mock.calls).toEqual([[undefined]]);
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
