import { defaultMessages, type MessageKey, type Messages } from '../messages.ts';

/**
 * Where each notifications string lives in the one messages object (messages.ts; spec §8 texts
 * verbatim there). The local names keep the drawer's code short; hosts override the global keys.
 */
const NOTIFICATION_MESSAGE_KEYS = {
  notifications: 'notifications',
  notificationsUnread: 'notificationsUnread',
  tabList: 'notificationsTabList',
  studentsTab: 'notificationsStudentsTab',
  ownTab: 'notificationsOwnTab',
  seeAllStudentActivity: 'notificationsSeeAllStudentActivity',
  emptyOwn: 'notificationsEmptyOwn',
  emptyStudents: 'notificationsEmptyStudents',
  error: 'notificationsError',
  markAllReadFailed: 'notificationsMarkAllReadFailed',
  loading: 'notificationsLoading',
  close: 'close',
  unread: 'notificationsUnreadCard',
} as const satisfies Record<string, MessageKey>;

/** The notifications' strings, taken from a resolved header messages object (English by default). */
export function notificationMessagesFrom(messages: Messages): NotificationMessages {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_MESSAGE_KEYS).map(([local, global]) => [local, messages[global]]),
  ) as NotificationMessages;
}

export const defaultNotificationMessages: NotificationMessages = notificationMessagesFrom(defaultMessages);

export type NotificationMessageKey = keyof typeof NOTIFICATION_MESSAGE_KEYS;
export type NotificationMessages = { readonly [K in NotificationMessageKey]: string };

/** Merges host overrides over the defaults; non-string overrides are ignored. */
export function resolveNotificationMessages(
  overrides?: Partial<Record<NotificationMessageKey, unknown>>,
): NotificationMessages {
  const out: Record<string, string> = { ...defaultNotificationMessages };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (key in NOTIFICATION_MESSAGE_KEYS && typeof value === 'string') out[key] = value;
    }
  }
  return out as NotificationMessages;
}
