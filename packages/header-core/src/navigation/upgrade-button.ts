// The upgrade button (spec §4): when it shows and what it says.
import { format } from '../messages.ts';
import { withParams } from '../url/paths.ts';
import { link } from './link.ts';
import type { Context } from './context.ts';

/** Upgrade button (spec §4): shown unless the membership renews; its text follows the state. */
export function upgradeLink(ctx: Context) {
  const state = ctx.scenario.userSubscriptionState;
  if (!ctx.loggedIn || state === 'activeRenewing' || state === 'none') return null;
  const m = ctx.m;
  const [label, shortLabel] =
    state === 'expired'
      ? [format(m.upgradeRejoin, { product: ctx.config.productName }), m.upgradeRejoinShort]
      : state === 'activeCanceled'
        ? [m.upgradeResume, m.upgradeResumeShort]
        : [m.upgradeStart, undefined];
  // On phones the short label shows ('Rejoin', 'Resume'): the full one wraps at 375 px.
  return link('upgrade', label, withParams('/membership/checkout', { via: 'header-upgrade' }), {
    menu: 'Upgrade',
    ...(shortLabel !== undefined ? { shortLabel } : {}),
  });
}
