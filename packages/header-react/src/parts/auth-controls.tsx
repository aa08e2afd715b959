import { useHeader } from '../context/header-context.ts';
import { AuthModal } from './auth-modal.tsx';
import { HeaderLink } from './header-link.tsx';

/**
 * Sign In and Sign Up as the model has them for this page (each may be absent). Sign In opens the
 * sign-in modal when the host gives its form; Sign Up is the link to the sign-up page.
 */
export function AuthControls() {
  const { model, messages, signInSlot } = useHeader();
  return (
    <>
      {model.signIn ? (
        <AuthModal link={model.signIn} slot={signInSlot} title={messages.signInTitle} className="mh-button mh-button--ghost" />
      ) : null}
      {model.signUp ? <HeaderLink link={model.signUp} className="mh-button mh-button--primary" /> : null}
    </>
  );
}
