/** The id a drawer gets when its input names none. */
export const DEFAULT_DRAWER_ID = 'mobile-drawer';

export interface DrawerInput {
  /** Stable id; also the prefix of the DOM ids from `connectDrawer`. Default `'mobile-drawer'`. */
  readonly id?: string;
}

export interface DrawerContext {
  readonly id: string;
  /** Whether the last close should return focus to the toggle button. */
  readonly returnFocus: boolean;
}

export type DrawerEvent =
  /** The toggle (hamburger) button was pressed. */
  | { readonly type: 'toggle' }
  /** The drawer closed itself: its close button, the native `<dialog>` close/cancel (Escape, Back), a link. */
  | { readonly type: 'close' }
  /** Another layer opened (forwarded by the layer coordinator); any id but ours closes the drawer. */
  | { readonly type: 'layer.opened'; readonly id: string };

export type DrawerEmitted =
  /** Move DOM focus back to the toggle button. */
  | { readonly type: 'focus.toggle' }
  | { readonly type: 'opened'; readonly id: string }
  | { readonly type: 'closed'; readonly id: string };
