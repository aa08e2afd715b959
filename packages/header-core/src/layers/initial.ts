// What the header's initial bundle needs of layers (the package root re-exports exactly this): the
// props of a closed drawer or modal, and the wiring of layer actors once they run. The machines are in
// '@masthead/header-core/machines'.
export { DEFAULT_DRAWER_ID } from './drawer.types.ts';
export { closedDrawer, connectDrawer, connectDrawerView, getDrawerIds } from './drawer.connect.ts';
export { bindLayer, bindLayerObserver, closeAllLayers } from './bind-layer.ts';
