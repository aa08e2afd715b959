import { useSyncExternalStore, type ReactNode } from 'react';

/** decisions.md: the mobile renderer below 1024 px, the desktop one from there. */
const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWide = () => window.matchMedia(DESKTOP_QUERY).matches;
/** The server (and the hydrating render) cannot know the width. */
const unknownWidth = () => null;

export interface HeaderByWidthProps {
  /** The desktop renderer, e.g. `<DesktopHeader {...props} />`. */
  desktop: ReactNode;
  /** The mobile renderer, e.g. `<MobileHeader {...props} />`. */
  mobile: ReactNode;
}

/**
 * Picks the renderer by the window's width, safely with server rendering: the server and the hydrating
 * render output both, and CSS shows the one that fits (no flash, no hydration mismatch); once hydrated,
 * only that one stays mounted, and crossing 1024 px swaps it for the other, which starts closed. Hosts
 * that switch with their own CSS instead are covered too: a hidden renderer closes its layers.
 */
export function HeaderByWidth({ desktop, mobile }: HeaderByWidthProps) {
  const wide = useSyncExternalStore(subscribe, isWide, unknownWidth);
  return (
    <>
      {wide !== false ? <div className="mh-by-width mh-by-width--desktop">{desktop}</div> : null}
      {wide !== true ? <div className="mh-by-width mh-by-width--mobile">{mobile}</div> : null}
    </>
  );
}
