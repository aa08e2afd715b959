import type { LayerKind } from './layer.types.ts';
import type { LayerCoordinatorActor } from './layer-coordinator.machine.ts';

interface Subscription {
  unsubscribe(): void;
}

/**
 * What a layer actor must offer to be bound: it accepts `layer.opened` and emits `opened`/`closed`.
 * The menu and drawer actors satisfy this.
 */
export interface BindableLayer {
  send(event: { type: 'layer.opened'; id: string }): void;
  on(type: 'opened' | 'closed', handler: (event: { type: string; id: string }) => void): Subscription;
}

/** What an observer (the teacher notice) must accept to follow whether any layer is open. */
export interface LayerObserver {
  send(event: { type: 'layer.opened'; id: string } | { type: 'layer.closed'; id: string }): void;
}

/**
 * Wires a layer actor to the coordinator both ways: its `opened`/`closed` become `layer.open`/
 * `layer.close`, and while it is open every `layer.opened` is forwarded, so it closes when another opens.
 * Returns the unbind function (call it on unmount).
 */
export function bindLayer(coordinator: LayerCoordinatorActor, layer: BindableLayer, kind: LayerKind): () => void {
  // Only an open layer has anything to close: a closed one is not sent the other layers' openings, nor
  // an open one its own (a layer machine takes `layer.opened` from another layer in its open state
  // only), so opening one layer runs one transition, not one per layer in the header.
  let openAs: string | null = null;
  const subscriptions: Subscription[] = [
    layer.on('opened', (event) => {
      openAs = event.id;
      coordinator.send({ type: 'layer.open', id: event.id, kind });
    }),
    layer.on('closed', (event) => {
      openAs = null;
      coordinator.send({ type: 'layer.close', id: event.id });
    }),
    coordinator.on('layer.opened', (event) => {
      if (openAs !== null && openAs !== event.id) layer.send({ type: 'layer.opened', id: event.id });
    }),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/**
 * Forwards `layer.opened`/`layer.closed` to an observer, first replaying the current state so an
 * observer bound while a layer is already open starts hidden. Returns the unbind function.
 */
export function bindLayerObserver(coordinator: LayerCoordinatorActor, observer: LayerObserver): () => void {
  const open = coordinator.getSnapshot().context.openLayer;
  if (open) observer.send({ type: 'layer.opened', id: open.id });
  const subscriptions: Subscription[] = [
    coordinator.on('layer.opened', (event) => observer.send({ type: 'layer.opened', id: event.id })),
    coordinator.on('layer.closed', (event) => observer.send({ type: 'layer.closed', id: event.id })),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/** The pseudo-layer that stands for "this header is not rendered" (see `closeAllLayers`). */
const HIDDEN_HEADER = 'mh-header-hidden';

/**
 * Closes whatever layer is open, as when a renderer stops being rendered (a host's CSS hid it at a
 * breakpoint): a layer never stays open, or modal, while nobody can see it. Said to the coordinator as a
 * layer opening above everything and closing at once, so every bound layer closes the way it does when
 * another opens, and observers (the teacher notice) see the layers gone.
 */
export function closeAllLayers(coordinator: LayerCoordinatorActor): void {
  if (!coordinator.getSnapshot().context.openLayer) return;
  coordinator.send({ type: 'layer.open', id: HIDDEN_HEADER, kind: 'modal' });
  coordinator.send({ type: 'layer.close', id: HIDDEN_HEADER });
}
