/**
 * Teachers and community members. Pinned people come first so that well-known names stay stable:
 * "Zoë Álvarez" and "José Núñez" make accent-insensitive search demonstrable, and the `teacher`
 * persona (Marisol Ortega) is also a teacher in the catalog so her students' activity can point at
 * her real classes.
 */
import { PERSONAS } from '../personas.ts';
import { profileUrl } from '../profile-url.ts';
import { createRng, type Rng } from '../prng.ts';
import { fold, slugify } from '../text-match.ts';
import { FIRST_NAMES, HEADLINES, LAST_NAMES, VANITY_SUFFIXES } from './names.ts';
import type { PersonRecord } from './types.ts';

export const TEACHER_COUNT = 520;
export const MEMBER_COUNT = 300;
const AVATAR_COUNT = 48;

interface Pinned {
  firstName: string;
  lastName: string;
  username: string;
  vanityUsername: string | null;
  followerCount: number;
}

function teacherPersonaPin(): Pinned & { id: string } {
  const user = PERSONAS.find((p) => p.id === 'teacher')?.user;
  if (!user) throw new Error('the teacher persona must have a user');
  return user;
}

const PINNED_TEACHERS: readonly Pinned[] = [
  { firstName: 'Zoë', lastName: 'Álvarez', username: 'zoe.alvarez', vanityUsername: 'zoeillustrates', followerCount: 91240 },
  { firstName: 'José', lastName: 'Núñez', username: 'jose.nunez', vanityUsername: null, followerCount: 35870 },
];

/** Names and usernames already handed out, shared by teachers and members so none repeats. */
interface Taken {
  names: Set<string>;
  usernames: Set<string>;
}

/** Heavy-tailed follower counts: most teachers have hundreds, a few have tens of thousands. */
function followers(rng: Rng, scale: number): number {
  return Math.floor(scale * Math.pow(1 / (1 - rng.next() * 0.995), 1.1));
}

/** A last name drawn for a generated person. */
type LastNamePicker = (rng: Rng) => string;

const seedLastName: LastNamePicker = (rng) => rng.pick(LAST_NAMES);

function makePeople(label: string, count: number, idBase: number, pinned: ReadonlyArray<Pinned & { id?: string }>, scale: number, taken: Taken, lastNameOf: LastNamePicker): PersonRecord[] {
  const rng = createRng(label);
  const { names: usedNames, usernames: usedUsernames } = taken;
  const people: PersonRecord[] = [];
  const add = (p: Pinned, id: string): void => {
    usedNames.add(`${p.firstName} ${p.lastName}`);
    usedUsernames.add(p.username);
    const avatarN = (people.length * 7 + idBase) % AVATAR_COUNT + 1;
    const record: PersonRecord = {
      id,
      firstName: p.firstName,
      lastName: p.lastName,
      name: `${p.firstName} ${p.lastName}`,
      username: p.username,
      vanityUsername: p.vanityUsername,
      // One in twenty has no picture so clients show their fallback.
      avatarUrl: rng.chance(0.05) && people.length >= pinned.length ? null : `/img/avatars/${avatarN}.png`,
      headline: rng.pick(HEADLINES),
      followerCount: p.followerCount,
      url: profileUrl(p),
      folded: fold(`${p.firstName} ${p.lastName}`),
    };
    people.push(record);
  };
  pinned.forEach((p, i) => add(p, p.id ?? String(idBase + i + 1)));
  while (people.length < count) {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = lastNameOf(rng);
    if (usedNames.has(`${firstName} ${lastName}`)) continue;
    const base = slugify(`${firstName} ${lastName}`).replace(/-/g, '.');
    let username = base;
    for (let n = 2; usedUsernames.has(username); n++) username = `${base}${n}`;
    const vanity = rng.chance(0.4) ? `${slugify(firstName).replace(/-/g, '')}${rng.pick(VANITY_SUFFIXES)}` : null;
    const vanityUsername = vanity && !usedUsernames.has(vanity) ? vanity : null;
    if (vanityUsername) usedUsernames.add(vanityUsername);
    add({ firstName, lastName, username, vanityUsername, followerCount: followers(rng, scale) }, String(idBase + people.length + 1));
  }
  return people;
}

/** What a catalogue of another size changes (large-catalog.ts). */
export interface PeopleOptions {
  /** How many teachers. Default TEACHER_COUNT. */
  teachers?: number;
  /** How a generated person's last name is drawn. Default one of LAST_NAMES. */
  lastName?: LastNamePicker;
}

/** Builds the teachers (ids 500001…) and community members (ids 600001…). */
export function buildPeople(options: PeopleOptions = {}): { teachers: PersonRecord[]; members: PersonRecord[] } {
  const { teachers: teacherCount = TEACHER_COUNT, lastName = seedLastName } = options;
  const taken: Taken = { names: new Set(), usernames: new Set() };
  const teacherPin = teacherPersonaPin();
  const teachers = makePeople('teachers', teacherCount, 500000, [
    ...PINNED_TEACHERS.map((p, i) => ({ ...p, id: String(500001 + i) })),
    teacherPin,
  ], 120, taken, lastName);
  const members = makePeople('members', MEMBER_COUNT, 600000, [
    { firstName: 'Ana', lastName: 'Silva', username: 'ana.silva', vanityUsername: 'anasilvaart', followerCount: 310 },
  ], 8, taken, lastName);
  return { teachers, members };
}
