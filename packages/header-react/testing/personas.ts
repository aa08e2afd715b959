import type { HeaderViewer } from '../src/header-props.ts';

const base: HeaderViewer = {
  id: 'u-1',
  firstName: 'Ana',
  lastName: 'Silva',
  smallPictureUrl: '/img/avatars/1.svg',
  mediumPictureUrl: '/img/avatars/1.svg',
  username: 'anasilva',
  vanityUsername: null,
  headline: 'Illustrator',
  url: '/profile/Ana-Silva/anasilva',
  isTeacher: false,
  teacherApplicationStatus: null,
  isTeamAdmin: false,
  isTeamOwner: false,
  teams: [],
  subscription: { isActive: false, hasEverSubscribed: false, canUpgrade: false },
  notifications: { count: 0 },
};

const active = { isActive: true, hasEverSubscribed: true, canUpgrade: false };
const team = (role: 'OWNER' | 'ADMIN' | 'MEMBER') => [{ id: 't-1', name: 'Studio', role }];

/** GetViewer-shaped viewers for the API's personas (issue 2 §3); `guest` is logged out. */
export const TEST_VIEWERS = {
  guest: null,
  free: base,
  expired: { ...base, subscription: { isActive: false, hasEverSubscribed: true, canUpgrade: false } },
  member: { ...base, vanityUsername: 'ana', subscription: active },
  canceled: { ...base, subscription: { isActive: true, hasEverSubscribed: true, canUpgrade: true } },
  teacher: { ...base, isTeacher: true, subscription: active },
  applicant: { ...base, teacherApplicationStatus: 'Approved', subscription: active },
  'team-owner': { ...base, isTeamOwner: true, teams: team('OWNER'), subscription: active },
  'team-admin': { ...base, isTeamAdmin: true, teams: team('ADMIN'), subscription: active },
  'team-member': { ...base, teams: team('MEMBER'), subscription: active },
} satisfies Record<string, HeaderViewer | null>;

export type TestPersona = keyof typeof TEST_VIEWERS;
export const TEST_PERSONAS = Object.keys(TEST_VIEWERS) as TestPersona[];

/** Top-level categories as GetTopLevelCategories would return them (menu order). */
export const TEST_CATEGORIES = [
  { slug: 'illustration', displayName: 'Illustration' },
  { slug: 'photography', displayName: 'Photography' },
  { slug: 'graphic-design', displayName: 'Graphic Design' },
] as const;

/** External addresses so every configurable entry shows. */
export const TEST_CONFIG = {
  productName: 'Masthead',
  liveSessionsUrl: 'https://live.masthead.example/sessions',
  creatorHubUrl: 'https://creators.masthead.example',
  partnerUrl: 'https://partners.masthead.example',
  helpSiteUrl: 'https://help.masthead.example',
  salesEmail: 'sales@masthead.example',
  communityUrl: 'https://community.masthead.example',
} as const;
