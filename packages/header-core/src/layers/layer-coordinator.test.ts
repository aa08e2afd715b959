import { createActor } from 'xstate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuMachine } from '../menu/menu.machine.ts';
import { noticeMachine } from '../notice/notice.machine.ts';
import { bindLayer, bindLayerObserver, closeAllLayers } from './bind-layer.ts';
import { drawerMachine } from './drawer.machine.ts';
import { createLayerCoordinator } from './layer-coordinator.machine.ts';
import type { LayerCoordinatorEmitted, LayerKind } from './layer.types.ts';

function recordCoordinator() {
  const coordinator = createLayerCoordinator();
  const emitted: LayerCoordinatorEmitted[] = [];
  coordinator.on('*', (event) => emitted.push(event));
  return { coordinator, emitted };
}

describe('layer coordinator', () => {
  it('tracks the open layer and asks the previous one to close', () => {
    const { coordinator, emitted } = recordCoordinator();
    coordinator.send({ type: 'layer.open', id: 'browse', kind: 'menu' });
    coordinator.send({ type: 'layer.open', id: 'drawer', kind: 'drawer' });
    expect(coordinator.getSnapshot().context.openLayer).toEqual({ id: 'drawer', kind: 'drawer' });
    expect(emitted).toEqual([
      { type: 'layer.opened', id: 'browse', kind: 'menu' },
      { type: 'layer.closeRequested', id: 'browse' },
      { type: 'layer.opened', id: 'drawer', kind: 'drawer' },
    ]);
  });

  it('ignores a late close from a layer that already gave way, and a repeated open', () => {
    const { coordinator, emitted } = recordCoordinator();
    coordinator.send({ type: 'layer.open', id: 'browse', kind: 'menu' });
    coordinator.send({ type: 'layer.open', id: 'search', kind: 'overlay' });
    emitted.length = 0;
    coordinator.send({ type: 'layer.close', id: 'browse' });
    coordinator.send({ type: 'layer.open', id: 'search', kind: 'overlay' });
    expect(emitted).toEqual([]);
    expect(coordinator.getSnapshot().value).toBe('occupied');
    coordinator.send({ type: 'layer.close', id: 'search' });
    expect(emitted).toEqual([{ type: 'layer.closed', id: 'search' }]);
    expect(coordinator.getSnapshot()).toMatchObject({ value: 'idle', context: { openLayer: null } });
  });

  it('bindLayer: opening one menu closes the other; unbinding stops the wiring', () => {
    const { coordinator } = recordCoordinator();
    const browse = createActor(menuMachine, { input: { id: 'browse', kind: 'disclosure' } }).start();
    const profile = createActor(menuMachine, { input: { id: 'profile', kind: 'menu', itemCount: 3 } }).start();
    bindLayer(coordinator, browse, 'menu');
    const unbindProfile = bindLayer(coordinator, profile, 'menu');
    browse.send({ type: 'trigger.click' });
    profile.send({ type: 'trigger.click' });
    expect(browse.getSnapshot().value).toBe('closed');
    expect(profile.getSnapshot().value).toBe('open');
    expect(coordinator.getSnapshot().context.openLayer).toEqual({ id: 'profile', kind: 'menu' });
    profile.send({ type: 'key.escape' });
    expect(coordinator.getSnapshot().context.openLayer).toBeNull();
    unbindProfile();
    profile.send({ type: 'trigger.click' });
    expect(coordinator.getSnapshot().context.openLayer).toBeNull();
  });

  it('bindLayer: a closed layer is not sent the other layers\' openings; an open one is, and closes', () => {
    const { coordinator } = recordCoordinator();
    const sent: Record<string, string[]> = { browse: [], profile: [], drawer: [] };
    const counted = <T extends { send: (event: never) => void }>(id: string, actor: T): T =>
      Object.assign(Object.create(actor) as T, {
        send: (event: { type: string }) => {
          sent[id]?.push(event.type);
          (actor.send as (e: unknown) => void)(event);
        },
      });
    const browse = createActor(menuMachine, { input: { id: 'browse', kind: 'disclosure' } }).start();
    const profile = createActor(menuMachine, { input: { id: 'profile', kind: 'menu', itemCount: 3 } }).start();
    const drawer = createActor(drawerMachine, { input: { id: 'drawer' } }).start();
    bindLayer(coordinator, counted('browse', browse), 'menu');
    bindLayer(coordinator, counted('profile', profile), 'menu');
    bindLayer(coordinator, counted('drawer', drawer), 'drawer');
    browse.send({ type: 'trigger.click' });
    expect(sent).toEqual({ browse: [], profile: [], drawer: [] });
    drawer.send({ type: 'toggle' });
    expect(sent).toEqual({ browse: ['layer.opened'], profile: [], drawer: [] });
    expect(browse.getSnapshot().value).toBe('closed');
    expect(drawer.getSnapshot().value).toBe('open');
  });

  it('closeAllLayers: the open layer closes, observers see it go, and nothing stays open (a hidden renderer)', () => {
    const { coordinator } = recordCoordinator();
    const drawer = createActor(drawerMachine, { input: { id: 'drawer' } }).start();
    const notice = createActor(noticeMachine, { input: { eligible: true } }).start();
    bindLayer(coordinator, drawer, 'drawer');
    bindLayerObserver(coordinator, notice);
    drawer.send({ type: 'toggle' });
    expect(drawer.getSnapshot().value).not.toBe('closed');
    expect(notice.getSnapshot().value).toBe('hidden');
    closeAllLayers(coordinator);
    expect(drawer.getSnapshot().value).toBe('closed');
    expect(coordinator.getSnapshot().context.openLayer).toBeNull();
    expect(notice.getSnapshot().value).toBe('visible');
    // Nothing open: nothing happens.
    closeAllLayers(coordinator);
    expect(coordinator.getSnapshot().context.openLayer).toBeNull();
  });

  it('bindLayerObserver replays an already open layer and follows later changes', () => {
    const { coordinator } = recordCoordinator();
    coordinator.send({ type: 'layer.open', id: 'browse', kind: 'menu' });
    const notice = createActor(noticeMachine, { input: { eligible: true } }).start();
    expect(notice.getSnapshot().value).toBe('visible');
    bindLayerObserver(coordinator, notice);
    expect(notice.getSnapshot().value).toBe('hidden');
    coordinator.send({ type: 'layer.close', id: 'browse' });
    expect(notice.getSnapshot().value).toBe('visible');
  });
});

// A layer that is not a machine (search overlay, modals): it obeys layer.closeRequested.
function createPlainLayer(coordinator: ReturnType<typeof createLayerCoordinator>, id: string, kind: LayerKind) {
  let open = false;
  coordinator.on('layer.closeRequested', (event) => {
    if (event.id === id && open) {
      open = false;
      coordinator.send({ type: 'layer.close', id });
    }
  });
  return {
    id,
    isOpen: () => open,
    open() {
      open = true;
      coordinator.send({ type: 'layer.open', id, kind });
    },
    close() {
      if (!open) return;
      open = false;
      coordinator.send({ type: 'layer.close', id });
    },
  };
}

type Action =
  | { target: 'browse' | 'plans' | 'profile'; type: 'trigger.click' | 'key.escape' | 'outside.click' | 'item.select' }
  | { target: 'drawer'; type: 'toggle' | 'close' }
  | { target: 'search' | 'signIn'; type: 'open' | 'close' };

const ACTION: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    target: fc.constantFrom('browse' as const, 'plans' as const, 'profile' as const),
    type: fc.constantFrom('trigger.click' as const, 'key.escape' as const, 'outside.click' as const, 'item.select' as const),
  }),
  fc.record({ target: fc.constant('drawer' as const), type: fc.constantFrom('toggle' as const, 'close' as const) }),
  fc.record({
    target: fc.constantFrom('search' as const, 'signIn' as const),
    type: fc.constantFrom('open' as const, 'close' as const),
  }),
);

describe('layer coordinator properties', () => {
  it('never two layers open; the coordinator always names the one that is', () => {
    fc.assert(
      fc.property(fc.array(ACTION, { maxLength: 80 }), fc.boolean(), (actions, eligible) => {
        const coordinator = createLayerCoordinator();
        const menus = {
          browse: createActor(menuMachine, { input: { id: 'browse', kind: 'disclosure', itemCount: 4 } }).start(),
          plans: createActor(menuMachine, { input: { id: 'plans', kind: 'disclosure', itemCount: 2 } }).start(),
          profile: createActor(menuMachine, { input: { id: 'profile', kind: 'menu', itemCount: 5 } }).start(),
        };
        const drawer = createActor(drawerMachine, { input: { id: 'drawer' } }).start();
        for (const menu of Object.values(menus)) bindLayer(coordinator, menu, 'menu');
        bindLayer(coordinator, drawer, 'drawer');
        const plain = {
          search: createPlainLayer(coordinator, 'search', 'overlay'),
          signIn: createPlainLayer(coordinator, 'signIn', 'modal'),
        };
        const notice = createActor(noticeMachine, { input: { eligible } }).start();
        bindLayerObserver(coordinator, notice);

        for (const action of actions) {
          switch (action.target) {
            case 'drawer':
              drawer.send({ type: action.type });
              break;
            case 'search':
            case 'signIn':
              plain[action.target][action.type]();
              break;
            default:
              menus[action.target].send({ type: action.type });
          }

          const open = [
            ...Object.entries(menus)
              .filter(([, menu]) => menu.getSnapshot().value === 'open')
              .map(([id]) => id),
            ...(drawer.getSnapshot().value === 'open' ? ['drawer'] : []),
            ...Object.values(plain)
              .filter((layer) => layer.isOpen())
              .map((layer) => layer.id),
          ];
          expect(open.length).toBeLessThanOrEqual(1);
          expect(coordinator.getSnapshot().context.openLayer?.id ?? null).toBe(open[0] ?? null);
          // The notice never covers an open layer.
          if (open.length > 0) expect(notice.getSnapshot().value).not.toBe('visible');
          else expect(notice.getSnapshot().value).toBe(eligible ? 'visible' : 'hidden');
        }
      }),
      { numRuns: 300 },
    );
  });
});
