/** Everything that overlays the page and must give way to another: only one is open at a time. */
export type LayerKind = 'menu' | 'drawer' | 'overlay' | 'notifications' | 'modal';

export interface OpenLayer {
  readonly id: string;
  readonly kind: LayerKind;
}

export interface LayerCoordinatorContext {
  readonly openLayer: OpenLayer | null;
}

export type LayerCoordinatorEvent =
  /** A layer opened (or is about to). Any other open layer is asked to close. */
  | { readonly type: 'layer.open'; readonly id: string; readonly kind: LayerKind }
  /** A layer closed. Ignored unless it is the open one (the one that gave way reports late). */
  | { readonly type: 'layer.close'; readonly id: string };

export type LayerCoordinatorEmitted =
  /** The layer `id` must close because another opened. */
  | { readonly type: 'layer.closeRequested'; readonly id: string }
  /** `id` is now the open layer; forward to every layer as `{ type: 'layer.opened', id }`. */
  | { readonly type: 'layer.opened'; readonly id: string; readonly kind: LayerKind }
  /** No layer is open any more (`id` was the last one). */
  | { readonly type: 'layer.closed'; readonly id: string };
