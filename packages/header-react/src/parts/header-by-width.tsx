import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

/** decisions.md: the mobile renderer below 1024 px, the desktop one from there. */
const DESKTOP_QUERY = '(min-width: 1024px)';

const isWide = () => window.matchMedia(DESKTOP_QUERY).matches;
/** The server (and the hydrating render) cannot know the width. */
const unknownWidth = () => null;

/**
 * The controls a person may be at when the width crosses 1024 px, and their counterparts in the other
 * renderer: where focus was (the control or the layer it opened) → what takes it there, the first that
 * exists (the phone's search is an icon that opens its box; the desktop's Browse is the phone's ☰).
 */
const COUNTERPARTS: readonly { readonly from: string; readonly to: readonly string[] }[] = [
  { from: '.mh-search-overlay-root, .mh-search__input, .mh-search__listbox', to: ['.mh-search-toggle', '.mh-search__input'] },
  { from: '.mh-bell__button, .mh-notifications', to: ['.mh-bell__button'] },
  { from: '.mh-profile', to: ['.mh-profile__trigger'] },
  { from: '.mh-drawer-root, .mh-disclosure', to: ['.mh-drawer-toggle', '.mh-disclosure__trigger'] },
];

/** What the person was doing in a renderer: which control had focus, what the search box held. */
interface Doing {
  readonly focus: readonly string[] | null;
  readonly query: string;
}

/**
 * `lastFocused` is the last element focus went to in the header: the renderer's own CSS hides it as the
 * width crosses 1024 px, which takes focus away (to the page's body) before the media query's change
 * event comes. Focus that left on purpose (a click on the page) leaves that element visible.
 */
function whatWasDoing(renderer: HTMLElement | null, lastFocused: Element | null): Doing | null {
  if (!renderer) return null;
  const { activeElement, body } = renderer.ownerDocument;
  const hidden = lastFocused !== null && activeElement === body && renderer.contains(lastFocused) && lastFocused.getClientRects().length === 0;
  const active = hidden ? lastFocused : activeElement;
  const at = active && renderer.contains(active) ? COUNTERPARTS.find(({ from }) => active.closest(from)) : undefined;
  const input = Array.from(renderer.querySelectorAll<HTMLInputElement>('.mh-search__input')).find((box) => box.value !== '');
  // What was typed: without the inline completion, the selected end the box suggested after it.
  const { value = '', selectionStart: start = null, selectionEnd: end = null } = input ?? {};
  const query = start !== null && start > 0 && start < value.length && end === value.length ? value.slice(0, start) : value;
  return at || query ? { focus: at?.to ?? null, query } : null;
}

/**
 * Hands it to the renderer that took over: its search box gets the text (typed into the input the way a
 * person would, so the box's own handlers and its machine take it up) and focus goes to
 * the counterpart control. Open layers are not reopened: the old renderer's closed with it.
 */
function handOver(doing: Doing, renderer: HTMLElement | null): void {
  if (!renderer) return;
  const input = renderer.querySelector<HTMLInputElement>('.mh-search__input');
  if (doing.query && input && input.value !== doing.query) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, doing.query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const target = doing.focus?.map((selector) => renderer.querySelector<HTMLElement>(selector)).find(Boolean);
  target?.focus();
}

export interface HeaderByWidthProps {
  /** The desktop renderer, e.g. `<DesktopHeader {...props} />`. */
  desktop: ReactNode;
  /** The mobile renderer, e.g. `<MobileHeader {...props} />`. */
  mobile: ReactNode;
}

/**
 * Picks the renderer by the window's width, safely with server rendering: the server and the hydrating
 * render output both, and CSS shows the one that fits (no flash, no hydration mismatch); once hydrated,
 * only that one stays mounted, and crossing 1024 px swaps it for the other, which starts closed. What the
 * person was doing survives the swap (issue 25, defect 3): the search box's text, and focus, which moves
 * to the counterpart control (the search box or its opener, the bell, the profile menu's button, the menu
 * button). Hosts that switch with their own CSS instead are covered too: a hidden renderer closes its layers.
 */
export function HeaderByWidth({ desktop, mobile }: HeaderByWidthProps) {
  const desktopRef = useRef<HTMLDivElement>(null);
  const mobileRef = useRef<HTMLDivElement>(null);
  const carried = useRef<Doing | null>(null);
  const lastFocused = useRef<Element | null>(null);
  // Read before React swaps the renderers: the media query's change comes first.
  const subscribe = useCallback((onChange: () => void) => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const listener = () => {
      carried.current = whatWasDoing(desktopRef.current ?? mobileRef.current, lastFocused.current);
      onChange();
    };
    const onFocusIn = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    query.addEventListener('change', listener);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      query.removeEventListener('change', listener);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);
  const wide = useSyncExternalStore(subscribe, isWide, unknownWidth);
  // After the new renderer's own effects (its machines have started and take the text as typed; a
  // layout effect's input event would be undone by React restoring the controlled box mid-commit).
  useEffect(() => {
    const doing = carried.current;
    carried.current = null;
    if (doing) handOver(doing, (wide ? desktopRef : mobileRef).current);
  }, [wide]);
  return (
    <>
      {wide !== false ? (
        <div className="mh-by-width mh-by-width--desktop" ref={desktopRef}>
          {desktop}
        </div>
      ) : null}
      {wide !== true ? (
        <div className="mh-by-width mh-by-width--mobile" ref={mobileRef}>
          {mobile}
        </div>
      ) : null}
    </>
  );
}
