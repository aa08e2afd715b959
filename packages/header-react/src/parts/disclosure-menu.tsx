import { useId, useRef, type KeyboardEvent } from 'react';
import { closedMenu, connectMenu, connectMenuView, type NavMenu } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useDismissOutside } from '../hooks/use-dismiss-outside.ts';
import { useFallbackDismiss } from '../hooks/use-fallback-dismiss.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { usePart } from '../runtime/use-part.ts';
import { Chevron } from './chevron.tsx';
import { NavSectionList } from './nav-section-list.tsx';

/**
 * Browse, Plans or Shop as APG disclosure navigation: a button with `aria-expanded` and a panel of links.
 * Server HTML (and the page without JavaScript) keeps the panel out of `hidden`; CSS shows it while the
 * menu has focus or hover, so every link is reachable by Tab. Once the header's machines have loaded
 * (its first use) the menu machine owns it; a press that came before is replayed to it. If they cannot
 * load, the CSS panel comes back, and Escape hides it (focus back on the button) until the person
 * returns to the menu or presses the button.
 */
export function DisclosureMenu({ menu }: { menu: NavMenu }) {
  const id = `${useId()}${menu.id}`;
  // The menu that holds the page's own link (Browse on a category page) is where the person is.
  const { isCurrent } = useHeader();
  const current = menu.sections.some((section) => section.links.some(isCurrent));
  const { actor, snapshot, send, failed, enhanced } = usePart('menu', { id, kind: 'disclosure' }, { layer: 'menu' });
  const api = snapshot ? connectMenu(snapshot, send) : connectMenuView(closedMenu({ id, kind: 'disclosure' }), send);
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusIntent(actor, 'focus.trigger', () => api.triggerProps.id);
  useDismissOutside(rootRef, api.isOpen, () => send({ type: 'outside.click' }));
  const fallback = useFallbackDismiss(rootRef, api.triggerProps.id, failed, true);

  const { onClick, onKeyDown, ...triggerAttrs } = api.triggerProps;
  // A plain panel is a generic element, which must not be named (ARIA 1.2): drop aria-labelledby.
  const { onKeyDown: onContentKeyDown, hidden, 'aria-labelledby': _labelledBy, ...contentAttrs } = api.contentProps;
  const keyHandler = (handle: (key: string) => boolean) => (event: KeyboardEvent) => {
    if (handle(event.key)) event.preventDefault();
  };
  let index = 0;
  return (
    <div className="mh-disclosure" ref={rootRef} data-state={api.isOpen ? 'open' : 'closed'} {...fallback.rootAttrs(enhanced)}>
      <button type="button" className="mh-disclosure__trigger" {...triggerAttrs} {...(current ? { 'aria-current': 'page' as const } : {})} onClick={fallback.restoring(onClick)} onKeyDown={keyHandler(onKeyDown)}>
        <span>{menu.label}</span>
        <Chevron />
      </button>
      <div className="mh-panel mh-disclosure__panel" {...contentAttrs} {...fallback.panelAttrs(enhanced, hidden)} onKeyDown={keyHandler(onContentKeyDown)}>
        {menu.sections.map((section) => {
          const first = index;
          index += section.links.length;
          return <NavSectionList key={section.id} section={section} firstIndex={first} onLinkClick={(i) => api.itemProps(i).onClick()} />;
        })}
      </div>
    </div>
  );
}
