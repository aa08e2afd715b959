/**
 * Seeds one persona's notification feeds deterministically from the persona id.
 * Times count back from the seed's reference instant in uneven gaps (minutes to a day), newest
 * first. The newest `unread - 1` items are unread plus one older straggler, which is how real
 * feeds look after someone reads a card in the middle.
 */
import { PERSONA_DATA, type FeedPlan } from '../persona-data.ts';
import { findPersona, type PersonaId } from '../personas.ts';
import { createRng, type Rng } from '../prng.ts';
import { SEED_REFERENCE_INSTANT, type Catalog, type ClassRecord } from '../seed/types.ts';
import { HOSTILE_CONTENT, HOSTILE_POSITIONS_OWN, HOSTILE_POSITIONS_STUDENTS } from './hostile.ts';
import { OWN_TEMPLATES, STUDENT_TEMPLATES, type Template, type TemplateContext } from './templates.ts';
import type { FeedName, NewNotification } from './types.ts';

const MINUTE = 60_000;

export interface SeededFeeds {
  own: NewNotification[];
  students: NewNotification[];
}

function unreadIndexes(rng: Rng, plan: FeedPlan): Set<number> {
  const unread = new Set<number>();
  if (plan.unread === 0) return unread;
  for (let i = 0; i < plan.unread - 1; i++) unread.add(i);
  // One older unread item, somewhere past the first page when the feed is long enough.
  const lo = Math.min(plan.unread + 5, plan.total - 1);
  unread.add(plan.unread === 1 ? 0 : rng.int(lo, plan.total - 1));
  return unread;
}

function seedFeed(
  personaId: string,
  feed: FeedName,
  plan: FeedPlan,
  templates: readonly Template[],
  hostile: { positions: readonly number[]; contentOffset: number },
  ctx: Omit<TemplateContext, 'rng'>,
): NewNotification[] {
  if (plan.total === 0) return [];
  const rng = createRng(`notifications:${personaId}:${feed}`);
  const unread = unreadIndexes(rng, plan);
  const items: NewNotification[] = [];
  let at = SEED_REFERENCE_INSTANT - rng.int(5, 40) * MINUTE;
  for (let i = 0; i < plan.total; i++) {
    const hostileSlot = hostile.positions.indexOf(i);
    const content = hostileSlot >= 0
      ? HOSTILE_CONTENT[(hostileSlot + hostile.contentOffset) % HOSTILE_CONTENT.length]
      : rng.pick(templates)({ ...ctx, rng });
    if (!content) throw new Error('missing notification content');
    items.push({
      ...content,
      id: `ntf-${personaId}-${feed === 'own' ? 'o' : 's'}${String(plan.total - i).padStart(4, '0')}`,
      feed,
      // Milliseconds are kept so the watermark is exercised at full precision.
      createdAtMs: at - rng.int(0, 999),
      isRead: !unread.has(i),
    });
    at -= rng.weighted([[rng.int(3, 50), 5], [rng.int(60, 8 * 60), 4], [rng.int(8 * 60, 30 * 60), 2]] as const) * MINUTE;
  }
  return items;
}

export function seedNotifications(catalog: Catalog, personaId: PersonaId): SeededFeeds {
  const data = PERSONA_DATA[personaId];
  const teacherOf = (c: ClassRecord) => catalog.teacherById.get(c.teacherId);
  const popular = catalog.classes.filter((c) => c.studentCount > 800 && c.languageCode === 'en');
  const base = { teachers: catalog.teachers, members: catalog.members, teacherOf };
  // Teachers see activity in their own classes; the approved applicant's are his first Animation classes.
  const userId = findPersona(personaId)?.user?.isTeacher ? findPersona(personaId)?.user?.id : undefined;
  const taught = userId
    ? catalog.classes.filter((c) => c.teacherId === userId)
    : catalog.classes.filter((c) => c.categoryId === '1' && c.languageCode === 'en').slice(0, 4);
  return {
    own: seedFeed(personaId, 'own', data.own, OWN_TEMPLATES, { positions: HOSTILE_POSITIONS_OWN, contentOffset: 0 }, {
      ...base, classes: popular,
    }),
    students: seedFeed(personaId, 'students', data.students, STUDENT_TEMPLATES, { positions: HOSTILE_POSITIONS_STUDENTS, contentOffset: 0 }, {
      ...base, classes: taught,
    }),
  };
}
