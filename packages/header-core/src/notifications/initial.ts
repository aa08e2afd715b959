// What the header's initial bundle needs of notifications (the package root re-exports exactly this):
// the bell and the drawer's frame, the strings, the badge rule and the paging constants.
export { FIRST_PAGE_CURSOR, NOTIFICATIONS_PAGE_SIZE } from './notifications.types.ts';
export { badgeText } from './notifications.count.ts';
export { defaultNotificationMessages, notificationMessagesFrom } from './notifications.messages.ts';
export { connectNotificationsShell, getNotificationsIds, notificationsShellState } from './notifications.shell.ts';
