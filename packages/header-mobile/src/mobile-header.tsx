import { createRenderer, Logo, MobileDrawer, SearchOverlay, TeacherNotice, useHeader } from '@masthead/header-react';
import { MobileActions } from './mobile-actions.tsx';

/**
 * The mobile header: drawer toggle, logo, the search icon (it opens the full-screen search overlay),
 * and on the right the member or visitor controls (or the referral CTA).
 */
export const MobileHeader = createRenderer('mobile', function MobileBar(search) {
  const { model } = useHeader();
  return (
    <>
      {model.drawer.length > 0 ? <MobileDrawer /> : null}
      <Logo />
      {model.search.visible ? <SearchOverlay {...search} /> : null}
      <MobileActions />
      {model.drawer.length > 0 ? <TeacherNotice /> : null}
    </>
  );
});
