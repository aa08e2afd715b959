// The machine's context: how it starts from its input, and the updates its actions share (the request's
// variables, the cache key, showing an answer). Pure; the machine and its setup import it.
import { createMemoryStorage } from '../storage/index.ts';
import { HEADER_VIA } from '../url/index.ts';
import { CACHE_SIZE, SEARCH_PAGE_PATH } from './search.limits.ts';
import { listedOptionCount } from './search.model.ts';
import { isRecentConfig } from './search.recent.ts';
import { resolveSearchMessages, resolveSearchRowMessages, resultsMessage } from './search.strings.ts';
import { buildSuggestionVariables } from './search.suggestions.ts';
import { cleanInput, inlineSuggestion } from './search.text.ts';
import type { SearchContext, SearchInput, SearchResults } from './search.types.ts';
import type { SearchSuggestionVariables } from './search.wire.types.ts';

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
