import { ActionsRegion, AuthControls, NotificationsBell, ProfileMenu, ReferralCta, TeamFlowLinks, TopBar, UpgradeButton } from '@masthead/header-react';

/** The right-hand side: member shortcuts and controls, or visitor controls, or the referral CTA. */
export function DesktopActions() {
  return (
    <ActionsRegion>
      <TopBar />
      <TeamFlowLinks />
      <ReferralCta variant="desktop" />
      <UpgradeButton />
      <NotificationsBell />
      <ProfileMenu />
      <AuthControls />
    </ActionsRegion>
  );
}
