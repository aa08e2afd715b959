import type { Messages } from '../messages.ts';

/** The keys of the one messages object (messages.ts) that the search box uses. */
export const SEARCH_MESSAGE_KEYS = [
  'search',
  'searchPlaceholder',
  'searchForQuery',
  'searchSuggestions',
  'searchGroupSkills',
  'searchGroupClasses',
  'searchGroupPaths',
  'searchGroupTeachers',
  'searchResults',
  'searchClear',
  'searchTooLong',
  'searchCancel',
  'searchClassCount',
  'searchFollowerCount',
] as const satisfies readonly (keyof Messages)[];

export type SearchMessageKey = (typeof SEARCH_MESSAGE_KEYS)[number];
export type SearchMessages = Pick<Messages, SearchMessageKey>;

// The first bundle needs only this: the box before its machine picks its strings from the header's
// messages. Resolving overrides, the English defaults and the live region's count are the machine's
// (search.strings.ts, in the interaction chunk).

/** The search box's strings, taken from a resolved header messages object (English by default). */
export function searchMessagesFrom(messages: Messages): SearchMessages {
  return Object.fromEntries(SEARCH_MESSAGE_KEYS.map((key) => [key, messages[key]])) as unknown as SearchMessages;
}
