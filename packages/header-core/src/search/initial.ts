// What the header's initial bundle needs of search (the package root re-exports exactly this): the
// plain form until the machine loads, the strings, the limits and the stored search.
export {
  CACHE_SIZE as SEARCH_CACHE_SIZE,
  DEBOUNCE_MS as SEARCH_DEBOUNCE_MS,
  MIN_QUERY as SEARCH_MIN_QUERY,
  PAGE_SIZES as SEARCH_PAGE_SIZES,
  SHOWN as SEARCH_SHOWN,
  codePointLength,
  isSuggestible,
  queryOf as searchQueryOf,
} from './search.limits.ts';
export { MAX_LENGTH as SEARCH_MAX_LENGTH, SEARCH_PAGE_PATH, connectPlainSearch, getSearchIds, searchFormParts } from './search.form.ts';
export {
  defaultSearchMessages,
  searchMessagesFrom,
  formatCount as formatSearchCount,
  resolveSearchMessages,
  resultsMessage as searchResultsMessage,
} from './search.messages.ts';
export { SEARCH_STORAGE_KEY, forgetQuery, readStoredQuery } from './search.store.ts';
