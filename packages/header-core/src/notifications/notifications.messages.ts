import { resolveMessages, type MessageKey, type Messages } from '../messages.ts';

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
  retry: 'notificationsRetry',
  markAllReadFailed: 'notificationsMarkAllReadFailed',
  loading: 'notificationsLoading',
  close: 'close',
  unread: 'notificationsUnreadCard',
} as const satisfies Record<string, MessageKey>;

type Keys = typeof NOTIFICATION_MESSAGE_KEYS;
const GLOBAL_KEYS: readonly MessageKey[] = Object.values(NOTIFICATION_MESSAGE_KEYS);
export type NotificationMessageKey = keyof Keys;
export type NotificationMessages = { readonly [K in NotificationMessageKey]: Messages[Keys[K]] };

/** The notifications' strings, taken from a resolved header messages object (English by default). */
export function notificationMessagesFrom(messages: Messages): NotificationMessages {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_MESSAGE_KEYS).map(([local, global]) => [local, messages[global]]),
  ) as unknown as NotificationMessages;
}

export const defaultNotificationMessages: NotificationMessages = /* @__PURE__ */ notificationMessagesFrom(resolveMessages());

/** Resolved once per overrides object: a renderer passes the same (memoized) one on every render. */
const resolved = new WeakMap<object, NotificationMessages>();

/** Overrides by local name over the English defaults: text with `{name}` arguments or a function of the values. */
export function resolveNotificationMessages(overrides?: Partial<Record<NotificationMessageKey, unknown>>): NotificationMessages {
  if (!overrides) return defaultNotificationMessages;
  let messages = resolved.get(overrides);
  if (!messages) resolved.set(overrides, (messages = resolveNow(overrides)));
  return messages;
}

function resolveNow(overrides: Partial<Record<NotificationMessageKey, unknown>>): NotificationMessages {
  const global = Object.fromEntries(
    Object.entries(overrides)
      .filter(([local]) => local in NOTIFICATION_MESSAGE_KEYS)
      .map(([local, value]) => [NOTIFICATION_MESSAGE_KEYS[local as NotificationMessageKey], value]),
  );
  return notificationMessagesFrom(resolveMessages(global, undefined, GLOBAL_KEYS));
}
