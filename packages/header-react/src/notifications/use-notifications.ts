import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getApolloContext } from '@apollo/client/react';
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
import { whenIdle } from '../hooks/scheduling.ts';
import { lazyModule, useLazyModule } from '../runtime/lazy-module.ts';
import { interactionChunk, usePart, type InteractionChunk } from '../runtime/use-part.ts';
import type * as NotificationsLazy from './notifications-lazy.ts';
import type { NotificationsBodyProps } from './notifications-body.tsx';

/** The second chunk, loaded with the bell: the drawer's lists, the cards and DOMPurify. */
export type CardsChunk = typeof NotificationsLazy;

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

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The notifications of one header mount: one notifications actor (a part like every other: a press on
 * the bell before the interaction chunk waits for it), bound to the layer coordinator, its focus and
 * analytics intents performed. The cards come with a second chunk. The drawer is warmed ahead of the
 * click on the bell's intent (pointer over it, focus) and when the browser is idle after load: both
 * chunks, the first page of each list, which the read flow then takes while the drawer is closed
 * (`lists.warm`; nothing is marked read before the opening), and the cards drawn and laid out in the
 * closed drawer, so the opening only shows them (issue 25). A click before that opens the drawer with
 * placeholders until the cards are here.
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
  const client = useContext(getApolloContext()).client;
  const loadCards = cards.load;
  // The first pages fetched ahead arrived (a failed one is asked for again by the click, not before it).
  const [pagesAhead, setPagesAhead] = useState(false);
  const listsAsked = !!snapshot && !snapshot.matches({ own: 'idle', students: 'idle' });
  const started = useRef(false);
  // The pages fetched ahead are here: the read flow takes them at once if it runs (not at React's next
  // render and effect), else once it does (the effect below).
  const takeAhead = useRef(() => {});
  takeAhead.current = () => (actor && !listsAsked ? actor.send({ type: 'lists.warm' }) : setPagesAhead(true));
  // Run when the interaction chunk arrives, not when React next renders: the lists' first pages (once
  // per mount), their pictures, sanitized messages and ages, ahead of the click.
  const warmWith = useRef((_chunk: InteractionChunk) => {});
  warmWith.current = (chunk) => {
    if (started.current || listsAsked || !client) return;
    started.current = true;
    const feeds = isTeacher ? (['students', 'own'] as const) : (['own'] as const);
    chunk.warmDrawer(client, { feeds, origin: pageOrigin(), linkHosts, lang: model.lang, cards: cardsChunk.load }).then(() => takeAhead.current(), () => {});
  };
  const intent = useCallback(() => {
    loadCards();
    interactionChunk.load().then((chunk) => warmWith.current(chunk), () => {});
  }, [loadCards]);
  // Once the page is idle: the machines (whose notifications part starts the live bell, issue 21) and the
  // whole drawer, for every viewer with a bell: nothing unread is no sign that the bell stays shut (past
  // activity, a card read elsewhere), and a press 1.5 s after load should find the cards drawn (issue 25).
  // The price: the first page of each list asked for once per page view.
  useEffect(() => whenIdle(intent), [intent]);
  // The pages fetched ahead are here, the read flow runs and its lists never loaded: it takes them now,
  // while the drawer is closed, so the drawer's body is drawn ahead and the opening only shows it.
  // Nothing is marked read until the drawer opens.
  useEffect(() => {
    if (pagesAhead && actor && !listsAsked) actor.send({ type: 'lists.warm' });
  }, [pagesAhead, actor, listsAsked]);
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
  const origin = pageOrigin();
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
  const lists = chunk && actor && snapshot ? { actor, connect: chunk.connectNotifications, options: { ...(origin === undefined ? {} : { origin }), linkHosts, messages: notificationMessages, locale: model.lang } } : null;
  return { api, lists, messages: notificationMessages, cards: cards.module, failed: part.failed || cards.failed, listsAsked, intent };
}
