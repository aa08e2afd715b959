import { useId, useRef, type CSSProperties } from 'react';
import { closedDrawer, connectDrawer, connectDrawerView, type NavLink } from '@masthead/header-core';
import { CloseButton, ModalDialog, useFallbackDismiss, useFocusIntent, useHeader, useHeaderMachine, useHistoryLayer, useHydrated } from '@masthead/header-react';
import { DrawerGroup } from './drawer-group.tsx';
import { DrawerToggle } from './drawer-toggle.tsx';

/**
 * The mobile drawer: the toggle and a native modal `<dialog>` with the model's drawer groups (search
 * is the bar's search icon and its overlay, not part of the drawer). Without JavaScript (and until the
 * header's machines have loaded on its first use) the closed dialog is shown by CSS while the toggle
 * has focus, so its links stay reachable by Tab; a press on the toggle before then is replayed. If they
 * cannot load, its close button and Escape still hide it (focus back on the toggle) until the toggle is
 * pressed or focused again. Back closes the open drawer.
 */
export function MobileDrawer() {
  const { model, messages, noticeAnchor } = useHeader();
  const id = `${useId()}drawer`;
  const { actor, snapshot, send, failed } = useHeaderMachine('drawerMachine', { id }, 'drawer');
  const api = snapshot ? connectDrawer(snapshot, send) : connectDrawerView(closedDrawer({ id }), send);
  // Hydrated, the part is interactive at once (a press before the machines arrive is replayed to
  // them); only if they cannot load does it fall back to its no-JavaScript form.
  const enhanced = useHydrated() && !failed;
  useFocusIntent(actor, 'focus.toggle', () => api.toggleProps.id);
  const rootRef = useRef<HTMLDivElement>(null);
  const fallback = useFallbackDismiss(rootRef, api.toggleProps.id, failed);
  const titleId = `${id}-title`;
  // While open, the drawer owns a history entry: Back closes it instead of leaving the page (as the
  // search overlay does, and as a native app's drawer does on Android).
  const history = useHistoryLayer(api.isOpen, id, () => api.closeButtonProps.onClick());
  const onLinkClick = (link: NavLink, event: object) => {
    // A link that leaves in this tab: the drawer's entry stays behind the new page instead of being gone
    // back over, which would race the navigation. One that opens elsewhere (a new tab, a modified click)
    // leaves the person here: the drawer closes as usual, giving its entry back.
    const click = event as Partial<MouseEvent>;
    const staysHere = link.newTab || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey || (click.button ?? 0) !== 0;
    if (!staysHere) history.release();
    api.closeButtonProps.onClick();
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
