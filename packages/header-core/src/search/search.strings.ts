// The strings the search machine and its connect layer resolve, in the interaction chunk: the search keys
// of the header's messages with a host's overrides (moved here from search.messages.ts, which the first
// bundle loads), the live region's count, and the empty box's row strings (issue 23), whose English
// ships here rather than in the first bundle's catalog (i18n/catalogs/en-search-rows.ts).
import { enSearchRows } from '../i18n/catalogs/en-search-rows.ts';
import { format, resolveMessages } from '../messages.ts';
import { SEARCH_MESSAGE_KEYS, searchMessagesFrom, type SearchMessageKey, type SearchMessages } from './search.messages.ts';

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

// ---------------------------------------------------------------------------------------------
// The empty box's rows (issue 23)
// ---------------------------------------------------------------------------------------------

export type SearchRowMessageKey = keyof typeof enSearchRows;
type RowArgumentKey = 'searchRecentRemove' | 'searchRecentRemoved';

/** The row strings, ready to show: text, or a function of the query for the two that name one. */
export type SearchRowMessages = { readonly [K in Exclude<SearchRowMessageKey, RowArgumentKey>]: string } & {
  readonly [K in RowArgumentKey]: (values: { query: string }) => string;
};

/**
 * What a host may pass for them, with the header's other messages (`HeaderProps.messages`): a loaded
 * catalog has them (every language but English, whose are built in), and a single one may be overridden,
 * as text with `{query}` or as a function of `{ query }`.
 */
export type SearchRowMessageOverrides = Partial<Record<SearchRowMessageKey, string | ((values?: Readonly<Record<string, unknown>>) => string)>>;

const ROW_ARGUMENT_KEYS: readonly string[] = ['searchRecentRemove', 'searchRecentRemoved'] satisfies RowArgumentKey[];
const PLURAL_OR_SELECT = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/;

/**
 * One row string from `value` (a host's or a catalog's): a function is called with the values (one that
 * throws or gives no text shows nothing), text gets its `{query}` filled; anything else, and text with a
 * plural or select form (the header ships no ICU parser), gives the English.
 */
function rowMessage(key: SearchRowMessageKey, value: unknown): (values: Readonly<Record<string, unknown>>) => string {
  if (typeof value === 'function') {
    return (values) => {
      try {
        const text: unknown = value(values);
        return typeof text === 'string' ? text : '';
      } catch {
        return '';
      }
    };
  }
  const template = typeof value === 'string' && !PLURAL_OR_SELECT.test(value) ? value : enSearchRows[key];
  return (values) => format(template, values);
}

const ROW_KEYS = /* @__PURE__ */ Object.keys(enSearchRows) as SearchRowMessageKey[];

/** The row strings: `base`'s, with those `overrides` has taken from it (every one, without a base). */
function rowMessagesOf(overrides: Readonly<Record<string, unknown>>, base?: SearchRowMessages): SearchRowMessages {
  const out: Record<string, unknown> = { ...base };
  for (const key of ROW_KEYS) {
    const given = Object.hasOwn(overrides, key);
    if (base && !given) continue;
    const message = rowMessage(key, given ? overrides[key] : undefined);
    out[key] = ROW_ARGUMENT_KEYS.includes(key) ? (values: { query: string }) => message(values) : message({});
  }
  return out as SearchRowMessages;
}

export const defaultSearchRowMessages: SearchRowMessages = /* @__PURE__ */ rowMessagesOf({});

/**
 * The row strings under `overrides` (the header's `messages`: a loaded catalog and/or single overrides;
 * other keys are ignored) over `base` (default: English): `base` itself when none of them is given.
 */
export function resolveSearchRowMessages(overrides?: Readonly<Record<string, unknown>> | null, base: SearchRowMessages = defaultSearchRowMessages): SearchRowMessages {
  if (overrides == null || !ROW_KEYS.some((key) => Object.hasOwn(overrides, key))) return base;
  return rowMessagesOf(overrides, base);
}
