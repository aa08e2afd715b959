import { useEffect } from 'react';
import { bindLayer, type BindableLayer, type LayerKind } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';

/**
 * Registers a layer actor (menu, drawer, modal) with the header's coordinator for the mount's life,
 * from the moment both exist (the actor is null while its machine is loading; the coordinator arrives
 * with the header's machines, which this asks for).
 */
export function useLayer(layer: BindableLayer | null, kind: LayerKind): void {
  const { layers, loadMachines } = useHeader();
  useEffect(() => {
    if (!layer) return undefined;
    if (!layers) {
      loadMachines();
      return undefined;
    }
    return bindLayer(layers, layer, kind);
  }, [layers, layer, kind, loadMachines]);
}
