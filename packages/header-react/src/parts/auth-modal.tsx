import { useId, type ReactNode } from 'react';
import { closedDrawer, connectDrawer, connectDrawerView, type NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { usePart } from '../runtime/use-part.ts';
import { CloseButton } from './close-button.tsx';
import { HeaderLink } from './header-link.tsx';
import { ModalDialog } from './modal-dialog.tsx';

export interface AuthModalProps {
  /** The Sign In or Sign Up link of the model (its href is the no-JavaScript target). */
  link: NavLink;
  /** The modal's body (the host's form). Without it the trigger stays a plain link. */
  slot: ReactNode;
  /** The modal's heading. */
  title: string;
  /** Class of the trigger. */
  className?: string;
}

/**
 * Sign In / Sign Up. With a slot and JavaScript, a button opens a native modal `<dialog>` with the
 * host's form; focus returns to the button on close. Otherwise it is a link to the sign-in/up page.
 * A press before the header's machines have arrived opens the modal once they do; should they fail to
 * load, it follows the link instead, and the control becomes that link.
 */
export function AuthModal({ link, slot, title, className }: AuthModalProps) {
  const { messages, track, navigate } = useHeader();
  const id = `${useId()}${link.id}`;
  const titleId = `${id}-title`;
  // The drawer machine is the generic "toggle layer": open, close, give way, return focus.
  // Pressed before the machines came, and they could not load: the link's page is the way in after all.
  const { actor, snapshot, send, enhanced } = usePart(
    'drawer',
    { id },
    {
      layer: 'modal',
      onPressFailed: () => {
        if (navigate) navigate(link.href);
        else window.location.assign(link.href);
      },
    },
  );
  const api = snapshot ? connectDrawer(snapshot, send) : connectDrawerView(closedDrawer({ id }), send);
  useFocusIntent(actor, 'focus.toggle', () => api.toggleProps.id);
  const classes = className ? `mh-link ${className}` : 'mh-link';
  if (slot === undefined || slot === null || !enhanced) return <HeaderLink link={link} {...(className ? { className } : {})} />;
  return (
    <>
      <button
        type="button"
        className={classes}
        id={api.toggleProps.id}
        aria-haspopup="dialog"
        onClick={() => {
          track(link.track);
          api.toggleProps.onClick();
        }}
      >
        <span className="mh-link__label">{link.label}</span>
      </button>
      <ModalDialog open={api.isOpen} onClose={api.contentProps.onClose} id={api.contentProps.id} className="mh-auth" labelledBy={titleId}>
        <div className="mh-dialog__header">
          <h2 className="mh-dialog__title" id={titleId}>
            {title}
          </h2>
          <CloseButton label={messages.close} onClick={api.closeButtonProps.onClick} />
        </div>
        {api.isOpen ? <div className="mh-dialog__body">{slot}</div> : null}
      </ModalDialog>
    </>
  );
}
