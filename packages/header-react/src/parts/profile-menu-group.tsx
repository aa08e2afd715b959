import type { MenuApi, NavSection } from '@masthead/header-core';
import { HeaderLink } from './header-link.tsx';

export interface ProfileMenuGroupProps {
  section: NavSection;
  /** Index of the section's first item in the whole menu. */
  firstIndex: number;
  api: MenuApi;
  /** After hydration: menu roles and roving tabindex; before: plain links. */
  enhanced: boolean;
}

/** One group of the profile menu: `role="group"` (named by its title) of `menuitem` links. */
export function ProfileMenuGroup({ section, firstIndex, api, enhanced }: ProfileMenuGroupProps) {
  return (
    <li className="mh-profile__group" {...(enhanced ? { role: 'none' } : {})}>
      {section.title ? (
        <span className="mh-section__title" aria-hidden={enhanced ? true : undefined}>
          {section.title}
        </span>
      ) : null}
      <ul className="mh-section__list" {...(enhanced ? { role: 'group', ...(section.title ? { 'aria-label': section.title } : {}) } : {})}>
        {section.links.map((link, offset) => {
          const index = firstIndex + offset;
          const { onClick, onFocus: _onFocus, 'data-highlighted': highlighted, ...item } = api.itemProps(index);
          return (
            <li key={link.id} {...(enhanced ? { role: 'none' } : {})}>
              <HeaderLink
                link={link}
                className="mh-panel__link"
                data-menu-index={index}
                {...(highlighted ? { 'data-highlighted': true } : {})}
                {...(enhanced ? item : { id: item.id })}
                onClick={onClick}
              />
            </li>
          );
        })}
      </ul>
    </li>
  );
}
