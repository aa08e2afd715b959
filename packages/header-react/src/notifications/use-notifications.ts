import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getApolloContext } from '@apollo/client/react';
import {
  connectNotificationsShell,
  getNotificationsIds,
  notificationMessagesFrom,
  notificationsShellState,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationMessages,
  type NotificationPage,
  type NotificationsShellApi,
  type TrackIntent,
} from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { whenIdle } from '../hooks/scheduling.ts';
import { lazyModule, useLazyModule } from '../runtime/lazy-module.ts';
import { loadInteraction, usePart } from '../runtime/use-part.ts';
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
  /** The bell's first signs of use (pointer, focus): warm the drawer (its chunks and first pages). */
  readonly intent: () => void;
}

/** The cards whose pictures are loaded ahead: those a drawer shows without scrolling. */
const FIRST_CARDS = 6;

/** Loads and decodes a picture ahead (the browser's cache then has it for the card's `<img>`). */
function preloadPicture(url: string): void {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  image.decode().catch(() => {});
}

/** The messages of a page's first cards (what the drawer draws first), skipping what is not text. */
function firstMessages(page: NotificationPage): string[] {
  const edges = Array.isArray(page?.edges) ? page.edges.slice(0, NOTIFICATIONS_PAGE_SIZE) : [];
  return edges.flatMap((edge) => (typeof edge?.node?.message === 'string' ? [edge.node.message] : []));
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The notifications of one header mount: one notifications actor (a part like every other: a press on
 * the bell before the interaction chunk waits for it), bound to the layer coordinator, its focus and
 * analytics intents performed. The cards come with a second chunk. The drawer is warmed ahead of the
 * click (both chunks, and the first page of each list, taken by the click's request if it comes within
 * a minute) on the bell's intent (pointer over it, focus) and, for a member with unread notifications,
 * when the browser is idle after load; until the cards are here the open drawer shows placeholders.
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
  const [warm, setWarm] = useState(false);
  const intent = useCallback(() => {
    loadCards();
    loadInteraction();
    setWarm(true);
  }, [loadCards]);
  // Once the page is idle: the machines (whose notifications part starts the live bell, issue 21), and
  // for a member with unread notifications, who is likely to open them, the whole drawer.
  useEffect(() => whenIdle(unreadCount > 0 ? intent : loadInteraction), [unreadCount, intent]);
  // Warm, with the machine here and its lists never loaded: their first pages, once per mount.
  const prefetched = useRef(false);
  const listsUnloaded = snapshot?.matches({ own: 'idle', students: 'idle' }) ?? false;
  useEffect(() => {
    if (!warm || !chunk || !client || !listsUnloaded || prefetched.current) return;
    prefetched.current = true;
    const pages = chunk.prefetchFirstPages(client, isTeacher ? ['students', 'own'] : ['own']);
    const origin = pageOrigin();
    // The cards' ages in the page's language: their formatters made now, not after the click.
    whenIdle(() => chunk.prepareTimeAgo(model.lang));
    // The pictures of the cards drawn first, loaded and decoded off the main thread.
    void Promise.all(pages)
      .then((loaded) => {
        for (const url of loaded.flatMap((page) => chunk.cardPictures(page, { origin, count: FIRST_CARDS }))) preloadPicture(url);
      })
      .catch(() => {});
    // Their messages, sanitized while the page is idle.
    void Promise.all([cardsChunk.load(), ...pages])
      .then(([module, ...loaded]) => module.sanitizeAhead(loaded.flatMap(firstMessages), chunk.linkPolicy(origin, linkHosts)))
      .catch(() => {});
  }, [warm, chunk, client, listsUnloaded, isTeacher, linkHosts, model.lang]);
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
  return { api, lists, messages: notificationMessages, cards: cards.module, failed: part.failed || cards.failed, intent };
}
