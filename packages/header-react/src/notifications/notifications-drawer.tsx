import type { NotificationsApi } from '@masthead/header-core';
import { CloseButton } from '../parts/close-button.tsx';
import { ModalDialog } from '../parts/modal-dialog.tsx';
import { NotificationsSkeleton } from './notifications-skeleton.tsx';
import type { NotificationsBodyState } from './use-notifications-body.ts';

export interface NotificationsDrawerProps {
  /** The connected notifications API. */
  api: NotificationsApi;
  /** The lazily loaded body (lists and cards) and whether loading it failed. */
  body: Pick<NotificationsBodyState, 'Body' | 'failed'>;
  /** The page's origin for the URL policy of the cards; undefined on the server. */
  origin: string | undefined;
}

/**
 * The right-hand drawer: a native modal `<dialog>` (inert page, Escape, backdrop click, focus moved
 * in and given back). The shell is tiny and always present, so the bell's `aria-controls` resolves;
 * the lists arrive as a separate chunk, with placeholders until then.
 */
export function NotificationsDrawer({ api, body, origin }: NotificationsDrawerProps) {
  const { Body, failed } = body;
  const content = Body ? (
    <Body api={api} origin={origin} />
  ) : failed ? (
    <p className="mh-notifications__message">{api.messages.error}</p>
  ) : (
    <NotificationsSkeleton label={api.messages.loading} />
  );
  return (
    <ModalDialog open={api.isOpen} onClose={api.drawerProps.onClose} id={api.drawerProps.id} className="mh-notifications" labelledBy={api.titleProps.id}>
      <div className="mh-dialog__header">
        <h2 className="mh-dialog__title" {...api.titleProps}>
          {api.title}
        </h2>
        <CloseButton label={api.messages.close} onClick={api.closeButtonProps.onClick} />
      </div>
      <p className="mh-notifications__status" {...api.statusProps}>
        {api.announcement}
      </p>
      {api.isOpen || Body ? content : null}
    </ModalDialog>
  );
}
