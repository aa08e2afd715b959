// The bell and the drawer's frame: what the header renders before the notifications machine has
// loaded (it arrives with the drawer's chunk on the bell's first use) and what connectNotifications
// builds on once it has. No xstate here, so the header's initial bundle does not carry the machine.
import type { SnapshotFrom } from 'xstate';
import type { NotificationsMachine } from './notifications.machine.ts';
import type { NotificationMessages } from './notifications.messages.ts';
import { badgeText, clampCount } from './notifications.count.ts';
import type { MarkAllReadStatus, NotificationFeedId, NotificationsEvent } from './notifications.types.ts';

export type NotificationsDataState = 'open' | 'closed';

/** Props for the bell `<button>`. The badge is `aria-hidden`: the label already says the count. */
export interface NotificationsBellProps {
  readonly id: string;
  readonly type: 'button';
  /** 'Notifications' or 'Notifications, 3 unread' (the real number, not '9+'). */
  readonly 'aria-label': string;
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string;
  readonly 'aria-haspopup': 'dialog';
  readonly 'data-state': NotificationsDataState;
  readonly onClick: () => void;
}

/** Props for the native `<dialog>`: call `showModal()` while `open`, `close()` otherwise. */
export interface NotificationsDrawerProps {
  readonly id: string;
  readonly 'aria-labelledby': string;
  readonly 'data-state': NotificationsDataState;
  readonly open: boolean;
  /** Bind to the dialog's `close` event (Escape, Back, backdrop, close button). A no-op once closed. */
  readonly onClose: () => void;
}

/** The bell, its badge and the drawer's frame (title, close button, status line). */
export interface NotificationsShellApi {
  readonly isOpen: boolean;
  /** The badge count (after the local reset, or the server's truth after mark-all-read settles). */
  readonly count: number;
  /** null (no badge), '1'..'9', '9+'. */
  readonly badgeText: string | null;
  readonly badgeProps: { readonly 'aria-hidden': true; readonly hidden: boolean };
  readonly bellProps: NotificationsBellProps;
  readonly drawerProps: NotificationsDrawerProps;
  /** The drawer's heading; its text is `messages.notifications`. */
  readonly titleProps: { readonly id: string };
  readonly title: string;
  readonly closeButtonProps: { readonly type: 'button'; readonly 'aria-label': string; readonly onClick: () => void };
  /** A polite live region; `announcement` is its text (the mark-all-read failure), or null. */
  readonly statusProps: { readonly id: string; readonly role: 'status'; readonly 'aria-live': 'polite' };
  readonly announcement: string | null;
  readonly messages: NotificationMessages;
}

/** What the frame is drawn from: the machine's context and state, or the page's viewer before it loads. */
export interface NotificationsShellState {
  /** The machine id (DOM ids derive from it). */
  readonly id: string;
  readonly isOpen: boolean;
  readonly count: number;
  readonly markAllReadStatus: MarkAllReadStatus;
  readonly messages: NotificationMessages;
}

/** DOM ids derived from the machine id. */
export function getNotificationsIds(id: string) {
  return {
    bell: `${id}-bell`,
    drawer: `${id}-drawer`,
    title: `${id}-title`,
    status: `${id}-status`,
    tab: (feed: NotificationFeedId) => `${id}-tab-${feed}`,
    panel: (feed: NotificationFeedId) => `${id}-panel-${feed}`,
    card: (feed: NotificationFeedId, position: number) => `${id}-${feed}-card-${position}`,
  };
}

/** The frame's state from a notifications snapshot (what the bell shows while the machine runs). */
export function notificationsShellState(snapshot: SnapshotFrom<NotificationsMachine>, messages: NotificationMessages): NotificationsShellState {
  const value = snapshot.value as { drawer?: string; markAll?: string };
  return {
    id: snapshot.context.id,
    isOpen: value.drawer === 'open',
    count: snapshot.context.count,
    markAllReadStatus: (value.markAll ?? 'waiting') as MarkAllReadStatus,
    messages,
  };
}

/**
 * Maps the frame's state to renderer props. The bell sends `bell.click`, the close button and the
 * dialog's own close send `drawer.close`.
 */
export function connectNotificationsShell(
  state: NotificationsShellState,
  send: (event: Extract<NotificationsEvent, { type: 'bell.click' | 'drawer.close' }>) => void,
): NotificationsShellApi {
  const { id, isOpen, messages } = state;
  // A count from the server is clamped as the machine clamps it (before the machine runs, it comes
  // straight from the viewer).
  const count = clampCount(state.count);
  const ids = getNotificationsIds(id);
  const dataState: NotificationsDataState = isOpen ? 'open' : 'closed';
  const badge = badgeText(count);
  const close = () => send({ type: 'drawer.close' });
  return {
    isOpen,
    count,
    badgeText: badge,
    badgeProps: { 'aria-hidden': true, hidden: badge === null },
    bellProps: {
      id: ids.bell,
      type: 'button',
      'aria-label': count > 0 ? messages.notificationsUnread({ count }) : messages.notifications,
      'aria-expanded': isOpen,
      'aria-controls': ids.drawer,
      'aria-haspopup': 'dialog',
      'data-state': dataState,
      onClick: () => send({ type: 'bell.click' }),
    },
    drawerProps: { id: ids.drawer, 'aria-labelledby': ids.title, 'data-state': dataState, open: isOpen, onClose: close },
    titleProps: { id: ids.title },
    title: messages.notifications,
    closeButtonProps: { type: 'button', 'aria-label': messages.close, onClick: close },
    statusProps: { id: ids.status, role: 'status', 'aria-live': 'polite' },
    announcement: state.markAllReadStatus === 'failed' ? messages.markAllReadFailed : null,
    messages,
  };
}
