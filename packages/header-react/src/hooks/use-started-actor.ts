import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, createActor, InputFrom, SnapshotFrom } from 'xstate';

const noSubscription = () => () => {};

/**
 * Logic that arrived with a lazily loaded chunk, and that chunk's `createActor` (xstate itself comes
 * with the chunk: nothing in the header's initial bundle imports it).
 */
export interface LoadedLogic<TLogic extends AnyActorLogic> {
  readonly logic: TLogic;
  readonly createActor: typeof createActor;
}

/**
 * An actor for logic that arrives later (a machine in a lazily loaded chunk): null until `loaded` is
 * given, then started after the commit and stopped on unmount, and its current snapshot (null until
 * then). The input is the first render's, as `useActorRef` takes it. `onStart` runs right after the
 * start, before the first render that shows the actor (hand over what happened before it came).
 * Server renders never start one.
 */
export function useStartedActor<TLogic extends AnyActorLogic>(
  loaded: LoadedLogic<TLogic> | null,
  input: InputFrom<TLogic>,
  onStart?: (actor: Actor<TLogic>) => void,
): readonly [Actor<TLogic> | null, SnapshotFrom<TLogic> | null] {
  const [firstInput] = useState(input);
  const [actor, setActor] = useState<Actor<TLogic> | null>(null);
  const started = useEffectEvent((actor: Actor<TLogic>) => onStart?.(actor));
  useEffect(() => {
    if (!loaded) return undefined;
    const running = loaded.createActor(loaded.logic, { input: firstInput }).start() as Actor<TLogic>;
    started(running);
    setActor(running);
    return () => {
      running.stop();
      setActor(null);
    };
  }, [loaded, firstInput]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => (actor ? (actor.getSnapshot() as SnapshotFrom<TLogic>) : null),
    () => null,
  );
  return [actor, snapshot] as const;
}
