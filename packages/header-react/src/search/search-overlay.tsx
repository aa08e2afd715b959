import { useEffect, useId, useRef } from 'react';
import { closedDrawer, connectDrawer, connectDrawerView } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFallbackDismiss } from '../hooks/use-fallback-dismiss.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { usePart } from '../runtime/use-part.ts';
import { SearchBoxView } from './search-box.tsx';
import { showModal } from '../parts/show-modal.ts';
import { useHistoryLayer } from './use-history-layer.ts';
import { useSearchBox } from './use-search-box.ts';

export interface SearchOverlayProps {
  /** True on the search results page (see `SearchBoxOptions.isSearchPage`). Default false. */
  isSearchPage?: boolean;
  /** The results page's search (see `SearchBoxOptions.searchQuery`). */
  searchQuery?: string | undefined;
  /** The `hq_classes` flag (see `SearchBoxOptions.highQualityFlag`). Default `model.search.onlyHighQuality`. */
  highQualityFlag?: boolean;
}

/**
 * The mobile search: a 44px search icon that opens a full-screen native `<dialog>` (showModal) with
 * the search box focused, its suggestions below and a Cancel button that closes it without
 * clearing anything. The browser's Back closes it too (it owns a history entry while open), and "/" on
 * the page opens it.
 * It is a layer ('overlay'): opening it closes the drawer or a menu. Without JavaScript the closed
 * dialog is shown by CSS while the icon has focus, so the GET form inside still works; if the machines
 * cannot load, Cancel and Escape still hide it (focus back on the icon) until the icon is pressed or
 * focused again.
 */
export function SearchOverlay({ isSearchPage = false, searchQuery, highQualityFlag }: SearchOverlayProps) {
  const { messages, navigate: hostNavigate } = useHeader();
  const id = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}searchoverlay`;
  const overlay = usePart('drawer', { id }, { layer: 'overlay' });
  const send = overlay.send;
  const api = overlay.snapshot ? connectDrawer(overlay.snapshot, send) : connectDrawerView(closedDrawer({ id }), send);
  const enhanced = overlay.enhanced;
  useFocusIntent(overlay.actor, 'focus.toggle', () => api.toggleProps.id);
  const history = useHistoryLayer(api.isOpen, id, () => send({ type: 'close' }));
  const box = useSearchBox({
    isSearchPage,
    searchQuery,
    ...(highQualityFlag === undefined ? {} : { highQualityFlag }),
    navigate: (href) => {
      // Leaving from the overlay: Back from the next page returns to this page with the overlay closed.
      send({ type: 'close' });
      history.leave(href, hostNavigate);
    },
  });

  const dialogRef = useRef<HTMLDialogElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const fallback = useFallbackDismiss(rootRef, api.toggleProps.id, overlay.failed);
  const inputRef = box.inputRef;
  const isOpen = api.isOpen;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      showModal(dialog);
      inputRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
    }
  }, [isOpen, inputRef]);

  const cancel = (
    <button type="button" className="mh-search-overlay__cancel" onClick={fallback.dismissing(api.closeButtonProps.onClick)}>
      {box.messages.searchCancel}
    </button>
  );
  return (
    <div className="mh-search-overlay-root" ref={rootRef} {...fallback.rootAttrs(enhanced)}>
      <button
        type="button"
        className="mh-icon-button mh-search-toggle"
        {...api.toggleProps}
        onClick={fallback.restoring(api.toggleProps.onClick)}
        aria-haspopup="dialog"
        // HeaderRoot's "/" presses this icon as a tap would (waiting for the machines if need be).
        aria-keyshortcuts="/"
        aria-label={messages.search}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialogRef}
        id={api.contentProps.id}
        className="mh-search-overlay"
        aria-label={messages.search}
        data-state={api.contentProps['data-state']}
        onClose={api.contentProps.onClose}
      >
        <SearchBoxView box={box} layout="overlay" trailing={cancel} />
      </dialog>
    </div>
  );
}
