import { useId, type CSSProperties } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { connectDrawer, drawerMachine } from '@masthead/header-core';
import { CloseButton, ModalDialog, useFocusIntent, useHeader, useHydrated, useLayer } from '@masthead/header-react';
import { DrawerGroup } from './drawer-group.tsx';
import { DrawerToggle } from './drawer-toggle.tsx';

/**
 * The mobile drawer: the toggle and a native modal `<dialog>` with the model's drawer groups (search
 * is the bar's search icon and its overlay, not part of the drawer). Without JavaScript the closed
 * dialog is shown by CSS while the toggle has focus, so its links stay reachable by Tab.
 */
export function MobileDrawer() {
  const { model, messages, noticeAnchor } = useHeader();
  const id = `${useId()}drawer`;
  const actor = useActorRef(drawerMachine, { input: { id } });
  const api = connectDrawer(useSelector(actor, (snapshot) => snapshot), actor.send);
  const enhanced = useHydrated();
  useLayer(actor, 'drawer');
  useFocusIntent(actor, 'focus.toggle', () => api.toggleProps.id);
  const titleId = `${id}-title`;
  return (
    <div className="mh-drawer-root" data-notice-anchor="" style={{ '--mh-anchor': noticeAnchor } as CSSProperties} {...(enhanced ? { 'data-enhanced': '' } : {})}>
      <DrawerToggle api={api} label={messages[api.toggleLabelKey]} />
      <ModalDialog open={api.isOpen} onClose={api.contentProps.onClose} id={api.contentProps.id} className="mh-drawer" labelledBy={titleId}>
        <div className="mh-dialog__header">
          <h2 className="mh-dialog__title" id={titleId}>
            {messages.menu}
          </h2>
          <CloseButton label={messages.closeMenu} onClick={api.closeButtonProps.onClick} />
        </div>
        <div className="mh-drawer__body">
          <nav aria-label={messages.mainNavigation}>
            {model.drawer.map((group) => (
              <DrawerGroup key={group.id} group={group} onLinkClick={api.closeButtonProps.onClick} />
            ))}
          </nav>
        </div>
      </ModalDialog>
    </div>
  );
}
