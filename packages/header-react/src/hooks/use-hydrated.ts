import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards (and on client-only renders).
 * Parts render their no-JavaScript form until then, so server HTML and the hydrating render match,
 * and upgrade to the interactive form right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
