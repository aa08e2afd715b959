// Pure helpers behind the search machine's guards and actions (and the connect layer's key mapping).
import { createMemoryStorage } from '../storage/index.ts';
import { truncateCodePoints } from '../url/index.ts';
import { SEARCH_PAGE_PATH } from './search.form.ts';
import { CACHE_SIZE, MAX_LENGTH } from './search.limits.ts';
import { buildSuggestionVariables, suggestionCount } from './search.suggestions.ts';
import { resolveSearchMessages, resultsMessage } from './search.messages.ts';
import { completionFor, getSearchOptions, visibleCompletion } from './search.options.ts';
import type { SearchContext, SearchEvent, SearchInput, SearchResults, SearchSuggestionVariables } from './search.types.ts';

export const KEYS = {
  down: 'ArrowDown',
  up: 'ArrowUp',
  right: 'ArrowRight',
  enter: 'Enter',
  tab: 'Tab',
  backspace: 'Backspace',
  escape: 'Escape',
} as const;

/** IME key presses: `isComposing`, or keyCode 229 (some browsers report it with `isComposing` false). */
export function isImeKey(event: { readonly isComposing?: boolean; readonly keyCode?: number }): boolean {
  return event.isComposing === true || event.keyCode === 229;
}

/** What the input may hold: cut to 58 code points, lone surrogates dropped. */
export function cleanInput(value: unknown): string {
  return typeof value === 'string' ? truncateCodePoints(value, MAX_LENGTH) : '';
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
  return source === 'accepted' ? context.typed + visibleCompletion(context) : context.typed;
}

/** The cleaned value an `input.change` or `composition.end` carries; null for other events. */
export function changedValue(event: SearchEvent): string | null {
  return event.type === 'input.change' || event.type === 'composition.end' ? cleanInput(event.value) : null;
}

/** A non-IME `key.down` of one of `keys`. */
export function isKeyEvent(event: SearchEvent, keys: readonly string[]): boolean {
  return event.type === 'key.down' && !isImeKey(event) && keys.includes(event.key);
}

export function optionCount(context: SearchContext): number {
  return getSearchOptions(context).length;
}

/**
 * The context update that shows `results`: they become the shown results and the most recently
 * used cache entry (the least recently used beyond `CACHE_SIZE` is dropped), the live text counts
 * them, and the inline completion is recomputed.
 */
export function showResults(
  context: SearchContext,
  results: SearchResults,
): Pick<SearchContext, 'results' | 'cache' | 'liveMessage' | 'completion'> {
  const key = cacheKeyFor(context, results.query);
  return {
    results,
    cache: [...context.cache.filter((entry) => entry.key !== key), { key, results }].slice(-CACHE_SIZE),
    liveMessage: resultsMessage(context.messages, suggestionCount(results.suggestions)),
    completion: context.completionArmed ? completionFor(context.typed, results) : '',
  };
}

/** The machine's starting context: input validated, defaults filled in (see `SearchInput`). */
export function initialSearchContext(input: SearchInput): SearchContext {
  return {
    id: input.id,
    via: typeof input.via === 'string' && input.via !== '' ? input.via : 'header',
    searchPagePath: typeof input.searchPagePath === 'string' && input.searchPagePath !== '' ? input.searchPagePath : SEARCH_PAGE_PATH,
    storage: input.storage ?? createMemoryStorage(),
    onlyHighQuality: input.onlyHighQuality === true,
    loggedIn: typeof input.loggedIn === 'boolean' || input.loggedIn === 'loading' ? input.loggedIn : false,
    analyticsTags: Array.isArray(input.analyticsTags) ? input.analyticsTags.filter((tag) => typeof tag === 'string') : [],
    origin: input.origin,
    messages: resolveSearchMessages(input.messages),
    typed: cleanInput(input.initialQuery),
    completion: '',
    completionArmed: false,
    activeIndex: 0,
    caretAtEnd: true,
    results: null,
    pendingQuery: null,
    cache: [],
    liveMessage: '',
  };
}
