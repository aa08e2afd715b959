import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { HeaderModel, LayerCoordinatorActor, Messages, NavLink, SafeStorage, TrackIntent } from '@masthead/header-core';
import type { HeaderProps, HeaderViewer, HostLinkProps } from '../header-props.ts';

/** What every header part reads: the model and the services the host supplied (or their defaults). */
export interface HeaderContextValue {
  readonly model: HeaderModel;
  /** The signed-in member (null when logged out or still loading): the bell reads its unread count. */
  readonly viewer: HeaderViewer | null;
  readonly messages: Messages;
  /** Product name for `{product}` in messages. Default 'Masthead'. */
  readonly productName: string;
  /** The viewer is still loading: member and visitor controls are placeholders. */
  readonly loading: boolean;
  readonly theme: 'dark' | 'white';
  /** Id of the page's main content (skip link target). */
  readonly mainId: string;
  /** The host's link component, or a plain `<a>`. */
  readonly Link: ComponentType<HostLinkProps>;
  /** Sends a link's analytics intents to the host's transport; never throws. */
  readonly track: (intents: readonly TrackIntent[]) => void;
  /** The host's client-side navigation, or null to let links navigate natively. */
  readonly navigate: ((href: string) => void) | null;
  /**
   * Keeps one layer (menu, drawer, modal) open at a time; null until the interaction chunk has
   * loaded (nothing can be open before).
   */
  readonly layers: LayerCoordinatorActor | null;
  /** Remembered dismissals and recent searches; never throws. */
  readonly storage: SafeStorage;
  /** `HeaderProps.recentSearches` as given (undefined: on). The search box's list reads it. */
  readonly recentSearches: boolean | undefined;
  /**
   * The host's `messages` as given (a catalog and/or overrides), for the strings that ship with the
   * interaction chunk (the search box's rows): `messages` above has only the first bundle's.
   */
  readonly messageOverrides: HeaderProps['messages'];
  readonly signInSlot: ReactNode;
  /** Whether a link is where the person is (`HeaderProps.currentPath`; header-core's `isCurrentPage`): `aria-current="page"`. */
  readonly isCurrent: (link: Pick<NavLink, 'id' | 'href'>) => boolean;
  /** A per-header CSS anchor name (`--mh-…`) that the teacher notice attaches to. */
  readonly noticeAnchor: string;
  /** The header's presses in order (see `PressLog`). */
  readonly presses: PressLog;
}

/**
 * The last press on any part of this header (`usePart` keeps it). A press that waits for the chunk
 * replays only if no other part was pressed after it: the person's last press wins.
 */
export interface PressLog {
  /** Counts every press; a waiting press keeps the count it was made at. */
  seq: number;
  /** The part pressed last (its id). */
  last: string | null;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

/** The header's context; throws outside `<HeaderProvider>` so a misplaced part fails loudly. */
export function useHeader(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('Header parts must be rendered inside <HeaderProvider> (DesktopHeader and MobileHeader provide it).');
  return value;
}
