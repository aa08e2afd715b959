// The mobile drawer's groups, made of the same menus as the desktop bar.
import { compact } from './link.ts';
import { blogLink, browseMenu, communityLink, plansMenu, shopLinks } from './menus.ts';
import type { Context } from './context.ts';
import type { DrawerGroup, NavLink } from './navigation.types.ts';

/**
 * The mobile drawer: account shortcuts, then Browse (its menu's lists, each under its own heading), Plans,
 * Shop, then an untitled Community/Blog group (Community there for members too, decisions.md; the
 * desktop Browse menu keeps it under Explore for them).
 */
export function drawerGroups(ctx: Context, shortcuts: readonly NavLink[], plansVisible: boolean): DrawerGroup[] {
  const m = ctx.m;
  const plain = (id: string, title: string | null, links: readonly NavLink[]): DrawerGroup => ({ id, title, links, sections: [] });
  const groups: DrawerGroup[] = [];
  if (shortcuts.length > 0) groups.push(plain('account', null, shortcuts));
  // Not flattened: followed categories are also top-level categories, and one run-together list would
  // show them twice with nothing to say why.
  groups.push({ id: 'browse', title: m.browse, links: [], sections: browseMenu(ctx, 'mobile').sections });
  if (plansVisible) groups.push(plain('plans', m.plans, plansMenu(ctx).sections.flatMap((s) => s.links)));
  groups.push(plain('shop', m.shop, shopLinks(ctx, 'Shop')));
  const last = compact([(ctx.communityLast || ctx.communityInBrowse) && communityLink(ctx, 'mobile', 'Community'), ctx.blogVisible && blogLink(ctx, 'Blog')]);
  if (last.length > 0) groups.push(plain('more', null, last));
  return groups;
}
