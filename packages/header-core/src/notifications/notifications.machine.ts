import { and, not, or, stateIn, type Actor } from 'xstate';
import { EMPTY_FEED, clampCount, resolvePageSize } from './notifications.model.ts';
import { notificationsSetup } from './notifications.setup.ts';
import { FIRST_PAGE_CURSOR, type NotificationFeedId } from './notifications.types.ts';

// Guards on other regions. They are evaluated against the snapshot before the event, so on
// `bell.click` "drawer closed" means "this click opens the drawer".
const drawerWasClosed = stateIn({ drawer: 'closed' });
const ownSettled = or([stateIn({ own: 'loaded' }), stateIn({ own: 'empty' })]);
const studentsSettled = or([not('isTeacher'), stateIn({ students: 'loaded' }), stateIn({ students: 'empty' })]);
/** Every list's first page answered (a later page may still fail; the watermark comes from what loaded). */
const firstPagesLoaded = and([ownSettled, studentsSettled]);

/**
 * One list's region: idle → loading (first page) → loaded {ready ⇄ loadingMore, failed} | empty | error.
 * At most one page request per list: the only invocation is in `loading`/`loadingMore`, and those
 * states are left only by the answer. Opening the drawer (bell or `drawer.open`) starts the first
 * load, and retries after a failure, as does the error text's Retry (`feed.retry`).
 */
function feedRegion(feed: NotificationFeedId) {
  const id = feed === 'own' ? 'fetchOwn' : 'fetchStudents';
  const opens = and([drawerWasClosed, { type: 'isFeedEnabled', params: { feed } }]);
  const retry = { guard: drawerWasClosed };
  // The error text's Retry button: it goes away while the list loads, so focus goes to the list.
  const retryButton = { guard: { type: 'isRetryOf', params: { feed } }, actions: { type: 'emitFocusPanel', params: { feed } } } as const;
  return notificationsSetup.createStateConfig({
    initial: 'idle',
    states: {
      idle: {
        on: {
          'bell.click': { guard: opens, target: 'loading' },
          'drawer.open': { guard: opens, target: 'loading' },
        },
      },
      loading: {
        invoke: {
          id,
          src: 'fetchPage',
          input: ({ context }) => ({ feed, after: FIRST_PAGE_CURSOR, first: context.pageSize }),
          onDone: [
            { guard: { type: 'isEmptyFirstPage', params: ({ event }) => ({ feed, page: event.output }) }, target: 'empty' },
            {
              target: 'loaded',
              actions: { type: 'storePage', params: ({ event }) => ({ feed, page: event.output, after: FIRST_PAGE_CURSOR }) },
            },
          ],
          // Nothing shown, nothing marked read (mark-all-read waits for every first page): the badge
          // the bell's click reset comes back (issue 25).
          onError: { target: 'error', actions: 'restoreRealCount' },
        },
      },
      loaded: {
        initial: 'ready',
        states: {
          ready: {
            on: { 'feed.loadMore': { guard: { type: 'canLoadMore', params: { feed } }, target: 'loadingMore' } },
          },
          loadingMore: {
            invoke: {
              id,
              src: 'fetchPage',
              input: ({ context }) => ({
                feed,
                after: context.feeds[feed].endCursor ?? FIRST_PAGE_CURSOR,
                first: context.pageSize,
              }),
              onDone: {
                target: 'ready',
                actions: {
                  type: 'storePage',
                  // The cursor cannot have moved: it changes only when this request is answered.
                  params: ({ context, event }) => ({
                    feed,
                    page: event.output,
                    after: context.feeds[feed].endCursor ?? FIRST_PAGE_CURSOR,
                  }),
                },
              },
              onError: { target: 'failed' },
            },
          },
          // A later page failed: the items stay, the error text shows under them; Retry or reopening retries.
          failed: {
            on: {
              'bell.click': { ...retry, target: 'loadingMore' },
              'drawer.open': { ...retry, target: 'loadingMore' },
              'feed.retry': { ...retryButton, target: 'loadingMore' },
            },
          },
        },
      },
      empty: {},
      error: {
        on: {
          'bell.click': { ...retry, target: 'loading' },
          'drawer.open': { ...retry, target: 'loading' },
          'feed.retry': { ...retryButton, target: 'loading' },
        },
      },
    },
  });
}

/**
 * The notifications read flow: bell badge, drawer, one or two paged lists, mark-all-read once per
 * page view, card clicks. Effects are the injected actors `fetchPage`, `markAllRead` and `markOne`
 * (supply them with `.provide({ actors })`); intents go out as emitted events.
 *
 * Contract with the host: one actor per page view (React: `useActorRef`, created once per mount).
 * Starting the actor does nothing: no request is made until the drawer is opened, so StrictMode's
 * effect double-run (stop, rehydrate, start) happens before anything is in flight. The once-only
 * guard of mark-all-read is the `markAll` region itself: it never leaves `sending`/`done`/`failed`/
 * `skipped`, so reopening the drawer, or any number of clicks, cannot send it again.
 */
export const notificationsMachine = notificationsSetup.createMachine({
  id: 'notifications',
  type: 'parallel',
  context: ({ input }) => {
    const isTeacher = input.isTeacher === true;
    const unread = clampCount(input.unreadCount);
    return {
      id: typeof input.id === 'string' && input.id !== '' ? input.id : 'notifications',
      isTeacher,
      pageSize: resolvePageSize(input.pageSize),
      unreadAtLoad: unread,
      serverUnread: unread,
      count: unread,
      activeFeed: isTeacher ? 'students' : 'own',
      feeds: { own: EMPTY_FEED, students: EMPTY_FEED },
      markAllBefore: null,
      readBefore: null,
      shownReadBefore: null,
      readIds: [],
      clickedIds: [],
      hiddenImageIds: [],
      markQueue: [],
    };
  },
  on: {
    'tab.select': { guard: 'isSelectableTab', actions: 'selectTab' },
    'card.click': { guard: 'isLoadedCard', actions: 'clickCard' },
    'card.imageError': { guard: 'isVisibleImage', actions: 'hideImage' },
  },
  states: {
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'bell.click': { target: 'open', actions: ['emitOpenTrack', 'resetCount'] },
            'drawer.open': { target: 'open', actions: 'resetCount' },
          },
        },
        open: {
          entry: ['showReadState', 'emitOpened'],
          exit: 'emitClosed',
          on: {
            // The bell is a toggle; focus is already on it.
            'bell.click': { target: 'closed' },
            'drawer.close': { target: 'closed', actions: 'emitFocusBell' },
            // Another layer takes focus; pulling it back to the bell would fight that layer.
            'layer.opened': { guard: 'isOtherLayer', target: 'closed' },
          },
        },
      },
    },
    own: feedRegion('own'),
    // Teachers only: the `isFeedEnabled` guard keeps it idle for everyone else.
    students: feedRegion('students'),
    markAll: {
      initial: 'waiting',
      states: {
        waiting: {
          always: [
            { guard: not('hadUnreadAtLoad'), target: 'skipped' },
            { guard: and([firstPagesLoaded, 'hasWatermark']), target: 'sending', actions: 'fixWatermark' },
            // Both lists loaded empty: there is nothing to mark.
            { guard: firstPagesLoaded, target: 'skipped' },
          ],
        },
        sending: {
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            input: ({ context }) => ({ before: context.markAllBefore ?? '' }),
            onDone: {
              target: 'done',
              actions: { type: 'confirmMarkAllRead', params: ({ event }) => ({ result: event.output }) },
            },
            onError: { target: 'failed', actions: ['restoreRealCount', 'emitMarkAllFailed'] },
          },
        },
        // Terminal for this page view: nothing leaves them, which is the "once" guarantee.
        done: {},
        failed: {},
        skipped: {},
      },
    },
    markOne: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueuedMark', target: 'sending' } },
        // One MarkNotification at a time, in click order.
        sending: {
          invoke: {
            id: 'markOne',
            src: 'markOne',
            input: ({ context }) => ({ id: context.markQueue[0] ?? '', isRead: true as const }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'confirmMarkOne', params: ({ event }) => ({ result: event.output }) }, 'dequeueMark'],
            },
            onError: { target: 'idle', actions: 'dequeueMark' },
          },
        },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
/** A running notifications machine (a host's effects provided or not: `.provide()` keeps the type). */
export type NotificationsActor = Actor<NotificationsMachine>;
