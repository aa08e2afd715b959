import { DisclosureMenu, HeaderLink, useHeader } from '@masthead/header-react';

/** Browse, Plans and Shop disclosures and the Community link; nothing on pages without navigation. */
export function DesktopNav() {
  const { model, messages } = useHeader();
  if (model.menus.length === 0 && !model.community) return null;
  return (
    <nav className="mh-desktop-nav" aria-label={messages.mainNavigation}>
      <ul className="mh-desktop-nav__list">
        {model.menus.map((menu) => (
          <li key={menu.id}>
            <DisclosureMenu menu={menu} />
          </li>
        ))}
        {model.community ? (
          <li>
            <HeaderLink link={model.community} className="mh-desktop-nav__link" />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
