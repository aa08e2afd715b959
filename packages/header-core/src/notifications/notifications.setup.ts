// Types, injected actors, guards and actions of the notifications machine (the states are in
// notifications.machine.ts).
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import {
  appendPage,
  clampCount,
  findItem,
  isItemRead,
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

/** Types, the three injected actors (each rejects until provided), named guards and actions. */
/** The open-notifications intent of a press on the bell, with the badge's count at that moment. */
function openTrack(unreadCount: number) {
  return { type: 'track' as const, name: 'open-notifications' as const, properties: { unreadCount } };
}

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
  },
  actions: {
    emitOpenTrack: emit(({ context }) => openTrack(context.count)),
    resetCount: assign({ count: 0 }),
    /** The cards show what is read as of this opening (see `shownReadBefore`). */
    showReadState: assign(({ context }) => ({ shownReadBefore: context.readBefore })),
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
    storePage: assign({
      feeds: ({ context }, params: { feed: NotificationFeedId; page: unknown; after: string }) => ({
        ...context.feeds,
        [params.feed]: appendPage(context.feeds[params.feed], params.page, params.after),
      }),
    }),
    fixWatermark: assign({
      markAllBefore: ({ context }) => newestCreatedAt([context.feeds.own.items, context.feeds.students.items]),
    }),
    confirmMarkAllRead: enqueueActions(({ context, enqueue }, params: { result: MarkAllReadResult }) => {
      const before = context.markAllBefore;
      if (before === null) return;
      const answered = params.result?.unreadCount;
      const serverUnread =
        typeof answered === 'number' && Number.isFinite(answered)
          ? clampCount(answered)
          : Math.max(0, context.serverUnread - unreadCoveredBy(context, before));
      // The badge now tells the truth: anything newer than the watermark is still unread.
      enqueue.assign({ readBefore: before, serverUnread, count: serverUnread });
    }),
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
        serverUnread,
        count: Math.min(context.count, serverUnread),
      });
    }),
    dequeueMark: assign({ markQueue: ({ context }) => context.markQueue.slice(1) }),
  },
});
