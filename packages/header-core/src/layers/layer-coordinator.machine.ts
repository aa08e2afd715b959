import { assign, createActor, emit, setup, type ActorRefFrom } from 'xstate';
import type {
  LayerCoordinatorContext,
  LayerCoordinatorEmitted,
  LayerCoordinatorEvent,
} from './layer.types.ts';

/**
 * Keeps one layer (menu, mobile drawer, search overlay, notifications drawer, modal) open at a
 * time. Layers report `layer.open`/`layer.close`; the coordinator answers with intents.
 */
export const layerCoordinatorMachine = setup({
  types: {
    context: {} as LayerCoordinatorContext,
    events: {} as LayerCoordinatorEvent,
    emitted: {} as LayerCoordinatorEmitted,
  },
  guards: {
    isOpenLayer: ({ context, event }) => context.openLayer?.id === event.id,
  },
  actions: {
    requestCloseOfOpenLayer: emit(({ context }) => ({
      type: 'layer.closeRequested' as const,
      id: context.openLayer?.id ?? '',
    })),
    setOpenLayer: assign({
      openLayer: ({ event }) => (event.type === 'layer.open' ? { id: event.id, kind: event.kind } : null),
    }),
    emitOpened: emit(({ event }) => ({
      type: 'layer.opened' as const,
      id: event.id,
      kind: event.type === 'layer.open' ? event.kind : 'menu',
    })),
    emitClosed: emit(({ event }) => ({ type: 'layer.closed' as const, id: event.id })),
    clearOpenLayer: assign({ openLayer: null }),
  },
}).createMachine({
  id: 'layerCoordinator',
  context: { openLayer: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'layer.open': { target: 'occupied', actions: ['setOpenLayer', 'emitOpened'] },
      },
    },
    occupied: {
      on: {
        'layer.open': [
          // The same layer reopening (e.g. a re-render) is not a change of layer.
          { guard: 'isOpenLayer', actions: 'setOpenLayer' },
          { actions: ['requestCloseOfOpenLayer', 'setOpenLayer', 'emitOpened'] },
        ],
        'layer.close': { guard: 'isOpenLayer', target: 'idle', actions: ['clearOpenLayer', 'emitClosed'] },
      },
    },
  },
});

export type LayerCoordinatorMachine = typeof layerCoordinatorMachine;
export type LayerCoordinatorActor = ActorRefFrom<LayerCoordinatorMachine>;

/** A started coordinator actor: one per header mount. */
export function createLayerCoordinator(): LayerCoordinatorActor {
  return createActor(layerCoordinatorMachine).start();
}
