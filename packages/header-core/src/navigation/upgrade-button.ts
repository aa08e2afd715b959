// The upgrade button (spec §4): when it shows and what it says.
import { defaultMessages, format, type Messages } from '../messages.ts';
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
      ? [format(m.upgradeRejoin, { product: ctx.config.productName }), shortOf(m, 'upgradeRejoin')]
      : state === 'activeCanceled'
        ? [m.upgradeResume, shortOf(m, 'upgradeResume')]
        : [m.upgradeStart, undefined];
  // On phones the short label shows ('Rejoin', 'Resume'): the full one wraps at 375 px.
  return link('upgrade', label, withParams('/membership/checkout', { via: 'header-upgrade' }), {
    menu: 'Upgrade',
    ...(shortLabel !== undefined ? { shortLabel } : {}),
  });
}

/**
 * The short form of an upgrade label, when it goes with the long one: a host that translated the long
 * label but not the short one shows its long label (not an English word beside a translated name).
 */
function shortOf(m: Messages, key: 'upgradeRejoin' | 'upgradeResume'): string | undefined {
  const short = m[`${key}Short`];
  const overridden = m[key] !== defaultMessages[key];
  return overridden && short === defaultMessages[`${key}Short`] ? undefined : short;
}
