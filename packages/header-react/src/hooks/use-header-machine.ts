import { useCallback, useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import type { Actor, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import type { BindableLayer, LayerKind } from '@masthead/header-core';
import { isLatestPress, recordPress, useHeader } from '../context/header-context.ts';
import type * as MachinesLazy from '../machines/machines-lazy.ts';
import { lazyModule, useLazyModule } from './use-lazy-module.ts';
import { useLayer } from './use-layer.ts';
import { useStartedActor } from './use-started-actor.ts';

/** The chunk with the header's own machines (menus, drawers and modals, layers, the notice) and xstate. */
export type MachinesModule = typeof MachinesLazy;
type MachineKey = 'menuMachine' | 'drawerMachine' | 'noticeMachine' | 'layerCoordinatorMachine';
type MachineOf<K extends MachineKey> = MachinesModule[K];

/** The header's machines, loaded once per page on the header's first use. */
export const machinesModule = lazyModule(() => import('../machines/machines-lazy.ts'));

export interface HeaderMachine<K extends MachineKey> {
  /** The running actor, or null while its chunk has not arrived (render the closed view then). */
  readonly actor: Actor<MachineOf<K>> | null;
  readonly snapshot: SnapshotFrom<MachineOf<K>> | null;
  /**
   * Sends to the actor; before it runs, starts loading the machines and keeps the first press, which
   * the actor gets once it runs and is bound to the layer coordinator (a press that came early still
   * opens; pressing again while loading does not undo it; Escape, a press elsewhere or focus moving
   * on meanwhile withdraws it). After a
   * failed load it does nothing: the part is in its no-JavaScript form.
   */
  readonly send: (event: EventFrom<MachineOf<K>>) => void;
  /** Loading the machines failed (the last attempt); the part stays in its no-JavaScript form. */
  readonly failed: boolean;
}

/**
 * One of the header's own machines for a part: its actor once the machines chunk is here, bound to the
 * layer coordinator as `layer` when given. A press sent before that waits for it (see `send`).
 */
export function useHeaderMachine<K extends MachineKey>(
  key: K,
  input: InputFrom<MachineOf<K>>,
  layer?: LayerKind,
  /** Called when a press was waiting for the machines and they failed to load (follow a link instead). */
  onPressFailed?: () => void,
): HeaderMachine<K> {
  const { module, load, failed } = useLazyModule(machinesModule);
  const loaded = useMemo(() => (module ? { logic: module[key], createActor: module.createActor } : null), [module, key]);
  const [actor, snapshot] = useStartedActor(loaded as never, input as never) as readonly [Actor<MachineOf<K>> | null, SnapshotFrom<MachineOf<K>> | null];
  const { layers, presses } = useHeader();
  const partId = useId();
  // Only the layer machines (menus, drawers and modals) are given a `layer`.
  useLayer(layer === undefined ? null : (actor as unknown as BindableLayer | null), layer ?? 'menu');

  // One press can wait for the machine: the first (a second press while loading is the person asking
  // again, not closing what has not opened yet).
  const pending = useRef<EventFrom<MachineOf<K>> | null>(null);
  const pendingSeq = useRef(0);
  const running = useRef<Actor<MachineOf<K>> | null>(null);
  useEffect(() => {
    running.current = actor;
  }, [actor]);
  const pressFailed = useEffectEvent(() => onPressFailed?.());
  useEffect(() => {
    if (!failed || pending.current === null) return;
    pending.current = null;
    pressFailed();
  }, [failed]);
  useEffect(() => {
    if (pending.current === null || actor) return undefined;
    // Registered after the press: whatever the person does next (Escape, a press or a click anywhere,
    // focus moving on) means they have moved on, and the waiting press is dropped.
    const withdraw = (event: Event) => {
      if (event.type !== 'keydown' || (event as KeyboardEvent).key === 'Escape') pending.current = null;
    };
    const types = ['keydown', 'pointerdown', 'focusin'] as const;
    for (const type of types) document.addEventListener(type, withdraw, true);
    return () => {
      for (const type of types) document.removeEventListener(type, withdraw, true);
    };
  });
  const ready = actor !== null && (layer === undefined || layers !== null);
  useEffect(() => {
    if (!ready || !actor) return;
    // After every effect of this commit (focus intents subscribed, the layer bound).
    queueMicrotask(() => {
      const event = pending.current;
      pending.current = null;
      // Another part pressed since (the bell, in the same tick): that press, the last, wins.
      if (!isLatestPress(presses, partId, pendingSeq.current)) return;
      if (event && (actor.getSnapshot() as { status?: string }).status === 'active') actor.send(event as never);
    });
  }, [ready, actor, presses, partId]);
  const [, setWaiting] = useState(0);
  const send = useCallback(
    (event: EventFrom<MachineOf<K>>) => {
      const current = running.current;
      const seq = recordPress(presses, partId);
      if (current && (layer === undefined || layers !== null) && pending.current === null) current.send(event as never);
      else if (!failed && pending.current === null) {
        pending.current = event;
        pendingSeq.current = seq;
        // Re-render so the listeners that withdraw it are in place while the press waits.
        setWaiting((n) => n + 1);
        load();
      }
    },
    [layer, layers, load, failed, presses, partId],
  );
  return { actor, snapshot, send, failed };
}
