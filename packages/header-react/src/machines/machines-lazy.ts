// The header's own machines as one chunk, loaded on the header's first use (pointer over it, focus,
// touch) or at once when the teacher notice is due: menus, drawers and modals, the layer coordinator,
// the notice, and xstate with them. Until it arrives every part renders its closed view, which is also
// the page as it works without JavaScript.
export { createActor } from 'xstate';
export { drawerMachine, layerCoordinatorMachine, menuMachine, noticeMachine } from '@masthead/header-core/machines';
