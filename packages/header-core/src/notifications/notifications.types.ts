// Structural types the GraphQL results fit (GetNotifications, GetTeacherNotifications,
// MarkNotificationsAsRead, MarkNotification); header-core never imports the GraphQL package.

/** The two lists: the member's own activity (GetNotifications) and, for teachers, their students' (GetTeacherNotifications). */
export type NotificationFeedId = 'own' | 'students';

/** The `after` cursor that asks for the first page (spec §7). */
export const FIRST_PAGE_CURSOR = '-1';
/** Spec §9: notifications are paged 20 at a time. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Someone who did the thing a notification is about (spec §3). */
export interface NotificationActor {
  readonly firstName: string;
  readonly lastName: string;
  readonly mediumPictureUrl?: string | null;
  readonly vanityUsername?: string | null;
  readonly username: string;
}

export interface NotificationImageSource {
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/** One notification as the server sends it (the NotificationFields fragment). */
export interface NotificationNode {
  readonly id: string;
  readonly isRead: boolean;
  readonly url?: string | null;
  readonly actors?: readonly NotificationActor[] | null;
  readonly previewText?: string | null;
  readonly buttonText?: string | null;
  readonly image?: { readonly sources?: readonly NotificationImageSource[] | null } | null;
  /** Server HTML. Never rendered here: only the sanitizing module of header-react may render it. */
  readonly message?: string | null;
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

/** A page of a notifications connection (`viewer.notifications` or `viewer.teacherNotifications`). */
export interface NotificationPage {
  readonly edges: readonly { readonly cursor?: string | null; readonly node: NotificationNode }[];
  readonly pageInfo: { readonly endCursor: string | null; readonly hasNextPage: boolean };
}

/** Input of the injected `fetchPage` actor: GetNotifications (own) or GetTeacherNotifications (students). */
export interface FetchPageInput {
  readonly feed: NotificationFeedId;
  /** '-1' for the first page, then the previous page's end cursor. */
  readonly after: string;
  readonly first: number;
  /**
   * Set (first pages only) once the live stream said the lists changed since the page loaded: answer
   * from the server, never with a page fetched ahead of the click (it may predate the change).
   */
  readonly fresh?: true;
}

/** Input of the injected `markAllRead` actor: MarkNotificationsAsRead's `input`. */
export interface MarkAllReadInput {
  /** Watermark: the newest `createdAt` among the loaded first pages. */
  readonly before: string;
}

/** What MarkNotificationsAsRead answers; both fields are optional so a bare `{}` also fits. */
export interface MarkAllReadResult {
  readonly notificationIds?: readonly string[] | null;
  /** The viewer's unread count after the mutation (notifications newer than the watermark). */
  readonly unreadCount?: number | null;
}

/** Input of the injected `markOne` actor: MarkNotification's `input`. */
export interface MarkOneInput {
  readonly id: string;
  readonly isRead: true;
}

/** What MarkNotification answers. */
export interface MarkOneResult {
  readonly id: string;
  readonly isRead: boolean;
}

export interface NotificationsInput {
  /** The viewer's unread count when the page loaded (`currentUser.notifications.count`). Negative/NaN → 0. */
  readonly unreadCount: number;
  /** Teacher or approved applicant: two lists (students' activity first, then own). Default false. */
  readonly isTeacher?: boolean;
  /** Page size; default 20 (spec §9). Values outside 1..100 fall back to the default. */
  readonly pageSize?: number;
  /** Stable id: the layer id and the prefix of the DOM ids `connectNotifications` produces. Default 'notifications'. */
  readonly id?: string;
}

/** One list's data. Arrays (not Sets) so snapshots stay JSON-serialisable. */
export interface FeedData {
  /** Unique by id, in server order. */
  readonly items: readonly NotificationNode[];
  readonly endCursor: string | null;
  /** False once the server says so, or a page repeats a cursor, or a page brings nothing new. */
  readonly hasNextPage: boolean;
  /** Every `after` cursor already answered, to spot a server that sends us in circles. */
  readonly requestedCursors: readonly string[];
}

export type MarkAllReadStatus = 'waiting' | 'sending' | 'done' | 'failed' | 'skipped';

export interface NotificationsContext {
  readonly id: string;
  readonly isTeacher: boolean;
  readonly pageSize: number;
  /**
   * The input count (never the locally reset one): decides whether mark-all-read is sent. When a
   * reload arms it again (`markAgain`), the server's count at that moment.
   */
  readonly unreadAtLoad: number;
  /**
   * Best knowledge of the server's unread count across the viewer's feeds: the input, then confirmed
   * reads, the mutation's answer, and what the live stream said (`live.counts` last, as decisions.md asks).
   */
  readonly serverUnread: number;
  /**
   * What the badge shows: `serverUnread` while the drawer is closed, except that an opening's reset holds
   * until that opening's mark-all-read settles; while it is open, what the opening left (live counts wait).
   */
  readonly count: number;
  readonly activeFeed: NotificationFeedId;
  readonly feeds: { readonly own: FeedData; readonly students: FeedData };
  /** The watermark sent with mark-all-read (null until sent). */
  readonly markAllBefore: string | null;
  /** The watermark the server confirmed: items at or before it are read. */
  readonly readBefore: string | null;
  /**
   * The watermark the cards show: `readBefore` as it was when the drawer last opened. A card that was
   * unread when the drawer opened keeps its unread look until the drawer closes (decisions.md), even
   * once mark-all-read is confirmed; a clicked card looks read at once.
   */
  readonly shownReadBefore: string | null;
  /**
   * Ids the server confirmed read since the page loaded: MarkNotification's answers, mark-all-read's
   * `notificationIds`, and reads the live stream reported (`live.read`, from another tab or device).
   */
  readonly readIds: readonly string[];
  /** Ids the live stream reported unread again: they look and count unread whatever the page or a watermark said. */
  readonly unreadIds: readonly string[];
  /**
   * Notifications the live stream added that no loaded list shows yet (`live.added`), newest last. With
   * the drawer open they are the "N new notifications" button's count; the next opening, or the button,
   * reloads the lists and empties it.
   */
  readonly newIds: readonly string[];
  /**
   * The drawer has opened since the page loaded. Lists loaded ahead of that (`lists.warm`) were not
   * shown: mark-all-read waits for this, and so does an opening's hold on the badge.
   */
  readonly opened: boolean;
  /**
   * Something changed that the loaded lists do not show (a notification added, counts the lists do not
   * explain, a gap in the stream): the next opening reloads every list's first page instead of showing them.
   */
  readonly stale: boolean;
  /** Sticky: the live stream changed the lists since the page loaded, so first pages are asked `fresh`. */
  readonly listsChanged: boolean;
  /**
   * The lists were reloaded (an opening after a change, or the "N new" button) since mark-all-read last
   * fixed its watermark: once the reloaded first pages are in, it marks read again, once.
   */
  readonly markAgain: boolean;
  /** `live.counts` arrived while mark-all-read was in flight: the stream's count wins over its answer's. */
  readonly countsSinceMark: boolean;
  /**
   * Cards that looked unread when the "N new" button reloaded the lists: they keep that look until the
   * drawer closes, like every card that was unread when it opened (decisions.md, live notifications).
   */
  readonly keptUnreadIds: readonly string[];
  /** Ids whose notification-click was tracked (once per card per page view). */
  readonly clickedIds: readonly string[];
  /** Ids whose thumbnail failed to load. */
  readonly hiddenImageIds: readonly string[];
  /** Ids waiting for MarkNotification, sent one at a time. */
  readonly markQueue: readonly string[];
}

export type NotificationsEvent =
  /** The bell: resets the badge, opens the drawer (loads, or retries after an error), tracks open-notifications. Closes an open drawer. */
  | { readonly type: 'bell.click' }
  /** Opens the drawer without the analytics event (a host's programmatic open); loads or retries like the bell. */
  | { readonly type: 'drawer.open' }
  /**
   * The drawer is likely to open soon (the bell's pointer or focus, an idle page of a member with unread
   * notifications): the lists' first pages load while it is closed, so the host can draw them ahead and
   * the opening shows its cards at once. Nothing is marked read until the drawer opens. Ignored while open
   * and by a list that has loaded or is loading (a failure is retried by the next opening, not here).
   */
  | { readonly type: 'lists.warm' }
  /** The drawer closed itself (close button, the dialog's Escape/Back/backdrop): focus goes back to the bell. */
  | { readonly type: 'drawer.close' }
  /** Another layer opened (forwarded by the layer coordinator); any id but ours closes the drawer quietly. */
  | { readonly type: 'layer.opened'; readonly id: string }
  /** Teachers: select a tab. `focus: true` (keyboard) also asks the renderer to focus it. */
  | { readonly type: 'tab.select'; readonly feed: NotificationFeedId; readonly focus?: boolean }
  /** The list's end came into view (the renderer's IntersectionObserver sentinel). */
  | { readonly type: 'feed.loadMore'; readonly feed: NotificationFeedId }
  /** The error text's Retry: loads the failed page of `feed` again (its first page, or the later one). Ignored unless it failed. */
  | { readonly type: 'feed.retry'; readonly feed: NotificationFeedId }
  /** A card was activated: tracked once per card, and marked read (MarkNotification) when unread. */
  | { readonly type: 'card.click'; readonly id: string }
  /** A card's thumbnail failed to load: hide it. */
  | { readonly type: 'card.imageError'; readonly id: string }
  // The live stream (issue 21), forwarded by the host's live connection. Untrusted: checked here too.
  /**
   * The server's unread count per feed after a change (every stream event, the first SYNC of each
   * connection included). Non-finite values drop the event; others are clamped. `students` counts for teachers only.
   */
  | { readonly type: 'live.counts'; readonly own: number; readonly students: number }
  /**
   * A notification arrived (sent right before its `live.counts`). Never inserted into a list on screen:
   * a closed drawer reloads on its next opening, an open one offers the "N new notifications" button.
   * Ignored when already loaded or pending, or for `students` when the viewer is not a teacher.
   */
  | { readonly type: 'live.added'; readonly feed: NotificationFeedId; readonly node: NotificationNode }
  /** Notifications changed read state elsewhere (another tab or device): loaded cards show it. */
  | { readonly type: 'live.read'; readonly readIds: readonly string[]; readonly unreadIds: readonly string[] }
  /** Events may have been missed (a reconnection, a tab waking up): the next opening reloads the lists. */
  | { readonly type: 'live.stale' }
  /** The "N new notifications" button: reloads the first pages (the new cards on top), marks read again, focuses the list. */
  | { readonly type: 'live.showNew' };

/** Analytics intents; the host forwards them to its analytics queue. */
export type NotificationsTrack =
  | { readonly type: 'track'; readonly name: 'open-notifications'; readonly properties: { readonly unreadCount: number } }
  | {
      readonly type: 'track';
      readonly name: 'notification-click';
      readonly properties: { readonly id: string; readonly feed: NotificationFeedId; readonly position: number; readonly isRead: boolean };
    };

export type NotificationsEmitted =
  | NotificationsTrack
  /** Move DOM focus back to the bell (after `drawer.close`). */
  | { readonly type: 'focus.bell' }
  /** Move DOM focus to the tab of `feed` (keyboard tab selection). */
  | { readonly type: 'focus.tab'; readonly feed: NotificationFeedId }
  /** Move DOM focus to the list of `feed`: its Retry button was pressed and goes away while it loads. */
  | { readonly type: 'focus.panel'; readonly feed: NotificationFeedId }
  /** For a polite live region: mark-all-read failed. */
  | { readonly type: 'announce'; readonly message: 'markAllReadFailed' }
  /** For a polite live region, once per arrival while the drawer is open: `count` new notifications wait above the list. */
  | { readonly type: 'announce'; readonly message: 'newNotifications'; readonly count: number }
  | { readonly type: 'opened'; readonly id: string }
  | { readonly type: 'closed'; readonly id: string };
