// @masthead/header-core/machines: every machine of the header with its connect function: menus
// (disclosure and menu button), drawers and modals, the one-layer-at-a-time coordinator, the teacher
// notice, the search combobox (with its suggestion rules) and the notifications read flow (with its
// cards). The package root has what the header renders before them, all machine-free (closed views,
// `connect…View`, the plain search form, the bell and the drawer's frame); header-react loads this
// entry in one chunk on the header's first use, so xstate is not in every page's initial bundle.
export * from './menu/index.ts';
export * from './layers/index.ts';
export * from './notice/index.ts';
export * from './search/index.ts';
export * from './notifications/index.ts';
export * from './live/index.ts';
