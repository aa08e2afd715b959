import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { NotificationsBodyProps } from './notifications-body.tsx';

type BodyComponent = (props: NotificationsBodyProps) => ReactNode;

let pending: Promise<BodyComponent> | null = null;

/**
 * Loads the drawer's lists, cards and the sanitizer (DOMPurify) as a separate chunk, once per page.
 * A failed load is forgotten so the next attempt really retries.
 */
export function loadNotificationsBody(): Promise<BodyComponent> {
  pending ??= import('./notifications-body.tsx').then(
    (module) => module.NotificationsBody,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export interface NotificationsBodyState {
  /** The drawer body once its chunk arrived, else null. */
  readonly Body: BodyComponent | null;
  /** The last attempt to load the chunk failed (the drawer shows the error text; the next use retries). */
  readonly failed: boolean;
  /** Starts loading (first pointerenter, focus or click of the bell); idempotent. */
  readonly load: () => void;
}

/** The lazily loaded drawer body, requested on the bell's first use rather than with the header. */
export function useNotificationsBody(): NotificationsBodyState {
  const [state, setState] = useState<{ Body: BodyComponent | null; failed: boolean }>({ Body: null, failed: false });
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    loadNotificationsBody().then(
      (Body) => setState({ Body, failed: false }),
      () => {
        loading.current = false;
        setState({ Body: null, failed: true });
      },
    );
  }, []);
  return { ...state, load };
}
