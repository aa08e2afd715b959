import { useEffect } from 'react';
import { bindLayer, type BindableLayer, type LayerKind } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';

/**
 * Registers a layer actor (menu, drawer, modal) with the header's coordinator for the mount's life,
 * or from the moment it exists (null while its machine is still loading).
 */
export function useLayer(layer: BindableLayer | null, kind: LayerKind): void {
  const { layers } = useHeader();
  useEffect(() => (layer ? bindLayer(layers, layer, kind) : undefined), [layers, layer, kind]);
}
