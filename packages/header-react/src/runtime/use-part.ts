import { useCallback, useContext, useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from 'react';
import { getApolloContext } from '@apollo/client/react';
import type { Actor, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { bindLayer, type LayerKind } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { measureScrollbar } from '../parts/show-modal.ts';
import { lazyModule, useLazyModule } from './lazy-module.ts';
import type * as MachinesLazy from './machines-lazy.ts';
import type { PartKey, PartLogic, StartedPart } from './parts.ts';

/** The interaction chunk (machines-lazy.ts): xstate, every machine, the suggestions list. */
export type InteractionChunk = typeof MachinesLazy;

/** Loaded once per page on the header's first sign of use (pointer, focus, touch; see HeaderRoot). */
export const interactionChunk = lazyModule<InteractionChunk>(() => import('./machines-lazy.ts'));

/** Starts loading the interaction chunk (a sign of intent); does nothing after a failure. */
export function loadInteraction(): void {
  interactionChunk.load().catch(() => {});
}

const noSubscription = () => () => {};

export interface RunningPart<K extends PartKey> {
  readonly chunk: InteractionChunk | null;
  readonly started: StartedPart<K> | null;
  readonly failed: boolean;
}

/**
 * The actor of part `key`, started after the commit once the interaction chunk is here (never on the
 * server) and stopped on unmount. The input is the first render's. `onStart` runs right after the
 * start, before the render that shows it. Effects read the host's current Apollo client at call time.
 * Its snapshots are not watched (see `useSnapshot`): the provider holds the layer coordinator this way.
 */
export function useRunningPart<K extends PartKey>(key: K, input: InputFrom<PartLogic[K]>, onStart?: (actor: Actor<PartLogic[K]>) => void): RunningPart<K> {
  const { module: chunk, failed } = useLazyModule(interactionChunk);
  const client = useContext(getApolloContext()).client;
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  }, [client]);
  const [firstInput] = useState(input);
  const [started, setStarted] = useState<StartedPart<K> | null>(null);
  const onStarted = useEffectEvent((actor: Actor<PartLogic[K]>) => onStart?.(actor));
  useEffect(() => {
    if (!chunk) return undefined;
    const part = chunk.startPart(key, firstInput, () => clientRef.current);
    onStarted(part.actor);
    setStarted(part);
    return () => {
      part.stop();
      setStarted(null);
    };
  }, [chunk, key, firstInput]);
  return { chunk, started, failed };
}

/** The actor's current snapshot, re-rendering on each change (null without an actor, and on the server). */
export function useSnapshot<K extends PartKey>(actor: Actor<PartLogic[K]> | null): SnapshotFrom<PartLogic[K]> | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? actor.getSnapshot() : null), () => null);
}

export interface PartOptions<K extends PartKey> {
  /** Binds the actor to the header's one-layer-at-a-time coordinator as this kind of layer. */
  readonly layer?: LayerKind;
  /** Runs right after the actor starts (hand over what happened before it came). */
  readonly onStart?: (actor: Actor<PartLogic[K]>) => void;
  /** A press waited for the chunk and the chunk failed to load (follow a link instead, say so). */
  readonly onPressFailed?: () => void;
}

export interface Part<K extends PartKey> {
  /** The running actor; null until the interaction chunk has arrived (render the closed view then). */
  readonly actor: Actor<PartLogic[K]> | null;
  readonly snapshot: SnapshotFrom<PartLogic[K]> | null;
  /** The chunk, once here (connect functions and views that live in it). */
  readonly chunk: InteractionChunk | null;
  /** A press: to the actor, or it waits for it (see the rules on `usePart`). */
  readonly send: (event: EventFrom<PartLogic[K]>) => void;
  /** Hydrated and the chunk has not failed: JavaScript drives the part (else its no-JavaScript form). */
  readonly enhanced: boolean;
  /** The last attempt to load the chunk failed. */
  readonly failed: boolean;
}

/**
 * One part of the header driven by its machine. Until the interaction chunk arrives the part renders
 * its closed view; the rules every part shares:
 * - one press waits for the actor (a second press while loading does not undo it) and is replayed once
 *   the actor runs and, for a layer, is bound to the coordinator, unless the person moved on meanwhile
 *   (Escape, a press or focus elsewhere) or pressed another part after it (the last press wins);
 * - a press after a failed load tries the chunk again; if a waiting press's load fails, it is dropped
 *   and `onPressFailed` runs. Signs of intent (pointer, focus) never retry.
 */
export function usePart<K extends PartKey>(key: K, input: InputFrom<PartLogic[K]>, options: PartOptions<K> = {}): Part<K> {
  const { layer: kind, onStart, onPressFailed } = options;
  const { layers, presses } = useHeader();
  const { chunk, started, failed } = useRunningPart(key, input, onStart);
  const actor = started?.actor ?? null;
  const snapshot = useSnapshot<K>(actor);
  const partId = useId();
  const hydrated = useHydrated();

  const bindable = kind === undefined ? null : (started?.layer ?? null);
  useEffect(() => (layers && bindable && kind ? bindLayer(layers, bindable, kind) : undefined), [layers, bindable, kind]);
  const ready = actor !== null && (kind === undefined || layers !== null);

  // The waiting press, with the element that had focus when it was made (focus coming back there is not moving on).
  const pending = useRef<{ event: EventFrom<PartLogic[K]>; seq: number; element: Element | null } | null>(null);
  const live = useRef<Actor<PartLogic[K]> | null>(null);
  useEffect(() => {
    live.current = ready ? actor : null;
  }, [ready, actor]);
  useEffect(() => {
    if (pending.current === null || ready) return undefined;
    // Registered after the press: whatever the person does next (Escape, a press or a click anywhere,
    // focus moving on to another element) means they have moved on, and the waiting press is dropped.
    const pressedOn = pending.current.element;
    const withdraw = (event: Event) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Escape') return;
      if (event.type === 'focusin' && event.target === pressedOn) return;
      pending.current = null;
    };
    const types = ['keydown', 'pointerdown', 'focusin'] as const;
    for (const type of types) document.addEventListener(type, withdraw, true);
    return () => {
      for (const type of types) document.removeEventListener(type, withdraw, true);
    };
  });
  useEffect(() => {
    if (!ready || !actor) return undefined;
    let unmounted = false;
    // After every effect of this commit (focus intents subscribed, the layer bound).
    queueMicrotask(() => {
      const waiting = pending.current;
      if (unmounted || !waiting) return;
      pending.current = null;
      if (presses.seq === waiting.seq || presses.last === partId) actor.send(waiting.event);
    });
    return () => {
      unmounted = true;
    };
  }, [ready, actor, presses, partId]);

  // Read when a waiting press's load fails (a promise callback, after any render).
  const pressFailed = useRef(onPressFailed);
  useEffect(() => {
    pressFailed.current = onPressFailed;
  });
  const [, setWaiting] = useState(0);
  const send = useCallback(
    (event: EventFrom<PartLogic[K]>) => {
      presses.seq += 1;
      presses.last = partId;
      // A press may open a modal: measure the page's scrollbar now, while its layout is clean.
      if (kind !== undefined && kind !== 'menu') measureScrollbar(document);
      const running = live.current;
      if (running && pending.current === null) {
        running.send(event);
        return;
      }
      if (pending.current !== null) return;
      const waiting = { event, seq: presses.seq, element: document.activeElement };
      pending.current = waiting;
      // Re-render so the listeners that withdraw it are in place while the press waits.
      setWaiting((n) => n + 1);
      interactionChunk.retry().catch(() => {
        if (pending.current !== waiting) return;
        pending.current = null;
        pressFailed.current?.();
      });
    },
    [presses, partId, kind],
  );
  return { actor, snapshot, chunk, send, enhanced: hydrated && !failed, failed };
}
