import { useEffect, useId, useMemo, useState } from 'react';
import {
  connectNotificationsShell,
  getNotificationsIds,
  notificationMessagesFrom,
  notificationsShellState,
  type NotificationMessages,
  type NotificationsShellApi,
  type TrackIntent,
} from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { lazyModule, useLazyModule } from '../runtime/lazy-module.ts';
import { HeaderLink } from '../parts/header-link.tsx';
import { usePart } from '../runtime/use-part.ts';
import type * as NotificationsLazy from './notifications-lazy.ts';
import type { NotificationsBodyProps } from './notifications-body.tsx';
import type { ListViews } from './notifications-list.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';
import { useDrawerWarmUp } from './use-drawer-warm-up.ts';

/** The second chunk, loaded with the bell: the drawer's lists, the cards and DOMPurify. */
export type CardsChunk = typeof NotificationsLazy;

/** What the cards chunk draws with from this bundle (`NotificationsBodyProps.views`). */
const LIST_VIEWS: ListViews = { Link: HeaderLink, Skeleton: NotificationsSkeleton };

/** Loaded once per page on the bell's first sign of use (pointer, focus, press). */
export const cardsChunk = lazyModule<CardsChunk>(() => import('./notifications-lazy.ts'));

export interface NotificationsOptions {
  /** The viewer's unread count when the page loaded, across every feed the viewer has. */
  unreadCount: number;
  /** Teacher or approved applicant: two lists, students' activity first. */
  isTeacher: boolean;
}

export interface NotificationsState {
  /** The bell and the drawer's frame: from the machine once it runs, from the viewer before. */
  readonly api: NotificationsShellApi;
  /** The running read flow and how its lists are drawn (the cards chunk's NotificationsBody binds to it), else null. */
  readonly lists: NotificationsBodyProps | null;
  /** The notifications' strings (host overrides included). */
  readonly messages: NotificationMessages;
  /** The cards' chunk, once it arrived. */
  readonly cards: CardsChunk | null;
  /** A chunk the drawer needs failed to load: an open drawer shows the error text. */
  readonly failed: boolean;
  /** The lists were asked for (warmed ahead, or opened): the body can be drawn, even in the closed drawer. */
  readonly listsAsked: boolean;
  /** The bell's first signs of use (pointer, focus): warm the drawer (its chunks and first pages). */
  readonly intent: () => void;
}

/**
 * The notifications of one header mount: one notifications actor (a part like every other: a press on
 * the bell before the interaction chunk waits for it), bound to the layer coordinator, its focus and
 * analytics intents performed. The cards come with a second chunk. The drawer is warmed ahead of the
 * click (`useDrawerWarmUp`), so the opening only shows the cards (issue 25). A click before that opens
 * the drawer with placeholders until the cards are here.
 * If the interaction chunk cannot load, a press opens the frame with spec §8's error text, and the
 * next press tries again.
 */
export function useNotifications({ unreadCount, isTeacher }: NotificationsOptions): NotificationsState {
  const { messages, track, model } = useHeader();
  const linkHosts = model.linkHosts;
  const id = `${useId()}notifications`;
  const ids = getNotificationsIds(id);
  const [fallbackOpen, setFallbackOpen] = useState(false);
  const part = usePart('notifications', { unreadCount, isTeacher, id }, { layer: 'notifications', onPressFailed: () => setFallbackOpen(true) });
  const { actor, snapshot, chunk } = part;
  const cards = useLazyModule(cardsChunk);
  const listsAsked = !!snapshot && !snapshot.matches({ own: 'idle', students: 'idle' });
  const intent = useDrawerWarmUp(actor, listsAsked, isTeacher, cardsChunk.load);
  useFocusIntent(actor, 'focus.bell', () => ids.bell);
  useFocusIntent(actor, 'focus.tab', (event) => ids.tab(event.feed));
  useFocusIntent(actor, 'focus.panel', (event) => ids.panel(event.feed));
  useEffect(() => {
    if (!actor) return undefined;
    // The header's transport takes link intents; the notification events carry numbers and booleans,
    // which the transport (`Record<string, unknown>`) accepts, so only the static type is widened here.
    const subscription = actor.on('track', (event) => track([{ name: event.name, properties: event.properties } as unknown as TrackIntent]));
    return () => subscription.unsubscribe();
  }, [actor, track]);

  const notificationMessages = useMemo(() => notificationMessagesFrom(messages), [messages]);
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  const shell = snapshot
    ? notificationsShellState(snapshot, notificationMessages)
    : { id, isOpen: fallbackOpen, count: unreadCount, markAllReadStatus: 'waiting' as const, messages: notificationMessages };
  const api = connectNotificationsShell(shell, (event) => {
    if (event.type === 'bell.click') {
      // A press retries the cards after a failure (a sign of intent does not).
      cards.retry();
      part.send(event);
    } else if (snapshot) {
      part.send(event);
    } else {
      // The error frame of a failed chunk: closing it gives focus back to the bell, as the machine does.
      setFallbackOpen(false);
      document.getElementById(ids.bell)?.focus();
    }
  });
  const lists = chunk && actor && snapshot ? { actor, connect: chunk.connectNotifications, ageFormat: chunk.ageFormat, views: LIST_VIEWS, options: { ...(origin === undefined ? {} : { origin }), linkHosts, messages: notificationMessages, locale: model.lang } } : null;
  return { api, lists, messages: notificationMessages, cards: cards.module, failed: part.failed || cards.failed, listsAsked, intent };
}
