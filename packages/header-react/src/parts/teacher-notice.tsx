import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { HIDDEN_NOTICE, bindLayerObserver, connectNotice, connectNoticeView, readNoticeDismissed, type NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { loadInteraction, usePart } from '../runtime/use-part.ts';
import { CloseButton } from './close-button.tsx';
import { HeaderLink } from './header-link.tsx';

/**
 * "Your Student Activity is now in the Teacher Hub." A small non-modal note placed with CSS anchor
 * positioning next to the element carrying the header's notice anchor (the Teach top-bar item on
 * desktop, the drawer toggle on mobile). No `popover` attribute: it needs no light dismiss, and staying
 * in the header's own stacking context keeps it under any open menu or dialog. The server and
 * hydration render nothing. After hydration, when the model says the notice is due and storage says it
 * was not dismissed, the header's machines load at once; the notice machine starts ineligible and
 * eligibility arrives in an effect, after the dismissal was read, so a dismissed notice never flashes.
 * Dismissing it (or following its action) with focus inside hands focus to the anchor, the control the
 * notice points at, instead of letting it fall to `<body>` with the removed button.
 */
export function TeacherNotice() {
  const { model, messages, storage, layers, navigate, noticeAnchor } = useHeader();
  const { actor, snapshot, send } = usePart('notice', { eligible: false, storage });
  const id = `${noticeAnchor.slice(2)}-notice`;
  const api = snapshot ? connectNotice(snapshot, send, id) : connectNoticeView(HIDDEN_NOTICE, send, id);
  const due = model.teacherNotice;
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (due && !readNoticeDismissed(storage)) loadInteraction();
  }, [due, storage]);
  useEffect(() => actor?.send({ type: 'eligibility.set', eligible: due }), [actor, due]);
  useEffect(() => (layers && actor ? bindLayerObserver(layers, actor) : undefined), [layers, actor]);
  useEffect(() => {
    if (!actor) return undefined;
    const subscription = actor.on('navigate', (event) => navigate?.(event.href));
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  // The arrow points at the anchor's middle, wherever anchor positioning (or its fallback) put the note.
  const arrow = useNoticeArrow(rootRef, api.isVisible);
  if (!api.isVisible) return null;

  // The anchor's first control, in this header (a page may hold several): the Teach link on desktop,
  // the drawer toggle (before the drawer's own controls) on mobile.
  const keepFocus = () => {
    const root = rootRef.current;
    if (root?.contains(document.activeElement)) {
      (root.closest('header') ?? document).querySelector<HTMLElement>('[data-notice-anchor] :is(a[href], button)')?.focus();
    }
  };

  const action: NavLink = { id: 'teacher-notice-action', label: messages[api.messageKeys.action], href: api.actionProps.href, external: false, newTab: false, track: [] };
  return (
    <div
      className="mh-notice"
      ref={rootRef}
      {...api.rootProps}
      style={{ '--mh-anchor': noticeAnchor, ...(arrow === null ? {} : { '--mh-notice-arrow': `${arrow}px` }) } as CSSProperties}
    >
      <p className="mh-notice__text" {...api.textProps}>
        {messages[api.messageKeys.text]}
      </p>
      <div className="mh-notice__actions">
        <HeaderLink
          link={action}
          className="mh-button mh-button--primary mh-notice__action"
          onClick={(event) => {
            if (navigate) event.preventDefault();
            keepFocus();
            api.actionProps.onClick();
          }}
        />
        <CloseButton
          label={messages[api.messageKeys.dismiss]}
          onClick={() => {
            keepFocus();
            api.dismissProps.onClick();
          }}
        />
      </div>
    </div>
  );
}

/** Where the note's arrow goes: the horizontal middle of its anchor's control, from the note's left edge. */
function useNoticeArrow(rootRef: RefObject<HTMLDivElement | null>, visible: boolean): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!visible) return undefined;
    const place = () => {
      const root = rootRef.current;
      const anchor = root?.closest('header')?.querySelector('[data-notice-anchor] :is(a[href], button)');
      if (!root || !anchor) return;
      const a = anchor.getBoundingClientRect();
      const note = root.getBoundingClientRect();
      // Kept off the rounded corners.
      setOffset(Math.round(Math.min(Math.max(a.left + a.width / 2 - note.left, 16), note.width - 16)));
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [rootRef, visible]);
  return offset;
}
