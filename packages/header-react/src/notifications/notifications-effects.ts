import type { ApolloClient } from '@apollo/client';
import {
  GetNotificationsDocument,
  GetTeacherNotificationsDocument,
  MarkNotificationDocument,
  MarkNotificationsAsReadDocument,
} from '@masthead/graphql';
import type {
  FetchPageInput,
  MarkAllReadInput,
  MarkAllReadResult,
  MarkOneInput,
  MarkOneResult,
  NotificationPage,
} from '@masthead/header-core';

/** The three effects the notifications machine leaves to its host (its injected actors). */
export interface NotificationsEffects {
  /** GetNotifications (`own`) or GetTeacherNotifications (`students`), always from the network. */
  fetchPage(input: FetchPageInput): Promise<NotificationPage>;
  /** MarkNotificationsAsRead with the watermark. */
  markAllRead(input: MarkAllReadInput): Promise<MarkAllReadResult>;
  /** MarkNotification for one card. */
  markOne(input: MarkOneInput): Promise<MarkOneResult>;
}

function clientOrThrow(getClient: () => ApolloClient | undefined): ApolloClient {
  const client = getClient();
  if (!client) throw new Error('Notifications need an ApolloProvider around the header.');
  return client;
}

/**
 * The effects over Apollo. Every failure rejects (errorPolicy 'none', missing data), which the
 * machine turns into its error state; nothing is read from the cache, so a retry really retries.
 * @param getClient returns the current client (read at call time, so a swapped provider is honoured).
 */
export function createApolloNotificationsEffects(getClient: () => ApolloClient | undefined): NotificationsEffects {
  return {
    async fetchPage({ feed, after, first }) {
      const client = clientOrThrow(getClient);
      const options = { variables: { after, first }, fetchPolicy: 'network-only', errorPolicy: 'none' } as const;
      const connection =
        feed === 'students'
          ? (await client.query({ query: GetTeacherNotificationsDocument, ...options })).data?.viewer?.teacherNotifications
          : (await client.query({ query: GetNotificationsDocument, ...options })).data?.viewer?.notifications;
      if (!connection) throw new Error('The notifications answer had no list (signed out?).');
      return connection;
    },
    async markAllRead({ before }) {
      const client = clientOrThrow(getClient);
      const result = await client.mutate({ mutation: MarkNotificationsAsReadDocument, variables: { input: { before } }, errorPolicy: 'none' });
      const payload = result.data?.markNotificationsAsRead;
      if (!payload) throw new Error('MarkNotificationsAsRead answered without a payload.');
      return payload;
    },
    async markOne({ id, isRead }) {
      const client = clientOrThrow(getClient);
      const result = await client.mutate({
        mutation: MarkNotificationDocument,
        variables: { input: { id, isRead } },
        errorPolicy: 'none',
        // A card click usually navigates away at once: keepalive lets the request outlive the page.
        context: { fetchOptions: { keepalive: true } },
      });
      const payload = result.data?.markNotification;
      if (!payload) throw new Error('MarkNotification answered without a payload.');
      return payload;
    },
  };
}
