import type { ReactNode } from 'react';
import type { NotificationsShellApi } from '@masthead/header-core';
import { CloseButton } from '../parts/close-button.tsx';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';

export interface NotificationsDrawerProps {
  /** The drawer's frame: open state, title, close button, status line. */
  api: NotificationsShellApi;
  /** The lists (the lazily loaded body), or null while they are not here yet. */
  children: ReactNode;
  /** Loading the lists' chunk failed: an open drawer says so instead of showing placeholders. */
  failed: boolean;
}

/**
 * The right-hand drawer: a native modal `<dialog>` (inert page, Escape, backdrop click, focus moved
 * in and given back). The frame is tiny and always present, so the bell's `aria-controls` resolves;
 * the lists arrive as a separate chunk, with placeholders until then.
 */
export function NotificationsDrawer({ api, children, failed }: NotificationsDrawerProps) {
  const content = children ?? (failed ? <p className="mh-notifications__message">{api.messages.error}</p> : <NotificationsSkeleton label={api.messages.loading} />);
  return (
    <ModalDialog open={api.isOpen} onClose={api.drawerProps.onClose} id={api.drawerProps.id} className="mh-side-panel mh-notifications" labelledBy={api.titleProps.id}>
      <div className="mh-dialog__header">
        <h2 className="mh-dialog__title" {...api.titleProps}>
          {api.title}
        </h2>
        <CloseButton label={api.messages.close} onClick={api.closeButtonProps.onClick} />
      </div>
      <p className="mh-notifications__status" {...api.statusProps}>
        {api.announcement}
      </p>
      {api.isOpen || children ? content : null}
    </ModalDialog>
  );
}
