// `@masthead/graphql/live`: the live bell's subscription (issue 21), an entry of its own. The contract's
// other documents sit in every page's first chunk; this one is only needed by the live bell's lazy chunk,
// and a bundler places a module with everything that imports it.
export { GetNotificationCountsDocument, NotificationEventsDocument } from './gql-live/graphql.ts';
export type {
  GetNotificationCountsQuery,
  NotificationEventsSubscription,
  NotificationEventsSubscriptionVariables,
} from './gql-live/graphql.ts';
