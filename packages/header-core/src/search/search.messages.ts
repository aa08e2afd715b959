import { defaultMessages, format, type MessageKey, type Messages } from '../messages.ts';

/** The keys of the one messages object (messages.ts) that the search box uses. */
const SEARCH_MESSAGE_KEYS = [
  'search',
  'searchPlaceholder',
  'searchForQuery',
  'searchSuggestions',
  'searchGroupSkills',
  'searchGroupClasses',
  'searchGroupPaths',
  'searchGroupTeachers',
  'searchResultsOne',
  'searchResultsMany',
  'searchResultsNone',
  'searchClear',
  'searchCancel',
  'searchClassCountOne',
  'searchClassCountMany',
  'searchFollowerCountOne',
  'searchFollowerCountMany',
] as const satisfies readonly MessageKey[];

/** The search box's strings, taken from a resolved header messages object (English by default). */
export function searchMessagesFrom(messages: Messages): SearchMessages {
  return Object.fromEntries(SEARCH_MESSAGE_KEYS.map((key) => [key, messages[key]])) as SearchMessages;
}

export const defaultSearchMessages: SearchMessages = searchMessagesFrom(defaultMessages);

export type SearchMessageKey = (typeof SEARCH_MESSAGE_KEYS)[number];
export type SearchMessages = { readonly [K in SearchMessageKey]: string };

/** Merges overrides over `base` (the English defaults); non-string and unknown overrides are ignored. */
export function resolveSearchMessages(
  overrides?: Partial<Record<string, unknown>>,
  base: SearchMessages = defaultSearchMessages,
): SearchMessages {
  const out: Record<string, string> = { ...base };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if ((SEARCH_MESSAGE_KEYS as readonly string[]).includes(key) && typeof value === 'string') out[key] = value;
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
