// What the header's initial bundle needs of search (the package root re-exports exactly this): the
// plain form until the machine loads, the strings, the limits, the results URL's search methods (the
// results page reads them too) and the stored search. Everything here is in every page's first bundle:
// a bundler puts each file the root re-exports into it, used or not. So what only the machine uses
// (resolving message overrides, the live region's count, the empty box's row strings, the recent-search
// store) is exported with the machine (index.ts, `…/machines`), not here.
export {
  CACHE_SIZE as SEARCH_CACHE_SIZE,
  DEBOUNCE_MS as SEARCH_DEBOUNCE_MS,
  MIN_QUERY as SEARCH_MIN_QUERY,
  MAX_LENGTH as SEARCH_MAX_LENGTH,
  PAGE_SIZES as SEARCH_PAGE_SIZES,
  SEARCH_METHODS,
  SEARCH_PAGE_PATH,
  SHOWN as SEARCH_SHOWN,
  codePointLength,
  isSearchMethod,
  isSuggestible,
  queryOf as searchQueryOf,
} from './search.limits.ts';
export { connectPlainSearch, searchFormParts } from './search.form.ts';
export { getSearchIds } from './search.dom.ts';
export { searchMessagesFrom } from './search.messages.ts';
export { SEARCH_STORAGE_KEY, forgetQuery, readStoredQuery } from './search.stored-query.ts';
