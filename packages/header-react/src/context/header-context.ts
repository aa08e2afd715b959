import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { HeaderModel, LayerCoordinatorActor, Messages, SafeStorage, TrackIntent } from '@masthead/header-core';
import type { HeaderViewer, HostLinkProps } from '../header-props.ts';

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
   * Keeps one layer (menu, drawer, modal) open at a time; null until the header's machines have
   * loaded (nothing can be open before).
   */
  readonly layers: LayerCoordinatorActor | null;
  /** Loads the header's machines (menus, drawers, modals, layers, notice); idempotent. */
  readonly loadMachines: () => void;
  /** Remembered dismissals; never throws. */
  readonly storage: SafeStorage;
  readonly signInSlot: ReactNode;
  /** A per-header CSS anchor name (`--mh-…`) that the teacher notice attaches to. */
  readonly noticeAnchor: string;
  /** The header's presses in order (see `PressLog`). */
  readonly presses: PressLog;
}

/**
 * The last press on any part of this header. A press that waits for its machine replays only if no other
 * part was pressed after it: the person's last press wins, however the chunks arrive.
 */
export interface PressLog {
  /** Counts every press; a waiting press keeps the count it was made at. */
  seq: number;
  /** The part pressed last (its id). */
  last: string | null;
}

/** Records a press on the part `id`; returns its place in the log. */
export function recordPress(log: PressLog, id: string): number {
  log.seq += 1;
  log.last = id;
  return log.seq;
}

/** Whether the press made at `seq` by `id` is still the last press of another part's choosing. */
export function isLatestPress(log: PressLog, id: string, seq: number): boolean {
  return log.seq === seq || log.last === id;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

/** The header's context; throws outside `<HeaderProvider>` so a misplaced part fails loudly. */
export function useHeader(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('Header parts must be rendered inside <HeaderProvider> (DesktopHeader and MobileHeader provide it).');
  return value;
}
