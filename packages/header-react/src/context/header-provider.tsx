import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { createSafeStorage, isCurrentPage, type NavLink, type TrackIntent } from '@masthead/header-core';
import { useRunningPart } from '../runtime/use-part.ts';
import type { HeaderProps, HostLinkProps } from '../header-props.ts';
import { readViewer } from '../model/read-viewer.ts';
import { useHeaderModel } from '../model/use-header-model.ts';
import { HeaderContext, type HeaderContextValue, type PressLog } from './header-context.ts';
import { useHostServices } from './header-host-provider.tsx';

function PlainLink(props: HostLinkProps) {
  return <a {...props} />;
}

function browserStorage() {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export interface HeaderProviderProps extends HeaderProps {
  children?: ReactNode;
}

/** Builds the model and the header's services once per mount and shares them with every part. */
export function HeaderProvider({ children, ...ownProps }: HeaderProviderProps) {
  const hostProps = useHostServices(ownProps);
  // The host's viewer, checked before anything reads it (an answer of the wrong shape).
  const viewer = useMemo(() => readViewer(hostProps.viewer), [hostProps.viewer]);
  const props = { ...hostProps, viewer };
  const { model, loading } = useHeaderModel(props);
  // The coordinator arrives with the interaction chunk, on the header's first use.
  const layers = useRunningPart('layers', undefined).started?.actor ?? null;
  const hostStorage = props.storage;
  // Created once: the notice machine reads it when it starts. `localStorage` is reached lazily,
  // inside a try, so a sandboxed frame or the server simply gets memory-only storage.
  const [storage] = useState(() => createSafeStorage(hostStorage === undefined ? browserStorage : hostStorage));
  const anchorId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [presses] = useState<PressLog>(() => ({ seq: 0, last: null }));
  const analytics = props.analytics;
  const track = useCallback(
    (intents: readonly TrackIntent[]) => {
      if (!analytics) return;
      for (const intent of intents) {
        try {
          analytics.track(intent.name, intent.properties);
        } catch {
          // Analytics must never stop a click from navigating.
        }
      }
    },
    [analytics],
  );

  const value = useMemo<HeaderContextValue>(
    () => ({
      model,
      viewer: props.viewer === 'loading' ? null : props.viewer,
      messages: model.messages,
      productName: props.config?.productName || 'Masthead',
      loading,
      theme: props.theme ?? 'dark',
      mainId: props.mainId ?? 'main',
      Link: props.linkComponent ?? PlainLink,
      track,
      navigate: props.navigate ?? null,
      layers,
      storage,
      signInSlot: props.signInSlot,
      isCurrent: (link: Pick<NavLink, 'id' | 'href'>) => isCurrentPage(link, props.currentPath),
      noticeAnchor: `--mh-notice-${anchorId}`,
      presses,
      recentSearches: props.recentSearches,
      // The messages as given: `model` changes exactly when their entries do (a host may pass a fresh
      // object each render), so it stands for them in the list below.
      messageOverrides: props.messages,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props.messages: see above (model)
    [model, props.viewer, loading, props.config?.productName, props.theme, props.mainId, props.linkComponent, track, props.navigate, layers, storage, props.signInSlot, props.currentPath, anchorId, presses, props.recentSearches],
  );
  return <HeaderContext.Provider value={value}>{children}</HeaderContext.Provider>;
}
