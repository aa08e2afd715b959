// A fake GraphQL server behind a real ApolloClient for the notifications tests: it pages like the
// embedded API (cursor = index), records every operation, and fails on request.
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { act, render, waitFor } from '@testing-library/react';
import type { HeaderProps } from '../src/header-props.ts';
import { HeaderProvider, NotificationsBell } from '../src/index.ts';
import { recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';

export interface FakeNode {
  __typename: 'Notification';
  id: string;
  isRead: boolean;
  url: string | null;
  actors: { __typename: 'NotificationActor'; firstName: string; lastName: string; mediumPictureUrl: string | null; vanityUsername: string | null; username: string }[];
  previewText: string | null;
  buttonText: string | null;
  image: { __typename: 'NotificationImage'; sources: { __typename: 'ImageSource'; url: string; width: number; height: number }[] } | null;
  message: string;
  createdAt: string;
}

const EPOCH = Date.UTC(2026, 10, 20, 12, 0, 0);

/** Notification `i` of a feed (`i` 0 is the newest), unread unless `over` says otherwise. */
export function fakeNode(prefix: string, i: number, over: Partial<FakeNode> = {}): FakeNode {
  return {
    __typename: 'Notification',
    id: `${prefix}-${i}`,
    isRead: false,
    url: `/classes/class-${i}`,
    actors: [{ __typename: 'NotificationActor', firstName: 'Ana', lastName: 'Silva', mediumPictureUrl: '/img/avatars/1.svg', vanityUsername: null, username: 'ana' }],
    previewText: `Preview ${prefix} ${i}`,
    buttonText: 'View Class',
    image: null,
    message: `<b>Ana Silva</b> published class ${prefix} ${i}`,
    createdAt: new Date(EPOCH - i * 60_000).toISOString(),
    ...over,
  };
}

export function fakeFeed(prefix: string, length: number): FakeNode[] {
  return Array.from({ length }, (_, i) => fakeNode(prefix, i));
}

export type Failure = 'network' | 'graphql';

export interface FakeServer {
  client: ApolloClient;
  /** Every operation, in order: its name and variables. */
  calls: { name: string; variables: Record<string, unknown> }[];
  count(name: string): number;
  own: FakeNode[];
  students: FakeNode[];
  /** Fail the next requests of an operation until cleared (`fail.GetNotifications = 'graphql'`). */
  fail: Partial<Record<string, Failure>>;
  /** Answer after this many ms (default 0). */
  delay: number;
  /** Answers given as they are (an answer of the wrong shape), by operation name, until deleted. */
  wrong: Record<string, unknown>;
  /** Answer the first page with this many items whatever `first` asks (a long history at once). */
  firstPage?: number;
}

function connection(items: FakeNode[], after: string, first: number) {
  const start = after === '-1' ? 0 : Number(after) + 1;
  const page = items.slice(start, start + first);
  const unread = items.filter((item) => !item.isRead).length;
  return {
    __typename: 'NotificationConnection',
    count: unread,
    edges: page.map((node, index) => ({ __typename: 'NotificationEdge', cursor: String(start + index), node })),
    pageInfo: {
      __typename: 'PageInfo',
      startCursor: page.length ? String(start) : null,
      endCursor: page.length ? String(start + page.length - 1) : null,
      hasNextPage: start + page.length < items.length,
      hasPreviousPage: start > 0,
    },
  };
}

/**
 * Replaces IntersectionObserver with one the test drives; `scrollToEnd()` reports every observed
 * element as in view. `watched()` waits until an element in the document is observed: the sentinel's
 * observer starts in an effect, which may run after the cards are already on screen (the rest of a page
 * is a background render). Call `restore()` (vi.unstubAllGlobals) when done.
 */
export function stubIntersectionObserver(): { scrollToEnd: () => void; watched: () => Promise<void>; restore: () => void } {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class FakeObserver {
    callback: IntersectionObserverCallback;
    elements: Element[] = [];
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(element: Element) {
      this.elements.push(element);
    }
    disconnect() {
      this.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollToEnd: () =>
      act(() => {
        for (const observer of observers.filter((o) => o.elements.length)) {
          observer.callback(observer.elements.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry), observer as never);
        }
      }),
    watched: () => waitFor(() => expect(observers.some((o) => o.elements.some((e) => e.isConnected))).toBe(true)),
    restore: () => vi.unstubAllGlobals(),
  };
}

/** A real ApolloClient over an in-memory feed pair. */
export function createFakeServer(own: FakeNode[] = fakeFeed('own', 5), students: FakeNode[] = []): FakeServer {
  const server: FakeServer = {
    client: undefined as unknown as ApolloClient,
    calls: [],
    count: (name) => server.calls.filter((call) => call.name === name).length,
    own,
    students,
    fail: {},
    delay: 0,
    wrong: {},
  };
  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    const after = typeof variables['after'] === 'string' ? variables['after'] : '-1';
    const asked = typeof variables['first'] === 'number' ? variables['first'] : 20;
    const first = after === '-1' && server.firstPage !== undefined ? server.firstPage : asked;
    const input = (variables['input'] ?? {}) as { before?: string; id?: string; isRead?: boolean };
    if (name in server.wrong) return server.wrong[name];
    switch (name) {
      case 'GetNotifications':
        return { viewer: { __typename: 'User', id: 'u-1', notifications: connection(server.own, after, first) } };
      case 'GetTeacherNotifications':
        return { viewer: { __typename: 'User', id: 'u-1', teacherNotifications: connection(server.students, after, first) } };
      case 'MarkNotificationsAsRead': {
        const limit = Date.parse(input.before ?? '');
        const changed: string[] = [];
        for (const item of [...server.own, ...server.students]) {
          if (!item.isRead && Date.parse(item.createdAt) <= limit) {
            item.isRead = true;
            changed.push(item.id);
          }
        }
        const unreadCount = [...server.own, ...server.students].filter((item) => !item.isRead).length;
        return { markNotificationsAsRead: { __typename: 'MarkNotificationsAsReadPayload', notificationIds: changed, unreadCount } };
      }
      case 'MarkNotification': {
        const item = [...server.own, ...server.students].find((n) => n.id === input.id);
        if (item) item.isRead = input.isRead !== false;
        return { markNotification: { __typename: 'Notification', id: input.id, isRead: input.isRead !== false } };
      }
      default:
        throw new Error(`unexpected operation ${name}`);
    }
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        // The live bell's stream: open and quiet (this server has no events to tell).
        if (name === 'NotificationEvents') return () => {};
        const variables = { ...operation.variables };
        server.calls.push({ name, variables });
        const failure = server.fail[name];
        const timer = setTimeout(() => {
          if (failure === 'network') observer.error(new Error('Failed to fetch'));
          else if (failure === 'graphql') {
            observer.next({ errors: [{ message: 'Something broke' }] } as never);
            observer.complete();
          } else {
            observer.next({ data: answer(name, variables) } as never);
            observer.complete();
          }
        }, server.delay);
        return () => clearTimeout(timer);
      }),
  );
  server.client = new ApolloClient({ cache: new InMemoryCache(), link });
  return server;
}

/** Renders the bell inside an ApolloProvider and the header context; `wrap` adds e.g. StrictMode. */
export function renderBell(
  server: FakeServer,
  props: Partial<HeaderProps> = {},
  wrap: (ui: ReactElement) => ReactElement = (ui) => ui,
) {
  const analytics = recordingAnalytics();
  const all: HeaderProps = {
    viewer: { ...TEST_VIEWERS.member, notifications: { count: 3 } },
    categories: TEST_CATEGORIES,
    config: TEST_CONFIG,
    analytics,
    ...props,
  };
  const result = render(
    wrap(
      <ApolloProvider client={server.client}>
        <HeaderProvider {...all}>
          <NotificationsBell />
        </HeaderProvider>
      </ApolloProvider>,
    ),
  );
  return { ...result, analytics };
}
