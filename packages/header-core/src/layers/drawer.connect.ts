import type { SnapshotFrom } from 'xstate';
import type { DrawerMachine } from './drawer.machine.ts';
import { DEFAULT_DRAWER_ID, type DrawerEvent, type DrawerInput } from './drawer.types.ts';

export type DrawerSnapshot = SnapshotFrom<DrawerMachine>;
export type DrawerSend = (event: DrawerEvent) => void;
export type DrawerDataState = 'open' | 'closed';

/** Props for the hamburger `<button>`. Its `aria-label` is `messages[api.toggleLabelKey]`. */
export interface DrawerToggleProps {
  readonly id: string;
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string;
  readonly 'data-state': DrawerDataState;
  readonly onClick: () => void;
}

/** Props for the `<dialog>`; call `showModal()`/`close()` from `api.isOpen` in an effect. */
export interface DrawerContentProps {
  readonly id: string;
  readonly 'aria-labelledby': string;
  readonly 'data-state': DrawerDataState;
  /** Bind to the dialog's `close` event (Escape, Back, backdrop, form method=dialog). */
  readonly onClose: () => void;
}

export interface DrawerApi {
  readonly isOpen: boolean;
  /** Message key for the toggle's accessible name. */
  readonly toggleLabelKey: 'openMenu' | 'closeMenu';
  readonly toggleProps: DrawerToggleProps;
  readonly contentProps: DrawerContentProps;
  /** For the close button inside the drawer. */
  readonly closeButtonProps: { readonly onClick: () => void };
}

export function getDrawerIds(id: string): { toggle: string; content: string } {
  return { toggle: `${id}-toggle`, content: `${id}-content` };
}

/** What a drawer's props are drawn from: its machine's state, or the closed drawer before the machine has loaded. */
export interface DrawerView {
  readonly id: string;
  readonly isOpen: boolean;
}

/** The drawer as its machine starts: closed. */
export function closedDrawer(input: DrawerInput = {}): DrawerView {
  return { id: input.id ?? DEFAULT_DRAWER_ID, isOpen: false };
}

/** Maps a drawer snapshot to the props a renderer spreads. */
export function connectDrawer(snapshot: DrawerSnapshot, send: DrawerSend): DrawerApi {
  return connectDrawerView({ id: snapshot.context.id, isOpen: snapshot.value === 'open' }, send);
}

/** Maps a drawer view (the machine's state, or `closedDrawer`) to renderer props. */
export function connectDrawerView({ id, isOpen }: DrawerView, send: DrawerSend): DrawerApi {
  const ids = getDrawerIds(id);
  const dataState: DrawerDataState = isOpen ? 'open' : 'closed';
  return {
    isOpen,
    toggleLabelKey: isOpen ? 'closeMenu' : 'openMenu',
    toggleProps: {
      id: ids.toggle,
      'aria-expanded': isOpen,
      'aria-controls': ids.content,
      'data-state': dataState,
      onClick: () => send({ type: 'toggle' }),
    },
    contentProps: {
      id: ids.content,
      'aria-labelledby': ids.toggle,
      'data-state': dataState,
      // The dialog fires `close` also when we closed it ourselves; the machine ignores that in `closed`.
      onClose: () => send({ type: 'close' }),
    },
    closeButtonProps: { onClick: () => send({ type: 'close' }) },
  };
}
