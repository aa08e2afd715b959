import { HEADER_VIA, tracked } from '../url/paths.ts';
import { createContext, type Context } from './context.ts';
import { compact, externalLink, link, linkHostsOf, mailtoLink } from './link.ts';
import { textDirection } from './locale.ts';
import { drawerGroups } from './drawer-groups.ts';
import { browseMenu, communityLink, plansMenu, shopMenu } from './menus.ts';
import type { HeaderModel, NavigationInput, NavLink } from './navigation.types.ts';
import { PAGE_RULES } from './page-rules.ts';
import { profileMenu } from './profile-menu.ts';
import { upgradeLink } from './upgrade-button.ts';

/** Logo target by account access (spec §2). */
function logoHref(ctx: Context): string {
  switch (ctx.scenario.userAccountAccess) {
    case 'loggedOut':
      return '/';
    case 'free':
      return '/browse';
    case 'paid':
      return '/home';
  }
}

/** Teach, My Team and My Classes (spec §2 top bar, §6 conditions). `mobile` uses the drawer's targets. */
function topBarLinks(ctx: Context, mobile: boolean): NavLink[] {
  if (!ctx.loggedIn) return [];
  const s = ctx.scenario;
  const m = ctx.m;
  const myTeam =
    s.userSubscriptionType === 'teamOwner' && ctx.flags.has('ent_team_mgmt')
      ? link('my-team', m.myTeam, tracked(mobile ? '/teamAdmin' : '/teamAdmin/management'), { menu: m.myTeam })
      : null;
  return compact([
    mobile && link('home', m.home, tracked('/home'), { menu: m.home }),
    s.userContentInteraction === 'teacher' && link('teach', m.teach, tracked('/teach'), { menu: m.teach }),
    myTeam,
    link('my-classes', m.myClasses, tracked('/lists/saved-classes'), { menu: m.myClasses }),
  ]);
}

/**
 * The navigation model: a pure function from scenario, flags, locale and configuration to everything the
 * header shows and where each item points. Both renderers draw exactly this.
 */
export function buildNavigation(input: NavigationInput): HeaderModel {
  const ctx = createContext(input);
  const rules = PAGE_RULES[ctx.scenario.pageType];
  const m = ctx.m;
  const loggedIn = ctx.loggedIn;

  const plansVisible = rules.plans && (loggedIn || ctx.flags.has('lo_nav_update') || ctx.flags.has('plans_link'));
  const menus = rules.nav ? compact([browseMenu(ctx, 'desktop'), plansVisible && plansMenu(ctx), shopMenu(ctx)]) : [];

  // decisions.md lists only header-upgrade and header-profile as stated values: the CTA carries via=header.
  const referralHref = tracked('/signup');
  const teamFlow = rules.teamFlow
    ? compact([
        externalLink('help-site', m.help, ctx.config.helpSiteUrl, { newTab: true, menu: m.help }),
        mailtoLink('contact-sales', m.contactSales, ctx.config.salesEmail, m.contactSales),
      ])
    : [];
  // The mobile right side keeps only authentication controls on dedicated flows (spec §1), so on team
  // flows the drawer carries Help and Contact Sales instead of the navigation.
  const drawer = rules.drawer
    ? drawerGroups(ctx, rules.memberControls ? topBarLinks(ctx, true) : [], plansVisible)
    : teamFlow.length > 0
      ? [{ id: 'team-flow', title: null, links: teamFlow, sections: [] }]
      : [];
  return {
    scenario: ctx.scenario,
    lang: ctx.locale,
    dir: textDirection(ctx.locale),
    sticky: !input.isClassDetailsPage,
    logo: { href: logoHref(ctx), label: m.homeLogo },
    search: {
      visible: rules.search,
      via: ctx.config.searchVia || HEADER_VIA,
      onlyHighQuality: loggedIn && ctx.flags.has('hq_classes'),
    },
    menus,
    community: rules.nav && ctx.communityLast ? communityLink(ctx, 'desktop', m.community) : null,
    topBar: rules.memberControls ? topBarLinks(ctx, false) : [],
    upgrade: rules.upgrade ? upgradeLink(ctx) : null,
    notifications: loggedIn && rules.memberControls,
    profile: rules.profile ? profileMenu(ctx) : null,
    signIn: !loggedIn && rules.signIn ? link('sign-in', m.signIn, tracked('/signin'), { menu: m.signIn }) : null,
    signUp: !loggedIn && rules.signUp ? link('sign-up', m.signUp, tracked('/signup'), { menu: m.signUp }) : null,
    referralCta: rules.referralCta
      ? {
          href: referralHref,
          mobileLabel: m.referralCtaMobile,
          desktopLabel: m.referralCtaDesktop,
          track: [{ name: 'click-nav-bar', properties: { menu_item: 'Referral', nav_level: 'main', url_destination: referralHref } }],
        }
      : null,
    teamFlow,
    teacherNotice: rules.teacherNotice && loggedIn && ctx.scenario.userContentInteraction === 'teacher',
    drawer,
    messages: m,
    linkHosts: linkHostsOf(ctx.config),
  };
}
