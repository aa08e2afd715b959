export {
  FIRST_PAGE_CURSOR,
  NOTIFICATIONS_PAGE_SIZE,
  type FeedData,
  type FetchPageInput,
  type MarkAllReadInput,
  type MarkAllReadResult,
  type MarkAllReadStatus,
  type MarkOneInput,
  type MarkOneResult,
  type NotificationActor,
  type NotificationFeedId,
  type NotificationImageSource,
  type NotificationNode,
  type NotificationPage,
  type NotificationsContext,
  type NotificationsEmitted,
  type NotificationsEvent,
  type NotificationsInput,
  type NotificationsTrack,
} from './notifications.types.ts';
export { badgeText } from './notifications.model.ts';
export { notificationsMachine, type NotificationsActor, type NotificationsMachine } from './notifications.machine.ts';
export {
  defaultNotificationMessages,
  notificationMessagesFrom,
  type NotificationMessageKey,
  type NotificationMessages,
} from './notifications.messages.ts';
export { resolveNotificationMessages } from './notifications.resolve-messages.ts';
export { prepareTimeAgo, timeAgo, timeAgoLabel, timeAgoParts, type TimeAgoUnit } from './time-ago.ts';
export { htmlToText, isolatedRuns, type TextRun } from './notifications.text.ts';
export {
  cardPictures,
  pickImageSource,
  visiblePreview,
  type NotificationCardActor,
  type NotificationCardImage,
  type NotificationCardView,
} from './notifications.cards.ts';
export {
  connectNotificationsShell,
  getNotificationsIds,
  notificationsShellState,
  type NotificationsBellProps,
  type NotificationsDataState,
  type NotificationsDrawerProps,
  type NotificationsShellApi,
  type NotificationsShellState,
} from './notifications.shell.ts';
export {
  STUDENT_ACTIVITY_HREF,
  connectNotifications,
  type ConnectNotificationsOptions,
  type NotificationFeedStatus,
  type NotificationFeedView,
  type NotificationsApi,
  type NotificationsNewButton,
  type NotificationsPanelProps,
  type NotificationsSend,
  type NotificationsSnapshot,
  type NotificationsTabProps,
} from './notifications.connect.ts';
