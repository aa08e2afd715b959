import { assign, emit, setup } from 'xstate';
import { DEFAULT_DRAWER_ID, type DrawerContext, type DrawerEmitted, type DrawerEvent, type DrawerInput } from './drawer.types.ts';

/**
 * The mobile drawer toggle. The renderer opens the `<dialog>` with `showModal()` when this is
 * open and closes it when not; the dialog's own close (Escape, Back, backdrop) is reported as `close`.
 */
export const drawerMachine = setup({
  types: {
    context: {} as DrawerContext,
    events: {} as DrawerEvent,
    input: {} as DrawerInput,
    emitted: {} as DrawerEmitted,
  },
  guards: {
    isOtherLayer: ({ context, event }) => event.type === 'layer.opened' && event.id !== context.id,
  },
  actions: {
    resetReturnFocus: assign({ returnFocus: false }),
    closeReturningFocus: assign({ returnFocus: true }),
    // Another layer takes focus; pulling it back to the toggle would fight that layer.
    closeQuietly: assign({ returnFocus: false }),
    emitFocusToggle: emit({ type: 'focus.toggle' } as const),
    emitOpened: emit(({ context }) => ({ type: 'opened', id: context.id }) as const),
    emitClosed: emit(({ context }) => ({ type: 'closed', id: context.id }) as const),
  },
}).createMachine({
  id: 'drawer',
  context: ({ input }) => ({ id: input.id ?? DEFAULT_DRAWER_ID, returnFocus: false }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        toggle: { target: 'open', actions: 'resetReturnFocus' },
      },
    },
    open: {
      entry: 'emitOpened',
      exit: 'emitClosed',
      on: {
        toggle: { target: 'closed', actions: ['closeReturningFocus', 'emitFocusToggle'] },
        close: { target: 'closed', actions: ['closeReturningFocus', 'emitFocusToggle'] },
        'layer.opened': { guard: 'isOtherLayer', target: 'closed', actions: 'closeQuietly' },
      },
    },
  },
});

export type DrawerMachine = typeof drawerMachine;
