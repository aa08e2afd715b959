import { assign, emit, enqueueActions, setup } from 'xstate';
import { clampCount } from '../numbers.ts';
import { foldLabel, isTypeaheadKey, nextStartingWith, wrap } from './menu.typeahead.ts';
import { MENU_KEYS, type MenuContext, type MenuEmitted, type MenuEvent, type MenuInput } from './menu.types.ts';

const OPEN_FIRST_KEYS: readonly string[] = [MENU_KEYS.arrowDown, MENU_KEYS.enter, MENU_KEYS.space];
const ACTIVATE_KEYS: readonly string[] = [MENU_KEYS.enter, MENU_KEYS.space];

function keyOf(event: MenuEvent): string | undefined {
  return 'key' in event ? event.key : undefined;
}


/**
 * The header's disclosure menus (Browse, Plans, Shop) and the profile menu button.
 * Closed/open is also the trigger's "arrow active" state. Focus moves are intents
 * (`focus.item`, `focus.trigger`); the renderer performs them.
 */
export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as MenuInput,
    emitted: {} as MenuEmitted,
  },
  guards: {
    isMenuKind: ({ context }) => context.kind === 'menu',
    isKey: ({ event }, params: { keys: readonly string[] }) => params.keys.includes(keyOf(event) ?? ''),
    isMenuKey: ({ context, event }, params: { keys: readonly string[] }) =>
      context.kind === 'menu' && params.keys.includes(keyOf(event) ?? ''),
    isTypeahead: ({ context, event }) => context.kind === 'menu' && event.type === 'item.keyDown' && isTypeaheadKey(event.key),
    isOtherLayer: ({ context, event }) => event.type === 'layer.opened' && event.id !== context.id,
    isFocusableItem: ({ context, event }) =>
      context.kind === 'menu' &&
      event.type === 'item.focus' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.itemCount,
  },
  actions: {
    focusFirst: assign({ focusedIndex: ({ context }) => (context.itemCount > 0 ? 0 : -1) }),
    focusLast: assign({ focusedIndex: ({ context }) => context.itemCount - 1 }),
    focusNext: assign({ focusedIndex: ({ context }) => wrap(context.focusedIndex + 1, context.itemCount) }),
    focusPrevious: assign({
      // From "nothing focused" ArrowUp goes to the last item, like from the first.
      focusedIndex: ({ context }) => wrap(Math.max(context.focusedIndex, 0) - 1, context.itemCount),
    }),
    focusByCharacter: assign({
      focusedIndex: ({ context, event }) =>
        event.type === 'item.keyDown' ? nextStartingWith(context.itemLabels, context.itemCount, context.focusedIndex, event.key) : context.focusedIndex,
    }),
    syncFocusedItem: assign({
      focusedIndex: ({ context, event }) => (event.type === 'item.focus' ? event.index : context.focusedIndex),
    }),
    /** Runs on every opening transition, so a stale flag from the last close never leaks. */
    resetReturnFocus: assign({ returnFocus: false }),
    /** Closing transitions clear focus here (not in exit) so emits on the same transition still read it. */
    closeQuietly: assign({ focusedIndex: -1, returnFocus: false }),
    closeReturningFocus: assign({ focusedIndex: -1, returnFocus: true }),
    /**
     * New item count: clamp the roving index, and when the menu is open with nothing focused
     * (items arrived after the open gesture) adopt the first item. Focus moves only on change.
     */
    applyItemCount: enqueueActions(({ context, event, enqueue }, params: { open: boolean }) => {
      if (event.type !== 'items.set') return;
      const itemCount = clampCount(event.count);
      let focusedIndex = Math.min(context.focusedIndex, itemCount - 1);
      if (params.open && context.kind === 'menu' && focusedIndex < 0 && itemCount > 0) focusedIndex = 0;
      enqueue.assign({ itemCount, focusedIndex, ...(event.labels ? { itemLabels: event.labels.map(foldLabel) } : {}) });
      if (focusedIndex >= 0 && focusedIndex !== context.focusedIndex) {
        enqueue.emit({ type: 'focus.item', index: focusedIndex });
      }
    }),
    emitFocusItem: enqueueActions(({ context, enqueue }) => {
      if (context.kind === 'menu' && context.focusedIndex >= 0) {
        enqueue.emit({ type: 'focus.item', index: context.focusedIndex });
      }
    }),
    emitFocusTrigger: emit({ type: 'focus.trigger' } as const),
    emitOpened: emit(({ context }) => ({ type: 'opened', id: context.id }) as const),
    emitClosed: emit(({ context }) => ({ type: 'closed', id: context.id }) as const),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({
    id: input.id,
    kind: input.kind,
    itemCount: clampCount(input.itemCount),
    itemLabels: (input.itemLabels ?? []).map(foldLabel),
    focusedIndex: -1,
    returnFocus: false,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'trigger.click': [
          { guard: 'isMenuKind', target: 'open', actions: ['resetReturnFocus', 'focusFirst', 'emitFocusItem'] },
          { target: 'open', actions: 'resetReturnFocus' },
        ],
        'trigger.keyDown': [
          {
            guard: { type: 'isMenuKey', params: { keys: OPEN_FIRST_KEYS } },
            target: 'open',
            actions: ['resetReturnFocus', 'focusFirst', 'emitFocusItem'],
          },
          {
            guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.arrowUp] } },
            target: 'open',
            actions: ['resetReturnFocus', 'focusLast', 'emitFocusItem'],
          },
        ],
        'items.set': { actions: { type: 'applyItemCount', params: { open: false } } },
      },
    },
    open: {
      entry: 'emitOpened',
      exit: 'emitClosed',
      on: {
        'trigger.click': { target: 'closed', actions: 'closeQuietly' },
        'trigger.keyDown': [
          {
            guard: { type: 'isKey', params: { keys: [MENU_KEYS.escape] } },
            target: 'closed',
            actions: ['closeReturningFocus', 'emitFocusTrigger'],
          },
          {
            guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.arrowDown] } },
            actions: ['focusFirst', 'emitFocusItem'],
          },
          {
            guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.arrowUp] } },
            actions: ['focusLast', 'emitFocusItem'],
          },
          // Focus is already on the trigger, so nothing to return.
          { guard: { type: 'isMenuKey', params: { keys: ACTIVATE_KEYS } }, target: 'closed', actions: 'closeQuietly' },
        ],
        'outside.click': { target: 'closed', actions: 'closeQuietly' },
        'key.escape': { target: 'closed', actions: ['closeReturningFocus', 'emitFocusTrigger'] },
        'item.keyDown': [
          { guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.arrowDown] } }, actions: ['focusNext', 'emitFocusItem'] },
          { guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.arrowUp] } }, actions: ['focusPrevious', 'emitFocusItem'] },
          { guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.home] } }, actions: ['focusFirst', 'emitFocusItem'] },
          { guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.end] } }, actions: ['focusLast', 'emitFocusItem'] },
          { guard: 'isTypeahead', actions: ['focusByCharacter', 'emitFocusItem'] },
          // Tab lets focus move on naturally; the menu just closes behind it.
          { guard: { type: 'isMenuKey', params: { keys: [MENU_KEYS.tab] } }, target: 'closed', actions: 'closeQuietly' },
        ],
        'item.focus': { guard: 'isFocusableItem', actions: 'syncFocusedItem' },
        'item.select': { target: 'closed', actions: ['closeReturningFocus', 'emitFocusTrigger'] },
        'layer.opened': { guard: 'isOtherLayer', target: 'closed', actions: 'closeQuietly' },
        'items.set': { actions: { type: 'applyItemCount', params: { open: true } } },
      },
    },
  },
});

export type MenuMachine = typeof menuMachine;
