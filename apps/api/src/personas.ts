/**
 * Dev-only personas: who you are is chosen by the `masthead_persona` cookie (value = persona id).
 * Each persona exists to put the header into one scenario of spec §3 "Derived values"; the
 * description says which. Pure data with no Node imports, so the web app's dev login can import it
 * (also available as `@masthead/api/personas`).
 *
 * Deliberate oddities:
 * - `expired` (Seán O'Brien) has the username `o'brien&co`: legal, but the apostrophe breaks naive
 *   HTML attributes and the ampersand must be percent-encoded in the profile URL.
 * - Some personas have a vanityUsername (profile at /user/…) and some do not (/profile/First-Last/username).
 * - `free` has no avatar, so the initials fallback shows.
 */
import type { TeacherApplicationStatus, TeamRole } from '@masthead/graphql';
import { profileUrl } from './profile-url.ts';

/** The cookie that selects the persona. */
export const PERSONA_COOKIE = 'masthead_persona';

/** Every persona id, in the order a dev login lists them. */
export const PERSONA_IDS = [
  'guest', 'free', 'expired', 'member', 'canceled', 'teacher', 'applicant', 'team-owner', 'team-admin',
  'team-member',
] as const;

export type PersonaId = (typeof PERSONA_IDS)[number];

/** The persona of a request without a session: a signed-out visitor, who has no viewer. */
export const SIGNED_OUT_PERSONA: PersonaId = 'guest';

/** The signed-in member behind a persona (fields as in the GraphQL `User`). */
export interface PersonaUser {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  vanityUsername: string | null;
  headline: string | null;
  smallPictureUrl: string | null;
  mediumPictureUrl: string | null;
  isTeacher: boolean;
  teacherApplicationStatus: TeacherApplicationStatus | null;
  teams: ReadonlyArray<{ id: string; name: string; role: TeamRole }>;
  subscription: { isActive: boolean; hasEverSubscribed: boolean; canUpgrade: boolean };
  followerCount: number;
}

/** A persona as the dev login shows it. */
export interface Persona {
  id: PersonaId;
  /** Short label for a picker, e.g. "Member (renewing)". */
  label: string;
  /** One line: who this is and which header scenario it shows. */
  description: string;
  /** Null for the logged-out guest. */
  user: PersonaUser | null;
}

const avatar = (n: number): string => `/img/avatars/${n}.png`;
const noTeams: PersonaUser['teams'] = [];
const paidRenewing = { isActive: true, hasEverSubscribed: true, canUpgrade: false };
const neverSubscribed = { isActive: false, hasEverSubscribed: false, canUpgrade: false };

function member(user: Omit<PersonaUser, 'smallPictureUrl' | 'mediumPictureUrl'>, picture: number | null): PersonaUser {
  const url = picture === null ? null : avatar(picture);
  return { ...user, smallPictureUrl: url, mediumPictureUrl: url };
}

export const PERSONAS: readonly Persona[] = [
  { id: 'guest', label: 'Guest (logged out)', description: 'Logged-out visitor: no viewer, Sign In and Sign Up show.', user: null },
  {
    id: 'free', label: 'Free member',
    description: 'Never subscribed: free access, "Start Now" upgrade button, 3 unread notifications, no avatar.',
    user: member({ id: '880101', firstName: 'Priya', lastName: 'Raman', username: 'priyaraman', vanityUsername: null,
      headline: 'Learning to draw, one sketch a day', isTeacher: false, teacherApplicationStatus: null, teams: noTeams,
      subscription: neverSubscribed, followerCount: 12 }, null),
  },
  {
    id: 'expired', label: 'Expired member',
    description: "Subscribed before, not active: \"Rejoin\" button; username o'brien&co needs encoding; nothing unread.",
    user: member({ id: '880102', firstName: 'Seán', lastName: "O'Brien", username: "o'brien&co", vanityUsername: null,
      headline: 'Brand designer in Cork', isTeacher: false, teacherApplicationStatus: null, teams: noTeams,
      subscription: { isActive: false, hasEverSubscribed: true, canUpgrade: false }, followerCount: 87 }, 14),
  },
  {
    id: 'member', label: 'Member (renewing)',
    description: 'Active, renewing paid member: no upgrade button, 12 unread notifications (badge shows 9+).',
    user: member({ id: '880103', firstName: 'Hannah', lastName: 'Schmidt', username: 'hannah.schmidt', vanityUsername: 'hannahdraws',
      headline: 'Illustrator & watercolor hobbyist', isTeacher: false, teacherApplicationStatus: null, teams: noTeams,
      subscription: paidRenewing, followerCount: 240 }, 3),
  },
  {
    id: 'canceled', label: 'Member (canceled)',
    description: 'Active but canceled (canUpgrade): "Resume Membership" button, 2 unread.',
    user: member({ id: '880104', firstName: 'Diego', lastName: 'Fernández', username: 'diegofernandez', vanityUsername: null,
      headline: null, isTeacher: false, teacherApplicationStatus: null, teams: noTeams,
      subscription: { isActive: true, hasEverSubscribed: true, canUpgrade: true }, followerCount: 31 }, 22),
  },
  {
    id: 'teacher', label: 'Teacher',
    description: 'Teacher and renewing member: Teach links, student-activity tab (180 items, 25 unread) and 160 own.',
    user: member({ id: '500003', firstName: 'Marisol', lastName: 'Ortega', username: 'marisol.ortega', vanityUsername: 'marisolpaints',
      headline: 'Watercolor painter and Top Teacher', isTeacher: true, teacherApplicationStatus: null, teams: noTeams,
      subscription: paidRenewing, followerCount: 48210 }, 7),
  },
  {
    id: 'applicant', label: 'Approved applicant',
    description: 'Not a teacher yet, application Approved: teacher content interaction; free, never subscribed.',
    user: member({ id: '880106', firstName: 'Kenji', lastName: 'Watanabe', username: 'kenji.watanabe', vanityUsername: null,
      headline: 'Motion designer, first class in the works', isTeacher: false, teacherApplicationStatus: 'Approved',
      teams: noTeams, subscription: neverSubscribed, followerCount: 402 }, 31),
  },
  {
    id: 'team-owner', label: 'Team owner',
    description: 'Owns Northwind Studio (owners also administer): team-owner subscription type, My Team link.',
    user: member({ id: '880107', firstName: 'Olivia', lastName: 'Chen', username: 'olivia.chen', vanityUsername: 'oliviachen',
      headline: 'Creative director, Northwind Studio', isTeacher: false, teacherApplicationStatus: null,
      teams: [{ id: 'team-41', name: 'Northwind Studio', role: 'OWNER' }], subscription: paidRenewing, followerCount: 96 }, 18),
  },
  {
    id: 'team-admin', label: 'Team admin',
    description: 'Administers Northwind Studio without owning it: team-owner subscription type, Team Administration.',
    user: member({ id: '880108', firstName: 'Tomás', lastName: 'Rivera', username: 'tomas.rivera', vanityUsername: 'tomasrivera',
      headline: 'Design ops', isTeacher: false, teacherApplicationStatus: null,
      teams: [{ id: 'team-41', name: 'Northwind Studio', role: 'ADMIN' }], subscription: paidRenewing, followerCount: 54 }, 26),
  },
  {
    id: 'team-member', label: 'Team member',
    description: 'Member of two teams, admin of none: team-participant subscription type, Team Plans link, 9 unread.',
    user: member({ id: '880109', firstName: 'Amara', lastName: 'Okafor', username: 'amara.okafor', vanityUsername: null,
      headline: 'Junior designer', isTeacher: false, teacherApplicationStatus: null,
      teams: [{ id: 'team-58', name: 'Brightline Agency', role: 'MEMBER' }, { id: 'team-93', name: 'Pixel & Pine', role: 'MEMBER' }],
      subscription: paidRenewing, followerCount: 9 }, 40),
  },
];

/** The persona with this id, or undefined. */
export function findPersona(id: string): Persona | undefined {
  return PERSONAS.find((p) => p.id === id);
}

/** The user's public profile URL (root-relative, segments encoded). */
export function personaProfileUrl(user: PersonaUser): string {
  return profileUrl(user);
}
