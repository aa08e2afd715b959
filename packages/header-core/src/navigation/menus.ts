import { encodePathSegments, tracked } from '../url/paths.ts';
import { isEnglish } from './locale.ts';
import { compact, externalLink, link } from './link.ts';
import type { NavCategory, NavLink, NavMenu, NavSection } from './navigation.types.ts';
import type { Context } from './context.ts';

function categoryLinks(ctx: Context, categories: readonly NavCategory[], prefix: string, menu: string): NavLink[] {
  const out: NavLink[] = [];
  for (const category of categories) {
    let slug: string;
    try {
      // A sub-category's slug holds its parent's (`fine-art/painting`): /browse/fine-art/painting.
      slug = encodePathSegments(category.slug);
    } catch {
      continue; // a category whose slug cannot form a path is left out rather than pointing somewhere wrong
    }
    const href = tracked(`/browse/${slug}`);
    out.push(
      link(`${prefix}:${category.slug}`, category.displayName, href, {
        menu,
        submenu: category.displayName,
        extraTrack: [{ name: 'browse-category', properties: { category: category.slug, url_destination: href } }],
      }),
    );
  }
  return out;
}

/** Community link: internal on desktop, the community site (new tab) in the mobile drawer. */
export function communityLink(ctx: Context, where: 'desktop' | 'mobile', menu: string): NavLink | null {
  const label = ctx.m.community;
  if (where === 'mobile') return externalLink('community', label, ctx.config.communityUrl, { newTab: true, menu });
  return link('community', label, tracked('/community'), { menu });
}

export function blogLink(ctx: Context, menu: string): NavLink {
  return link('blog', ctx.m.blog, tracked('/blog'), { newTab: true, menu });
}

export function browseMenu(ctx: Context, where: 'desktop' | 'mobile'): NavMenu {
  const menu = 'Browse';
  const m = ctx.m;
  const sections: NavSection[] = [];
  // Followed categories only when at least one can be linked: no heading over an empty list.
  const followed = ctx.loggedIn ? categoryLinks(ctx, ctx.followed, 'followed', menu) : [];
  if (followed.length > 0) sections.push({ id: 'followed', title: m.yourCategories, links: followed });
  sections.push({ id: 'categories', title: m.categories, links: categoryLinks(ctx, ctx.categories, 'category', menu) });
  sections.push({
    id: 'explore',
    title: m.explore,
    links: compact([
      link('all-classes', m.allClasses, tracked('/browse'), { menu, submenu: m.allClasses }),
      link('all-paths', m.allLearningPaths, tracked('/paths'), { menu, submenu: m.allLearningPaths }),
      link('all-projects', m.allStudentProjects, tracked('/projects'), { menu, submenu: m.allStudentProjects }),
      // On mobile, Community sits in the drawer's untitled group with Blog instead (decisions.md).
      where === 'desktop' && ctx.communityInBrowse && communityLink(ctx, where, menu),
    ]),
  });
  return { id: 'browse', label: m.browse, sections };
}

export function plansMenu(ctx: Context): NavMenu {
  const menu = 'Plans';
  const m = ctx.m;
  return {
    id: 'plans',
    label: m.plans,
    sections: [
      {
        id: 'plans',
        title: null,
        links: [
          link('plans-individual', m.plansIndividual, tracked('/pricing'), { menu, submenu: m.plansIndividual }),
          link('plans-teams', m.plansTeams, tracked('/for-teams/home'), { menu, submenu: m.plansTeams }),
        ],
      },
    ],
  };
}

export function shopLinks(ctx: Context, menu: string): NavLink[] {
  const m = ctx.m;
  const liveHref = ctx.flags.has('perm_live_sessions_nav') ? ctx.config.liveSessionsUrl : null;
  return compact([
    link('digital-products', m.digitalProducts, tracked('/shop/digital-products'), { menu, submenu: m.digitalProducts }),
    isEnglish(ctx.locale) &&
      link('one-on-one', m.oneOnOneSessions, tracked('/one-on-one-sessions'), { menu, submenu: m.oneOnOneSessions, pill: m.beta }),
    externalLink('live-sessions', m.liveSessions, liveHref, {
      pill: m.beta,
      menu,
      submenu: m.liveSessions,
      extraTrack: liveHref ? [{ name: 'live-session', properties: { url_destination: liveHref } }] : [],
    }),
  ]);
}

export function shopMenu(ctx: Context): NavMenu {
  const menu = 'Shop';
  const sections: NavSection[] = [{ id: 'shop', title: null, links: shopLinks(ctx, menu) }];
  if (ctx.blogVisible) sections.push({ id: 'explore', title: ctx.m.explore, links: [blogLink(ctx, menu)] });
  return { id: 'shop', label: ctx.m.shop, sections };
}
