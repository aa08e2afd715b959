// The header's parts that a machine drives, by key, and the logic of each (types only: the machines
// themselves arrive with the interaction chunk, machines-lazy.ts).
import type { ApolloClient } from '@apollo/client';
import type { Actor, InputFrom } from 'xstate';
import type { BindableLayer } from '@masthead/header-core';
import type { DrawerMachine, LayerCoordinatorMachine, MenuMachine, NoticeMachine, NotificationsMachine, SearchMachine } from '@masthead/header-core/machines';

export interface PartLogic {
  readonly menu: MenuMachine;
  /** Drawers, modals and the search overlay: the generic "toggle layer". */
  readonly drawer: DrawerMachine;
  readonly notice: NoticeMachine;
  /** The one-layer-at-a-time coordinator (one per header, started by the provider). */
  readonly layers: LayerCoordinatorMachine;
  readonly search: SearchMachine;
  readonly notifications: NotificationsMachine;
}

export type PartKey = keyof PartLogic;

/** A started part: its actor, and the same actor as a layer when it can be one (else null). */
export interface StartedPart<K extends PartKey> {
  readonly actor: Actor<PartLogic[K]>;
  readonly layer: BindableLayer | null;
  /** Stops the actor and whatever runs beside it (the notifications' live connection). */
  readonly stop: () => void;
}

/** What a part's effects need from the page: the host's current Apollo client, read at call time. */
export type GetClient = () => ApolloClient | undefined;

/** How each part starts (see machines-lazy.ts). */
export type PartStarters = {
  readonly [K in PartKey]: (input: InputFrom<PartLogic[K]>, getClient: GetClient) => Omit<StartedPart<K>, 'stop'> & { readonly beside?: () => () => void };
};
