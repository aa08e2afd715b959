import type { HeaderViewer } from '../header-props.ts';

type Loose = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): { count: number } => ({
  count: isObject(value) && typeof value['count'] === 'number' && Number.isFinite(value['count']) ? value['count'] : 0,
});

/**
 * The viewer as the header can trust it, whatever the host passed: an answer of the wrong shape (a
 * `subscription: null`, a count that is not a number) never reaches the model. Missing parts take
 * their safest value (not subscribed, no teams, nothing unread); a viewer without an id cannot be a
 * member the header can show, and is treated as still loading (the stable skeleton), never as a
 * signed-out visitor: a signed-in person is not told to sign in.
 */
export function readViewer(raw: unknown): HeaderViewer | null | 'loading' {
  if (raw === null || raw === 'loading') return raw;
  if (!isObject(raw) || typeof raw['id'] !== 'string' || raw['id'] === '') return 'loading';
  const subscription = isObject(raw['subscription']) ? raw['subscription'] : {};
  const teams = Array.isArray(raw['teams']) ? raw['teams'].filter((team): team is Loose => isObject(team) && typeof team['id'] === 'string') : [];
  return {
    id: raw['id'],
    firstName: text(raw['firstName']),
    lastName: text(raw['lastName']),
    smallPictureUrl: textOrNull(raw['smallPictureUrl']),
    mediumPictureUrl: textOrNull(raw['mediumPictureUrl']),
    username: text(raw['username']),
    vanityUsername: textOrNull(raw['vanityUsername']),
    headline: textOrNull(raw['headline']),
    url: text(raw['url']),
    isTeacher: raw['isTeacher'] === true,
    teacherApplicationStatus: textOrNull(raw['teacherApplicationStatus']) as HeaderViewer['teacherApplicationStatus'],
    isTeamAdmin: raw['isTeamAdmin'] === true,
    isTeamOwner: raw['isTeamOwner'] === true,
    teams: teams.map((team) => ({ id: team['id'] as string, name: text(team['name']), role: text(team['role']) as HeaderViewer['teams'][number]['role'] })),
    subscription: {
      isActive: subscription['isActive'] === true,
      hasEverSubscribed: subscription['hasEverSubscribed'] === true,
      canUpgrade: subscription['canUpgrade'] === true,
    },
    notifications: count(raw['notifications']),
    teacherNotifications: count(raw['teacherNotifications']),
  };
}
