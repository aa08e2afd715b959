/**
 * Text a request sends must be text PostgreSQL can store (issue 34, item 9). PostgreSQL's `text` and
 * `jsonb` cannot hold U+0000: an id like "a\u0000b" used to reach the database, fail there, answer
 * "Unexpected error." and log a stack trace on every request. Every string a request brings (each
 * variable, at any depth, and each string literal in its document) is checked here, once, before any
 * resolver runs, for every String and ID argument and input field alike (and the DateTime scalar, which
 * travels as a string), so a new argument is covered without a word in its resolver.
 */
import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badInput } from './errors.ts';

const NUL = '\u0000';

function describeProblem(where: string): string {
  return `${where} contains a NUL character (U+0000), which text sent to this API may not contain. Remove it and send the request again.`;
}

/** Where in `value` (a variable's JSON) a string holds NUL, as `$name.field[0]`, or null. */
function nulInValue(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = nulInValue(item, `${path}[${i}]`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulInValue(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** The argument a literal sits in, as `field(argument.field)`, from the nodes around it. */
function literalPath(ancestors: ReadonlyArray<ASTNode | ReadonlyArray<ASTNode>>): string {
  const names: string[] = [];
  let owner = '';
  for (const node of ancestors) {
    if (Array.isArray(node)) continue;
    const one = node as ASTNode;
    if (one.kind === Kind.FIELD || one.kind === Kind.DIRECTIVE) owner = one.kind === Kind.DIRECTIVE ? `@${one.name.value}` : one.name.value;
    else if (one.kind === Kind.VARIABLE_DEFINITION) owner = `the default of $${one.variable.name.value}`;
    else if (one.kind === Kind.ARGUMENT || one.kind === Kind.OBJECT_FIELD) names.push(one.name.value);
  }
  return names.length ? `The argument ${owner}(${names.join('.')})` : `A string in ${owner || 'the document'}`;
}

/** Where the first string literal holding NUL is in `document`, or null. */
/**
 * What nulInDocument found for a document: the server's parser cache answers the same document object for the
 * same text, and a document never changes, so each is visited once rather than on every request.
 */
const documentsRead = new WeakMap<DocumentNode, string | null>();

function nulInDocument(document: DocumentNode): string | null {
  const known = documentsRead.get(document);
  if (known !== undefined) return known;
  const found = visitForNul(document);
  documentsRead.set(document, found);
  return found;
}

function visitForNul(document: DocumentNode): string | null {
  let found: string | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      // `ancestors` ends above the parent (the argument or input field the string is the value of).
      if (found === null && node.value.includes(NUL)) found = literalPath(parent ? [...ancestors, parent] : ancestors);
    },
  });
  return found;
}

/** The refusal for a request carrying NUL in any string, or null when it carries none. */
export function textInputError(document: DocumentNode, variables: Readonly<Record<string, unknown>> | null | undefined) {
  for (const [name, value] of Object.entries(variables ?? {})) {
    const where = nulInValue(value, `$${name}`);
    if (where) return badInput(describeProblem(`The variable ${where}`));
  }
  const literal = nulInDocument(document);
  return literal ? badInput(describeProblem(literal)) : null;
}

/** Refuses, before execution, a query, mutation or subscription whose input holds NUL. */
export function textInputPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = textInputError(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = textInputError(args.document, args.variableValues);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}
