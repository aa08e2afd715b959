import { createRenderer, Logo, SearchBox, TeacherNotice, useHeader } from '@masthead/header-react';
import { DesktopActions } from './desktop-actions.tsx';
import { DesktopNav } from './desktop-nav.tsx';

/**
 * The desktop header (spec §1): logo, Browse/Plans/Shop, Community, search, top bar, upgrade, profile
 * menu or Sign In / Sign Up, referral CTA, team-flow links, teacher notice. Sticky unless the model says not.
 */
export const DesktopHeader = createRenderer('desktop', function DesktopBar(search) {
  const { model } = useHeader();
  return (
    <>
      <Logo />
      <DesktopNav />
      {model.search.visible ? <SearchBox className="mh-desktop-search" {...search} /> : null}
      <DesktopActions />
      <TeacherNotice />
    </>
  );
});
