import type { ScenarioViewer } from '../scenario/scenario.types.ts';
import type { NavigationViewer } from '../navigation/navigation.types.ts';

/** A viewer shaped like the GetViewer query's, for tests of any layer. */
export type PersonaViewer = ScenarioViewer &
  NavigationViewer & {
    readonly id: string;
    readonly url: string;
    readonly notifications: { readonly count: number };
    readonly teacherNotifications: { readonly count: number };
  };

type TeamRole = 'OWNER' | 'ADMIN' | 'MEMBER';

// Shaped like the GetViewer query's viewer (structurally: header-core knows no GraphQL).
const base = {
  id: 'u-1',
  firstName: 'Ana',
  lastName: 'Silva',
  username: 'anasilva',
  vanityUsername: null as string | null,
  headline: 'Illustrator' as string | null,
  url: '/profile/Ana-Silva/anasilva',
  smallPictureUrl: '/img/avatars/1.svg' as string | null,
  mediumPictureUrl: '/img/avatars/1.svg' as string | null,
  isTeacher: false,
  teacherApplicationStatus: null as 'Approved' | 'Declined' | 'Draft' | 'Submitted' | null,
  teams: [] as { id: string; name: string; role: TeamRole }[],
  isTeamAdmin: false,
  isTeamOwner: false,
  subscription: { isActive: false, hasEverSubscribed: false, canUpgrade: false },
  notifications: { count: 0 },
  teacherNotifications: { count: 0 },
} satisfies PersonaViewer;

const active = { isActive: true, hasEverSubscribed: true, canUpgrade: false };
const team = (role: TeamRole) => [{ id: 't-1', name: 'Studio', role }];

/** The personas of the embedded API (issue 2 §3), as viewer fixtures. `guest` is logged out. */
export const PERSONA_VIEWERS = {
  guest: null,
  free: base,
  expired: { ...base, subscription: { isActive: false, hasEverSubscribed: true, canUpgrade: false } },
  member: { ...base, vanityUsername: 'ana', subscription: active },
  canceled: { ...base, subscription: { isActive: true, hasEverSubscribed: true, canUpgrade: true } },
  teacher: { ...base, isTeacher: true, subscription: active },
  applicant: { ...base, teacherApplicationStatus: 'Approved' as const, subscription: active },
  'team-owner': { ...base, isTeamOwner: true, teams: team('OWNER'), subscription: active },
  'team-admin': { ...base, isTeamAdmin: true, teams: team('ADMIN'), subscription: active },
  'team-member': { ...base, teams: team('MEMBER'), subscription: active },
} satisfies Record<string, PersonaViewer | null>;

export type PersonaId = keyof typeof PERSONA_VIEWERS;
export const PERSONA_IDS = Object.keys(PERSONA_VIEWERS) as PersonaId[];

/** External addresses so every configurable entry of the header shows. */
export const TEST_CONFIG = {
  productName: 'Masthead',
  liveSessionsUrl: 'https://live.masthead.example/sessions',
  creatorHubUrl: 'https://creators.masthead.example',
  partnerUrl: 'https://partners.masthead.example',
  helpSiteUrl: 'https://help.masthead.example',
  salesEmail: 'sales@masthead.example',
  communityUrl: 'https://community.masthead.example',
} as const;
