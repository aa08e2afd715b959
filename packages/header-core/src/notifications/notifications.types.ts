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
  /** The input count (never the locally reset one): decides whether mark-all-read is sent. */
  readonly unreadAtLoad: number;
  /** Best knowledge of the server's unread count (input, minus confirmed reads, or the mutation's answer). */
  readonly serverUnread: number;
  /** What the badge shows. */
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
  /** Ids MarkNotification confirmed read. */
  readonly readIds: readonly string[];
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
  | { readonly type: 'card.imageError'; readonly id: string };

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
  /** For a polite live region: currently only 'markAllReadFailed'. */
  | { readonly type: 'announce'; readonly message: 'markAllReadFailed' }
  | { readonly type: 'opened'; readonly id: string }
  | { readonly type: 'closed'; readonly id: string };
