export type {
  LayerCoordinatorContext,
  LayerCoordinatorEmitted,
  LayerCoordinatorEvent,
  LayerKind,
  OpenLayer,
} from './layer.types.ts';
export {
  createLayerCoordinator,
  layerCoordinatorMachine,
  type LayerCoordinatorActor,
  type LayerCoordinatorMachine,
} from './layer-coordinator.machine.ts';
export { bindLayer, bindLayerObserver, closeAllLayers, type BindableLayer, type LayerObserver } from './bind-layer.ts';
export { DEFAULT_DRAWER_ID, type DrawerContext, type DrawerEmitted, type DrawerEvent, type DrawerInput } from './drawer.types.ts';
export { drawerMachine, type DrawerMachine } from './drawer.machine.ts';
export {
  closedDrawer,
  connectDrawer,
  connectDrawerView,
  getDrawerIds,
  type DrawerView,
  type DrawerApi,
  type DrawerContentProps,
  type DrawerDataState,
  type DrawerSend,
  type DrawerSnapshot,
  type DrawerToggleProps,
} from './drawer.connect.ts';
