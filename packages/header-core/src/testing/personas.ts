import type { ScenarioViewer } from '../scenario/scenario.types.ts';
import type { NavigationViewer } from '../navigation/navigation.types.ts';

/** A viewer shaped like the GetViewer query's, for tests of any layer. */
export type PersonaViewer = ScenarioViewer & NavigationViewer & { readonly id: string };

const base = {
  id: 'u-1',
  firstName: 'Ana',
  lastName: 'Silva',
  username: 'anasilva',
  vanityUsername: null,
  headline: null,
  smallPictureUrl: '/img/avatars/1.svg',
  mediumPictureUrl: '/img/avatars/1.svg',
  isTeacher: false,
  teacherApplicationStatus: null,
  teams: [] as readonly { readonly role: string }[],
  isTeamAdmin: false,
  isTeamOwner: false,
  subscription: { isActive: false, hasEverSubscribed: false, canUpgrade: false },
} satisfies PersonaViewer;

const active = { isActive: true, hasEverSubscribed: true, canUpgrade: false };

/** The personas of the embedded API (issue 2 §3), as viewer fixtures. `guest` is logged out. */
export const PERSONA_VIEWERS = {
  guest: null,
  free: base,
  expired: { ...base, subscription: { isActive: false, hasEverSubscribed: true, canUpgrade: false } },
  member: { ...base, vanityUsername: 'ana', subscription: active },
  canceled: { ...base, subscription: { isActive: true, hasEverSubscribed: true, canUpgrade: true } },
  teacher: { ...base, isTeacher: true, subscription: active },
  applicant: { ...base, teacherApplicationStatus: 'Approved', subscription: active },
  'team-owner': { ...base, isTeamOwner: true, teams: [{ role: 'OWNER' }], subscription: active },
  'team-admin': { ...base, isTeamAdmin: true, teams: [{ role: 'ADMIN' }], subscription: active },
  'team-member': { ...base, teams: [{ role: 'MEMBER' }], subscription: active },
} as const satisfies Record<string, PersonaViewer | null>;

export type PersonaId = keyof typeof PERSONA_VIEWERS;
export const PERSONA_IDS = Object.keys(PERSONA_VIEWERS) as PersonaId[];
