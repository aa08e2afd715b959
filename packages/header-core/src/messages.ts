import compiledEnglish from './i18n/compiled/en.ts';
import { en as defaultMessages } from './i18n/catalogs/en.ts';

/** The English source messages (ICU MessageFormat); i18n/catalogs/en.ts. */
export { defaultMessages };

export type MessageKey = keyof typeof defaultMessages;

/** The values of the messages that take one at run time (besides `{product}`, which every message may use). */
export interface MessageArguments {
  searchForQuery: { query: string };
  searchResults: { count: number };
  searchClassCount: { count: number };
  searchFollowerCount: { count: number };
  notificationsUnread: { count: number };
  notificationsNew: { count: number };
  /** The member's name (isolated for bidi by the caller). */
  accountMenu: { name: string };
}
export type ArgumentMessageKey = keyof MessageArguments;
export type TextMessageKey = Exclude<MessageKey, ArgumentMessageKey>;

/** One compiled message: its text, or a function of its values. */
export type CompiledMessage = string | ((values?: Readonly<Record<string, unknown>>) => string);
/** A whole compiled catalog (`loadMessages(locale)`): every message of the header. */
export type CompiledMessages = { readonly [K in MessageKey]: CompiledMessage };

/**
 * The header's messages, ready to show: text for messages without run-time values (`{product}`
 * filled in), a function for those with one.
 */
export type Messages = { readonly [K in TextMessageKey]: string } & {
  readonly [K in ArgumentMessageKey]: (values: MessageArguments[K]) => string;
};

/**
 * What a host passes as `messages`: a loaded catalog, single overrides, or both spread together. An
 * override is text with `{name}` arguments, or a function of the values (for plural or select forms:
 * the catalogs are compiled at build time, so no ICU parser runs in the browser).
 */
export type MessageOverrides = Partial<Record<MessageKey, CompiledMessage>>;

const englishCatalog = compiledEnglish as CompiledMessages;

const ARGUMENT_KEYS: readonly string[] = ['searchForQuery', 'searchResults', 'searchClassCount', 'searchFollowerCount', 'notificationsUnread', 'notificationsNew', 'accountMenu'] satisfies ArgumentMessageKey[];
const PLURAL_OR_SELECT = /\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/;

/**
 * A message as a function of its values, or null for a value that is not one (the English message
 * shows). A function that throws or returns no text shows as nothing rather than taking the header down.
 */
function messageOf(key: string, value: unknown): ((values: Readonly<Record<string, unknown>>) => string) | null {
  if (typeof value === 'function') {
    return (values) => {
      try {
        const text: unknown = value(values);
        return typeof text === 'string' ? text : '';
      } catch (error) {
        console.warn(`[masthead] messages.${key} failed:`, error);
        return '';
      }
    };
  }
  if (typeof value !== 'string') return null;
  if (PLURAL_OR_SELECT.test(value)) {
    console.warn(`[masthead] messages.${key}: plural and select forms need a function of the values (the header compiles its catalogs at build time and ships no ICU parser); showing the English message instead.`);
    return null;
  }
  return (values) => format(value, values);
}

/**
 * The messages for a page: the English catalog under the host's `messages` (a loaded catalog and/or
 * single overrides; anything that is not a message of the header is ignored), `{product}` filled in.
 * `keys` limits the work to the messages a part uses (all of them by default).
 */
export function resolveMessages(overrides?: Readonly<Record<string, unknown>>, product = 'Masthead', keys: readonly MessageKey[] = Object.keys(englishCatalog) as MessageKey[]): Messages {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const message = (overrides && Object.hasOwn(overrides, key) && messageOf(key, overrides[key])) || messageOf(key, englishCatalog[key])!;
    out[key] = ARGUMENT_KEYS.includes(key) ? (values: Readonly<Record<string, unknown>>) => message({ product, ...values }) : message({ product });
  }
  return out as Messages;
}

/** The English text of a message without run-time values (what a host that overrides nothing sees). */
export function englishText(key: TextMessageKey, product = 'Masthead'): string {
  return messageOf(key, englishCatalog[key])!({ product });
}

/** Fills `{name}` placeholders from the values' own properties; unknown placeholders are left as they are. */
export function format(template: string, values: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) && values[name] !== undefined ? String(values[name]) : whole));
}
