/**
 * The DateTime scalar: ISO-8601 with a time zone on input (so "2026-11-20" or "yesterday" are
 * rejected with a message that says what is expected), normalised to UTC with milliseconds.
 * Given as a plain scalar config rather than a GraphQLScalarType so it does not depend on which
 * copy of `graphql` the host loaded (see errors.ts).
 */
import type { ValueNode } from 'graphql';
import { badInput } from '../errors.ts';

const ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function parse(value: unknown): string {
  const ms = typeof value === 'string' && ISO_RE.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms)) {
    const shown = typeof value === 'string' ? `"${value.slice(0, 60)}"` : typeof value;
    throw badInput(`DateTime must be an ISO-8601 timestamp with a time zone, e.g. 2026-11-22T10:15:00.000Z (got ${shown}).`);
  }
  return new Date(ms).toISOString();
}

export const dateTimeScalar = {
  serialize(value: unknown): string {
    if (typeof value === 'number') return new Date(value).toISOString();
    if (value instanceof Date) return value.toISOString();
    return parse(value);
  },
  parseValue: parse,
  parseLiteral(ast: ValueNode): string {
    if (ast.kind !== 'StringValue') throw badInput('DateTime must be a string literal.');
    return parse(ast.value);
  },
};
