export type { MenuContext, MenuEmitted, MenuEvent, MenuInput, MenuKind } from './menu.types.ts';
export { MENU_KEYS } from './menu.types.ts';
export { menuMachine, type MenuMachine } from './menu.machine.ts';
export {
  closedMenu,
  connectMenu,
  connectMenuView,
  getMenuIds,
  type MenuView,
  type MenuApi,
  type MenuContentProps,
  type MenuDataState,
  type MenuItemProps,
  type MenuSend,
  type MenuSnapshot,
  type MenuTriggerProps,
} from './menu.connect.ts';
