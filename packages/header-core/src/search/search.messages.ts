import { resolveMessages, type Messages } from '../messages.ts';

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
  'searchResults',
  'searchClear',
  'searchTooLong',
  'searchCancel',
  'searchClassCount',
  'searchFollowerCount',
] as const satisfies readonly (keyof Messages)[];

export type SearchMessageKey = (typeof SEARCH_MESSAGE_KEYS)[number];
export type SearchMessages = Pick<Messages, SearchMessageKey>;

/** The search box's strings, taken from a resolved header messages object (English by default). */
export function searchMessagesFrom(messages: Messages): SearchMessages {
  return Object.fromEntries(SEARCH_MESSAGE_KEYS.map((key) => [key, messages[key]])) as unknown as SearchMessages;
}

export const defaultSearchMessages: SearchMessages = /* @__PURE__ */ searchMessagesFrom(resolveMessages());

/**
 * Overrides over `base` (the English defaults): text with `{name}` arguments, or a function of the
 * values; anything else, and keys the search box does not use, are ignored.
 */
export function resolveSearchMessages(overrides?: Partial<Record<string, unknown>>, base: SearchMessages = defaultSearchMessages): SearchMessages {
  if (!overrides) return base;
  const ours = Object.entries(overrides).filter(([key, value]) => (SEARCH_MESSAGE_KEYS as readonly string[]).includes(key) && (typeof value === 'string' || typeof value === 'function'));
  if (ours.length === 0) return base;
  const resolved = searchMessagesFrom(resolveMessages(Object.fromEntries(ours), undefined, SEARCH_MESSAGE_KEYS));
  return { ...base, ...Object.fromEntries(ours.map(([key]) => [key, resolved[key as SearchMessageKey]])) };
}

/** The live-region text for `count` settled suggestions. */
export function resultsMessage(messages: SearchMessages, count: number): string {
  return messages.searchResults({ count });
}
