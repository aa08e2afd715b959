export type {
  ClassSuggestion,
  PathSuggestion,
  PopularSearch,
  SearchOption,
  SearchOptionKind,
  SearchRowKind,
  SearchSuggestions,
  SearchTarget,
  SkillSuggestion,
  SuggestionKind,
  TeacherSuggestion,
} from './search.options.types.ts';
export type {
  FetchPopularInput,
  FetchSuggestionsInput,
  RawClassNode,
  RawConnection,
  RawPathNode,
  RawPopularSearches,
  RawSearchSuggestions,
  RawSkillNode,
  RawTeacherNode,
  SearchSuggestionVariables,
} from './search.wire.types.ts';
export type {
  RecentSearchesConfig,
  SearchCacheEntry,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchInput,
  SearchResults,
  SearchTrackName,
  ViewerLoggedIn,
} from './search.types.ts';
export type { SearchMethod } from './search.limits.ts';
// The plain form, strings, limits, search methods and stored search (also at the package root); limits get a SEARCH_
// prefix there, where bare MAX_LENGTH would say nothing.
export * from './initial.ts';
export type { SearchMessageKey, SearchMessages } from './search.messages.ts';
// The strings the machine resolves (not in the first bundle: see initial.ts).
export {
  defaultSearchMessages,
  defaultSearchRowMessages,
  resolveSearchMessages,
  resolveSearchRowMessages,
  resultsMessage as searchResultsMessage,
  type SearchRowMessageKey,
  type SearchRowMessageOverrides,
  type SearchRowMessages,
} from './search.strings.ts';
export type { PlainSearchHandlers, SearchFormState } from './search.form.ts';
export {
  buildSuggestionVariables,
  normalizeSuggestions,
  suggestionCount,
  type NormalizeOptions,
  type SuggestionVariablesOptions,
} from './search.suggestions.ts';
export { completionFor, displayValue as searchDisplayValue, visibleCompletion } from './search.text.ts';
export {
  currentSuggestions,
  getSearchOptions,
  splitMatch as splitSearchMatch,
  type OptionsContext,
} from './search.model.ts';
export { searchHref, suggestionHref } from './search.href.ts';
export {
  SEARCH_DEBOUNCE_DELAY,
  SEARCH_FETCH_ACTOR,
  SEARCH_POPULAR_ACTOR,
  searchMachine,
  type SearchActor,
  type SearchMachine,
} from './search.machine.ts';
// Recent and popular searches in the empty box (issue 23).
export {
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
  clearRecentSearches,
  forgetRecentSearch,
  isRecentConfig,
  readRecentSearches,
  recentSearchKey,
  recentSearchesOwner,
  rememberRecentSearch,
  withRecentSearch,
  withoutRecentSearch,
  type RecentSearchesRead,
} from './search.recent.ts';
export { EMPTY_ROWS_LIMIT, emptyRows, normalizePopular, type EmptyRow } from './search.rows.ts';
export { cacheKeyFor } from './search.context.ts';
export { isImeKey } from './search.keys.ts';
export {
  connectSearch,
  type SearchApi,
  type SearchGroupKind,
  type SearchRowButtonProps,
  type SearchRowsApi,
  type SearchInputProps,
  type SearchKeyOptions,
  type SearchOptionView,
  type SearchSection,
  type SearchSend,
  type SearchSnapshot,
  type SearchStatus,
  type SearchTextPart,
} from './search.connect.ts';
