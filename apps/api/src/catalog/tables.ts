/**
 * The catalogue's tables (migrations/0004_catalog.sql, issue 33): how the seed's records are written into
 * them, how a class added at run time is (the same `insertClasses`), and how a request reads them back.
 *
 * A row goes in and comes out through one mapping per kind (`*Row` below, the table's columns by name), so
 * `jsonb_populate_recordset` writes a chunk of records in one statement and `to_jsonb(row)` answers a
 * record inside another statement (the suggestions' own, engine.ts) the same way a plain SELECT does.
 */
import type { FacetType } from '@masthead/graphql';
import type { Queryable } from '../db/types.ts';
import type {
  Catalog, CatalogReference, CategoryRecord, Localized, NamedValue, StoredClass, StoredPath, StoredSkill, StoredTeacher,
} from '../seed/types.ts';

/** A row as the database answers it: columns by name (plain SELECT or `to_jsonb`). */
export type TableRow = Record<string, unknown>;

const text = (row: TableRow, column: string): string => String(row[column]);
const optionalText = (row: TableRow, column: string): string | null => (row[column] === null || row[column] === undefined ? null : String(row[column]));
const num = (row: TableRow, column: string): number => Number(row[column]);
const ids = (row: TableRow, column: string): string[] => ((row[column] as unknown[] | null) ?? []).map(String);
const texts = (row: TableRow, column: string): string[] => ((row[column] as unknown[] | null) ?? []).map(String);

const classRow = (c: StoredClass, added: boolean) => ({
  id: Number(c.id), slug: c.slug, title: c.title, url: c.url, cover_image_url: c.coverImageUrl,
  teacher_id: Number(c.teacherId), category_id: Number(c.categoryId), skill_ids: c.skillIds.map(Number),
  level: c.level, language: c.language, language_code: c.languageCode, duration_minutes: c.durationMinutes,
  rating: c.rating, student_count: c.studentCount, published_at_ms: c.publishedAtMs, type_value: c.typeValue,
  extras: c.extras, materials: c.materials, software: c.software, is_high_quality: c.isHighQuality, added,
});

export const classFromRow = (row: TableRow): StoredClass => ({
  id: text(row, 'id'), slug: text(row, 'slug'), title: text(row, 'title'), url: text(row, 'url'),
  coverImageUrl: optionalText(row, 'cover_image_url'), teacherId: text(row, 'teacher_id'), categoryId: text(row, 'category_id'),
  skillIds: ids(row, 'skill_ids'), level: text(row, 'level'), language: text(row, 'language'), languageCode: text(row, 'language_code'),
  durationMinutes: num(row, 'duration_minutes'), rating: num(row, 'rating'), studentCount: num(row, 'student_count'),
  publishedAtMs: num(row, 'published_at_ms'), typeValue: text(row, 'type_value'), extras: texts(row, 'extras'),
  materials: texts(row, 'materials'), software: texts(row, 'software'), isHighQuality: row.is_high_quality === true,
});

const teacherRow = (t: StoredTeacher) => ({
  id: Number(t.id), first_name: t.firstName, last_name: t.lastName, name: t.name, username: t.username,
  vanity_username: t.vanityUsername, avatar_url: t.avatarUrl, headline: t.headline, follower_count: t.followerCount, url: t.url,
});

export const teacherFromRow = (row: TableRow): StoredTeacher => ({
  id: text(row, 'id'), firstName: text(row, 'first_name'), lastName: text(row, 'last_name'), name: text(row, 'name'),
  username: text(row, 'username'), vanityUsername: optionalText(row, 'vanity_username'), avatarUrl: optionalText(row, 'avatar_url'),
  headline: text(row, 'headline'), followerCount: num(row, 'follower_count'), url: text(row, 'url'),
});

const pathRow = (p: StoredPath) => ({
  id: Number(p.id), slug: p.slug, title: p.title, cover_image: p.coverImage, class_ids: p.classIds.map(Number), enrollment_count: p.enrollmentCount,
});

export const pathFromRow = (row: TableRow): StoredPath => ({
  id: text(row, 'id'), slug: text(row, 'slug'), title: text(row, 'title'), coverImage: optionalText(row, 'cover_image'),
  classIds: ids(row, 'class_ids'), enrollmentCount: num(row, 'enrollment_count'),
});

const skillRow = (s: StoredSkill) => ({
  id: Number(s.id), slug: s.slug, name: s.name, names: s.names, category_id: Number(s.categoryId), facet_type: s.facetType,
  class_count: s.classCount, follower_count: s.followerCount, is_approved: s.isApproved,
});

export const skillFromRow = (row: TableRow): StoredSkill => ({
  id: text(row, 'id'), slug: text(row, 'slug'), name: text(row, 'name'), names: row.names as Localized,
  categoryId: text(row, 'category_id'), facetType: text(row, 'facet_type') as FacetType, classCount: num(row, 'class_count'),
  followerCount: num(row, 'follower_count'), isApproved: row.is_approved === true,
});

const categoryRow = (c: CategoryRecord) => ({
  id: Number(c.id), slug: c.slug, display_name: c.displayName, position: c.position, parent_id: c.parentId === null ? null : Number(c.parentId),
});

export const categoryFromRow = (row: TableRow): CategoryRecord => ({
  id: text(row, 'id'), slug: text(row, 'slug'), displayName: text(row, 'display_name'), position: num(row, 'position'),
  parentId: optionalText(row, 'parent_id'),
});

/** Writes `rows` into `table`, a chunk of them a statement (a statement's parameter is one JSON array). */
async function insertRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 2000) {
    await tx.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(rows.slice(start, start + 2000))]);
  }
}

/** Writes classes: the seed's, or one added at run time (`added`, which POST /dev/reset takes away). */
export async function insertClassRecords(tx: Queryable, classes: readonly StoredClass[], added: boolean): Promise<void> {
  await insertRows(tx, 'catalog_classes', classes.map((c) => classRow(c, added)));
}

const FACET_OPTIONS = { MATERIALS: 'materials', SOFTWARE: 'software' } as const;

/** Empties the catalogue's tables and writes the seed's records into them. */
export async function writeCatalog(tx: Queryable, catalog: Catalog): Promise<void> {
  await tx.query('TRUNCATE catalog_classes, catalog_paths, catalog_skills, catalog_teachers, catalog_categories, catalog_facet_options');
  // Parents before their sub-categories (the foreign key).
  await insertRows(tx, 'catalog_categories', [...catalog.categories, ...catalog.subcategories].map(categoryRow));
  await insertRows(tx, 'catalog_skills', catalog.skills.map(skillRow));
  await insertRows(tx, 'catalog_teachers', catalog.teachers.map(teacherRow));
  const options = Object.entries(FACET_OPTIONS).flatMap(([facet, key]) =>
    catalog[key].map((o, position) => ({ facet, value: o.value, name: o.name, position })));
  await insertRows(tx, 'catalog_facet_options', options);
  await insertClassRecords(tx, catalog.classes, false);
  await insertRows(tx, 'catalog_paths', catalog.paths.map(pathRow));
}

/** Takes away the classes added at run time. */
export async function removeAddedClasses(tx: Queryable): Promise<void> {
  await tx.query('DELETE FROM catalog_classes WHERE added');
}

/** Reads the small tables (CatalogReference): once per database, as nothing changes them while the API runs. */
export async function readReference(db: Queryable): Promise<CatalogReference> {
  const [categoryRows, skillRows, optionRows] = await Promise.all([
    db.query<TableRow>('SELECT * FROM catalog_categories ORDER BY parent_id NULLS FIRST, position, id'),
    db.query<TableRow>('SELECT * FROM catalog_skills ORDER BY id'),
    db.query<TableRow>('SELECT facet, value, name FROM catalog_facet_options ORDER BY facet, position'),
  ]);
  const all = categoryRows.map(categoryFromRow);
  const skills = skillRows.map(skillFromRow);
  const optionsOf = (facet: keyof typeof FACET_OPTIONS): NamedValue[] =>
    optionRows.filter((o) => o.facet === facet).map((o) => ({ name: text(o, 'name'), value: text(o, 'value') }));
  return {
    categories: all.filter((c) => c.parentId === null),
    subcategories: all.filter((c) => c.parentId !== null),
    categoryById: new Map(all.map((c) => [c.id, c])),
    categoryBySlug: new Map(all.map((c) => [c.slug, c])),
    skills,
    skillBySlug: new Map(skills.map((s) => [s.slug, s])),
    skillById: new Map(skills.map((s) => [s.id, s])),
    materials: optionsOf('MATERIALS'),
    software: optionsOf('SOFTWARE'),
  };
}

/** One teacher by id, or undefined. */
export async function teacherById(db: Queryable, id: string): Promise<StoredTeacher | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [row] = await db.query<TableRow>('SELECT * FROM catalog_teachers WHERE id = $1', [Number(id)]);
  return row ? teacherFromRow(row) : undefined;
}
