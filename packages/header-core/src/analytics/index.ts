export {
  ANALYTICS_EVENTS,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProperties,
  type AnalyticsPropertiesFor,
  type AnalyticsQueue,
  type AnalyticsQueueOptions,
  type ClickNavBarProperties,
  type TimerHandle,
} from './analytics.types.ts';
export { createAnalyticsQueue, MAX_RETRY_AFTER_MS, RetryLaterError } from './analytics-queue.ts';
export { DEVICE_SESSION_COOKIE, newDeviceSessionId, parseDeviceSessionId } from './device-session.ts';
