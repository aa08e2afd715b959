import { useEffect, useEffectEvent } from 'react';

type Emitted<E, T> = E & (T extends '*' ? unknown : { type: T });

/** The part of an xstate actor this hook needs: its emitted-event subscription. */
interface Emitter<E extends { type: string }> {
  on<T extends E['type'] | '*'>(type: T, handler: (emitted: Emitted<E, T>) => void): { unsubscribe(): void };
}

/**
 * Performs a machine's focus intent: focuses the element whose id `idFor(event)` returns. The actor
 * may be null while its machine is still loading.
 */
export function useFocusIntent<E extends { type: string }, T extends E['type']>(
  actor: Emitter<E> | null,
  type: T,
  idFor: (event: Emitted<E, T>) => string,
): void {
  const focus = useEffectEvent((event: Emitted<E, T>) => {
    const id = idFor(event);
    const element = document.getElementById(id);
    element?.focus();
    // The intent is emitted before React renders the state that reveals the target (a menu item
    // inside a panel that is still `hidden`); then focus once that render has been committed.
    if (element && document.activeElement !== element && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    }
  });
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on(type, (event) => focus(event));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
