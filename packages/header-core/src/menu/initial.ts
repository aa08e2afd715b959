// What the header's initial bundle needs of menus (the package root re-exports exactly this): the
// props of a menu, closed until its machine (in '@masthead/header-core/machines') has loaded.
export { MENU_KEYS } from './menu.types.ts';
export { closedMenu, connectMenu, connectMenuView, getMenuIds } from './menu.connect.ts';
