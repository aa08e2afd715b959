export type {
  ClassSuggestion,
  FetchSuggestionsInput,
  PathSuggestion,
  RawClassNode,
  RawConnection,
  RawPathNode,
  RawSearchSuggestions,
  RawSkillNode,
  RawTeacherNode,
  SearchCacheEntry,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchInput,
  SearchMethod,
  SearchOption,
  SearchOptionKind,
  SearchResults,
  SearchSuggestionVariables,
  SearchSuggestions,
  SearchTarget,
  SearchTrackName,
  SkillSuggestion,
  SuggestionKind,
  TeacherSuggestion,
  ViewerLoggedIn,
} from './search.types.ts';
// The plain form, strings, limits and stored search (also at the package root); limits get a SEARCH_
// prefix there, where bare MAX_LENGTH would say nothing.
export * from './initial.ts';
export type { SearchMessageKey, SearchMessages } from './search.messages.ts';
export type { PlainSearchHandlers, SearchFormState } from './search.form.ts';
export {
  buildSuggestionVariables,
  normalizeSuggestions,
  suggestionCount,
  type NormalizeOptions,
  type SuggestionVariablesOptions,
} from './search.suggestions.ts';
export {
  completionFor,
  currentSuggestions,
  displayValue as searchDisplayValue,
  getSearchOptions,
  searchHref,
  splitMatch as splitSearchMatch,
  suggestionHref,
  visibleCompletion,
  type OptionsContext,
} from './search.model.ts';
export { SEARCH_DEBOUNCE_DELAY, SEARCH_FETCH_ACTOR, searchMachine, type SearchActor, type SearchMachine } from './search.machine.ts';
export { cacheKeyFor } from './search.model.ts';
export { isImeKey } from './search.keys.ts';
export {
  connectSearch,
  type SearchApi,
  type SearchInputProps,
  type SearchKeyOptions,
  type SearchOptionView,
  type SearchSection,
  type SearchSend,
  type SearchSnapshot,
  type SearchStatus,
} from './search.connect.ts';
