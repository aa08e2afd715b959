/**
 * Caps on an analytics event's properties (issue 26, item 5). The header's own events are flat: at
 * most six keys, names under 20 characters, strings at most about 750 characters (a suggestion's href
 * for a 58-emoji query, percent-encoded), no nesting. The caps leave several times that room and
 * refuse what no header sends: thousands of keys or deep nesting, which cost far more memory per byte
 * than the body's 64 KB limit suggests.
 */
import { HttpError } from './http/reply.ts';

export const PROPERTY_LIMITS = {
  /** Keys in one event's properties, nested objects' keys included. */
  keys: 50,
  /** Levels of objects and arrays, the properties object being level 1. */
  depth: 4,
  /** Characters (UTF-16 code units) of a string value. A URL's practical limit, 2,000. */
  stringLength: 2000,
  /** Characters of a key. */
  keyLength: 100,
  /** Items of one array. */
  arrayLength: 50,
} as const;

const IDENTIFIER_RE = /^[A-Za-z_$][\w$]*$/;

/** `path` followed by `key` as a reader would write it: `.name`, or `["a key"]`. */
const child = (path: string, key: string): string => (IDENTIFIER_RE.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

const fail = (message: string): never => {
  throw new HttpError(400, message);
};

/** Checks one event's properties against PROPERTY_LIMITS; throws a 400 naming the path and the limit. */
export function checkProperties(properties: Record<string, unknown>, index: number): void {
  let keys = 0;
  const visit = (value: unknown, path: string, depth: number): void => {
    if (typeof value === 'string') {
      if (value.length > PROPERTY_LIMITS.stringLength) fail(`${path} is ${value.length} characters long; the limit is ${PROPERTY_LIMITS.stringLength}.`);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    if (depth > PROPERTY_LIMITS.depth) fail(`${path} is nested ${depth} levels deep; the limit is ${PROPERTY_LIMITS.depth}.`);
    if (Array.isArray(value)) {
      if (value.length > PROPERTY_LIMITS.arrayLength) fail(`${path} has ${value.length} items; the limit is ${PROPERTY_LIMITS.arrayLength}.`);
      value.forEach((item, i) => visit(item, `${path}[${i}]`, depth + 1));
      return;
    }
    const names = Object.keys(value);
    keys += names.length;
    if (keys > PROPERTY_LIMITS.keys) {
      const what = keys === names.length ? `has ${keys} keys` : `takes the event to ${keys} keys`;
      fail(`${path} ${what}; an event may have at most ${PROPERTY_LIMITS.keys} (nested keys included).`);
    }
    for (const name of names) {
      if (name.length > PROPERTY_LIMITS.keyLength) fail(`${path} has a key of ${name.length} characters; the limit is ${PROPERTY_LIMITS.keyLength}.`);
      visit((value as Record<string, unknown>)[name], child(path, name), depth + 1);
    }
  };
  visit(properties, `events[${index}].properties`, 1);
}
