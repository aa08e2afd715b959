import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  connectNotificationsShell,
  getNotificationsIds,
  notificationMessagesFrom,
  notificationsShellState,
  type NotificationMessages,
  type NotificationsActor,
  type NotificationsShellApi,
  type TrackIntent,
} from '@masthead/header-core';
import { recordPress, useHeader } from '../context/header-context.ts';
import type * as NotificationsLazy from './notifications-lazy.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { useLazyLogic } from '../hooks/use-lazy-logic.ts';
import { machinesModule } from '../hooks/use-header-machine.ts';
import { lazyModule, useLazyModule } from '../hooks/use-lazy-module.ts';
import { useLayer } from '../hooks/use-layer.ts';
import { useStartedActor } from '../hooks/use-started-actor.ts';

/** The chunk loaded on the bell's first use: the machine, its connect function, the drawer's body. */
export type NotificationsModule = typeof NotificationsLazy;

/**
 * The notifications' second half (machine, lists, cards, DOMPurify), loaded once per page on the
 * bell's first use. A failed load is forgotten so the next use really retries.
 */
export const notificationsModule = lazyModule(() => import('./notifications-lazy.ts'));

export interface NotificationsOptions {
  /** The viewer's unread count when the page loaded, across every feed the viewer has. */
  unreadCount: number;
  /** Teacher or approved applicant: two lists, students' activity first. */
  isTeacher: boolean;
}

export interface NotificationsState {
  /** The bell and the drawer's frame: from the machine once it runs, from the viewer before. */
  readonly api: NotificationsShellApi;
  /** The running notifications actor (the drawer's body binds to it); null before. */
  readonly actor: NotificationsActor | null;
  /** The notifications' strings (host overrides included). */
  readonly messages: NotificationMessages;
  /** The lazily loaded half, once it arrived. */
  readonly module: NotificationsModule | null;
  /** The last attempt to load it failed (an open drawer shows the error text; the next use retries). */
  readonly failed: boolean;
  /** Starts loading (the bell's first pointerenter, focus or click); idempotent. */
  readonly load: () => void;
  /** The page's origin for the URL policy of the cards; undefined on the server. */
  readonly origin: string | undefined;
}

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

/**
 * The notifications of one header mount. The bell is drawn from the viewer's count until the machine
 * arrives with the drawer's chunk; then one notifications actor, its effects over the host's Apollo
 * client, bound to the layer coordinator, its focus and analytics intents performed. A press on the
 * bell before the chunk arrived opens the drawer's frame at once (placeholders inside) and the
 * machine takes over when it starts. Nothing is requested until the drawer opens.
 */
export function useNotifications({ unreadCount, isTeacher }: NotificationsOptions): NotificationsState {
  const { messages, track, layers, presses } = useHeader();
  const id = `${useId()}notifications`;

  const { module, failed, load, retry } = useLazyModule(notificationsModule);

  const loaded = useLazyLogic(module, (chunk, getClient) => chunk.createNotificationsLogic(getClient));
  // Set as the machine starts (before the render that shows it): a press from then on goes to it.
  const running = useRef<{ send: (event: { type: 'bell.click' } | { type: 'drawer.close' }) => void } | null>(null);
  const [actor, snapshot] = useStartedActor(loaded, { unreadCount, isTeacher, id }, (started) => {
    running.current = started;
  });
  const ids = getNotificationsIds(id);
  useLayer(actor, 'notifications');
  useFocusIntent(actor, 'focus.bell', () => ids.bell);
  useFocusIntent(actor, 'focus.tab', (event) => ids.tab(event.feed));
  useEffect(() => {
    if (!actor) return undefined;
    // The header's transport takes link intents; the notification events carry numbers and booleans,
    // which the transport (`Record<string, unknown>`) accepts, so only the static type is widened here.
    const subscription = actor.on('track', (event) => track([{ name: event.name, properties: event.properties } as unknown as TrackIntent]));
    return () => subscription.unsubscribe();
  }, [actor, track]);

  // The bell pressed before the machine arrived: 'open' while its frame is open (until the machine has
  // opened), 'closed' once the frame was closed again; either way the machine is told when it starts.
  const [early, setEarly] = useState<'open' | 'closed' | null>(null);
  const earlyRef = useRef<'open' | 'closed' | null>(null);
  // Frames opened before the machine ran: each was a press the spec records.
  const earlyOpens = useRef(0);
  const setEarlyPress = (value: 'open' | 'closed' | null) => {
    if (value === 'open' && earlyRef.current !== 'open') earlyOpens.current += 1;
    if (value === null) earlyOpens.current = 0;
    earlyRef.current = value;
    setEarly(value);
  };
  // Once the machine runs and the coordinator is there (so it hears the drawer open), or the header's
  // machines could not load (there is no coordinator to wait for), the early presses become the
  // machine's: frames already closed are recorded (an open-notifications event each, the badge reset,
  // the lists' load and so the read flow) without opening anything; an open frame is opened by it.
  const machinesFailed = useLazyModule(machinesModule).failed;
  useEffect(() => {
    const pressed = earlyRef.current;
    if (!actor || !(layers || machinesFailed) || pressed === null) return;
    const closed = earlyOpens.current - (pressed === 'open' ? 1 : 0);
    if (closed > 0) actor.send({ type: 'bell.pressedBeforeStart', presses: closed });
    if (pressed === 'open') actor.send({ type: 'bell.click' });
    setEarlyPress(null);
  }, [actor, layers, machinesFailed, early]);

  const notificationMessages = useMemo(() => notificationMessagesFrom(messages), [messages]);
  const origin = pageOrigin();
  const runs = actor !== null && snapshot !== null && early === null;
  const api =
    runs && actor && snapshot
      ? connectNotificationsShell(notificationsShellState(snapshot, notificationMessages), (event) => {
          if (event.type === 'bell.click') recordPress(presses, id);
          actor.send(event);
        })
      : connectNotificationsShell(
          // The press reset the badge; it stays reset when the frame closes before the machine arrives.
          { id, isOpen: early === 'open', count: early ? 0 : unreadCount, markAllReadStatus: 'waiting', messages: notificationMessages },
          (event) => {
            // The ref, not this render's state: the machine may have taken the press over since.
            const pressed = earlyRef.current;
            if (event.type === 'bell.click') recordPress(presses, id);
            if (event.type === 'bell.click' && running.current && pressed === null) {
              running.current.send(event);
            } else if (event.type === 'bell.click') {
              // One press waits (a second one does not undo it), and a press after a failed load is the
              // person trying again.
              setEarlyPress('open');
              retry();
            } else if (pressed === 'open') {
              // Closed before the machine took over: focus goes back to the bell, as the machine does it.
              setEarlyPress('closed');
              document.getElementById(ids.bell)?.focus();
            } else {
              // The machine took the press over after this frame was drawn: it has opened, so it closes.
              running.current?.send({ type: 'drawer.close' });
            }
          },
        );
  return { api, actor: runs ? actor : null, messages: notificationMessages, module, failed, load, origin };
}
