// The results page's URL ⇄ state ⇄ GraphQL variables. The page and the server's prefetch both build
// their variables here, so the server fills exactly the cache entries the page then reads.
import { isSearchMethod, searchQueryOf, type SearchMethod } from '@masthead/header-core';
import type { ClassSearchFilter, ClassSearchSort, GetClassesQueryVariables, GetFacetsQueryVariables } from '@masthead/graphql';

/** The facets of GetFacetsQuery, in the order the page shows them; also their URL parameter names. */
export const FACET_KEYS = ['type', 'language', 'level', 'length', 'with', 'publish', 'rating', 'materials', 'software'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** URL value → GraphQL sort. The first is the default and stays out of the URL. */
export const SORTS = {
  relevance: 'RELEVANCE',
  popularity: 'POPULARITY',
  newest: 'NEWEST',
  rating: 'RATING',
} as const satisfies Record<string, ClassSearchSort>;
export type SortKey = keyof typeof SORTS;

export const PAGE_SIZE = 20;

/** Option values are slugs ('en', 'under-15', 'after-effects'); anything else is dropped. */
const VALUE = /^[a-z0-9][a-z0-9-]{0,47}$/;
const MAX_VALUES = 30;
const MAX_CURSOR = 512;
/**
 * Skill slugs one page searches at most. The header links one picked skill (`skill=watercolor`); a
 * hand-made or shared URL may OR a few, and anything past these is dropped, not sent.
 */
export const MAX_SKILLS = 5;

export type Filters = Readonly<Record<FacetKey, readonly string[]>>;

export interface SearchPageState {
  /**
   * Trimmed, at most 58 code points (an empty query lists every class). With `skill` it is only the
   * skill's name as the link's maker saw it (the search box shows it); the search is by `skill`.
   */
  readonly query: string;
  /**
   * Skill slugs (`watercolor`, the same in every language) a picked skill suggestion or popular search
   * links to: the page then searches these skills, not the words of `query` (`searchTextOf`). Slugs only,
   * deduplicated, at most MAX_SKILLS; empty for a search by words.
   */
  readonly skill: readonly string[];
  /** How the search was made (header-core's SEARCH_METHODS, the values the header writes), passed through for analytics; else null. */
  readonly searchMethod: SearchMethod | null;
  readonly via: string | null;
  readonly filters: Filters;
  readonly sort: SortKey;
  /** The no-JavaScript "next page" cursor. */
  readonly after: string | null;
}

export function emptyFilters(): Record<FacetKey, string[]> {
  return Object.fromEntries(FACET_KEYS.map((key) => [key, []])) as unknown as Record<FacetKey, string[]>;
}

function isSortKey(value: string | null): value is SortKey {
  return value !== null && Object.hasOwn(SORTS, value);
}

/** The valid values of a repeated parameter, in order, each once, at most `max`. */
function slugsOf(values: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.size >= max) break;
    if (VALUE.test(value)) seen.add(value);
  }
  return [...seen];
}

/** Reads the page state from a query string (with or without '?'); garbage is dropped, never thrown. */
export function parseSearchParams(search: string | URLSearchParams): SearchPageState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = emptyFilters();
  for (const key of FACET_KEYS) filters[key] = slugsOf(params.getAll(key), MAX_VALUES);
  const method = params.get('searchMethod');
  const via = params.get('via');
  const sort = params.get('sort');
  const after = params.get('after');
  return {
    query: searchQueryOf(params.get('query') ?? ''),
    skill: slugsOf(params.getAll('skill'), MAX_SKILLS),
    searchMethod: isSearchMethod(method) ? method : null,
    via: via && via.length <= 64 ? via : null,
    filters,
    sort: isSortKey(sort) ? sort : 'relevance',
    after: after && after.length <= MAX_CURSOR ? after : null,
  };
}

/** The GraphQL filter (the facets' options and the searched skills), or undefined when there is none. */
export function whereOf(filters: Filters, skill: readonly string[] = []): ClassSearchFilter | undefined {
  const where: ClassSearchFilter = {};
  let any = false;
  if (skill.length > 0) {
    where.skill = [...skill];
    any = true;
  }
  for (const key of FACET_KEYS) {
    if (filters[key].length > 0) {
      where[key] = [...filters[key]];
      any = true;
    }
  }
  return any ? where : undefined;
}

export function activeFilterCount(filters: Filters): number {
  return FACET_KEYS.reduce((sum, key) => sum + filters[key].length, 0);
}

/**
 * The text the API searches: the URL's `query`, or nothing when the page searches skills. A skill picked
 * in Spanish links `query=Acuarela&skill=watercolor`: the words are the skill's name in the language the
 * link was made in. Searched as text they would find nothing in another language (German does not know
 * "Acuarela"), and even where they match, relevance ranks by titles read in the page's language, so one
 * link would list other classes, or in another order, depending on who opens it. `where.skill` with no
 * text lists the skill's classes, in the same order in every language. (The search box still shows
 * `query`, and the heading names the skill from the answer, `search.skills`, in the page's language.)
 */
export function searchTextOf(state: SearchPageState): string {
  return state.skill.length > 0 ? '' : state.query;
}

/** GetClasses variables for the first page the URL asks for. */
export function classesVariables(state: SearchPageState): GetClassesQueryVariables {
  const where = whereOf(state.filters, state.skill);
  return {
    query: searchTextOf(state),
    first: PAGE_SIZE,
    sort: SORTS[state.sort],
    ...(where ? { where } : {}),
    ...(state.after ? { after: state.after } : {}),
  };
}

/**
 * GetFacets variables: the same search and filters as GetClasses (counts honour the other facets'
 * filters), so with `skill` the counts are the skill's classes' too, not the words'.
 */
export function facetsVariables(state: SearchPageState): GetFacetsQueryVariables {
  const where = whereOf(state.filters, state.skill);
  return { query: searchTextOf(state), ...(where ? { where } : {}) };
}

/** Parameters the results page owns; every other one (the playground's theme, variant…) is kept as it is. */
export const OWNED_PARAMS: ReadonlySet<string> = new Set(['query', 'skill', 'searchMethod', 'via', 'sort', 'after', ...FACET_KEYS]);

/** The other parameters of the page's URL, to carry through links and the filters form. */
export function passthroughParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => !OWNED_PARAMS.has(name));
}

/**
 * The URL of a state: /search?query=…&skill=…&searchMethod=…&via=…&{facet}=…&sort=…&after=…, followed
 * by the page's other parameters (`base`, a query string) unchanged. The header links a picked skill in
 * the same order (`query=…&skill=…&searchMethod=…&via=header`).
 */
export function searchPageHref(state: SearchPageState, base = ''): string {
  const params = new URLSearchParams();
  params.set('query', state.query);
  for (const slug of state.skill) params.append('skill', slug);
  if (state.searchMethod) params.set('searchMethod', state.searchMethod);
  if (state.via) params.set('via', state.via);
  for (const key of FACET_KEYS) for (const value of state.filters[key]) params.append(key, value);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.after) params.set('after', state.after);
  for (const [name, value] of passthroughParams(base)) params.append(name, value);
  return `/search?${params.toString()}`;
}
