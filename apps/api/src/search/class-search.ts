/**
 * Full class search for the results page, in the database (issue 33): the classes are the catalogue's table
 * (catalog_classes), and one statement filters, sorts and pages them, another counts the facets' options.
 *
 * Matching: the search engine's (engine.ts), the suggestions' own: every typed word matches a word of the
 * class's title, teacher name, skills or category, in any order, the last as a prefix, typos forgiven by the
 * typo rule; in another language than English also the skills' and category's names in that language (issue
 * 23: "acuarela" finds the Watercolor classes in Spanish). An empty query matches all.
 * Relevance: the engine's rank (fewer typos, then a title that starts with the first word, then the title
 * matching before the rest); ties by students, then id.
 * Filters: options of one facet are OR-ed, facets are AND-ed. Facet counts use every filter except
 * the facet's own (disjunctive faceting), so picking a second language never zeroes the first.
 * `where.skill` (skill slugs, OR-ed) is a filter without a facet: what a picked skill searches.
 */
import type { ClassSearchFilter, ClassSearchSort, SearchFacetName } from '@masthead/graphql';
import { classFromRow, type TableRow } from '../catalog/tables.ts';
import { PREPARED, type Queryable } from '../db/types.ts';
import { badInput } from '../errors.ts';
import type { Language } from '../language.ts';
import type { CatalogReference, StoredClass, StoredSkill } from '../seed/types.ts';
import { fold } from '../text-match.ts';
import { matchSelect, Params } from './engine.ts';
import { searchWords } from './words.ts';
import { facetName } from './facet-labels.ts';
import { facetDefinitions, type FacetDef, type FacetOptionDef } from './facets.ts';
import { resultListId } from './search-id.ts';
import { SearchSession } from './session.ts';

/** Longest query the server accepts; the header caps input at 58, the results page is freer. */
export const MAX_QUERY_LENGTH = 200;

export interface FacetResult {
  facet: SearchFacetName;
  name: string;
  options: Array<{ name: string; value: string; count: number }>;
}

/** A class of the results page, with its teacher's name and page (read in the same statement). */
export interface ClassResult extends StoredClass {
  teacherName: string | null;
  teacherUrl: string | null;
}

/** One page of the results, and how many classes match in all. */
export interface ResultPage {
  results: readonly ClassResult[];
  total: number;
}

export interface ClassSearchOutcome {
  searchId: string;
  algorithmId: string;
  /** The skills of `where.skill`, in the order given (duplicates once). */
  skills: readonly StoredSkill[];
  /** `first` classes from `offset`, in result order. */
  page(offset: number, first: number): Promise<ResultPage>;
  /** Option counts of one facet under every other filter, named in the search's language. */
  facet(name: SearchFacetName): Promise<FacetResult>;
}

/** Rejects queries longer than MAX_QUERY_LENGTH with a clear message. */
export function checkQueryLength(query: string): void {
  if (query.length > MAX_QUERY_LENGTH) {
    throw badInput(`\`query\` must be at most ${MAX_QUERY_LENGTH} characters (got ${query.length}).`);
  }
}

type Filters = Map<FacetDef, readonly FacetOptionDef[]>;

/** A value from the request inside an error message: at most 60 characters, never half a character. */
function shown(value: string): string {
  const points = Array.from(value);
  return points.length > 60 ? `${points.slice(0, 60).join('')}…` : value;
}

/**
 * The skills `where.skill` names, by slug. A slug is the same in every language (SkillRecord.slug), so
 * a skill picked as "Acuarela" and one picked as "Watercolor" search the same classes.
 */
function compileSkills(catalog: CatalogReference, slugs: readonly string[] | null | undefined): StoredSkill[] {
  const skills = new Map<string, StoredSkill>();
  for (const slug of slugs ?? []) {
    const skill = catalog.skillBySlug.get(slug);
    if (!skill) {
      throw badInput(`Unknown skill '${shown(slug)}' in filter \`skill\`: give a skill's slug as skillSuggestions answers it (e.g. 'watercolor').`);
    }
    skills.set(skill.id, skill);
  }
  return [...skills.values()];
}

function compileFilters(defs: readonly FacetDef[], where: ClassSearchFilter | null | undefined): Filters {
  const filters: Filters = new Map();
  if (!where) return filters;
  for (const def of defs) {
    const values = where[def.key];
    if (!values || values.length === 0) continue;
    const options = values.map((value) => {
      const option = def.options.find((o) => o.value === value);
      if (!option) {
        const known = def.options.map((o) => o.value).join(', ');
        throw badInput(`Unknown value '${value}' for filter \`${def.key}\`. Known values: ${known}.`);
      }
      return option;
    });
    filters.set(def, options);
  }
  return filters;
}

/** The condition of every filter (and the skills') but `except`'s, on `c`; TRUE when there is none. */
function filtersWhere(filters: Filters, skillIds: readonly string[], params: Params, except?: FacetDef): string {
  const parts: string[] = [];
  if (skillIds.length > 0) parts.push(`c.skill_ids && ${params.value(skillIds.map(Number), 'int[]')}`);
  for (const [def, options] of filters) {
    if (def === except) continue;
    parts.push(`(${options.map((o) => `(${o.where(params)})`).join(' OR ')})`);
  }
  return parts.length === 0 ? 'TRUE' : parts.join(' AND ');
}

/** The results' order over a row `a` of the classes (`a.rank`: the engine's, with a query). */
function orderBy(sort: ClassSearchSort, hasQuery: boolean, a: string): string {
  switch (sort) {
    case 'POPULARITY':
      return `${a}.student_count DESC, ${a}.id`;
    case 'NEWEST':
      return `${a}.published_at_ms DESC, ${a}.id`;
    case 'RATING':
      return `${a}.rating DESC, ${a}.student_count DESC, ${a}.id`;
    case 'RELEVANCE':
      // With nothing typed, relevance means "our picks": high-quality classes first, then popular ones.
      return hasQuery ? `${a}.rank, ${a}.student_count DESC, ${a}.id` : `${a}.is_high_quality DESC, ${a}.student_count DESC, ${a}.id`;
  }
}

/** Canonical form of the filter (sorted keys and values) so equal filters hash equally. */
function canonicalWhere(where: ClassSearchFilter | null | undefined): Array<[string, string[]]> {
  if (!where) return [];
  return Object.entries(where)
    .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
    .map(([key, values]): [string, string[]] => [key, [...new Set(values)].sort()])
    .sort(([a], [b]) => a.localeCompare(b));
}

export async function searchClasses(
  db: Queryable,
  catalog: CatalogReference,
  input: { query: string; where: ClassSearchFilter | null | undefined; sort: ClassSearchSort; language?: Language },
  session = new SearchSession(),
): Promise<ClassSearchOutcome> {
  checkQueryLength(input.query);
  const language = input.language ?? 'en-US';
  const defs = facetDefinitions(catalog);
  const filters = compileFilters(defs, input.where);
  const skills = compileSkills(catalog, input.where?.skill);
  const skillIds = skills.map((s) => s.id);
  const hasQuery = searchWords(input.query).length > 0;

  /** A statement over the matching classes (`c`, with `c.rank` when a query matched), its parameters in `params`. */
  const over = async (params: Params): Promise<string> => {
    const match = hasQuery ? await matchSelect(db, 'classes', input.query, language, { titleOnly: false }, params, session) : null;
    return match === null
      ? 'catalog_classes AS c'
      : `(SELECT k.*, m.rank FROM (${match.sql}) AS m JOIN catalog_classes AS k ON k.id = m.id) AS c`;
  };

  const page = async (offset: number, first: number): Promise<ResultPage> => {
    const params = new Params();
    const from = await over(params);
    // The window counts every class that passes before LIMIT keeps the page (a top-N sort, not a sort of
    // them all); the page's teachers are read for its rows alone.
    const rows = await db.query<TableRow & { total: number }>(
      `SELECT p.*, t.name AS teacher_name, t.url AS teacher_url FROM (
         SELECT c.*, (count(*) OVER ())::int AS total FROM ${from}
         WHERE ${filtersWhere(filters, skillIds, params)}
         ORDER BY ${orderBy(input.sort, hasQuery, 'c')} LIMIT ${params.value(first, 'bigint')} OFFSET ${params.value(offset, 'bigint')}
       ) AS p LEFT JOIN catalog_teachers AS t ON t.id = p.teacher_id
       ORDER BY ${orderBy(input.sort, hasQuery, 'p')}`,
      params.values,
      PREPARED,
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      // A page past the end (or of none) has no row to carry the count.
      const again = new Params();
      const [row] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${await over(again)} WHERE ${filtersWhere(filters, skillIds, again)}`, again.values, PREPARED);
      total = row?.total ?? 0;
    }
    const results = rows.map((row) => ({ ...classFromRow(row), teacherName: row.teacher_name === null ? null : String(row.teacher_name), teacherUrl: row.teacher_url === null ? null : String(row.teacher_url) }));
    return { results, total };
  };

  // Every facet's counts in one statement, asked once: GetFacets asks for the nine facets of one search.
  let counted: Promise<Map<FacetDef, number[]>> | undefined;
  const counts = (): Promise<Map<FacetDef, number[]>> => {
    counted ??= (async () => {
      const params = new Params();
      const from = await over(params);
      const columns = defs.flatMap((def, d) => {
        const pool = filtersWhere(filters, [], params, def);
        return def.options.map((o, i) => `(count(*) FILTER (WHERE (${pool}) AND (${o.where(params)})))::int AS f${d}_${i}`);
      });
      const skillsOnly = filtersWhere(new Map(), skillIds, params);
      const [row] = await db.query<Record<string, number>>(`SELECT ${columns.join(', ')} FROM ${from} WHERE ${skillsOnly}`, params.values, PREPARED);
      return new Map(defs.map((def, d) => [def, def.options.map((_, i) => row?.[`f${d}_${i}`] ?? 0)]));
    })();
    return counted;
  };

  // Another language may find other classes for the same words, so its list has its own id (and its
  // cursors page only it); English keeps the ids it always had.
  const listParts: unknown[] = [fold(input.query), canonicalWhere(input.where), input.sort];
  if (language !== 'en-US') listParts.push(language);

  return {
    searchId: resultListId('srch', listParts),
    algorithmId: `masthead-${input.sort.toLowerCase()}-v1`,
    skills,
    page,
    async facet(name) {
      const def = defs.find((d) => d.facet === name);
      if (!def) throw badInput(`Unknown facet '${name}'.`);
      const found = (await counts()).get(def) ?? [];
      return {
        facet: def.facet,
        name: facetName(def.facet, language),
        options: def.options.map((o, i) => ({ name: o.label(language), value: o.value, count: found[i] ?? 0 })),
      };
    },
  };
}
