import { resolveMessages } from '../messages.ts';
import { deriveScenario } from '../scenario/derive-scenario.ts';
import type { PageType } from '../scenario/scenario.types.ts';
import { PERSONA_VIEWERS, TEST_CONFIG, type PersonaId } from '../testing/personas.ts';
import { buildNavigation } from './build-navigation.ts';
import type { FlagKey } from './flags.ts';
import type { HeaderConfig, HeaderModel, NavCategory, NavLink } from './navigation.types.ts';

export const CONFIG: HeaderConfig = TEST_CONFIG;

export function nav(
  persona: PersonaId,
  options: {
    pageType?: PageType;
    flags?: FlagKey[];
    locale?: string;
    languageCookie?: string | null;
    followedCategories?: readonly NavCategory[];
  } = {},
): HeaderModel {
  const viewer = PERSONA_VIEWERS[persona];
  return buildNavigation({
    scenario: deriveScenario(viewer, options.pageType ?? 'core'),
    viewer,
    flags: new Set(options.flags ?? []),
    locale: options.locale ?? 'en-US',
    languageCookie: options.languageCookie ?? null,
    config: CONFIG,
    messages: resolveMessages(),
    categories: [
      { slug: 'illustration', displayName: 'Illustration' },
      { slug: 'animation', displayName: 'Animation' },
    ],
    followedCategories: options.followedCategories ?? [{ slug: 'watercolor', displayName: 'Watercolor' }],
  });
}

/** Every link the model renders anywhere, desktop and mobile. */
export function allLinks(model: HeaderModel): NavLink[] {
  return [
    ...model.menus.flatMap((menu) => menu.sections.flatMap((s) => s.links)),
    ...(model.community ? [model.community] : []),
    ...model.topBar,
    ...(model.upgrade ? [model.upgrade] : []),
    ...(model.profile ? model.profile.sections.flatMap((s) => s.links) : []),
    ...(model.signIn ? [model.signIn] : []),
    ...(model.signUp ? [model.signUp] : []),
    ...model.teamFlow,
    ...drawerLinks(model),
  ];
}

/** Every link of the mobile drawer, in order: each group's own links, then its sub-lists'. */
export function drawerLinks(model: HeaderModel): NavLink[] {
  return model.drawer.flatMap((g) => [...g.links, ...g.sections.flatMap((s) => s.links)]);
}

export const ids = (links: readonly NavLink[]) => links.map((l) => l.id);
export const find = (model: HeaderModel, id: string) => allLinks(model).find((l) => l.id === id);
export const profileIds = (model: HeaderModel) => ids(model.profile?.sections.flatMap((s) => s.links) ?? []);
export const menuIds = (model: HeaderModel) => model.menus.map((m) => m.id);
