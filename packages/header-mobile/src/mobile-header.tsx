import { HeaderProvider, HeaderRoot, Logo, SkipLink, TeacherNotice, useHeader, type HeaderProps } from '@masthead/header-react';
import { MobileActions } from './mobile-actions.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';

function MobileLayout() {
  const { model } = useHeader();
  return (
    <HeaderRoot variant="mobile">
      <SkipLink />
      {model.drawer.length > 0 ? <MobileDrawer /> : null}
      <Logo />
      <MobileActions />
      {model.drawer.length > 0 ? <TeacherNotice /> : null}
    </HeaderRoot>
  );
}

/**
 * The mobile header: drawer toggle, logo, and on the right the member or visitor controls (or the referral
 * CTA). The search overlay arrives with the search issue; until then search lives in the drawer.
 */
export function MobileHeader(props: HeaderProps) {
  return (
    <HeaderProvider {...props}>
      <MobileLayout />
    </HeaderProvider>
  );
}
