// The search's numbers, its rules for the typed text and the fixed values of its results URL. Small on
// purpose: the plain form in the header's initial bundle reaches this file; the answer's normalization
// is search.suggestions.ts.
import { truncateCodePoints } from '../url/index.ts';

/** Spec §5/§9: the input holds at most 58 characters, counted in code points. */
export const MAX_LENGTH = 58;

/** Where the form goes when the host does not say: the search results page. */
export const SEARCH_PAGE_PATH = '/search';

/**
 * How a search was made, the results URL's `searchMethod` (analytics): the completion or a skill, the
 * typed text, a recent row or a popular row (issue 23). The one list: the header writes these values and
 * the results page (apps/web) accepts only these, so the type is derived from the list, not beside it.
 */
export const SEARCH_METHODS = ['autocomplete', 'naturalLang', 'recent', 'popular'] as const;
export type SearchMethod = (typeof SEARCH_METHODS)[number];

/** Whether a URL's `searchMethod` value is one the header writes (anything else is dropped, never trusted). */
export function isSearchMethod(value: unknown): value is SearchMethod {
  return (SEARCH_METHODS as readonly unknown[]).includes(value);
}

/** Spec §5: suggestions (and the entered-text event) from 3 trimmed characters. */
export const MIN_QUERY = 3;
/** Spec §9: one request per settled query, 500 ms after the last change. */
export const DEBOUNCE_MS = 500;
/** Answered queries kept per search box (least recently used dropped first). */
export const CACHE_SIZE = 50;

/**
 * Page sizes. Classes and paths share a budget (spec §9: classes 3, 7 when there are no paths;
 * paths 3, 7 when there are no classes). Whether the other list is empty is only known from the
 * answer, so we request 7 of each in the one request and cut afterwards (`CLASSES_SHOWN`,
 * `PATHS_SHOWN`). Teachers: 7 requested, 6 shown.
 */
export const PAGE_SIZES = {
  skills: 10,
  classes: 7,
  paths: 7,
  teachers: 7,
} as const;

export const SHOWN = {
  skills: 10,
  /** Classes shown when paths came back / when none did. */
  classes: 3,
  classesAlone: 7,
  paths: 3,
  pathsAlone: 7,
  teachers: 6,
} as const;

/** Number of code points (what the 58 and 3 limits count). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The query a text stands for: trimmed, cut to 58 code points, no lone surrogate. */
export function queryOf(text: string): string {
  return truncateCodePoints(text.trim(), MAX_LENGTH).trim();
}

/** Whether `text` is long enough to ask for suggestions. */
export function isSuggestible(text: string): boolean {
  return codePointLength(queryOf(text)) >= MIN_QUERY;
}
