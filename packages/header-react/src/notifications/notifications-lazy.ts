// The notifications' lazily loaded half, one chunk fetched on the bell's first use (see
// use-notifications.ts): the read-flow machine with its Apollo effects, its connect function, and the
// drawer's lists and cards with the sanitizer (DOMPurify).
import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { notificationsMachine, type FetchPageInput, type MarkAllReadInput, type MarkOneInput, type NotificationsMachine } from '@masthead/header-core/notifications';
import { createApolloNotificationsEffects } from './notifications-effects.ts';

export { createActor } from 'xstate';
export { NotificationsBody } from './notifications-body.tsx';

/**
 * The notifications machine with its effects over Apollo.
 * @param getClient returns the current client (read at call time, so a swapped provider is honoured).
 */
export function createNotificationsLogic(getClient: () => ApolloClient | undefined): NotificationsMachine {
  const effects = createApolloNotificationsEffects(getClient);
  return notificationsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }: { input: FetchPageInput }) => effects.fetchPage(input)),
      markAllRead: fromPromise(({ input }: { input: MarkAllReadInput }) => effects.markAllRead(input)),
      markOne: fromPromise(({ input }: { input: MarkOneInput }) => effects.markOne(input)),
    },
  });
}
