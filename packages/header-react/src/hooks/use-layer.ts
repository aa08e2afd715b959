import { useEffect } from 'react';
import { bindLayer, type BindableLayer, type LayerKind } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';

/** Registers a layer actor (menu, drawer, modal) with the header's coordinator for the mount's life. */
export function useLayer(layer: BindableLayer, kind: LayerKind): void {
  const { layers } = useHeader();
  useEffect(() => bindLayer(layers, layer, kind), [layers, layer, kind]);
}
