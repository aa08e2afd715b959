// The search's option list: the rows the listbox holds (the typed text, the natural-language row and
// the current suggestions; in the empty box, recent and popular searches), their ids and targets, and
// the counts the live region says. Pure: the machine and the connect layer both import it; it imports
// neither. The box's text is search.text.ts, the URLs search.href.ts.
import { truncateCodePoints } from '../url/index.ts';
import { MAX_LENGTH, queryOf, type SearchMethod } from './search.limits.ts';
import { searchHref, suggestionHref } from './search.href.ts';
import type { SearchOption, SearchSuggestions, SearchTarget, TextSpan } from './search.options.types.ts';
import { recentSearchKey } from './search.recent.ts';
import { emptyRows } from './search.rows.ts';
import { completedValue, visibleCompletion } from './search.text.ts';
import type { SearchContext } from './search.types.ts';

/** A data id as a DOM-id fragment: injective, ASCII letters, digits, '-' and '_' only. */
function idFragment(raw: string): string {
  return encodeURIComponent(raw).replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`);
}

/** Suggestions of `results` if they answer the current text, else none (never a stale suggestion). */
export function currentSuggestions(context: Pick<SearchContext, 'typed' | 'results'>): SearchSuggestions | null {
  const { results } = context;
  return results && results.query === queryOf(context.typed) ? results.suggestions : null;
}

function searchTarget(context: Pick<SearchContext, 'searchPagePath' | 'via'>, text: string, searchMethod: SearchMethod, skill?: string): SearchTarget {
  const query = queryOf(text);
  return { href: searchHref(context, query, searchMethod, skill), searchMethod, query };
}

export type OptionsContext = Pick<
  SearchContext,
  'id' | 'typed' | 'completion' | 'activeIndex' | 'results' | 'via' | 'searchPagePath' | 'origin'
> &
  Partial<Pick<SearchContext, 'acceptedText' | 'recent' | 'popular' | 'popularEnabled'>>;

/**
 * The empty box's options (issue 23): none without rows; else 0 = the input itself (empty: nothing to
 * select), then the recent and the popular rows, each searching its text (`searchMethod` `recent` or
 * `popular`). Ids come from the row's own text or id, so a row keeps its id while others come and go.
 */
function emptyBoxOptions(context: OptionsContext, prefix: string): SearchOption[] {
  const rows = emptyRows(context);
  if (rows.length === 0) return [];
  const options: SearchOption[] = [{ index: 0, id: `${prefix}-input`, kind: 'input', label: '', target: { href: context.searchPagePath } }];
  for (const row of rows) {
    const index = options.length;
    if (row.kind === 'recent') {
      const id = `${prefix}-recent-${idFragment(recentSearchKey(row.query))}`;
      options.push({ index, id, kind: 'recent', label: row.query, target: searchTarget(context, row.query, 'recent') });
    } else {
      const id = `${prefix}-popular-${idFragment(row.item.id)}`;
      options.push({ index, id, kind: 'popular', label: row.item.query, target: searchTarget(context, row.item.query, 'popular', row.item.slug), item: row.item });
    }
  }
  return options;
}

/**
 * The flattened options. An empty query: the empty box's rows (`emptyBoxOptions`). Otherwise 0 = the
 * input itself (the suggestion's own text with `autocomplete` while an inline completion shows, else
 * the typed text with `naturalLang`), 1 = the natural-language entry, then skills, classes, paths and
 * teachers of the current results.
 */
export function getSearchOptions(context: OptionsContext): SearchOption[] {
  const query = queryOf(context.typed);
  const prefix = `${context.id}-opt`;
  if (query === '') return emptyBoxOptions(context, prefix);
  // An inline completion showing, or one accepted and not edited since: the top suggestion was picked.
  const completed = visibleCompletion(context) !== '' || (context.acceptedText != null && context.acceptedText === context.typed);
  const shown = queryOf(completedValue(context));
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
    const target = searchTarget(context, truncateCodePoints(item.displayName, MAX_LENGTH), 'autocomplete', item.slug);
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

/** Where `query` first occurs in `label`, case-insensitively (what to emphasise without the API's word), or null. */
export function matchSpan(label: string, query: string): TextSpan | null {
  const needle = query.toLowerCase();
  if (needle !== '') {
    for (let i = 0; i + query.length <= label.length; i += 1) {
      if (label.slice(i, i + query.length).toLowerCase() === needle) return { start: i, length: query.length };
    }
  }
  return null;
}

/** Splits `label` around the first case-insensitive occurrence of `query` (matchSpan). */
export function splitMatch(label: string, query: string): { before: string; match: string; after: string } {
  const span = matchSpan(label, query);
  if (!span) return { before: label, match: '', after: '' };
  const end = span.start + span.length;
  return { before: label.slice(0, span.start), match: label.slice(span.start, end), after: label.slice(end) };
}

export function optionCount(context: SearchContext): number {
  return getSearchOptions(context).length;
}

/**
 * The one count the live region announces: the options a person can reach in the listbox, which is
 * every option but row 0, the input itself (the "Search for" row and each suggestion whose link the
 * URL policy kept). The listbox draws exactly these, so the number said is the number shown.
 */
export function listedOptionCount(context: OptionsContext): number {
  return Math.max(getSearchOptions(context).length - 1, 0);
}
