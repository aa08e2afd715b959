import { useId } from 'react';
import { HeaderLink } from '@masthead/header-react';
import type { NavSection } from '@masthead/header-core';

/** One drawer group: titled groups get a heading that names their list; untitled ones are just the list. */
export function DrawerGroup({ group, onLinkClick }: { group: NavSection; onLinkClick: () => void }) {
  const headingId = useId();
  if (group.links.length === 0) return null;
  return (
    <section className="mh-drawer__group" data-group-id={group.id}>
      {group.title ? (
        <h3 className="mh-drawer__heading" id={headingId}>
          {group.title}
        </h3>
      ) : null}
      <ul className="mh-drawer__list" {...(group.title ? { 'aria-labelledby': headingId } : {})}>
        {group.links.map((link) => (
          <li key={link.id}>
            <HeaderLink link={link} className="mh-drawer__link" onClick={onLinkClick} />
          </li>
        ))}
      </ul>
    </section>
  );
}
