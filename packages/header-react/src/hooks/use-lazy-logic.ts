import { useContext, useEffect, useMemo, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import type { AnyActorLogic, createActor } from 'xstate';
import type { LoadedLogic } from './use-started-actor.ts';

/**
 * The logic of a lazily loaded chunk, built once the chunk is here, with its effects reading the host's
 * current Apollo client at call time (a swapped provider is honoured). Null until then.
 */
export function useLazyLogic<M extends { createActor: typeof createActor }, TLogic extends AnyActorLogic>(
  module: M | null,
  build: (module: M, getClient: () => ApolloClient | undefined) => TLogic,
): LoadedLogic<TLogic> | null {
  const client = useContext(getApolloContext()).client;
  const clientRef = useRef(client);
  useEffect(() => {
    clientRef.current = client;
  }, [client]);
  // Built once per module: the build function is a fixed choice of each caller.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (module ? { logic: build(module, () => clientRef.current), createActor: module.createActor } : null), [module]);
}
