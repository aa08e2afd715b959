import { HeaderProvider, HeaderRoot, Logo, SearchForm, SkipLink, TeacherNotice, useHeader, type HeaderProps } from '@masthead/header-react';
import { DesktopActions } from './desktop-actions.tsx';
import { DesktopNav } from './desktop-nav.tsx';

function DesktopLayout() {
  const { model } = useHeader();
  return (
    <HeaderRoot variant="desktop">
      <SkipLink />
      <Logo />
      <DesktopNav />
      {model.search.visible ? <SearchForm className="mh-desktop-search" /> : null}
      <DesktopActions />
      <TeacherNotice />
    </HeaderRoot>
  );
}

/**
 * The desktop header (spec §1): logo, Browse/Plans/Shop, Community, search, top bar, upgrade, profile
 * menu or Sign In / Sign Up, referral CTA, team-flow links, teacher notice. Sticky unless the model says not.
 */
export function DesktopHeader(props: HeaderProps) {
  return (
    <HeaderProvider {...props}>
      <DesktopLayout />
    </HeaderProvider>
  );
}
