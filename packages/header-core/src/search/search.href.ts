// The URLs the list's rows go to: the search results page for a search, a suggestion's own page
// (class, path, teacher) through the URL policy. Pure; the option list (search.model.ts) builds its
// targets with them.
import { withParams } from '../url/index.ts';
import { safeUrl } from '../url/url-policy.ts';
import { queryOf, type SearchMethod } from './search.limits.ts';
import type { SearchContext } from './search.types.ts';

/** What a skill's slug looks like (as the results page reads it): a slug from data that is not one is left out. */
const SKILL_SLUG = /^[a-z0-9][a-z0-9-]{0,47}$/;

/**
 * The search results URL: `/search?query=…&skill=…&searchMethod=…&via=…`. A picked skill (a skill
 * suggestion, a popular search) carries its slug, the same in every language (issue 23): the results page
 * searches that skill, so a link made as "Acuarela" in Spanish lists what "Watercolor" lists in English.
 */
export function searchHref(
  context: Pick<SearchContext, 'searchPagePath' | 'via'>,
  query: string,
  searchMethod: SearchMethod,
  skill?: string,
): string {
  return withParams(context.searchPagePath, {
    query: queryOf(query),
    skill: skill !== undefined && SKILL_SLUG.test(skill) ? skill : undefined,
    searchMethod,
    via: context.via,
  });
}

/**
 * A data link as rendered: re-checked by the URL policy, and our own root-relative links get the
 * header's `via` (decisions.md); absolute links are left as they are.
 */
export function suggestionHref(href: string, via: string, origin?: string): string | null {
  const safe = safeUrl(href, origin);
  if (safe === null) return null;
  return safe.startsWith('/') ? withParams(safe, { via }) : safe;
}
