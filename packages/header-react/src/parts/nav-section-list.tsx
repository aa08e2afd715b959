import { useId } from 'react';
import type { NavSection } from '@masthead/header-core';
import { HeaderLink } from './header-link.tsx';

export interface NavSectionListProps {
  section: NavSection;
  /** Index of the section's first link among all links of the menu (for `linkProps`). */
  firstIndex?: number;
  /** Extra props per link (menu item ids, click handlers). */
  onLinkClick?: (index: number) => void;
  /** Class of each link. Default 'mh-panel__link'. */
  linkClassName?: string;
}

/** A titled (or untitled) group of links: a label then a list labelled by it. */
export function NavSectionList({ section, firstIndex = 0, onLinkClick, linkClassName = 'mh-panel__link' }: NavSectionListProps) {
  const titleId = useId();
  if (section.links.length === 0) return null;
  return (
    <div className="mh-section" data-section-id={section.id}>
      {/* The title names the list (aria-labelledby): hidden from readers, so it is said once, with the list. */}
      {section.title ? (
        <p className="mh-section__title" id={titleId} aria-hidden="true">
          {section.title}
        </p>
      ) : null}
      <ul className="mh-section__list" {...(section.title ? { 'aria-labelledby': titleId } : {})}>
        {section.links.map((link, offset) => (
          <li key={link.id}>
            <HeaderLink
              link={link}
              className={linkClassName}
              {...(onLinkClick ? { onClick: () => onLinkClick(firstIndex + offset) } : {})}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
