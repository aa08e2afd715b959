import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { createActor, type Actor, type AnyActorLogic, type InputFrom, type SnapshotFrom } from 'xstate';

const noSubscription = () => () => {};

/**
 * An actor for logic that arrives later (a machine in a lazily loaded chunk): null until `logic` is
 * given, then started after the commit and stopped on unmount, and its current snapshot (null until
 * then). The input is the first render's, as `useActorRef` takes it. `onStart` runs right after the
 * start, before the first render that shows the actor (hand over what happened before it came).
 * Server renders never start one.
 */
export function useStartedActor<TLogic extends AnyActorLogic>(
  logic: TLogic | null,
  input: InputFrom<TLogic>,
  onStart?: (actor: Actor<TLogic>) => void,
): readonly [Actor<TLogic> | null, SnapshotFrom<TLogic> | null] {
  const [firstInput] = useState(input);
  const [actor, setActor] = useState<Actor<TLogic> | null>(null);
  const started = useEffectEvent((actor: Actor<TLogic>) => onStart?.(actor));
  useEffect(() => {
    if (!logic) return undefined;
    const running = createActor(logic, { input: firstInput }).start();
    started(running);
    setActor(running);
    return () => {
      running.stop();
      setActor(null);
    };
  }, [logic, firstInput]);
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
