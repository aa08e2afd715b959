// The results page's URL ⇄ state ⇄ GraphQL variables. The page and the server's prefetch both build
// their variables here, so the server fills exactly the cache entries the page then reads.
import { searchQueryOf } from '@masthead/header-core';
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

export type Filters = Readonly<Record<FacetKey, readonly string[]>>;

export interface SearchPageState {
  /** Trimmed, at most 58 code points (an empty query lists every class). */
  readonly query: string;
  /** Passed through for analytics links: `autocomplete` or `naturalLang`, else null. */
  readonly searchMethod: 'autocomplete' | 'naturalLang' | null;
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

/** Reads the page state from a query string (with or without '?'); garbage is dropped, never thrown. */
export function parseSearchParams(search: string | URLSearchParams): SearchPageState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters = emptyFilters();
  for (const key of FACET_KEYS) {
    const seen = new Set<string>();
    for (const value of params.getAll(key)) {
      if (VALUE.test(value) && !seen.has(value) && seen.size < MAX_VALUES) seen.add(value);
    }
    filters[key] = [...seen];
  }
  const method = params.get('searchMethod');
  const via = params.get('via');
  const sort = params.get('sort');
  const after = params.get('after');
  return {
    query: searchQueryOf(params.get('query') ?? ''),
    searchMethod: method === 'autocomplete' || method === 'naturalLang' ? method : null,
    via: via && via.length <= 64 ? via : null,
    filters,
    sort: isSortKey(sort) ? sort : 'relevance',
    after: after && after.length <= MAX_CURSOR ? after : null,
  };
}

/** The GraphQL filter, or undefined when no option is chosen. */
export function whereOf(filters: Filters): ClassSearchFilter | undefined {
  const where: ClassSearchFilter = {};
  let any = false;
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

/** GetClasses variables for the first page the URL asks for. */
export function classesVariables(state: SearchPageState): GetClassesQueryVariables {
  const where = whereOf(state.filters);
  return {
    query: state.query,
    first: PAGE_SIZE,
    sort: SORTS[state.sort],
    ...(where ? { where } : {}),
    ...(state.after ? { after: state.after } : {}),
  };
}

/** GetFacets variables: the same query and filters (counts honour the other facets' filters). */
export function facetsVariables(state: SearchPageState): GetFacetsQueryVariables {
  const where = whereOf(state.filters);
  return { query: state.query, ...(where ? { where } : {}) };
}

/** Parameters the results page owns; every other one (the playground's theme, variant…) is kept as it is. */
export const OWNED_PARAMS: ReadonlySet<string> = new Set(['query', 'searchMethod', 'via', 'sort', 'after', ...FACET_KEYS]);

/** The other parameters of the page's URL, to carry through links and the filters form. */
export function passthroughParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([name]) => !OWNED_PARAMS.has(name));
}

/**
 * The URL of a state: /search?query=…&searchMethod=…&via=…&{facet}=…&sort=…&after=…, followed by
 * the page's other parameters (`base`, a query string) unchanged.
 */
export function searchPageHref(state: SearchPageState, base = ''): string {
  const params = new URLSearchParams();
  params.set('query', state.query);
  if (state.searchMethod) params.set('searchMethod', state.searchMethod);
  if (state.via) params.set('via', state.via);
  for (const key of FACET_KEYS) for (const value of state.filters[key]) params.append(key, value);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.after) params.set('after', state.after);
  for (const [name, value] of passthroughParams(base)) params.append(name, value);
  return `/search?${params.toString()}`;
}
