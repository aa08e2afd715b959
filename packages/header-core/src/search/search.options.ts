import { truncateCodePoints, withParams } from '../url/index.ts';
import { safeUrl } from '../url/url-policy.ts';
import { MAX_LENGTH, codePointLength, queryOf } from './search.limits.ts';
import type {
  SearchContext,
  SearchMethod,
  SearchOption,
  SearchResults,
  SearchSuggestions,
  SearchTarget,
} from './search.types.ts';

/** A data id as a DOM-id fragment: injective, ASCII letters, digits, '-' and '_' only. */
function idFragment(raw: string): string {
  return encodeURIComponent(raw).replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`);
}

/** The search results URL: `/search?query=…&searchMethod=…&via=…`. */
export function searchHref(
  context: Pick<SearchContext, 'searchPagePath' | 'via'>,
  query: string,
  searchMethod: SearchMethod,
): string {
  return withParams(context.searchPagePath, { query: queryOf(query), searchMethod, via: context.via });
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

/**
 * The inline completion for `typed`: the rest of the top suggestion (the first row after the
 * natural-language row: the first skill, else class, else path, else teacher), when `typed` is a
 * case-insensitive prefix of it, it is longer, and the completed text fits in 58 code points.
 */
export function completionFor(typed: string, results: SearchResults | null): string {
  if (!results || results.query !== queryOf(typed) || typed.trim() === '') return '';
  const { skills, classes, paths, teachers } = results.suggestions;
  const top = skills[0]?.displayName ?? classes[0]?.title ?? paths[0]?.title ?? teachers[0]?.name;
  if (!top || top.length <= typed.length) return '';
  if (top.slice(0, typed.length).toLowerCase() !== typed.toLowerCase()) return '';
  const suffix = top.slice(typed.length);
  const first = suffix.charCodeAt(0);
  // A prefix that ends inside a surrogate pair is no prefix.
  if (first >= 0xdc00 && first <= 0xdfff) return '';
  if (codePointLength(typed + suffix) > MAX_LENGTH) return '';
  return suffix;
}

/** The completion currently shown: only while the input itself (index 0) is active. */
export function visibleCompletion(context: Pick<SearchContext, 'completion' | 'activeIndex'>): string {
  return context.activeIndex === 0 ? context.completion : '';
}

/** What the input shows: the typed text plus the visible completion. */
export function displayValue(context: Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>): string {
  return context.typed + visibleCompletion(context);
}

/** Suggestions of `results` if they answer the current text, else none (never a stale suggestion). */
export function currentSuggestions(context: Pick<SearchContext, 'typed' | 'results'>): SearchSuggestions | null {
  const { results } = context;
  return results && results.query === queryOf(context.typed) ? results.suggestions : null;
}

function searchTarget(context: Pick<SearchContext, 'searchPagePath' | 'via'>, text: string, searchMethod: SearchMethod): SearchTarget {
  const query = queryOf(text);
  return { href: searchHref(context, query, searchMethod), searchMethod, query };
}

export type OptionsContext = Pick<
  SearchContext,
  'id' | 'typed' | 'completion' | 'activeIndex' | 'results' | 'via' | 'searchPagePath' | 'origin'
>;

/**
 * The flattened options: none for an empty query; otherwise 0 = what the input shows (submitted
 * with `autocomplete` when an inline completion is showing, else `naturalLang`), 1 = the
 * natural-language entry, then skills, classes, paths and teachers of the current results.
 */
export function getSearchOptions(context: OptionsContext): SearchOption[] {
  const query = queryOf(context.typed);
  if (query === '') return [];
  const prefix = `${context.id}-opt`;
  const completed = visibleCompletion(context) !== '';
  const shown = queryOf(displayValue(context));
  const options: SearchOption[] = [
    {
      index: 0,
      id: `${prefix}-input`,
      kind: 'input',
      label: shown,
      target: searchTarget(context, shown, completed ? 'autocomplete' : 'naturalLang'),
    },
    { index: 1, id: `${prefix}-natural`, kind: 'naturalLanguage', label: query, target: searchTarget(context, query, 'naturalLang') },
  ];
  const suggestions = currentSuggestions(context);
  if (!suggestions) return options;
  const link = (href: string) => ({ href: suggestionHref(href, context.via, context.origin) });
  for (const item of suggestions.skills) {
    const target = searchTarget(context, truncateCodePoints(item.displayName, MAX_LENGTH), 'autocomplete');
    options.push({ index: options.length, id: `${prefix}-skill-${idFragment(item.id)}`, kind: 'skill', label: item.displayName, target, item });
  }
  for (const item of suggestions.classes) {
    const { href } = link(item.url);
    if (href) options.push({ index: options.length, id: `${prefix}-class-${idFragment(item.id)}`, kind: 'class', label: item.title, target: { href }, item });
  }
  for (const item of suggestions.paths) {
    const { href } = link(item.url);
    if (href) options.push({ index: options.length, id: `${prefix}-path-${idFragment(item.id)}`, kind: 'path', label: item.title, target: { href }, item });
  }
  for (const item of suggestions.teachers) {
    const { href } = link(item.url);
    if (href) options.push({ index: options.length, id: `${prefix}-teacher-${idFragment(item.id)}`, kind: 'teacher', label: item.name, target: { href }, item });
  }
  return options;
}

/** Splits `label` around the first case-insensitive occurrence of `query` (for emphasis). */
export function splitMatch(label: string, query: string): { before: string; match: string; after: string } {
  const needle = query.toLowerCase();
  if (needle !== '') {
    for (let i = 0; i + query.length <= label.length; i += 1) {
      if (label.slice(i, i + query.length).toLowerCase() === needle) {
        return { before: label.slice(0, i), match: label.slice(i, i + query.length), after: label.slice(i + query.length) };
      }
    }
  }
  return { before: label, match: '', after: '' };
}
