import { useEffect, type CSSProperties } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { bindLayerObserver, connectNotice, noticeMachine, type NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { CloseButton } from './close-button.tsx';
import { HeaderLink } from './header-link.tsx';

/**
 * "Your Student Activity is now in the Teacher Hub." A small non-modal note placed with CSS anchor
 * positioning next to the element carrying the header's notice anchor (the Teach top-bar item on
 * desktop, the drawer toggle on mobile). No `popover` attribute: it needs no light dismiss, and staying
 * in the header's own stacking context keeps it under any open menu or dialog. The machine
 * starts ineligible so the server and hydration render nothing; eligibility arrives in an effect, after
 * the dismissal was read from storage, so a dismissed notice never flashes.
 */
export function TeacherNotice() {
  const { model, messages, storage, layers, navigate, noticeAnchor } = useHeader();
  const actor = useActorRef(noticeMachine, { input: { eligible: false, storage } });
  const api = connectNotice(useSelector(actor, (snapshot) => snapshot), actor.send, `${noticeAnchor.slice(2)}-notice`);
  useEffect(() => actor.send({ type: 'eligibility.set', eligible: model.teacherNotice }), [actor, model.teacherNotice]);
  useEffect(() => bindLayerObserver(layers, actor), [layers, actor]);
  useEffect(() => {
    const subscription = actor.on('navigate', (event) => navigate?.(event.href));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  if (!api.isVisible) return null;

  const action: NavLink = { id: 'teacher-notice-action', label: messages[api.messageKeys.action], href: api.actionProps.href, external: false, newTab: false, track: [] };
  return (
    <div className="mh-notice" {...api.rootProps} style={{ '--mh-anchor': noticeAnchor } as CSSProperties}>
      <p className="mh-notice__text" {...api.textProps}>
        {messages[api.messageKeys.text]}
      </p>
      <div className="mh-notice__actions">
        <HeaderLink
          link={action}
          className="mh-button mh-button--primary mh-notice__action"
          onClick={(event) => {
            if (navigate) event.preventDefault();
            api.actionProps.onClick();
          }}
        />
        <CloseButton label={messages[api.messageKeys.dismiss]} onClick={api.dismissProps.onClick} />
      </div>
    </div>
  );
}
