/**
 * The notifications' user-facing strings (English defaults; spec §8 texts verbatim). Hosts override
 * any subset through `connectNotifications(…, { messages })`. `{count}` is replaced by a number.
 */
export const defaultNotificationMessages = {
  /** Bell label and drawer title. */
  notifications: 'Notifications',
  /** Bell label while something is unread. */
  notificationsUnread: 'Notifications, {count} unread',
  /** Teachers' tab list label. */
  tabList: 'Notification lists',
  studentsTab: 'Student Activity',
  ownTab: 'Your Activity',
  /** The students' tab link to the Teacher Hub's full view. */
  seeAllStudentActivity: 'See all student activity',
  emptyOwn:
    "Learning is better together! Follow this feed for notifications about teachers you follow, class you'll love, and more.",
  emptyStudents:
    'Teaching is all about community! Browse new projects, questions, and discussions created by your students.',
  error: 'Hmm, something went wrong. Refresh the page or try again in a few minutes.',
  /** Announced (and shown) when mark-all-read fails; the cards keep their real state. */
  markAllReadFailed: "We couldn't mark your notifications as read. They still show as unread.",
  loading: 'Loading notifications',
  close: 'Close',
  /** Screen-reader suffix of an unread card. */
  unread: 'Unread',
} as const;

export type NotificationMessageKey = keyof typeof defaultNotificationMessages;
export type NotificationMessages = { readonly [K in NotificationMessageKey]: string };

/** Merges host overrides over the defaults; non-string overrides are ignored. */
export function resolveNotificationMessages(
  overrides?: Partial<Record<NotificationMessageKey, unknown>>,
): NotificationMessages {
  const out: Record<string, string> = { ...defaultNotificationMessages };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (key in defaultNotificationMessages && typeof value === 'string') out[key] = value;
    }
  }
  return out as NotificationMessages;
}
