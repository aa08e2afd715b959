import type { SnapshotFrom } from 'xstate';
import { linkPolicy, tracked, type LinkPolicy } from '../url/index.ts';
import { toCardView, type NotificationCardView } from './notifications.cards.ts';
import type { NotificationMessageKey } from './notifications.messages.ts';
import { resolveNotificationMessages } from './notifications.resolve-messages.ts';
import type { NotificationsMachine } from './notifications.machine.ts';
import { feedsFor } from './notifications.model.ts';
import { connectNotificationsShell, getNotificationsIds, notificationsShellState, type NotificationsShellApi } from './notifications.shell.ts';
import type { MarkAllReadStatus, NotificationFeedId, NotificationsEvent } from './notifications.types.ts';

export type NotificationsSnapshot = SnapshotFrom<NotificationsMachine>;
export type NotificationsSend = (event: NotificationsEvent) => void;
export type NotificationFeedStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'error';

/** The Teacher Hub's full students-activity view (spec §2), with the header's tracking value. */
export const STUDENT_ACTIVITY_HREF = tracked('/teach/activity');

export interface ConnectNotificationsOptions {
  /** Clock for the cards' time ago, epoch ms. Default `Date.now`. */
  readonly now?: () => number;
  /** The page's origin for the URL policy (default: every relative path counts as same-origin). */
  readonly origin?: string;
  /**
   * Hosts besides `origin` that a card's link (and a link inside its message) may point at
   * (`HeaderModel.linkHosts`; see `linkPolicy`). Default: none, only our own links are links.
   */
  readonly linkHosts?: readonly string[];
  /** Overrides of the default strings. */
  readonly messages?: Partial<Record<NotificationMessageKey, unknown>>;
  /** The page's locale: cards' ages are written in its language. Default 'en-US'. */
  readonly locale?: string;
  /** Width in device pixels the thumbnail box needs; picks the image source. Default 160 (80 CSS px at 2x). */
  readonly imageWidth?: number;
}

export interface NotificationsTabProps {
  readonly id: string;
  readonly role: 'tab';
  readonly type: 'button';
  readonly 'aria-selected': boolean;
  readonly 'aria-controls': string;
  /** Roving tab stop: 0 on the selected tab. */
  readonly tabIndex: 0 | -1;
  readonly onClick: () => void;
  /** Takes `KeyboardEvent.key`; true when handled (call `preventDefault()`). Arrows wrap; Home/End. */
  readonly onKeyDown: (key: string) => boolean;
}

export interface NotificationsPanelProps {
  readonly id: string;
  /** Teachers only: the APG tabpanel. */
  readonly role?: 'tabpanel';
  readonly 'aria-labelledby': string;
  readonly tabIndex?: 0;
  readonly hidden: boolean;
  readonly 'aria-busy': boolean;
}

export interface NotificationFeedView {
  readonly feed: NotificationFeedId;
  readonly label: string;
  /** `error` with items means a later page failed: show the items, then `message`. */
  readonly status: NotificationFeedStatus;
  /** Every loaded card's view (built when read: a long list costs only what is drawn, see `cards`). */
  readonly items: readonly NotificationCardView[];
  /** How many cards are loaded. */
  readonly itemCount: number;
  /** The first `count` cards' views: what a renderer draws. */
  readonly cards: (count: number) => readonly NotificationCardView[];
  /** The spec §8 empty or error text, or null. */
  readonly message: string | null;
  /** Render the infinite-scroll sentinel while true. */
  readonly hasMore: boolean;
  readonly isLoadingMore: boolean;
  /** Bind to the sentinel's intersection. Safe to call often: the machine drops extra calls. */
  readonly loadMore: () => void;
  /** With the error text (`status` 'error'): the Retry button's action, loading the failed page again. Null otherwise. */
  readonly retry: (() => void) | null;
  /** Students' list only: the link to the Teacher Hub's full view. */
  readonly seeAll: { readonly href: string; readonly label: string } | null;
  readonly panelProps: NotificationsPanelProps;
}

/** The "N new notifications" button at the top of the open drawer's list (issue 21). */
export interface NotificationsNewButton {
  /** Notifications that arrived while the drawer was open and no list shows yet. */
  readonly count: number;
  /** '2 new notifications': the button's text (and name), and what the lists' live region says once per arrival. */
  readonly label: string;
  /** Reloads the lists' first pages (the new cards on top), marks read again once they are in, focuses the list. */
  readonly onPress: () => void;
}

/** The frame (bell, badge, dialog) plus the lists: everything the drawer renders once the machine runs. */
export interface NotificationsApi extends NotificationsShellApi {
  readonly isTeacher: boolean;
  readonly activeFeed: NotificationFeedId;
  /** Teachers only (null otherwise): the APG tab list. */
  readonly tabListProps: { readonly role: 'tablist'; readonly 'aria-label': string } | null;
  /** Teachers: students first, then own. Others: empty. */
  readonly tabs: readonly { readonly feed: NotificationFeedId; readonly label: string; readonly props: NotificationsTabProps }[];
  /** In tab order; one entry (own) for non-teachers. */
  readonly feeds: readonly NotificationFeedView[];
  readonly markAllReadStatus: MarkAllReadStatus;
  /** While the drawer is open and notifications arrived: the button above the list that shows them. Else null. */
  readonly newNotifications: NotificationsNewButton | null;
  /**
   * A polite live region that goes with the lists (the cards' chunk, so the frame's bundle does not grow),
   * beside the frame's status line (`statusProps`, the one `role="status"`): its text is
   * `newNotifications.label`, so it speaks once per arrival (when the machine emits `announce`).
   */
  readonly newStatusProps: { readonly 'aria-live': 'polite'; readonly 'aria-atomic': true };
  /** The link policy the cards were built with: render links inside messages with it (the sanitizer). */
  readonly links: LinkPolicy;
}

type FeedStateValue = string | { readonly loaded?: string };

function feedStatus(value: FeedStateValue | undefined): { status: NotificationFeedStatus; loadingMore: boolean; ready: boolean } {
  if (typeof value === 'object' && value !== null) {
    const sub = value.loaded;
    return { status: sub === 'failed' ? 'error' : 'loaded', loadingMore: sub === 'loadingMore', ready: sub === 'ready' };
  }
  const status: NotificationFeedStatus =
    value === 'loading' || value === 'empty' || value === 'error' ? value : 'idle';
  return { status, loadingMore: false, ready: false };
}

const TAB_KEYS = ['ArrowRight', 'ArrowLeft', 'Home', 'End'] as const;

/** Maps a notifications snapshot to renderer props; pure, so ARIA and keys are tested in Node. */
export function connectNotifications(
  snapshot: NotificationsSnapshot,
  send: NotificationsSend,
  options: ConnectNotificationsOptions = {},
): NotificationsApi {
  const context = snapshot.context;
  const value = snapshot.value as Record<string, FeedStateValue>;
  const messages = resolveNotificationMessages(options.messages);
  const shell = notificationsShellState(snapshot, messages);
  const ids = getNotificationsIds(context.id);
  const order = feedsFor(context.isTeacher);
  const now = (options.now ?? Date.now)();
  const label = (feed: NotificationFeedId) => (feed === 'own' ? messages.ownTab : messages.studentsTab);
  const { markAllReadStatus } = shell;

  const links = linkPolicy(options.origin, options.linkHosts);
  const cardOptions = {
    now,
    locale: options.locale ?? 'en-US',
    links,
    imageWidth: options.imageWidth ?? 160,
    domId: ids.card,
    onClick: (id: string) => send({ type: 'card.click', id }),
    onImageError: (id: string) => send({ type: 'card.imageError', id }),
  };

  const feeds = order.map((feed): NotificationFeedView => {
    const { status, loadingMore, ready } = feedStatus(value[feed]);
    const data = context.feeds[feed];
    const message = status === 'error' ? messages.error : status === 'empty' ? (feed === 'own' ? messages.emptyOwn : messages.emptyStudents) : null;
    const teacherPanel = context.isTeacher;
    const cards = (count: number) => data.items.slice(0, Math.max(0, count)).map((item, position) => toCardView(item, feed, position, context, cardOptions));
    return {
      feed,
      label: label(feed),
      status,
      get items() {
        return cards(data.items.length);
      },
      itemCount: data.items.length,
      cards,
      message,
      hasMore: ready && data.hasNextPage,
      isLoadingMore: loadingMore,
      loadMore: () => send({ type: 'feed.loadMore', feed }),
      retry: status === 'error' ? () => send({ type: 'feed.retry', feed }) : null,
      seeAll: feed === 'students' ? { href: STUDENT_ACTIVITY_HREF, label: messages.seeAllStudentActivity } : null,
      panelProps: {
        id: ids.panel(feed),
        ...(teacherPanel ? { role: 'tabpanel' as const, tabIndex: 0 as const } : {}),
        'aria-labelledby': teacherPanel ? ids.tab(feed) : ids.title,
        hidden: teacherPanel && feed !== context.activeFeed,
        'aria-busy': status === 'loading' || loadingMore,
      },
    };
  });

  const tabs = context.isTeacher
    ? order.map((feed, index) => {
        const select = (target: NotificationFeedId, focus: boolean) =>
          send(focus ? { type: 'tab.select', feed: target, focus: true } : { type: 'tab.select', feed: target });
        const props: NotificationsTabProps = {
          id: ids.tab(feed),
          role: 'tab',
          type: 'button',
          'aria-selected': feed === context.activeFeed,
          'aria-controls': ids.panel(feed),
          tabIndex: feed === context.activeFeed ? 0 : -1,
          onClick: () => select(feed, false),
          onKeyDown: (key) => {
            if (!(TAB_KEYS as readonly string[]).includes(key)) return false;
            const last = order.length - 1;
            const target =
              key === 'Home' ? 0 : key === 'End' ? last : key === 'ArrowRight' ? (index + 1) % order.length : (index + last) % order.length;
            select(order[target] ?? feed, true);
            return true;
          },
        };
        return { feed, label: label(feed), props };
      })
    : [];

  const newCount = context.newIds.length;
  const newNotifications: NotificationsNewButton | null =
    shell.isOpen && newCount > 0
      ? { count: newCount, label: messages.newNotifications({ count: newCount }), onPress: () => send({ type: 'live.showNew' }) }
      : null;

  return {
    ...connectNotificationsShell(shell, send),
    isTeacher: context.isTeacher,
    activeFeed: context.activeFeed,
    tabListProps: context.isTeacher ? { role: 'tablist', 'aria-label': messages.tabList } : null,
    tabs,
    feeds,
    markAllReadStatus,
    newNotifications,
    newStatusProps: { 'aria-live': 'polite', 'aria-atomic': true },
    links,
  };
}
