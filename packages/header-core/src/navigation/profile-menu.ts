import { safeUrl } from '../url/url-policy.ts';
import { profilePath, tracked } from '../url/paths.ts';
import { languageLabel } from './locale.ts';
import { initialsOf } from '../url/text.ts';
import { compact, externalLink, link } from './link.ts';
import type { Context } from './context.ts';
import type { NavSection, ProfileMenuModel } from './navigation.types.ts';

/** The profile menu of spec §2 with the conditions of §6. */
export function profileMenu(ctx: Context): ProfileMenuModel | null {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  const m = ctx.m;
  const s = ctx.scenario;
  const menu = 'Profile';
  const isTeacher = s.userContentInteraction === 'teacher';
  const profile = profilePath(viewer);

  const account: NavSection = {
    id: 'account',
    title: null,
    links: compact([
      profile !== null && link('profile', m.profile, profile, { menu, submenu: m.profile }),
      link('saved-classes', m.savedClasses, tracked('/lists/saved-classes', 'header-profile'), { menu, submenu: m.savedClasses }),
    ]),
  };
  const settings: NavSection = {
    id: 'settings',
    title: null,
    links: compact([
      isTeacher
        ? link('settings', m.membershipSettings, tracked('/settings/membership-and-payments'), { menu, submenu: m.membershipSettings })
        : link('settings', m.accountSettings, tracked('/settings'), { menu, submenu: m.accountSettings }),
      link('language', m.language, tracked('/settings/language'), {
        menu,
        submenu: m.language,
        detail: languageLabel(ctx.languageCookie, ctx.locale),
      }),
      s.userSubscriptionType === 'teamOwner' &&
        link('team-admin', m.teamAdministration, tracked('/settings/team'), { menu, submenu: m.teamAdministration }),
      s.userSubscriptionType === 'teamParticipant' &&
        link('team-plans', m.teamPlans, tracked('/teams'), { menu, submenu: m.teamPlans }),
      link('referrals', m.referrals, tracked('/settings/referrals'), {
        menu,
        submenu: m.referrals,
        ...(ctx.flags.has('referral_widget') ? { detail: m.referralsWidget } : {}),
      }),
      link('perks', m.perks, tracked('/perks'), { menu, submenu: m.perks }),
    ]),
  };
  const sections: NavSection[] = [account, settings];
  if (isTeacher) {
    const hub = ctx.flags.has('ch')
      ? externalLink('creator-hub', m.creatorHub, ctx.config.creatorHubUrl, { newTab: true, menu, submenu: m.creatorHub })
      : externalLink('partner', m.partnerProgram, ctx.config.partnerUrl, { newTab: true, menu, submenu: m.partnerProgram });
    sections.push({
      id: 'teach',
      title: m.teach,
      links: compact([link('teacher-hub', m.teacherHub, tracked('/teach'), { menu, submenu: m.teacherHub }), hub]),
    });
  }
  sections.push({
    id: 'session',
    title: null,
    links: [
      link('help', m.helpCenter, tracked('/help'), { newTab: true, menu, submenu: m.helpCenter }),
      // Signing out changes state: a POST, so no <img src="/logout"> on any page can do it (issue 26).
      link('logout', m.logout, '/logout', { menu, submenu: m.logout, method: 'post' }),
    ],
  });

  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.username;
  const avatar = safeUrl(viewer.mediumPictureUrl ?? viewer.smallPictureUrl ?? null);
  return {
    name,
    headline: viewer.headline ?? null,
    avatarUrl: avatar,
    // One letter of the first name and one of the last, whatever spaces they hold.
    initials: [viewer.firstName, viewer.lastName].map((part) => [...initialsOf(part)][0] ?? '').join('') || '?',
    sections,
  };
}
