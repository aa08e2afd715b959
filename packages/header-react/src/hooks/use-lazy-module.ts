import { useCallback, useSyncExternalStore } from 'react';

export type LazyModuleStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A module fetched on demand (a dynamic `import()`), once per page, observable by every part that needs it. */
export interface LazyModule<M> {
  /**
   * Starts loading (or returns the load under way, or the module). After a failure it rejects at once
   * without trying again: the parts stay in their no-JavaScript form rather than flapping between
   * forms on every hover or focus. `retry()` tries again.
   */
  load(): Promise<M>;
  /** Forgets a failure and loads again (a person's explicit second attempt). */
  retry(): Promise<M>;
  /** The module once it has arrived, else null. */
  current(): M | null;
  status(): LazyModuleStatus;
  /** Called whenever the status changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Wraps a dynamic import so every header part on the page shares one load of it and hears when it lands. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | null = null;
  let status: LazyModuleStatus = 'idle';
  const listeners = new Set<() => void>();
  let failure: unknown = null;
  const set = (next: LazyModuleStatus) => {
    status = next;
    for (const listener of [...listeners]) listener();
  };
  const lazy: LazyModule<M> = {
    load() {
      if (status === 'failed') return Promise.reject(failure);
      if (!pending) {
        set('loading');
        pending = importer().then(
          (module) => {
            loaded = module;
            set('loaded');
            return module;
          },
          (error: unknown) => {
            pending = null;
            failure = error;
            set('failed');
            throw error;
          },
        );
      }
      return pending;
    },
    retry() {
      if (status === 'failed') status = 'idle';
      return lazy.load();
    },
    current: () => loaded,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return lazy;
}

export interface LazyModuleState<M> {
  /** The module once it has arrived (whoever asked for it). Null on the server and while hydrating. */
  readonly module: M | null;
  /** The last attempt failed (`load` then does nothing; `retry` tries again). */
  readonly failed: boolean;
  /** Starts loading; idempotent while a load is under way, and a no-op after a failure. */
  readonly load: () => void;
  /** Tries again after a failure (else the same as `load`). */
  readonly retry: () => void;
}

const idle = (): LazyModuleStatus => 'idle';

/** A lazily loaded module as component state: null until it has arrived, whichever part asked for it. */
export function useLazyModule<M>(lazy: LazyModule<M>): LazyModuleState<M> {
  // The server and the hydrating render see 'idle', so they agree whatever the page has loaded since.
  const status = useSyncExternalStore(lazy.subscribe, lazy.status, idle);
  // A failure is the status above; nothing to report here.
  const load = useCallback(() => void lazy.load().catch(() => {}), [lazy]);
  const retry = useCallback(() => void lazy.retry().catch(() => {}), [lazy]);
  return { module: status === 'loaded' ? lazy.current() : null, failed: status === 'failed', load, retry };
}
