import { useCallback, useRef, useState } from 'react';

/** A module fetched on demand (a dynamic `import()`), once per page. */
export interface LazyModule<M> {
  /** Starts loading (or returns the load under way); a failed load is forgotten so the next call retries. */
  load(): Promise<M>;
  /** The module once it has arrived, else null. */
  current(): M | null;
}

/** Wraps a dynamic import so every header mount on the page shares one load of it. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => loaded,
  };
}

export interface LazyModuleState<M> {
  /** The module once it has arrived (at once, if an earlier mount already loaded it). */
  readonly module: M | null;
  /** The last attempt failed; calling `load` again retries. */
  readonly failed: boolean;
  /** Starts loading; idempotent while a load is under way. */
  readonly load: () => void;
}

/** A lazily loaded module as component state: null until `load()` has brought it. */
export function useLazyModule<M>(lazy: LazyModule<M>): LazyModuleState<M> {
  const [state, setState] = useState<{ module: M | null; failed: boolean }>(() => ({ module: lazy.current(), failed: false }));
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    setState((previous) => (previous.failed ? { module: null, failed: false } : previous));
    lazy.load().then(
      (module) => setState({ module, failed: false }),
      () => {
        loading.current = false;
        setState({ module: null, failed: true });
      },
    );
  }, [lazy]);
  return { ...state, load };
}
