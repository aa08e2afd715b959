/**
 * Full class search for the results page.
 *
 * Matching: the search engine's (engine.ts, issue 33), the suggestions' own: every typed word matches a
 * word of the class's title, teacher name, skills or category, in any order, the last as a prefix, typos
 * forgiven by the typo rule; in another language than English also the skills' and category's names in
 * that language (issue 23: "acuarela" finds the Watercolor classes in Spanish). An empty query matches all.
 * Relevance: the engine's rank (fewer typos, then a title that starts with the first word, then the title
 * matching before the rest); ties by students, then id.
 * Filters: options of one facet are OR-ed, facets are AND-ed. Facet counts use every filter except
 * the facet's own (disjunctive faceting), so picking a second language never zeroes the first.
 * `where.skill` (skill slugs, OR-ed) is a filter without a facet: what a picked skill searches.
 */
import type { ClassSearchFilter, ClassSearchSort, SearchFacetName } from '@masthead/graphql';
import type { Queryable } from '../db/types.ts';
import { badInput } from '../errors.ts';
import type { Language } from '../language.ts';
import type { Catalog, ClassRecord, SkillRecord } from '../seed/types.ts';
import { fold } from '../text-match.ts';
import { findMatches, type SearchMatch } from './engine.ts';
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

export interface ClassSearchOutcome {
  /** Matching classes in result order. */
  results: readonly ClassRecord[];
  searchId: string;
  algorithmId: string;
  /** The skills of `where.skill`, in the order given (duplicates once). */
  skills: readonly SkillRecord[];
  /** Option counts of one facet under every other filter, named in the search's language. */
  facet(name: SearchFacetName): FacetResult;
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
function compileSkills(catalog: Catalog, slugs: readonly string[] | null | undefined): SkillRecord[] {
  const skills = new Map<string, SkillRecord>();
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

function passes(c: ClassRecord, filters: Filters, skillIds: ReadonlySet<string>, except?: FacetDef): boolean {
  if (skillIds.size > 0 && !c.skillIds.some((id) => skillIds.has(id))) return false;
  for (const [def, options] of filters) {
    if (def === except) continue;
    if (!options.some((o) => o.test(c))) return false;
  }
  return true;
}

const byId = (a: ClassRecord, b: ClassRecord): number => Number(a.id) - Number(b.id);

function comparator(sort: ClassSearchSort, rank: ReadonlyMap<string, number>, hasQuery: boolean) {
  switch (sort) {
    case 'POPULARITY':
      return (a: ClassRecord, b: ClassRecord) => b.studentCount - a.studentCount || byId(a, b);
    case 'NEWEST':
      return (a: ClassRecord, b: ClassRecord) => b.publishedAtMs - a.publishedAtMs || byId(a, b);
    case 'RATING':
      return (a: ClassRecord, b: ClassRecord) => b.rating - a.rating || b.studentCount - a.studentCount || byId(a, b);
    case 'RELEVANCE':
      // With nothing typed, relevance means "our picks": high-quality classes first, then popular ones.
      if (!hasQuery) {
        return (a: ClassRecord, b: ClassRecord) =>
          Number(b.isHighQuality) - Number(a.isHighQuality) || b.studentCount - a.studentCount || byId(a, b);
      }
      return (a: ClassRecord, b: ClassRecord) =>
        (rank.get(a.id) ?? 9) - (rank.get(b.id) ?? 9) || b.studentCount - a.studentCount || byId(a, b);
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

/** A class as the index found it: the seed's from the catalogue, one added at run time as stored. */
export function classOf(catalog: Catalog, match: SearchMatch): ClassRecord | undefined {
  return (match.record as ClassRecord | null) ?? catalog.classById.get(match.id);
}

/** Every class: the seed's and those added at run time (POST /dev/classes), which only the database holds. */
async function allClasses(db: Queryable, catalog: Catalog): Promise<readonly ClassRecord[]> {
  const added = await db.query<{ record: ClassRecord }>('SELECT record FROM search_classes WHERE record IS NOT NULL ORDER BY id');
  return added.length === 0 ? catalog.classes : [...catalog.classes, ...added.map((r) => r.record)];
}

export async function searchClasses(
  db: Queryable,
  catalog: Catalog,
  input: { query: string; where: ClassSearchFilter | null | undefined; sort: ClassSearchSort; language?: Language },
  session = new SearchSession(),
): Promise<ClassSearchOutcome> {
  checkQueryLength(input.query);
  const language = input.language ?? 'en-US';
  const defs = facetDefinitions(catalog);
  const filters = compileFilters(defs, input.where);
  const skills = compileSkills(catalog, input.where?.skill);
  const skillIds = new Set(skills.map((s) => s.id));
  const folded = fold(input.query);
  const rank = new Map<string, number>();
  const hasQuery = searchWords(input.query).length > 0;
  let matched: readonly ClassRecord[];
  if (!hasQuery) matched = await allClasses(db, catalog);
  else {
    const found: ClassRecord[] = [];
    for (const match of (await findMatches(db, 'classes', input.query, language, { titleOnly: false }, session)).matches) {
      const record = classOf(catalog, match);
      if (!record) continue;
      rank.set(record.id, match.rank);
      found.push(record);
    }
    matched = found;
  }
  const results = matched.filter((c) => passes(c, filters, skillIds)).sort(comparator(input.sort, rank, hasQuery));
  // Another language may find other classes for the same words, so its list has its own id (and its
  // cursors page only it); English keeps the ids it always had.
  const listParts: unknown[] = [folded, canonicalWhere(input.where), input.sort];
  if (language !== 'en-US') listParts.push(language);

  return {
    results,
    searchId: resultListId('srch', listParts),
    algorithmId: `masthead-${input.sort.toLowerCase()}-v1`,
    skills,
    facet(name) {
      const def = defs.find((d) => d.facet === name);
      if (!def) throw badInput(`Unknown facet '${name}'.`);
      const pool = matched.filter((c) => passes(c, filters, skillIds, def));
      return {
        facet: def.facet,
        name: facetName(def.facet, language),
        options: def.options.map((o) => ({
          name: o.label(language),
          value: o.value,
          count: pool.reduce((n, c) => (o.test(c) ? n + 1 : n), 0),
        })),
      };
    },
  };
}
