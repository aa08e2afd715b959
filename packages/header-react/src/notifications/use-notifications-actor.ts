import { useContext, useEffect, useId, useRef, useState } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  getNotificationsIds,
  notificationsMachine,
  type FetchPageInput,
  type MarkAllReadInput,
  type MarkOneInput,
  type TrackIntent,
} from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { useLayer } from '../hooks/use-layer.ts';
import { createApolloNotificationsEffects } from './notifications-effects.ts';

export interface NotificationsActorOptions {
  /** The viewer's unread count when the page loaded, across every feed the viewer has. */
  unreadCount: number;
  /** Teacher or approved applicant: two lists, students' activity first. */
  isTeacher: boolean;
}

/**
 * One notifications actor per header mount, its effects supplied over the host's Apollo client,
 * bound to the layer coordinator (one layer open at a time), with its focus and analytics intents
 * performed. Nothing is requested until the drawer opens.
 */
export function useNotificationsActor({ unreadCount, isTeacher }: NotificationsActorOptions) {
  const { track } = useHeader();
  const id = `${useId()}notifications`;
  const client = useContext(getApolloContext()).client;
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  }, [client]);
  // Built once: useActorRef keeps the first logic anyway, and the effects read the client at call time.
  const [logic] = useState(() => {
    const effects = createApolloNotificationsEffects(() => clientRef.current);
    return notificationsMachine.provide({
      actors: {
        fetchPage: fromPromise(({ input }: { input: FetchPageInput }) => effects.fetchPage(input)),
        markAllRead: fromPromise(({ input }: { input: MarkAllReadInput }) => effects.markAllRead(input)),
        markOne: fromPromise(({ input }: { input: MarkOneInput }) => effects.markOne(input)),
      },
    });
  });
  const actor = useActorRef(logic, { input: { unreadCount, isTeacher, id } });
  const ids = getNotificationsIds(id);
  useLayer(actor, 'notifications');
  useFocusIntent(actor, 'focus.bell', () => ids.bell);
  useFocusIntent(actor, 'focus.tab', (event) => ids.tab(event.feed));
  useEffect(() => {
    // The header's transport takes link intents; the notification events carry numbers and booleans,
    // which the transport (`Record<string, unknown>`) accepts, so only the static type is widened here.
    const subscription = actor.on('track', (event) => track([{ name: event.name, properties: event.properties } as unknown as TrackIntent]));
    return () => subscription.unsubscribe();
  }, [actor, track]);
  return actor;
}
