import { Fragment, useEffect, useId, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { closedMenu, connectMenu, connectMenuView, getMenuIds } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useDismissOutside } from '../hooks/use-dismiss-outside.ts';
import { useFallbackDismiss } from '../hooks/use-fallback-dismiss.ts';
import { useFocusIntent } from '../hooks/use-focus-intent.ts';
import { usePart } from '../runtime/use-part.ts';
import { Avatar } from './avatar.tsx';
import { ProfileMenuGroup } from './profile-menu-group.tsx';

/**
 * The profile menu: an APG menu button (`role="menu"`, roving focus, Escape back to the button).
 * Until the header's machines have loaded (its first use) it is a plain list of links shown on focus or
 * hover, as it works without JavaScript; a press that came before is replayed to the machine. If they
 * cannot load it stays that list, and Escape hides it (focus back on the button) until the person returns.
 */
export function ProfileMenu() {
  const { model, messages } = useHeader();
  const profile = model.profile;
  const id = `${useId()}profile`;
  // The items' labels in menu order: typeahead moves to the next one starting with a typed character.
  const labels = useMemo(() => (profile ? profile.sections.flatMap((s) => s.links.map((link) => link.label)) : []), [profile]);
  const itemCount = labels.length;
  const { actor, snapshot, send, failed, enhanced } = usePart('menu', { id, kind: 'menu', itemCount }, { layer: 'menu' });
  const api = snapshot ? connectMenu(snapshot, send) : connectMenuView(closedMenu({ id, kind: 'menu' }), send);
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = getMenuIds(id);
  useFocusIntent(actor, 'focus.trigger', () => ids.trigger);
  useFocusIntent(actor, 'focus.item', (event) => ids.item(event.index));
  useDismissOutside(rootRef, api.isOpen, () => send({ type: 'outside.click' }));
  const fallback = useFallbackDismiss(rootRef, ids.trigger, failed, true);
  useEffect(() => actor?.send({ type: 'items.set', count: itemCount, labels }), [actor, itemCount, labels]);
  if (!profile) return null;

  const { onClick, onKeyDown, ...triggerAttrs } = api.triggerProps;
  const { onKeyDown: onMenuKeyDown, hidden, role, ...menuAttrs } = api.contentProps;
  // A key with Ctrl, Alt or Meta is the browser's or the system's (Ctrl+F is not typeahead for F).
  const keys = (handle: (key: string) => boolean) => (event: KeyboardEvent) => {
    if (!event.ctrlKey && !event.altKey && !event.metaKey && handle(event.key)) event.preventDefault();
  };
  // Roving focus follows pointer and Tab focus too; items report their index through a data attribute.
  const onFocus = (event: FocusEvent) => {
    const index = Number((event.target as HTMLElement).dataset['menuIndex']);
    if (Number.isInteger(index)) api.itemProps(index).onFocus?.();
  };
  let index = 0;
  return (
    <div
      className="mh-profile"
      ref={rootRef}
      data-state={api.isOpen ? 'open' : 'closed'}
      {...fallback.rootAttrs(enhanced)}
    >
      <button type="button" className="mh-profile__trigger" {...triggerAttrs} onClick={fallback.restoring(onClick)} onKeyDown={keys(onKeyDown)}>
        <Avatar src={profile.avatarUrl} initials={profile.initials} />
        {/* Whose account: the name shown in the panel is hidden from readers, so the button says it (issue 24). */}
        <span className="mh-visually-hidden">{messages.accountMenu({ name: `\u2068${profile.name}\u2069` })}</span>
      </button>
      <div className="mh-panel mh-profile__panel" {...fallback.panelAttrs(enhanced, hidden)}>
        <p className="mh-profile__name" aria-hidden={enhanced ? true : undefined}>
          {/* People's words, isolated: an Arabic name reads right in English UI, and an English one in Arabic UI. */}
          <bdi>{profile.name}</bdi>
          {profile.headline ? (
            <span className="mh-profile__headline" dir="auto">
              {profile.headline}
            </span>
          ) : null}
        </p>
        <ul className="mh-profile__menu" {...menuAttrs} {...(enhanced ? { role } : {})} onKeyDown={keys(onMenuKeyDown)} onFocus={onFocus}>
          {profile.sections.map((section, sectionIndex) => {
            const first = index;
            index += section.links.length;
            return (
              <Fragment key={section.id}>
                {sectionIndex > 0 ? <li className="mh-profile__separator" role="separator" /> : null}
                <ProfileMenuGroup section={section} firstIndex={first} api={api} enhanced={enhanced} />
              </Fragment>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
