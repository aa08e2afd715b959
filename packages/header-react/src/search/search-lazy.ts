// The search box's lazily loaded half, one chunk fetched on the box's first use (see
// use-search-box.ts): the combobox machine with its Apollo suggestions, connectSearch, and the
// suggestions list with its options.
import type { ApolloClient } from '@apollo/client';
import { searchMachine, type SearchMachine } from '@masthead/header-core/search';
import { createApolloSuggestions } from './apollo-suggestions.ts';

export { createActor } from 'xstate';
export { connectSearch } from '@masthead/header-core/search';
export { SearchListbox } from './search-listbox.tsx';

/**
 * The search machine with its suggestions over Apollo.
 * @param getClient returns the current client (read at call time, so a swapped provider is honoured).
 */
export function createSearchLogic(getClient: () => ApolloClient | undefined): SearchMachine {
  return searchMachine.provide({ actors: { fetchSuggestions: createApolloSuggestions(getClient) } });
}
