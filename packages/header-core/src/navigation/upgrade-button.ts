// The upgrade button (spec §4): when it shows and what it says.
import { englishText, type Messages } from '../messages.ts';
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
      ? [m.upgradeRejoin, shortOf(m, 'upgradeRejoin', ctx.config.productName)]
      : state === 'activeCanceled'
        ? [m.upgradeResume, shortOf(m, 'upgradeResume', ctx.config.productName)]
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
function shortOf(m: Messages, key: 'upgradeRejoin' | 'upgradeResume', product: string): string | undefined {
  const short = m[`${key}Short`];
  const overridden = m[key] !== englishText(key, product);
  return overridden && short === englishText(`${key}Short`) ? undefined : short;
}
