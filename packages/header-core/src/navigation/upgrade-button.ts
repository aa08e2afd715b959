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
  const label =
    state === 'expired'
      ? format(m.upgradeRejoin, { product: ctx.config.productName })
      : state === 'activeCanceled'
        ? m.upgradeResume
        : m.upgradeStart;
  return link('upgrade', label, withParams('/membership/checkout', { via: 'header-upgrade' }), { menu: 'Upgrade' });
}
