import { defaultMessages, format } from '../messages.ts';

/**
 * User-facing strings of the search box (English defaults). The header-wide `search` and
 * `searchPlaceholder` are reused from messages.ts; the rest are new here and meant to be folded
 * into messages.ts. `{query}` and `{count}` are placeholders.
 */
export const defaultSearchMessages = {
  search: defaultMessages.search,
  searchPlaceholder: defaultMessages.searchPlaceholder,
  /** Row 1, the natural-language entry. */
  searchForQuery: 'Search for ‘{query}’',
  /** Accessible name of the suggestions listbox. */
  searchSuggestions: 'Search suggestions',
  searchGroupSkills: 'Skills',
  searchGroupClasses: 'Classes',
  searchGroupPaths: 'Learning Paths',
  searchGroupTeachers: 'Teachers',
  /** Live region, once results settle. */
  searchResultsOne: '1 suggestion available',
  searchResultsMany: '{count} suggestions available',
  searchResultsNone: 'No suggestions',
  searchClear: 'Clear search',
  searchCancel: 'Cancel',
  searchClassCountOne: '1 class',
  searchClassCountMany: '{count} classes',
  searchFollowerCountOne: '1 follower',
  searchFollowerCountMany: '{count} followers',
} as const;

export type SearchMessageKey = keyof typeof defaultSearchMessages;
export type SearchMessages = { readonly [K in SearchMessageKey]: string };

/** Merges overrides over `base` (the English defaults); non-string and unknown overrides are ignored. */
export function resolveSearchMessages(
  overrides?: Partial<Record<string, unknown>>,
  base: SearchMessages = defaultSearchMessages,
): SearchMessages {
  const out: Record<string, string> = { ...base };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (key in defaultSearchMessages && typeof value === 'string') out[key] = value;
    }
  }
  return out as SearchMessages;
}

/** Picks the one/many form and fills `{count}`. */
export function formatCount(one: string, many: string, count: number): string {
  return count === 1 ? one : format(many, { count: String(count) });
}

/** The live-region text for `count` settled suggestions. */
export function resultsMessage(messages: SearchMessages, count: number): string {
  if (count === 0) return messages.searchResultsNone;
  return formatCount(messages.searchResultsOne, messages.searchResultsMany, count);
}
