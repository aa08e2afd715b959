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
/** The lists were reloaded since the last watermark: mark read once more, after the reloaded first pages. */
const rearm = { guard: 'marksAgain', target: 'waiting', actions: 'armMark' } as const;

/**
 * One list's region: idle → loading (first page) → loaded {ready ⇄ loadingMore, failed} | empty | error.
 * At most one page request per list: the only invocation is in `loading`/`loadingMore`, and those
 * states are left only by the answer or by a reload (which stops it). Opening the drawer (bell or
 * `drawer.open`), or the host's `lists.warm` while it is closed, starts the first load; an opening
 * retries after a failure, as does the error text's Retry
 * (`feed.retry`). Reloads (issue 21): an opening after a change (`stale`), and the "N new" button
 * (`live.showNew`), drop the items and load the first page again, from whatever state; nothing else
 * ever removes or inserts a card, so a list on screen only grows at its end.
 */
function feedRegion(feed: NotificationFeedId) {
  const id = feed === 'own' ? 'fetchOwn' : 'fetchStudents';
  const enabled = { type: 'isFeedEnabled', params: { feed } } as const;
  const opens = and([drawerWasClosed, enabled]);
  const retry = { guard: drawerWasClosed };
  const reload = { target: '.loading', actions: { type: 'dropFeed', params: { feed } } } as const;
  const reopensStale = { ...reload, guard: and([drawerWasClosed, 'isStale', enabled]) };
  // The error text's Retry button: it goes away while the list loads, so focus goes to the list.
  const retryButton = { guard: { type: 'isRetryOf', params: { feed } }, actions: { type: 'emitFocusPanel', params: { feed } } } as const;
  return notificationsSetup.createStateConfig({
    initial: 'idle',
    // A child's own transition for the event comes first (idle's first load, error's retry).
    on: {
      'bell.click': reopensStale,
      'drawer.open': reopensStale,
      'live.showNew': { ...reload, guard: and([stateIn({ drawer: 'open' }), 'hasNew', enabled]) },
    },
    states: {
      idle: {
        on: {
          'bell.click': { guard: opens, target: 'loading' },
          'drawer.open': { guard: opens, target: 'loading' },
          'lists.warm': { guard: opens, target: 'loading' },
        },
      },
      loading: {
        invoke: {
          id,
          src: 'fetchPage',
          input: ({ context }) => ({
            feed,
            after: FIRST_PAGE_CURSOR,
            first: context.pageSize,
            ...(context.listsChanged ? { fresh: true as const } : {}),
          }),
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
          // A later page failed: the items stay, the error text shows under them; Retry or reopening
          // retries (reopening after a change reloads instead: the region's own transition).
          failed: {
            on: {
              'bell.click': { guard: and([drawerWasClosed, not('isStale')]), target: 'loadingMore' },
              'drawer.open': { guard: and([drawerWasClosed, not('isStale')]), target: 'loadingMore' },
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
 * showing of the lists, card clicks, and the live stream's events (issue 21). Effects are the injected
 * actors `fetchPage`, `markAllRead` and `markOne` (supply them with `.provide({ actors })`); intents go
 * out as emitted events.
 *
 * Contract with the host: one actor per page view (React: `useActorRef`, created once per mount).
 * Starting the actor does nothing: no request is made until the drawer is opened (or warmed), so StrictMode's
 * effect double-run (stop, rehydrate, start) happens before anything is in flight. The once-only
 * guard of mark-all-read is the `markAll` region itself: `done`, `failed` and `skipped` are left only
 * when the lists were reloaded since the watermark was fixed (`markAgain`: an opening after a change,
 * or the "N new" button), so reopening the drawer, or any number of clicks, cannot send it again; each
 * reload marks read once more, after its first pages, up to the newest card they brought.
 *
 * Live events: `live.counts` is the server's word for the badge (followed while the drawer is closed);
 * `live.added` never inserts a card (an open drawer counts it for the "N new notifications" button);
 * anything the lists miss (`live.added`, counts they do not explain, `live.stale`) makes the next
 * opening reload them, so the drawer never shows a list older than the badge.
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
      unreadIds: [],
      newIds: [],
      opened: false,
      stale: false,
      listsChanged: false,
      markAgain: false,
      countsSinceMark: false,
      keptUnreadIds: [],
      clickedIds: [],
      hiddenImageIds: [],
      markQueue: [],
    };
  },
  on: {
    'tab.select': { guard: 'isSelectableTab', actions: 'selectTab' },
    'card.click': { guard: 'isLoadedCard', actions: 'clickCard' },
    'card.imageError': { guard: 'isVisibleImage', actions: 'hideImage' },
    'live.counts': { guard: 'hasFiniteCounts', actions: 'takeCounts' },
    'live.added': { guard: 'isNewNode', actions: 'takeAdded' },
    'live.read': { actions: 'takeReads' },
    'live.stale': { actions: 'markStale' },
  },
  states: {
    drawer: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'bell.click': { target: 'open', actions: ['emitOpenTrack', 'resetCount', 'beginOpening'] },
            'drawer.open': { target: 'open', actions: ['resetCount', 'beginOpening'] },
          },
        },
        open: {
          entry: ['showReadState', 'emitOpened'],
          exit: ['emitClosed', 'showServerCount'],
          on: {
            'live.showNew': { guard: 'hasNew', actions: 'showNew' },
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
            { guard: not('hadUnreadAtLoad'), target: 'skipped', actions: ['clearMarkAgain', 'releaseCount'] },
            { guard: and(['hasOpened', firstPagesLoaded, 'hasWatermark']), target: 'sending', actions: 'fixWatermark' },
            // Both lists loaded empty: there is nothing to mark.
            { guard: and(['hasOpened', firstPagesLoaded]), target: 'skipped', actions: ['clearMarkAgain', 'releaseCount'] },
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
            onError: { target: 'failed', actions: ['restoreRealCount', 'emitMarkAllFailed', 'forgetWatermark'] },
          },
        },
        // Left only after a reload of the lists (`markAgain`): that is the "once per showing" guarantee.
        done: { always: rearm },
        failed: { always: rearm },
        skipped: { always: rearm },
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
