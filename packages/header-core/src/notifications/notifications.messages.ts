import { resolveMessages, type MessageKey, type Messages } from '../messages.ts';

/**
 * Where each notifications string lives in the one messages object (messages.ts; spec §8 texts
 * verbatim there). The local names keep the drawer's code short; hosts override the global keys.
 */
export const NOTIFICATION_MESSAGE_KEYS = {
  notifications: 'notifications',
  notificationsUnread: 'notificationsUnread',
  tabList: 'notificationsTabList',
  studentsTab: 'notificationsStudentsTab',
  ownTab: 'notificationsOwnTab',
  seeAllStudentActivity: 'notificationsSeeAllStudentActivity',
  emptyOwn: 'notificationsEmptyOwn',
  emptyStudents: 'notificationsEmptyStudents',
  error: 'notificationsError',
  retry: 'notificationsRetry',
  markAllReadFailed: 'notificationsMarkAllReadFailed',
  loading: 'notificationsLoading',
  close: 'close',
  unread: 'notificationsUnreadCard',
  newNotifications: 'notificationsNew',
} as const satisfies Record<string, MessageKey>;

type Keys = typeof NOTIFICATION_MESSAGE_KEYS;
export type NotificationMessageKey = keyof Keys;
export type NotificationMessages = { readonly [K in NotificationMessageKey]: Messages[Keys[K]] };

/** The notifications' strings, taken from a resolved header messages object (English by default). */
export function notificationMessagesFrom(messages: Messages): NotificationMessages {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_MESSAGE_KEYS).map(([local, global]) => [local, messages[global]]),
  ) as unknown as NotificationMessages;
}

/** The English strings (a host's overrides: `resolveNotificationMessages`, in the machines' entry). */
export const defaultNotificationMessages: NotificationMessages = /* @__PURE__ */ notificationMessagesFrom(resolveMessages());
