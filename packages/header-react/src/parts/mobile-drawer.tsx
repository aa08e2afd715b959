import { useId, useRef, type CSSProperties } from 'react';
import { closedDrawer, connectDrawer, connectDrawerView, type NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFallbackDismiss } from '../hooks/use-fallback-dismiss.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { usePart } from '../runtime/use-part.ts';
import { useHistoryLayer } from '../search/use-history-layer.ts';
import { CloseButton } from './close-button.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { DrawerGroup } from './drawer-group.tsx';
import { DrawerToggle } from './drawer-toggle.tsx';

/**
 * The mobile drawer (header-mobile lays it out, drawer.css): the toggle and a native modal `<dialog>` with the model's drawer groups (search
 * is the bar's search icon and its overlay, not part of the drawer). Without JavaScript (and until the
 * header's machines have loaded on its first use) the closed dialog is shown by CSS while the toggle
 * has focus, so its links stay reachable by Tab; a press on the toggle before then is replayed. If they
 * cannot load, its close button and Escape still hide it (focus back on the toggle) until the toggle is
 * pressed or focused again. Back closes the open drawer.
 */
export function MobileDrawer() {
  const { model, messages, noticeAnchor, navigate } = useHeader();
  const id = `${useId()}drawer`;
  const { actor, snapshot, send, failed, enhanced } = usePart('drawer', { id }, { layer: 'drawer' });
  const api = snapshot ? connectDrawer(snapshot, send) : connectDrawerView(closedDrawer({ id }), send);
  useFocusIntent(actor, 'focus.toggle', () => api.toggleProps.id);
  const rootRef = useRef<HTMLDivElement>(null);
  const fallback = useFallbackDismiss(rootRef, api.toggleProps.id, failed);
  const titleId = `${id}-title`;
  // While open, the drawer owns a history entry: Back closes it instead of leaving the page (as the
  // search overlay does, and as a native app's drawer does on Android).
  const history = useHistoryLayer(api.isOpen, id, () => api.closeButtonProps.onClick());
  const onLinkClick = (link: NavLink, event: { preventDefault(): void }) => {
    // A link that leaves in this tab is followed by the history layer, so that one Back from the next
    // page returns here (the drawer's entry is replaced, or gone back over before the host's router
    // pushes); the link's own navigation (native, or the router link's) is prevented. One that opens
    // elsewhere (a new tab, a modified click) leaves the person here: the drawer closes as usual,
    // giving its entry back.
    const click = event as Partial<MouseEvent>;
    const staysHere = link.newTab || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || (click.button ?? 0) !== 0;
    api.closeButtonProps.onClick();
    if (staysHere) return;
    // A form's POST (Log Out) is the browser's to send: the drawer's entry stays behind its answer.
    if (link.method) history.release();
    else {
      event.preventDefault();
      history.leave(link.href, navigate);
    }
  };
  return (
    <div
      className="mh-drawer-root"
      ref={rootRef}
      data-notice-anchor=""
      style={{ '--mh-anchor': noticeAnchor } as CSSProperties}
      {...fallback.rootAttrs(enhanced)}
    >
      <DrawerToggle api={api} label={messages[api.toggleLabelKey]} onClick={fallback.restoring(api.toggleProps.onClick)} />
      <ModalDialog open={api.isOpen} onClose={api.contentProps.onClose} id={api.contentProps.id} className="mh-side-panel mh-drawer" labelledBy={titleId}>
        <div className="mh-dialog__header">
          <h2 className="mh-dialog__title" id={titleId}>
            {messages.menu}
          </h2>
          <CloseButton label={messages.closeMenu} onClick={fallback.dismissing(api.closeButtonProps.onClick)} />
        </div>
        <div className="mh-drawer__body">
          <nav aria-label={messages.mainNavigation}>
            {model.drawer.map((group) => (
              <DrawerGroup key={group.id} group={group} onLinkClick={onLinkClick} />
            ))}
          </nav>
        </div>
      </ModalDialog>
    </div>
  );
}
