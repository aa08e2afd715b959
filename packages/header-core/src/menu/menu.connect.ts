import type { SnapshotFrom } from 'xstate';
import type { MenuMachine } from './menu.machine.ts';
import { isTypeaheadKey } from './menu.typeahead.ts';
import { MENU_KEYS, type MenuEvent, type MenuInput, type MenuKind } from './menu.types.ts';

export type MenuSnapshot = SnapshotFrom<MenuMachine>;
export type MenuSend = (event: MenuEvent) => void;
export type MenuDataState = 'open' | 'closed';

/** Props for the trigger `<button>`. */
export interface MenuTriggerProps {
  readonly id: string;
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string;
  /** Only on the menu kind (the profile menu button). */
  readonly 'aria-haspopup'?: 'menu';
  readonly 'data-state': MenuDataState;
  readonly onClick: () => void;
  /**
   * Takes `KeyboardEvent.key`. Returns true when the key was handled: the renderer should then
   * call `preventDefault()` (so Enter/Space on a native button do not also fire a click).
   */
  readonly onKeyDown: (key: string) => boolean;
}

/** Props for the popup: a `role="menu"` list, or the disclosure's plain panel of links. */
export interface MenuContentProps {
  readonly id: string;
  readonly role?: 'menu';
  readonly 'aria-labelledby': string;
  readonly hidden: boolean;
  readonly 'data-state': MenuDataState;
  /**
   * Bind on the content so item key presses bubble here. Takes `KeyboardEvent.key`; returns true
   * when the renderer should `preventDefault()` (Tab is handled but returns false: focus moves on).
   */
  readonly onKeyDown: (key: string) => boolean;
}

/** Props for item `index`. Disclosure items are plain links: no role, no tabIndex. */
export interface MenuItemProps {
  readonly id: string;
  readonly role?: 'menuitem';
  /** Roving tab stop: 0 on the focused item (the first when none), -1 elsewhere. */
  readonly tabIndex?: 0 | -1;
  /** Present on the item that holds roving focus. */
  readonly 'data-highlighted'?: true;
  /** Activation (click, or Enter on a link): closes the menu and returns focus to the trigger. */
  readonly onClick: () => void;
  /** Only on the menu kind: keeps roving focus in sync when the pointer or Tab focuses an item. */
  readonly onFocus?: () => void;
}

export interface MenuApi {
  readonly isOpen: boolean;
  readonly focusedIndex: number;
  readonly triggerProps: MenuTriggerProps;
  readonly contentProps: MenuContentProps;
  itemProps(index: number): MenuItemProps;
}

/** DOM ids derived from the menu id, for renderers that need them before connecting. */
export function getMenuIds(id: string): { trigger: string; content: string; item: (index: number) => string } {
  return {
    trigger: `${id}-trigger`,
    content: `${id}-content`,
    item: (index) => `${id}-item-${index}`,
  };
}

const TRIGGER_KEYS_MENU: readonly string[] = [MENU_KEYS.arrowDown, MENU_KEYS.arrowUp, MENU_KEYS.enter, MENU_KEYS.space];
const ITEM_KEYS_MENU: readonly string[] = [MENU_KEYS.arrowDown, MENU_KEYS.arrowUp, MENU_KEYS.home, MENU_KEYS.end];

/** What a menu's props are drawn from: its machine's state, or the closed menu before the machine has loaded. */
export interface MenuView {
  readonly id: string;
  readonly kind: MenuKind;
  /** The highlighted item, -1 for none. */
  readonly focusedIndex: number;
  readonly isOpen: boolean;
}

/** The menu as its machine starts: closed, nothing highlighted. */
export function closedMenu({ id, kind }: Pick<MenuInput, 'id' | 'kind'>): MenuView {
  return { id, kind, focusedIndex: -1, isOpen: false };
}

/** Maps a menu snapshot to the props a renderer spreads; pure, so it is tested in Node. */
export function connectMenu(snapshot: MenuSnapshot, send: MenuSend): MenuApi {
  const { id, kind, focusedIndex } = snapshot.context;
  return connectMenuView({ id, kind, focusedIndex, isOpen: snapshot.value === 'open' }, send);
}

/** Maps a menu view (the machine's state, or `closedMenu`) to renderer props. */
export function connectMenuView({ id, kind, focusedIndex, isOpen }: MenuView, send: MenuSend): MenuApi {
  const isMenu = kind === 'menu';
  const ids = getMenuIds(id);
  const dataState: MenuDataState = isOpen ? 'open' : 'closed';

  const triggerProps: MenuTriggerProps = {
    id: ids.trigger,
    'aria-expanded': isOpen,
    'aria-controls': ids.content,
    ...(isMenu ? { 'aria-haspopup': 'menu' as const } : {}),
    'data-state': dataState,
    onClick: () => send({ type: 'trigger.click' }),
    onKeyDown: (key) => {
      if (key === MENU_KEYS.escape) {
        if (!isOpen) return false;
        send({ type: 'trigger.keyDown', key });
        return true;
      }
      // Disclosure buttons rely on the native click for Enter/Space.
      if (!isMenu || !TRIGGER_KEYS_MENU.includes(key)) return false;
      send({ type: 'trigger.keyDown', key });
      return true;
    },
  };

  const contentProps: MenuContentProps = {
    id: ids.content,
    ...(isMenu ? { role: 'menu' as const } : {}),
    'aria-labelledby': ids.trigger,
    hidden: !isOpen,
    'data-state': dataState,
    onKeyDown: (key) => {
      if (!isOpen) return false;
      if (key === MENU_KEYS.escape) {
        send({ type: 'key.escape' });
        return true;
      }
      if (!isMenu) return false;
      if (key === MENU_KEYS.tab) {
        send({ type: 'item.keyDown', key });
        return false;
      }
      if (!ITEM_KEYS_MENU.includes(key) && !isTypeaheadKey(key)) return false;
      send({ type: 'item.keyDown', key });
      return true;
    },
  };

  const tabStop = focusedIndex >= 0 ? focusedIndex : 0;

  return {
    isOpen,
    focusedIndex,
    triggerProps,
    contentProps,
    itemProps(index) {
      const onClick = () => send({ type: 'item.select', index });
      if (!isMenu) return { id: ids.item(index), onClick };
      return {
        id: ids.item(index),
        role: 'menuitem',
        tabIndex: index === tabStop ? 0 : -1,
        ...(isOpen && index === focusedIndex ? { 'data-highlighted': true as const } : {}),
        onClick,
        onFocus: () => send({ type: 'item.focus', index }),
      };
    },
  };
}
