/**
 * POST /dev/classes (development only, issue 33): a class added while the API runs, found by the
 * suggestions and the results page of every instance on the same database at once (the catalogue and its
 * index are the database's, not an instance's memory). It goes in through the seed's own code: its texts by
 * seed/class-texts.ts, its record by catalog/tables.ts, its document by index-rows.ts; POST /dev/reset takes
 * it away again.
 */
import { insertClassRecords, teacherById, teacherFromRow, type TableRow } from '../catalog/tables.ts';
import type { Database, Queryable } from '../db/types.ts';
import { HttpError } from '../http/reply.ts';
import { localized } from '../seed/localize.ts';
import type { CatalogReference, ClassRecord, StoredTeacher } from '../seed/types.ts';
import { classTexts } from '../seed/class-texts.ts';
import { fold, slugify } from '../text-match.ts';
import { insertClasses } from './index-rows.ts';

/** Any fixed number: instances adding at once take turns for the next id. */
const ADD_CLASS_LOCK = 72_210_033;
const TITLE_LETTERS = { min: 3, max: 120 };

function textField(fields: Record<string, unknown>, name: string): string | undefined {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `\`${name}\` must be a string.`);
  return value.trim();
}

function titleOf(fields: Record<string, unknown>): string {
  const title = textField(fields, 'title');
  if (title === undefined) throw new HttpError(400, 'Missing `title`: the class\'s title, 3 to 120 characters.');
  const letters = Array.from(title).length;
  if (/[\u0000-\u001f\u007f]/.test(title)) throw new HttpError(400, '`title` must not contain control characters.');
  if (letters < TITLE_LETTERS.min || letters > TITLE_LETTERS.max) {
    throw new HttpError(400, `\`title\` must be ${TITLE_LETTERS.min} to ${TITLE_LETTERS.max} characters (got ${letters}).`);
  }
  return title;
}

/** The teacher the fields name (`teacher`, an id), or the catalogue's first when they name none. */
async function teacherOf(db: Queryable, fields: Record<string, unknown>): Promise<StoredTeacher> {
  const given = textField(fields, 'teacher');
  if (given === undefined) {
    const [first] = await db.query<TableRow>('SELECT * FROM catalog_teachers ORDER BY id LIMIT 1');
    if (first) return teacherFromRow(first);
  }
  const teacher = await teacherById(db, given ?? '');
  if (!teacher) throw new HttpError(400, `Unknown teacher '${(given ?? '').slice(0, 60)}': give a teacher's id, or none.`);
  return teacher;
}

/** Builds the class from the request's fields: `title`, `skill` (a skill's slug), `teacher` (an id, optional). */
function recordOf(catalog: CatalogReference, teacher: StoredTeacher, fields: Record<string, unknown>, id: number, nowMs: number): ClassRecord {
  const title = titleOf(fields);
  const slug = textField(fields, 'skill');
  if (slug === undefined) throw new HttpError(400, "Missing `skill`: a skill's slug, as skillSuggestions answers it (e.g. 'watercolor').");
  const skill = catalog.skillBySlug.get(slug);
  if (!skill) throw new HttpError(400, `Unknown skill '${slug.slice(0, 60)}': give a skill's slug as skillSuggestions answers it (e.g. 'watercolor').`);
  const category = catalog.categoryById.get(skill.categoryId);
  const topCategory = category?.parentId ? catalog.categoryById.get(category.parentId) : category;
  if (!topCategory) throw new HttpError(400, `The skill '${slug}' has no category.`);
  const classSlug = slugify(title) || 'class';
  return {
    id: String(id),
    slug: classSlug,
    title,
    url: `/classes/${classSlug}/${id}`,
    coverImageUrl: null,
    teacherId: teacher.id,
    categoryId: topCategory.id,
    skillIds: [skill.id],
    level: 'Beginner',
    language: 'English',
    languageCode: 'en',
    durationMinutes: 30,
    rating: 0,
    studentCount: 0,
    publishedAtMs: nowMs,
    typeValue: 'class',
    extras: [],
    materials: [],
    software: [],
    isHighQuality: false,
    ...classTexts({ title, skills: [{ ...skill, foldedNames: localized((l) => fold(skill.names[l])) }], teacherName: teacher.name, category: topCategory }),
  };
}

/** Adds the class the fields describe and answers it as stored. */
export async function addClass(db: Database, catalog: CatalogReference, fields: Record<string, unknown>, nowMs: number): Promise<ClassRecord> {
  // Checked before the transaction, so a bad request takes no lock.
  const teacher = await teacherOf(db, fields);
  recordOf(catalog, teacher, fields, 0, nowMs);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ADD_CLASS_LOCK]);
    const [row] = await tx.query<{ id: number }>('SELECT (coalesce(max(id), 0) + 1)::int AS id FROM catalog_classes');
    const record = recordOf(catalog, teacher, fields, row?.id ?? 1, nowMs);
    await insertClassRecords(tx, [record], true);
    await insertClasses(tx, [record], true);
    return record;
  });
}
