// The notifications' strings with a host's overrides by local name, for connectNotifications (the
// machines' chunk). Apart from notifications.messages.ts, and not exported from the package root: a
// bundler places a whole file by the entries that reach it (a barrel's re-export counts), so code that
// only the chunk needs stays out of the header's first bundle only in a file the root never names.
import { resolveMessages, type MessageKey } from '../messages.ts';
import {
  NOTIFICATION_MESSAGE_KEYS,
  notificationMessagesFrom,
  type NotificationMessageKey,
  type NotificationMessages,
} from './notifications.messages.ts';

const GLOBAL_KEYS: readonly MessageKey[] = Object.values(NOTIFICATION_MESSAGE_KEYS);

const english: NotificationMessages = /* @__PURE__ */ notificationMessagesFrom(resolveMessages());

/** Resolved once per overrides object: a renderer passes the same (memoized) one on every render. */
const resolved = new WeakMap<object, NotificationMessages>();

/** Overrides by local name over the English defaults: text with `{name}` arguments or a function of the values. */
export function resolveNotificationMessages(overrides?: Partial<Record<NotificationMessageKey, unknown>>): NotificationMessages {
  if (!overrides) return english;
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
