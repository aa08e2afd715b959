import { ActionsRegion, AuthControls, NotificationsBell, ProfileMenu, ReferralCta, UpgradeButton, useHeader } from '@masthead/header-react';

/**
 * The right side on mobile: the referral CTA on referral landing pages; otherwise the member controls
 * (upgrade, avatar menu) or Sign In / Sign Up. Dedicated flows get only the authentication controls
 * because the model has no upgrade there.
 */
export function MobileActions() {
  const { model } = useHeader();
  return (
    <ActionsRegion className="mh-mobile-actions">
      {model.referralCta ? (
        <ReferralCta variant="mobile" />
      ) : (
        <>
          <UpgradeButton />
          <NotificationsBell />
          <ProfileMenu />
          <AuthControls />
        </>
      )}
    </ActionsRegion>
  );
}
