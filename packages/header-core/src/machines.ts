// @masthead/header-core/machines: the header's own machines, each with its snapshot connect function:
// menus (disclosure and menu button), drawers and modals, the one-layer-at-a-time coordinator and the
// teacher notice. The package root has their machine-free halves (closed views, `connect…View`); the
// header loads these on first use, so xstate is not in every page's initial bundle.
export * from './menu/index.ts';
export * from './layers/index.ts';
export * from './notice/index.ts';
