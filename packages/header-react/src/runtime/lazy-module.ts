import { useCallback, useSyncExternalStore } from 'react';

type Status = 'idle' | 'loading' | 'loaded' | 'failed';

/**
 * A chunk fetched on demand (a dynamic `import()`), once per page, observable by every part that needs
 * it. The one failure rule: after a failed load, `load()` (a sign of intent: pointer, focus) rejects at
 * once, so the parts stay in their no-JavaScript form instead of flapping between forms; `retry()` (a
 * person's press) tries again, and the status stays 'failed' until that attempt succeeds.
 */
export interface LazyModule<M> {
  load(): Promise<M>;
  retry(): Promise<M>;
  /** The module once it has arrived, else null. */
  current(): M | null;
  status(): Status;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let pending: Promise<M> | null = null;
  let loaded: M | null = null;
  let failure: unknown = null;
  let status: Status = 'idle';
  const listeners = new Set<() => void>();
  const set = (next: Status) => {
    if (status === next) return;
    status = next;
    for (const listener of [...listeners]) listener();
  };
  const attempt = (): Promise<M> => {
    if (status === 'idle') set('loading');
    pending ??= importer().then(
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
    return pending;
  };
  return {
    load() {
      if (status === 'failed' && !pending) return Promise.reject(failure);
      return attempt();
    },
    retry: attempt,
    current: () => loaded,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface LazyModuleState<M> {
  /** The module once it has arrived (whoever asked for it). Null on the server and while hydrating. */
  readonly module: M | null;
  /** The last attempt failed (and no later one has succeeded yet). */
  readonly failed: boolean;
  /** Starts loading; idempotent, and a no-op after a failure. */
  readonly load: () => void;
  /** Tries again after a failure (else the same as `load`). */
  readonly retry: () => void;
}

const idle = (): Status => 'idle';
const ignore = () => {};

/** A lazily loaded chunk as component state: null until it has arrived, whichever part asked for it. */
export function useLazyModule<M>(lazy: LazyModule<M>): LazyModuleState<M> {
  // The server and the hydrating render see 'idle', so they agree whatever the page has loaded since.
  const status = useSyncExternalStore(lazy.subscribe, lazy.status, idle);
  const load = useCallback(() => void lazy.load().catch(ignore), [lazy]);
  const retry = useCallback(() => void lazy.retry().catch(ignore), [lazy]);
  return { module: status === 'loaded' ? lazy.current() : null, failed: status === 'failed', load, retry };
}
