// The search's pure model: the options the list shows, the inline completion, the value the input
// shows, the search URLs, and the helpers behind the machine's guards and actions. The machine and the
// connect layer both import it; it imports neither.
import { createMemoryStorage } from '../storage/index.ts';
import { HEADER_VIA, truncateCodePoints, withParams } from '../url/index.ts';
import { safeUrl } from '../url/url-policy.ts';
import { isImeKey } from './search.keys.ts';
import { CACHE_SIZE, MAX_LENGTH, SEARCH_PAGE_PATH, codePointLength, queryOf } from './search.limits.ts';
import { isRecentConfig, recentSearchKey } from './search.recent.ts';
import { emptyRows } from './search.rows.ts';
import { resolveSearchMessages, resolveSearchRowMessages, resultsMessage } from './search.strings.ts';
import { buildSuggestionVariables } from './search.suggestions.ts';
import type {
  SearchContext,
  SearchEvent,
  SearchInput,
  SearchMethod,
  SearchOption,
  SearchResults,
  SearchSuggestionVariables,
  SearchSuggestions,
  SearchTarget,
} from './search.types.ts';

/** A data id as a DOM-id fragment: injective, ASCII letters, digits, '-' and '_' only. */
function idFragment(raw: string): string {
  return encodeURIComponent(raw).replace(/[^A-Za-z0-9-]/g, (ch) => `_${ch.charCodeAt(0).toString(16)}`);
}

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

/**
 * The suggestion the input completes `typed` to: the top suggestion (the first row after the
 * natural-language row: the first skill, else class, else path, else teacher), in its own casing,
 * when `typed` is a case-insensitive prefix of it, it is longer, and it fits in 58 code points; else ''.
 */
export function inlineSuggestion(typed: string, results: SearchResults | null): string {
  if (!results || results.query !== queryOf(typed) || typed.trim() === '') return '';
  const { skills, classes, paths, teachers } = results.suggestions;
  const top = skills[0]?.displayName ?? classes[0]?.title ?? paths[0]?.title ?? teachers[0]?.name;
  if (!top || top.length <= typed.length) return '';
  if (top.slice(0, typed.length).toLowerCase() !== typed.toLowerCase()) return '';
  const first = top.charCodeAt(typed.length);
  // A prefix that ends inside a surrogate pair is no prefix.
  if (first >= 0xdc00 && first <= 0xdfff) return '';
  return codePointLength(top) > MAX_LENGTH ? '' : top;
}

/** The inline completion for `typed`: the rest of `inlineSuggestion` after what was typed ('' when none). */
export function completionFor(typed: string, results: SearchResults | null): string {
  return inlineSuggestion(typed, results).slice(typed.length);
}

// Casing (issue 25): the input shows the typed characters as typed, then the rest of the suggestion
// in its own casing ('port' shows 'portfolio Building'): the person's keys are never rewritten under
// the caret. What the completion gives (Enter on the input, Tab, Right, the search button) is the
// suggestion's own text, 'Portfolio Building', never the mix of the two casings.

/** The completion currently shown after the typed text: only while the input itself (index 0) is active. */
export function visibleCompletion(context: Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>): string {
  return context.activeIndex === 0 ? context.completion.slice(context.typed.length) : '';
}

/** What the input shows: the typed text plus the visible completion. */
export function displayValue(context: Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>): string {
  return context.typed + visibleCompletion(context);
}

/** What accepting or submitting the input gives: the suggestion's own text while a completion shows, else the typed text. */
export function completedValue(context: Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>): string {
  return visibleCompletion(context) === '' ? context.typed : context.completion;
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

/** What the input may hold: cut to 58 code points, lone surrogates dropped. */
export function cleanInput(value: unknown): string {
  return typeof value === 'string' ? truncateCodePoints(value, MAX_LENGTH) : '';
}

/** Whether an `input.change` or `composition.end` carried more than 58 code points (it was cut; say so). */
export function isOverLimit(event: SearchEvent): boolean {
  return (event.type === 'input.change' || event.type === 'composition.end') && typeof event.value === 'string' && codePointLength(event.value) > MAX_LENGTH;
}

/**
 * `next` fitted to 58 code points the way `maxlength` fits a key or a paste, but counting code points:
 * what `shown` had before and after the edit stays, and of what the edit inserted, only what fits
 * (a key in a full box is refused; a long paste keeps its first characters). Never half an emoji.
 */
function fitInput(shown: string, next: string): string {
  const before = Array.from(shown);
  const after = Array.from(next);
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  const room = Math.max(MAX_LENGTH - head - tail, 0);
  return cleanInput(after.slice(0, head).join('') + after.slice(head, after.length - tail).slice(0, room).join('') + after.slice(after.length - tail).join(''));
}

/** GetSearchSuggestions variables for `query` in this context. */
export function variablesFor(context: SearchContext, query: string): SearchSuggestionVariables {
  return buildSuggestionVariables({
    query,
    loggedIn: context.loggedIn,
    flagOn: context.onlyHighQuality,
    analyticsTags: context.analyticsTags,
  });
}

/** Cache key: the query plus the variable that changes the answer for the same text. */
export function cacheKeyFor(context: SearchContext, query: string): string {
  return `${'onlyHighQuality' in variablesFor(context, query) ? 'hq' : 'all'}:${query}`;
}

export type TextSource = 'typed' | 'accepted';

/** The text a guard looks at: what was typed, or what accepting the completion would make it. */
export function sourceText(context: SearchContext, source: TextSource): string {
  return source === 'accepted' ? completedValue(context) : context.typed;
}

/**
 * The text an `input.change` or `composition.end` leaves in the box (null for other events): the value
 * cleaned, or past 58 code points fitted against what the input showed (`fitInput`).
 */
export function changedValue(context: Pick<SearchContext, 'typed' | 'completion' | 'activeIndex'>, event: SearchEvent): string | null {
  if (event.type !== 'input.change' && event.type !== 'composition.end') return null;
  return isOverLimit(event) ? fitInput(displayValue(context), event.value) : cleanInput(event.value);
}

/** A non-IME `key.down` of one of `keys`. */
export function isKeyEvent(event: SearchEvent, keys: readonly string[]): boolean {
  return event.type === 'key.down' && !isImeKey(event) && keys.includes(event.key);
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

/**
 * The context update that shows `results`: they become the shown results and the most recently
 * used cache entry (the least recently used beyond `CACHE_SIZE` is dropped), the inline completion
 * is recomputed, and the live text counts the options the listbox then holds.
 */
export function showResults(
  context: SearchContext,
  results: SearchResults,
): Pick<SearchContext, 'results' | 'cache' | 'liveMessage' | 'completion'> {
  const key = cacheKeyFor(context, results.query);
  const completion = context.completionArmed ? inlineSuggestion(context.typed, results) : '';
  return {
    results,
    cache: [...context.cache.filter((entry) => entry.key !== key), { key, results }].slice(-CACHE_SIZE),
    liveMessage: resultsMessage(context.messages, listedOptionCount({ ...context, results, completion })),
    completion,
  };
}

/** The machine's starting context: input validated, defaults filled in (see `SearchInput`). */
export function initialSearchContext(input: SearchInput): SearchContext {
  return {
    id: input.id,
    via: typeof input.via === 'string' && input.via !== '' ? input.via : HEADER_VIA,
    searchPagePath: typeof input.searchPagePath === 'string' && input.searchPagePath !== '' ? input.searchPagePath : SEARCH_PAGE_PATH,
    storage: input.storage ?? createMemoryStorage(),
    onlyHighQuality: input.onlyHighQuality === true,
    loggedIn: typeof input.loggedIn === 'boolean' || input.loggedIn === 'loading' ? input.loggedIn : false,
    analyticsTags: Array.isArray(input.analyticsTags) ? input.analyticsTags.filter((tag) => typeof tag === 'string') : [],
    origin: input.origin,
    linkHosts: Array.isArray(input.linkHosts) ? input.linkHosts : [],
    messages: resolveSearchMessages(input.messages),
    rowMessages: resolveSearchRowMessages(input.messages),
    recentConfig: isRecentConfig(input.recent) ? input.recent : null,
    popularEnabled: input.popular === true,
    recent: [],
    popular: null,
    popularFailed: false,
    typed: cleanInput(input.initialQuery),
    completion: '',
    completionArmed: false,
    acceptedText: null,
    activeIndex: 0,
    caretAtEnd: true,
    results: null,
    pendingQuery: null,
    cache: [],
    liveMessage: '',
  };
}
