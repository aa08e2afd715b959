/**
 * `disclosure`: a button that shows a list of links (Browse, Plans, Shop; APG disclosure navigation).
 * `menu`: an APG menu button with `role="menu"` and roving focus (the profile menu).
 */
export type MenuKind = 'disclosure' | 'menu';

export interface MenuInput {
  /** Stable id; also the prefix of the DOM ids that `connectMenu` produces. */
  readonly id: string;
  readonly kind: MenuKind;
  /** How many items the menu holds (roving focus bounds). Default 0; update with `items.set`. */
  readonly itemCount?: number;
  /** The items' labels in order, for typeahead (APG menu: a character moves to the next item starting with it). */
  readonly itemLabels?: readonly string[];
}

export interface MenuContext {
  readonly id: string;
  readonly kind: MenuKind;
  readonly itemCount: number;
  /** Each item's label, folded for matching (`foldLabel`): typeahead compares a typed character with its start. */
  readonly itemLabels: readonly string[];
  /** The item holding roving focus (menu kind, while open); -1 when none. */
  readonly focusedIndex: number;
  /** Whether the last close should return focus to the trigger (Escape, item select). */
  readonly returnFocus: boolean;
}

/**
 * Key names are `KeyboardEvent.key` values: 'ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End', 'Tab', 'Escape',
 * and on an open menu's items any single printable character (typeahead; send none while Ctrl, Alt or Meta is held).
 */
export type MenuEvent =
  | { readonly type: 'trigger.click' }
  | { readonly type: 'trigger.keyDown'; readonly key: string }
  | { readonly type: 'outside.click' }
  | { readonly type: 'key.escape' }
  | { readonly type: 'item.keyDown'; readonly key: string }
  /** DOM focus reached an item (pointer or Tab); keeps the roving index in sync without a focus intent. */
  | { readonly type: 'item.focus'; readonly index: number }
  | { readonly type: 'item.select'; readonly index?: number }
  /** Another layer opened (forwarded by the layer coordinator); any id but ours closes the menu. */
  | { readonly type: 'layer.opened'; readonly id: string }
  | { readonly type: 'items.set'; readonly count: number; readonly labels?: readonly string[] };

export type MenuEmitted =
  /** Move DOM focus back to the trigger button. */
  | { readonly type: 'focus.trigger' }
  /** Move DOM focus to item `index` (roving focus). */
  | { readonly type: 'focus.item'; readonly index: number }
  | { readonly type: 'opened'; readonly id: string }
  | { readonly type: 'closed'; readonly id: string };

/** `KeyboardEvent.key` names used by the header's machines. */
export const MENU_KEYS = {
  arrowDown: 'ArrowDown',
  arrowUp: 'ArrowUp',
  enter: 'Enter',
  space: ' ',
  home: 'Home',
  end: 'End',
  tab: 'Tab',
  escape: 'Escape',
} as const;
