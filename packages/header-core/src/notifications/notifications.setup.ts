// Types, injected actors, guards and actions of the notifications machine (the states are in
// notifications.machine.ts).
import { and, assign, emit, enqueueActions, fromPromise, not, or, setup, stateIn } from 'xstate';
import {
  EMPTY_FEED,
  appendPage,
  applyReadChanges,
  clampCount,
  findItem,
  idList,
  isItemRead,
  isNotificationNode,
  liveTotal,
  looksUnread,
  newestCreatedAt,
  pageAddsNothing,
  unreadCoveredBy,
} from './notifications.model.ts';
import type {
  FetchPageInput,
  MarkAllReadInput,
  MarkAllReadResult,
  MarkOneInput,
  MarkOneResult,
  NotificationFeedId,
  NotificationPage,
  NotificationsContext,
  NotificationsEmitted,
  NotificationsEvent,
  NotificationsInput,
} from './notifications.types.ts';

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`notificationsMachine: provide the '${name}' actor with .provide({ actors })`));
}

/** The open-notifications intent of a press on the bell, with the badge's count at that moment. */
function openTrack(unreadCount: number) {
  return { type: 'track' as const, name: 'open-notifications' as const, properties: { unreadCount } };
}

/**
 * An opening's mark-all-read is still to come: sending, or waiting for first pages that are loading
 * (before the first opening `waiting` only means "armed", whatever loads; a list that failed showed
 * nothing, so nothing is coming until a retry). The opening's badge reset holds meanwhile.
 */
const pending = or([
  stateIn({ markAll: 'sending' }),
  and([
    stateIn({ markAll: 'waiting' }),
    // Lists loading ahead of the first opening (`lists.warm`) hold nothing: no opening reset the badge.
    ({ context }) => (context as NotificationsContext).opened,
    or([stateIn({ own: 'loading' }), stateIn({ students: 'loading' })]),
    not(stateIn({ own: 'error' })),
    not(stateIn({ students: 'error' })),
  ]),
]);
// `check()` inside `setup()` knows no guard types yet (it takes `never`); these are state guards, typed by xstate.
const markPending = pending as never;
/** The badge shows the server's count: the drawer is closed and no opening's reset is holding it. */
const badgeFollowsServer = and([stateIn({ drawer: 'closed' }), not(pending)]) as never;
const drawerOpen = stateIn({ drawer: 'open' }) as never;
const drawerClosed = stateIn({ drawer: 'closed' }) as never;

/** What every reload of the lists does to the context (each list's region drops its items itself). */
const RELOAD = { stale: false, newIds: [], markAgain: true } as const;

/** Types, the three injected actors (each rejects until provided), named guards and actions. */
export const notificationsSetup = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    emitted: {} as NotificationsEmitted,
  },
  actors: {
    /** GetNotifications (`feed: 'own'`) or GetTeacherNotifications (`'students'`); resolves with the connection. */
    fetchPage: fromPromise<NotificationPage, FetchPageInput>(notProvided('fetchPage')),
    /** MarkNotificationsAsRead with `{ before }`. */
    markAllRead: fromPromise<MarkAllReadResult, MarkAllReadInput>(notProvided('markAllRead')),
    /** MarkNotification with `{ id, isRead: true }`. */
    markOne: fromPromise<MarkOneResult, MarkOneInput>(notProvided('markOne')),
  },
  guards: {
    isTeacher: ({ context }) => context.isTeacher,
    hadUnreadAtLoad: ({ context }) => context.unreadAtLoad > 0,
    hasWatermark: ({ context }) => newestCreatedAt([context.feeds.own.items, context.feeds.students.items]) !== null,
    isOtherLayer: ({ context, event }) => event.type === 'layer.opened' && event.id !== context.id,
    isFeedEnabled: ({ context }, params: { feed: NotificationFeedId }) => params.feed === 'own' || context.isTeacher,
    isRetryOf: ({ event }, params: { feed: NotificationFeedId }) => event.type === 'feed.retry' && event.feed === params.feed,
    canLoadMore: ({ context, event }, params: { feed: NotificationFeedId }) =>
      event.type === 'feed.loadMore' && event.feed === params.feed && context.feeds[params.feed].hasNextPage,
    isEmptyFirstPage: ({ context }, params: { feed: NotificationFeedId; page: unknown }) =>
      context.feeds[params.feed].items.length === 0 && pageAddsNothing(context.feeds[params.feed], params.page),
    isSelectableTab: ({ context, event }) =>
      context.isTeacher && event.type === 'tab.select' && (event.feed === 'own' || event.feed === 'students'),
    isLoadedCard: ({ context, event }) => event.type === 'card.click' && findItem(context, event.id) !== null,
    isVisibleImage: ({ context, event }) =>
      event.type === 'card.imageError' && !context.hiddenImageIds.includes(event.id) && findItem(context, event.id) !== null,
    hasQueuedMark: ({ context }) => context.markQueue.length > 0,
    isStale: ({ context }) => context.stale,
    hasNew: ({ context }) => context.newIds.length > 0,
    marksAgain: ({ context }) => context.markAgain,
    hasOpened: ({ context }) => context.opened,
    /** A notification no list shows or waits with, in a feed the viewer has. */
    isNewNode: ({ context, event }) =>
      event.type === 'live.added' &&
      isNotificationNode(event.node) &&
      (event.feed === 'own' || (event.feed === 'students' && context.isTeacher)) &&
      findItem(context, event.node.id) === null &&
      !context.newIds.includes(event.node.id),
    hasFiniteCounts: ({ context, event }) => event.type === 'live.counts' && liveTotal(event, context.isTeacher) !== null,
  },
  actions: {
    emitOpenTrack: emit(({ context }) => openTrack(context.count)),
    resetCount: assign({ count: 0 }),
    /** The cards show what is read as of this opening (see `shownReadBefore`). */
    showReadState: assign(({ context }) => ({ shownReadBefore: context.readBefore, keptUnreadIds: [] })),
    /** An opening after a change reloads the lists (the regions of the lists drop their items). */
    beginOpening: assign(({ context }) => (context.stale ? { ...RELOAD, opened: true } : { opened: true })),
    dropFeed: assign({ feeds: ({ context }, params: { feed: NotificationFeedId }) => ({ ...context.feeds, [params.feed]: EMPTY_FEED }) }),
    /** The "N new" button: reload, the cards that look unread keep that look, focus goes to the list (the button goes away). */
    showNew: enqueueActions(({ context, enqueue }) => {
      const kept = [...context.feeds.own.items, ...context.feeds.students.items].filter((item) => looksUnread(item, context)).map((item) => item.id);
      enqueue.assign({ ...RELOAD, keptUnreadIds: [...new Set([...context.keptUnreadIds, ...kept])] });
      enqueue.emit({ type: 'focus.panel', feed: context.activeFeed });
    }),
    /** Mark-all-read found nothing to send: a closed drawer's badge is the server's count again. */
    releaseCount: enqueueActions(({ context, enqueue, check }) => {
      if (check(drawerClosed)) enqueue.assign({ count: context.serverUnread });
    }),
    /** Closed: the badge shows the server's count, unless this opening's mark-all-read is still to settle it. */
    showServerCount: enqueueActions(({ context, enqueue, check }) => {
      if (!check(markPending)) enqueue.assign({ count: context.serverUnread });
    }),
    takeCounts: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'live.counts') return;
      const total = liveTotal(event, context.isTeacher);
      if (total === null) return;
      // Counts the machine's own bookkeeping does not explain: something happened that the lists miss.
      const unexplained = total !== context.serverUnread;
      enqueue.assign({
        serverUnread: total,
        countsSinceMark: true,
        stale: context.stale || unexplained,
        listsChanged: context.listsChanged || unexplained,
      });
      if (check(badgeFollowsServer)) enqueue.assign({ count: total });
    }),
    takeAdded: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'live.added') return;
      const newIds = [...context.newIds, event.node.id];
      const serverUnread = context.serverUnread + (event.node.isRead === true ? 0 : 1);
      enqueue.assign({ newIds, serverUnread, stale: true, listsChanged: true });
      if (check(badgeFollowsServer)) enqueue.assign({ count: serverUnread });
      if (check(drawerOpen)) enqueue.emit({ type: 'announce', message: 'newNotifications', count: newIds.length });
    }),
    takeReads: enqueueActions(({ context, event, enqueue, check }) => {
      if (event.type !== 'live.read') return;
      const { readIds, unreadIds, delta } = applyReadChanges(context, idList(event.readIds), idList(event.unreadIds));
      const serverUnread = Math.max(0, context.serverUnread + delta);
      enqueue.assign({ readIds, unreadIds, serverUnread });
      if (check(badgeFollowsServer)) enqueue.assign({ count: serverUnread });
    }),
    markStale: assign({ stale: true, listsChanged: true }),
    /** Mark-all-read once more, for the reloaded lists, from the server's count now. */
    armMark: assign(({ context }) => ({ markAgain: false, unreadAtLoad: context.serverUnread })),
    clearMarkAgain: assign({ markAgain: false }),
    emitFocusBell: emit({ type: 'focus.bell' } as const),
    emitFocusPanel: emit((_, params: { feed: NotificationFeedId }) => ({ type: 'focus.panel', feed: params.feed }) as const),
    emitOpened: emit(({ context }) => ({ type: 'opened', id: context.id }) as const),
    emitClosed: emit(({ context }) => ({ type: 'closed', id: context.id }) as const),
    selectTab: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'tab.select') return;
      if (event.feed !== context.activeFeed) enqueue.assign({ activeFeed: event.feed });
      if (event.focus === true) enqueue.emit({ type: 'focus.tab', feed: event.feed });
    }),
    /** Tracks the first click on a card; queues MarkNotification when the card is unread and not queued. */
    clickCard: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'card.click') return;
      const found = findItem(context, event.id);
      if (!found) return;
      const read = isItemRead(found.item, context);
      if (!context.clickedIds.includes(event.id)) {
        enqueue.assign({ clickedIds: [...context.clickedIds, event.id] });
        enqueue.emit({
          type: 'track',
          name: 'notification-click',
          properties: { id: event.id, feed: found.feed, position: found.position, isRead: read },
        });
      }
      if (!read && !context.markQueue.includes(event.id)) {
        enqueue.assign({ markQueue: [...context.markQueue, event.id] });
      }
    }),
    hideImage: assign({
      hiddenImageIds: ({ context, event }) =>
        event.type === 'card.imageError' ? [...context.hiddenImageIds, event.id] : context.hiddenImageIds,
    }),
    storePage: assign(({ context }, params: { feed: NotificationFeedId; page: unknown; after: string }) => {
      const data = appendPage(context.feeds[params.feed], params.page, params.after);
      const feeds = { ...context.feeds, [params.feed]: data };
      // A notification that arrived live and came with this page is no longer new.
      const loaded = new Set(data.items.map((item) => item.id));
      return { feeds, newIds: context.newIds.some((id) => loaded.has(id)) ? context.newIds.filter((id) => !loaded.has(id)) : context.newIds };
    }),
    fixWatermark: assign(({ context }) => ({
      markAllBefore: newestCreatedAt([context.feeds.own.items, context.feeds.students.items]),
      markAgain: false,
      countsSinceMark: false,
    })),
    confirmMarkAllRead: enqueueActions(({ context, enqueue }, params: { result: MarkAllReadResult }) => {
      const before = context.markAllBefore;
      if (before === null) return;
      const marked = applyReadChanges(context, idList(params.result?.notificationIds), []);
      const answered = params.result?.unreadCount;
      // The stream spoke since the mutation went out: its count stands, less what it has not echoed yet.
      // Otherwise the answer is the truth, as before the stream: anything newer than the watermark is unread.
      const serverUnread = context.countsSinceMark
        ? Math.max(0, context.serverUnread + marked.delta)
        : typeof answered === 'number' && Number.isFinite(answered)
          ? clampCount(answered)
          : Math.max(0, context.serverUnread - unreadCoveredBy(context, before));
      enqueue.assign({ readBefore: before, serverUnread, count: serverUnread, readIds: marked.readIds, unreadIds: marked.unreadIds });
    }),
    /** A failed mutation covers nothing: its watermark no longer keeps echoed reads looking unread. */
    forgetWatermark: assign({ markAllBefore: null }),
    /**
     * Nothing was optimistic except the badge reset: put the server's count back (mark-all-read failed,
     * or a list's first page did: nothing shown, so nothing read; issue 25).
     */
    restoreRealCount: assign({ count: ({ context }) => context.serverUnread }),
    emitMarkAllFailed: emit({ type: 'announce', message: 'markAllReadFailed' } as const),
    confirmMarkOne: enqueueActions(({ context, enqueue }, params: { result: MarkOneResult }) => {
      const id = context.markQueue[0];
      if (id === undefined || params.result?.isRead !== true || context.readIds.includes(id)) return;
      const found = findItem(context, id);
      const wasUnread = found !== null && !isItemRead(found.item, context);
      const serverUnread = wasUnread ? Math.max(0, context.serverUnread - 1) : context.serverUnread;
      enqueue.assign({
        readIds: [...context.readIds, id],
        unreadIds: context.unreadIds.filter((unread) => unread !== id),
        serverUnread,
        count: Math.min(context.count, serverUnread),
      });
    }),
    dequeueMark: assign({ markQueue: ({ context }) => context.markQueue.slice(1) }),
  },
});
