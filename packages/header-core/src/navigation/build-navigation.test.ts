import { describe, expect, it } from 'vitest';
import { PAGE_TYPES } from '../scenario/scenario.types.ts';
import { resolveMessages, type Messages } from '../messages.ts';
import { deriveScenario } from '../scenario/derive-scenario.ts';
import { PERSONA_IDS, PERSONA_VIEWERS, type PersonaId } from '../testing/personas.ts';
import { buildNavigation } from './build-navigation.ts';
import { FLAG_KEYS } from './flags.ts';
import { allLinks, find, ids, menuIds, nav, profileIds } from './navigation.test-helpers.ts';

const LOGGED_IN = PERSONA_IDS.filter((p) => p !== 'guest');

describe('logo (spec §2)', () => {
  it.each([
    ['guest', '/'],
    ['free', '/browse'],
    ['expired', '/browse'],
    ['member', '/home'],
    ['canceled', '/home'],
    ['teacher', '/home'],
    ['team-member', '/home'],
  ] as const)('%s → %s', (persona, href) => {
    expect(nav(persona).logo.href).toBe(href);
    expect(nav(persona).logo.label).toBe('Masthead home');
  });
});

describe('upgrade button (spec §4)', () => {
  it.each([
    ['guest', null],
    ['free', 'Start Now'],
    ['expired', 'Rejoin Masthead'],
    ['canceled', 'Resume Membership'],
    ['member', null],
    ['teacher', null],
    ['team-owner', null],
  ] as const)('%s → %s', (persona, label) => {
    const upgrade = nav(persona).upgrade;
    expect(upgrade?.label ?? null).toBe(label);
    if (upgrade) expect(upgrade.href).toBe('/membership/checkout?via=header-upgrade');
  });

  it.each(PAGE_TYPES.filter((p) => p !== 'core'))('is hidden on %s pages', (pageType) => {
    expect(nav('free', { pageType }).upgrade).toBeNull();
  });
  it('has a short label for phones, unless the host translated the long one but not the short', () => {
    expect(nav('canceled').upgrade?.shortLabel).toBe('Resume');
    expect(nav('expired').upgrade?.shortLabel).toBe('Rejoin');
    expect(nav('free').upgrade?.shortLabel).toBeUndefined();
    const withMessages = (messages: Partial<Messages>) =>
      buildNavigation({
        scenario: deriveScenario(PERSONA_VIEWERS.canceled, 'core'),
        viewer: PERSONA_VIEWERS.canceled,
        flags: new Set(),
        locale: 'es',
        messages: resolveMessages(messages),
        categories: [],
      }).upgrade;
    // Translated long label, no short one: the phone shows the long label, not English 'Resume'.
    expect(withMessages({ upgradeResume: 'Reanudar membresía' })?.shortLabel).toBeUndefined();
    expect(withMessages({ upgradeResume: 'Reanudar membresía', upgradeResumeShort: 'Reanudar' })?.shortLabel).toBe('Reanudar');
  });
});

describe('top bar (spec §2, §6)', () => {
  it.each([
    ['guest', [], []],
    ['free', [], ['my-classes']],
    ['teacher', [], ['teach', 'my-classes']],
    ['applicant', [], ['teach', 'my-classes']],
    ['team-owner', [], ['my-classes']],
    ['team-owner', ['ent_team_mgmt'], ['my-team', 'my-classes']],
    ['team-admin', ['ent_team_mgmt'], ['my-team', 'my-classes']],
    ['team-member', ['ent_team_mgmt'], ['my-classes']],
  ] as const)('%s with %j → %j', (persona, flags, expected) => {
    expect(ids(nav(persona, { flags: [...flags] }).topBar)).toEqual(expected);
  });

  it('links: Teach, My Team (management page on desktop, /teamAdmin in the drawer), My Classes', () => {
    const model = nav('team-owner', { flags: ['ent_team_mgmt'] });
    expect(model.topBar.map((l) => l.href)).toEqual(['/teamAdmin/management?via=header', '/lists/saved-classes?via=header']);
    expect(model.drawer[0]?.links.find((l) => l.id === 'my-team')?.href).toBe('/teamAdmin?via=header');
    expect(find(nav('teacher'), 'teach')?.href).toBe('/teach?via=header');
  });
});

describe('profile menu (spec §2, §6)', () => {
  it('is absent for visitors, present for every member', () => {
    expect(nav('guest').profile).toBeNull();
    for (const persona of LOGGED_IN) expect(nav(persona).profile).not.toBeNull();
  });

  it.each([
    ['free', ['profile', 'saved-classes', 'settings', 'language', 'referrals', 'perks', 'help', 'logout']],
    ['teacher', ['profile', 'saved-classes', 'settings', 'language', 'referrals', 'perks', 'teacher-hub', 'partner', 'help', 'logout']],
    ['team-owner', ['profile', 'saved-classes', 'settings', 'language', 'team-admin', 'referrals', 'perks', 'help', 'logout']],
    ['team-admin', ['profile', 'saved-classes', 'settings', 'language', 'team-admin', 'referrals', 'perks', 'help', 'logout']],
    ['team-member', ['profile', 'saved-classes', 'settings', 'language', 'team-plans', 'referrals', 'perks', 'help', 'logout']],
  ] as const)('%s entries', (persona, expected) => {
    expect(profileIds(nav(persona))).toEqual(expected);
  });

  it.each([
    ['free', '/settings?via=header', 'Account Settings'],
    ['member', '/settings?via=header', 'Account Settings'],
    ['teacher', '/settings/membership-and-payments?via=header', 'Membership & Payments'],
    ['applicant', '/settings/membership-and-payments?via=header', 'Membership & Payments'],
  ] as const)('%s settings → %s', (persona, href, label) => {
    const settings = find(nav(persona), 'settings');
    expect(settings?.href).toBe(href);
    expect(settings?.label).toBe(label);
  });

  it('has the fixed targets of spec §2', () => {
    const model = nav('team-member');
    expect(find(model, 'saved-classes')?.href).toBe('/lists/saved-classes?via=header-profile');
    expect(find(model, 'team-plans')?.href).toBe('/teams?via=header');
    expect(find(model, 'referrals')?.href).toBe('/settings/referrals?via=header');
    expect(find(model, 'perks')?.href).toBe('/perks?via=header');
    expect(find(model, 'help')).toMatchObject({ href: '/help?via=header', newTab: true });
    expect(find(model, 'logout')?.href).toBe('/logout');
    expect(find(nav('team-admin'), 'team-admin')?.href).toBe('/settings/team?via=header');
  });

  it('Log Out is sent as a POST (issue 26): a GET that signs out lets any page sign a visitor out with an <img>', () => {
    for (const persona of LOGGED_IN) {
      const model = nav(persona);
      expect(find(model, 'logout'), persona).toMatchObject({ href: '/logout', method: 'post' });
      // Every other link is followed as a link.
      for (const l of allLinks(model)) if (l.id !== 'logout') expect(l.method, `${persona} ${l.id}`).toBeUndefined();
    }
  });

  it('profile link: vanity form or name form', () => {
    expect(find(nav('member'), 'profile')?.href).toBe('/user/ana');
    expect(find(nav('free'), 'profile')?.href).toBe('/profile/Ana-Silva/anasilva');
  });

  it.each([
    [[], 'partner', 'https://partners.masthead.example/'],
    [['ch'], 'creator-hub', 'https://creators.masthead.example/'],
  ] as const)('teach section with flags %j links %s', (flags, id, href) => {
    const model = nav('teacher', { flags: [...flags] });
    expect(find(model, 'teacher-hub')?.href).toBe('/teach?via=header');
    expect(find(model, id)).toMatchObject({ href, external: true, newTab: true });
  });

  it.each([
    [null, 'en-US', 'English'],
    ['es', 'en-US', 'Español'],
    ['pt-BR', 'en-US', 'Português'],
    ['<img src=x onerror=alert(1)>', 'fr-FR', 'Français'],
    ['klingon', 'xx', 'English'],
  ] as const)('language label: cookie %j, locale %s → %s', (languageCookie, locale, label) => {
    expect(find(nav('free', { languageCookie, locale }), 'language')?.detail).toBe(label);
  });

  it('referral widget flag adds the offer to Refer a Friend', () => {
    expect(find(nav('free'), 'referrals')?.detail).toBeUndefined();
    expect(find(nav('free', { flags: ['referral_widget'] }), 'referrals')?.detail).toBe('Give 1 month, get 1 month');
  });
});

describe('menus (spec §2, §6)', () => {
  it.each([
    ['guest', [], ['browse', 'shop']],
    ['guest', ['lo_nav_update'], ['browse', 'plans', 'shop']],
    ['guest', ['plans_link'], ['browse', 'plans', 'shop']],
    ['guest', ['li_nav_update'], ['browse', 'shop']],
    ['free', [], ['browse', 'plans', 'shop']],
    ['member', [], ['browse', 'plans', 'shop']],
  ] as const)('%s with %j → %j', (persona, flags, expected) => {
    expect(menuIds(nav(persona, { flags: [...flags] }))).toEqual(expected);
  });

  it('Browse lists categories, followed ones for members, and the three "All" links', () => {
    const guest = nav('guest').menus[0]!;
    expect(guest.sections.map((s) => s.id)).toEqual(['categories', 'explore']);
    expect(guest.sections[0]!.links.map((l) => l.href)).toEqual(['/browse/illustration?via=header', '/browse/animation?via=header']);
    expect(guest.sections[1]!.links.map((l) => l.href)).toEqual(['/browse?via=header', '/paths?via=header', '/projects?via=header']);
    expect(nav('member').menus[0]!.sections.map((s) => s.id)).toEqual(['followed', 'categories', 'explore']);
  });

  it.each([
    ['fine-art/painting', '/browse/fine-art/painting?via=header'],
    ['3d & motion', '/browse/3d%20%26%20motion?via=header'],
    ['fine-art/../admin', null],
    ['fine-art//x', null],
    ['/fine-art', null],
  ])("a followed category's slug %j → %j (a sub-category's slash stays a path separator)", (slug, expected) => {
    const browse = nav('member', { followedCategories: [{ slug, displayName: 'X' }] }).menus[0]!;
    const followed = browse.sections.find((s) => s.id === 'followed');
    // A slug that cannot form a path leaves the category out, and an empty list has no heading.
    expect(followed?.links.map((l) => l.href)).toEqual(expected === null ? undefined : [expected]);
  });

  it('Plans: Individual and Teams', () => {
    const plans = nav('free').menus.find((m) => m.id === 'plans')!;
    expect(plans.sections[0]!.links.map((l) => l.href)).toEqual(['/pricing?via=header', '/for-teams/home?via=header']);
  });

  it.each([
    ['en-US', [], ['digital-products', 'one-on-one']],
    ['en-GB', ['perm_live_sessions_nav'], ['digital-products', 'one-on-one', 'live-sessions']],
    ['es-ES', ['perm_live_sessions_nav'], ['digital-products', 'live-sessions']],
    ['fr', [], ['digital-products']],
  ] as const)('Shop in %s with %j → %j', (locale, flags, expected) => {
    const shop = nav('free', { locale, flags: [...flags] }).menus.find((m) => m.id === 'shop')!;
    expect(ids(shop.sections[0]!.links)).toEqual(expected);
    for (const l of shop.sections[0]!.links.filter((x) => x.id !== 'digital-products')) expect(l.pill).toBe('BETA');
  });

  it('live sessions need a configured address', () => {
    const model = nav('free', { flags: ['perm_live_sessions_nav'] });
    expect(find(model, 'live-sessions')).toMatchObject({ href: 'https://live.masthead.example/sessions', external: true });
    expect(find(model, 'live-sessions')?.track.map((t) => t.name)).toEqual(['click-nav-bar', 'live-session']);
  });

  it.each([
    ['guest', [], false],
    ['guest', ['lo_nav_update'], true],
    ['guest', ['li_nav_update'], false],
    ['free', ['li_nav_update'], true],
    ['free', ['lo_nav_update'], false],
  ] as const)('Blog for %s with %j: %s', (persona, flags, shown) => {
    const model = nav(persona, { flags: [...flags] });
    const blog = find(model, 'blog');
    expect(Boolean(blog)).toBe(shown);
    if (blog) expect(blog).toMatchObject({ href: '/blog?via=header', newTab: true });
  });

  it.each([
    ['free', ['li_nav_update', 'li_nav_community_link'], 'browse'],
    ['free', ['li_nav_update'], null],
    ['free', ['li_nav_community_link'], null],
    ['free', ['lo_nav_update', 'lo_nav_community_link'], null],
    ['guest', ['lo_nav_update', 'lo_nav_community_link'], 'last'],
    ['guest', ['lo_nav_community_link'], null],
    ['guest', ['li_nav_update', 'li_nav_community_link'], null],
  ] as const)('Community for %s with %j: %s', (persona, flags, where) => {
    const model = nav(persona, { flags: [...flags] });
    const inBrowse = model.menus[0]!.sections.flatMap((s) => s.links).some((l) => l.id === 'community');
    const last = model.drawer.find((g) => g.id === 'more')?.links.some((l) => l.id === 'community') ?? false;
    const inDrawerBrowse = model.drawer.find((g) => g.id === 'browse')?.sections.flatMap((s) => s.links).some((l) => l.id === 'community') ?? false;
    expect(inBrowse).toBe(where === 'browse');
    // The mobile drawer keeps Community in its untitled group with Blog for everyone (decisions.md).
    expect(last).toBe(where !== null);
    expect(inDrawerBrowse).toBe(false);
    expect(model.community !== null).toBe(where === 'last');
    if (where === 'last') expect(model.community?.href).toBe('/community?via=header');
  });

  it('the mobile drawer: Browse, Plans, Shop, then an untitled Community/Blog group', () => {
    const model = nav('guest', { flags: ['lo_nav_update', 'lo_nav_community_link'] });
    expect(model.drawer.map((g) => g.title)).toEqual(['Browse', 'Plans', 'Shop', null]);
    const community = find({ ...model, community: null }, 'community');
    expect(community).toMatchObject({ href: 'https://community.masthead.example/', external: true, newTab: true });
    expect(nav('member').drawer[0]).toMatchObject({ id: 'account', title: null });
    expect(ids(nav('member').drawer[0]!.links)).toEqual(['home', 'my-classes']);
    expect(nav('member').drawer[0]!.links[0]!.href).toBe('/home?via=header');
  });

  it("the drawer's Browse keeps each list once, under its own heading (followed categories are not run into the rest)", () => {
    // A followed category that is also a top-level one: the seed's members follow top-level categories.
    const member = nav('member', { followedCategories: [{ slug: 'illustration', displayName: 'Illustration' }] });
    const browse = member.drawer.find((g) => g.id === 'browse')!;
    expect(browse.title).toBe('Browse');
    expect(browse.links).toEqual([]);
    expect(browse.sections.map((s) => [s.title, ids(s.links)])).toEqual([
      ['Your Categories', ['followed:illustration']],
      ['Categories', ['category:illustration', 'category:animation']],
      ['Explore', ['all-classes', 'all-paths', 'all-projects']],
    ]);
    // The same lists, with the same headings, as the desktop Browse menu.
    expect(browse.sections.map((s) => s.title)).toEqual(member.menus[0]!.sections.map((s) => s.title));
    expect(nav('guest').drawer.find((g) => g.id === 'browse')!.sections.map((s) => s.title)).toEqual(['Categories', 'Explore']);
    for (const group of member.drawer) if (group.id !== 'browse') expect(group.sections).toEqual([]);
  });
});

describe('page types (spec §1, decisions.md)', () => {
  it.each(PERSONA_IDS)('core page shows search and menus for %s', (persona) => {
    const model = nav(persona);
    expect(model.search.visible).toBe(true);
    expect(model.menus.length).toBeGreaterThan(0);
    expect(model.referralCta).toBeNull();
    expect(model.teamFlow).toEqual([]);
  });

  it('sign in and sign up per page type for visitors', () => {
    const row = (pageType: (typeof PAGE_TYPES)[number]) => {
      const m = nav('guest', { pageType });
      return [m.signIn !== null, m.signUp !== null];
    };
    expect(row('core')).toEqual([true, true]);
    expect(row('marketplace')).toEqual([true, true]);
    expect(row('signup')).toEqual([true, false]);
    expect(row('referralLanding')).toEqual([false, false]);
    expect(row('dedicatedFlowIndividual')).toEqual([true, true]);
    expect(row('dedicatedFlowTeams')).toEqual([true, true]);
    expect(nav('guest').signUp?.href).toBe('/signup?via=header');
  });

  it.each(['dedicatedFlowIndividual', 'dedicatedFlowTeams'] as const)('%s hides nav links and member controls', (pageType) => {
    for (const persona of PERSONA_IDS) {
      const m = nav(persona, { pageType, flags: [...FLAG_KEYS] });
      expect(m.menus).toEqual([]);
      expect(m.community).toBeNull();
      expect(m.topBar).toEqual([]);
      expect(m.upgrade).toBeNull();
      expect(m.notifications).toBe(false);
      expect(m.search.visible).toBe(false);
      expect(m.drawer.flatMap((g) => g.links.map((l) => l.id))).toEqual(
        pageType === 'dedicatedFlowTeams' ? ['help-site', 'contact-sales'] : [],
      );
    }
  });

  it('team flow pages add Help and Contact Sales', () => {
    const m = nav('guest', { pageType: 'dedicatedFlowTeams' });
    expect(m.teamFlow.map((l) => [l.label, l.href])).toEqual([
      ['Help', 'https://help.masthead.example/'],
      ['Contact Sales', 'mailto:sales@masthead.example'],
    ]);
    expect(nav('guest', { pageType: 'dedicatedFlowIndividual' }).teamFlow).toEqual([]);
  });

  it('referral landing shows the CTA instead of the normal controls', () => {
    for (const persona of ['guest', 'member'] as PersonaId[]) {
      const m = nav(persona, { pageType: 'referralLanding' });
      expect(m.referralCta).toMatchObject({ mobileLabel: 'Get 1 Free Month', desktopLabel: 'Get 1 Free Month of Masthead' });
      expect([m.signIn, m.signUp, m.profile, m.upgrade]).toEqual([null, null, null, null]);
    }
  });

  it('marketplace drops Plans and the upgrade button', () => {
    expect(menuIds(nav('free', { pageType: 'marketplace' }))).toEqual(['browse', 'shop']);
    expect(nav('free', { pageType: 'marketplace' }).upgrade).toBeNull();
  });
});

describe('invariants over persona × page type × flags', () => {
  const flagSets: string[][] = [[], [...FLAG_KEYS], ...FLAG_KEYS.map((f) => [f])];
  const cases = PERSONA_IDS.flatMap((persona) =>
    PAGE_TYPES.flatMap((pageType) => flagSets.map((flags) => [persona, pageType, flags] as const)),
  );

  it(`holds for all ${cases.length} scenarios`, () => {
    for (const [persona, pageType, flags] of cases) {
      const model = nav(persona, { pageType, flags: flags as never });
      const loggedIn = persona !== 'guest';
      const where = `${persona}/${pageType}/${flags.join(',')}`;
      // Logged-in users see a bell and user menu (where the page keeps member controls).
      expect(model.notifications, where).toBe(loggedIn && ['core', 'marketplace'].includes(pageType));
      expect(model.profile !== null, where).toBe(loggedIn && !['signup', 'referralLanding'].includes(pageType));
      expect(model.signIn === null || !loggedIn, where).toBe(true);
      for (const l of allLinks(model)) {
        const own = l.href.startsWith('/');
        const exempt = ['logout', 'profile'].includes(l.id);
        // decisions.md: every own link carries via; external ones carry none.
        if (own && !exempt) expect(new URL(l.href, 'https://x.test').searchParams.get('via'), `${where} ${l.id}`).toMatch(/^header/);
        if (!own) expect(l.href, `${where} ${l.id}`).not.toMatch(/via=/);
        expect(l.external, `${where} ${l.id}`).toBe(!own);
        if (l.track.length) expect(l.track[0]!.properties['url_destination']).toBe(l.href);
      }
      if (pageType !== 'core') expect(model.teacherNotice, where).toBe(false);
    }
  });

  it('the teacher notice shows for teachers and approved applicants on core pages', () => {
    expect(PERSONA_IDS.filter((p) => nav(p).teacherNotice)).toEqual(['teacher', 'applicant']);
  });

  it('right-to-left locales mirror', () => {
    expect(nav('guest', { locale: 'ar' }).dir).toBe('rtl');
    expect(nav('guest', { locale: 'he-IL' }).dir).toBe('rtl');
    expect(nav('guest', { locale: 'en' }).dir).toBe('ltr');
  });
});
