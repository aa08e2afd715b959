/**
 * Popular searches (issue 23): the skills searched most (seed/search-counts.ts), for the search box when
 * it is focused empty. One list for everyone, most searched first, ties by slug; only approved skills (the
 * ones suggestions offer). The list is the same in every language; only its names change, so each
 * language is one cacheable answer.
 */
import { badInput } from '../errors.ts';
import { SEARCH_COUNTS } from '../seed/search-counts.ts';
import type { CatalogReference, StoredSkill } from '../seed/types.ts';

/**
 * The most a request may ask for: the header shows at most 5 rows when the box is focused empty, recent
 * searches first (decisions.md), so 5 popular ones fill it for a visitor with none.
 */
export const MAX_POPULAR_SEARCHES = 5;

export interface PopularSearch {
  skill: StoredSkill;
  searchCount: number;
}

const ranked = new WeakMap<CatalogReference, readonly PopularSearch[]>();

function rankAll(catalog: CatalogReference): readonly PopularSearch[] {
  let list = ranked.get(catalog);
  if (!list) {
    list = Object.entries(SEARCH_COUNTS)
      .flatMap(([slug, searchCount]) => {
        const skill = catalog.skillBySlug.get(slug);
        return skill?.isApproved ? [{ skill, searchCount }] : [];
      })
      .sort((a, b) => b.searchCount - a.searchCount || (a.skill.slug < b.skill.slug ? -1 : a.skill.slug > b.skill.slug ? 1 : 0));
    ranked.set(catalog, list);
  }
  return list;
}

/** `limit` checked (0..MAX_POPULAR_SEARCHES; null means the default, as for `first`). */
export function validateLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return MAX_POPULAR_SEARCHES;
  if (!Number.isInteger(limit) || limit < 0 || limit > MAX_POPULAR_SEARCHES) {
    throw badInput(`\`limit\` must be between 0 and ${MAX_POPULAR_SEARCHES} (got ${limit}).`);
  }
  return limit;
}

/** The `limit` most searched skills. */
export function popularSearches(catalog: CatalogReference, limit: number | null | undefined): readonly PopularSearch[] {
  return rankAll(catalog).slice(0, validateLimit(limit));
}
