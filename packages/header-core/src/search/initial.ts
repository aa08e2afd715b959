// What the header's initial bundle needs of search (the package root re-exports exactly this): the
// plain form until the machine loads, the strings, the limits and the stored search.
export {
  CACHE_SIZE as SEARCH_CACHE_SIZE,
  DEBOUNCE_MS as SEARCH_DEBOUNCE_MS,
  MIN_QUERY as SEARCH_MIN_QUERY,
  MAX_LENGTH as SEARCH_MAX_LENGTH,
  PAGE_SIZES as SEARCH_PAGE_SIZES,
  SEARCH_PAGE_PATH,
  SHOWN as SEARCH_SHOWN,
  codePointLength,
  isSuggestible,
  queryOf as searchQueryOf,
} from './search.limits.ts';
export { connectPlainSearch, searchFormParts } from './search.form.ts';
export { getSearchIds } from './search.dom.ts';
export {
  defaultSearchMessages,
  searchMessagesFrom,
  resolveSearchMessages,
  resultsMessage as searchResultsMessage,
} from './search.messages.ts';
export { SEARCH_STORAGE_KEY, forgetQuery, readStoredQuery } from './search.store.ts';
