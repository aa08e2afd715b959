import { format } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { AuthModal } from './auth-modal.tsx';

/** Sign In and Sign Up as the model has them for this page (each may be absent). */
export function AuthControls() {
  const { model, messages, productName: product, signInSlot, signUpSlot } = useHeader();
  return (
    <>
      {model.signIn ? (
        <AuthModal link={model.signIn} slot={signInSlot} title={format(messages.signInTitle, { product })} className="mh-button mh-button--ghost" />
      ) : null}
      {model.signUp ? (
        <AuthModal link={model.signUp} slot={signUpSlot} title={format(messages.signUpTitle, { product })} className="mh-button mh-button--primary" />
      ) : null}
    </>
  );
}
