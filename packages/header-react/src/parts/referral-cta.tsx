import type { NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';

/** The referral landing page's call to action: 'Get 1 Free Month' (mobile) or '… of {product}' (desktop). */
export function ReferralCta({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { model } = useHeader();
  const cta = model.referralCta;
  if (!cta) return null;
  const link: NavLink = {
    id: 'referral-cta',
    label: variant === 'desktop' ? cta.desktopLabel : cta.mobileLabel,
    href: cta.href,
    external: false,
    newTab: false,
    track: cta.track,
  };
  return <HeaderLink link={link} className="mh-button mh-button--primary" />;
}
