/**
 * A NUL character in text input is refused as the caller's mistake before the database sees it (issue 34,
 * item 9): `MarkNotification(id: "a\u0000b")` used to answer "Unexpected error." and log a stack trace on
 * every request. Over the real server: the persisted mutation the header sends, a literal in a document,
 * and every String, ID and DateTime argument and input field the served schema has, found by walking it.
 */
import {
  astFromValue, buildSchema, getNamedType, isEnumType, isInputObjectType, isInterfaceType, isListType, isNonNullType, isObjectType, isScalarType, isUnionType, print,
  type GraphQLArgument, type GraphQLInputType, type GraphQLNamedType, type GraphQLObjectType,
} from 'graphql';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { ApiServer } from '../src/index.ts';
import { readFileSync } from 'node:fs';
import { schemaPath } from '../src/schema.ts';
import { persisted, rawGql, startServer, type GqlResponse } from './helpers.ts';

const NUL_ID = 'ntf-member-a\u0000b';
let server: ApiServer;
/** Everything the server wrote to the console (it runs with yoga's logging on, as `npm start` does). */
let logged: string[] = [];

beforeAll(async () => {
  for (const level of ['error', 'warn', 'info', 'log', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(`${level}: ${args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')}`);
    });
  }
  server = await startServer({ logging: true });
  await server.database();
});
afterEach(() => {
  logged = [];
});
afterAll(async () => {
  await server.close();
  vi.restoreAllMocks();
});

function expectRefused(response: GqlResponse<unknown>, where: string): void {
  expect(response.errors).toEqual([expect.objectContaining({
    message: `${where} contains a NUL character (U+0000), which text sent to this API may not contain. Remove it and send the request again.`,
    extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
  })]);
  expect(response.data ?? null).toBeNull();
}

it('the header\'s MarkNotification with a NUL in the id: BAD_USER_INPUT naming the variable, nothing logged', async () => {
  const { status, body } = await persisted(server, 'MarkNotification', { input: { id: NUL_ID, isRead: true } }, { persona: 'member' });
  expect(status).toBe(200);
  expectRefused(body, 'The variable $input.id');
  expect(logged).toEqual([]);
  // The same id without the NUL is an ordinary unknown notification: the check refuses only NUL.
  const unknown = await persisted(server, 'MarkNotification', { input: { id: 'ntf-member-ab', isRead: true } }, { persona: 'member' });
  expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
});

it('a NUL written into the document as an escape is refused too, naming the argument', async () => {
  const response = await rawGql(server, 'mutation { markNotification(input: { id: "a\\u0000b" }) { id } }', {}, 'member');
  expectRefused(response, 'The argument markNotification(input.id)');
  expect(logged).toEqual([]);
});

/** A value of `type` that validation accepts; `text` wherever a string goes. */
function valueOf(type: GraphQLInputType, text: string): unknown {
  if (isNonNullType(type)) return valueOf(type.ofType, text);
  if (isListType(type)) return [valueOf(type.ofType, text)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).filter((f) => isNonNullType(f.type)).map((f) => [f.name, valueOf(f.type, text)]));
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return true;
  return type.name === 'DateTime' ? '2026-01-01T00:00:00.000Z' : text;
}

const isText = (type: GraphQLNamedType) => isScalarType(type) && !['Int', 'Float', 'Boolean'].includes(type.name);

/** Each place in a value of `type` where text goes, as a value with NUL there and a path like `.where.skill[0]`. */
function textPlaces(type: GraphQLInputType, path = ''): Array<{ value: unknown; path: string }> {
  if (isNonNullType(type)) return textPlaces(type.ofType, path);
  if (isListType(type)) return textPlaces(type.ofType, `${path}[0]`).map((p) => ({ value: [p.value], path: p.path }));
  if (isInputObjectType(type)) {
    return Object.values(type.getFields()).flatMap((field) => textPlaces(field.type, `${path}.${field.name}`).map((p) => ({
      value: { ...(valueOf(type, 'x') as object), [field.name]: p.value }, path: p.path,
    })));
  }
  const named = getNamedType(type);
  return isText(named) && named.name !== 'DateTime' ? [{ value: 'a\u0000b', path }] : named.name === 'DateTime' ? [{ value: '2026-01-01T00:00:00\u0000Z', path }] : [];
}

interface Case {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  where: string;
}

/** For every argument of every field reachable from Query and Mutation: a document sending NUL in each of its text places. */
function everyTextInput(): Case[] {
  // The SDL createApiSchema serves, built with this file's graphql (the server's is another module copy).
  const schema = buildSchema(readFileSync(schemaPath(), 'utf8'));
  const cases: Case[] = [];
  const seen = new Set<string>();
  const visit = (type: GraphQLObjectType, operation: 'query' | 'mutation', wrap: (inner: string) => string) => {
    if (seen.has(`${operation}:${type.name}`)) return;
    seen.add(`${operation}:${type.name}`);
    for (const field of Object.values(type.getFields())) {
      const literal = (args: readonly GraphQLArgument[], except: string) => args.filter((a) => a.name !== except && isNonNullType(a.type))
        .map((a) => {
          const ast = astFromValue(valueOf(a.type, 'x'), a.type);
          return `${a.name}: ${ast ? print(ast) : 'null'}`;
        });
      const named = getNamedType(field.type);
      const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
      for (const arg of field.args) {
        for (const place of textPlaces(arg.type)) {
          const args = [`${arg.name}: $v`, ...literal(field.args, arg.name)].join(', ');
          cases.push({
            name: `${type.name}.${field.name}(${arg.name}${place.path})`,
            query: `${operation} ($v: ${String(arg.type)}) ${wrap(`${field.name}(${args})${selection}`)}`,
            variables: { v: place.value },
            where: `The variable $v${place.path}`,
          });
        }
      }
      const args = literal(field.args, '');
      const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
      const targets = isObjectType(named) ? [named] : isInterfaceType(named) || isUnionType(named) ? schema.getPossibleTypes(named) : [];
      for (const target of targets) {
        const fragment = target === named ? (inner: string) => inner : (inner: string) => `... on ${target.name} { ${inner} }`;
        visit(target, operation, (inner) => wrap(`${call} { ${fragment(inner)} }`));
      }
    }
  };
  const block = (inner: string) => `{ ${inner} }`;
  visit(schema.getQueryType()!, 'query', block);
  visit(schema.getMutationType()!, 'mutation', block);
  return cases;
}

it('every String, ID and DateTime argument and input field of the schema refuses NUL the same way', async () => {
  const cases = everyTextInput();
  // What the walk must find at least: the places issue 34 names and the search's inputs.
  expect(cases.map((c) => c.name)).toEqual(expect.arrayContaining([
    'Mutation.markNotification(input.id)', 'Mutation.markNotificationsAsRead(input.before)', 'User.notifications(after)',
    'User.teacherNotifications(after)', 'Query.search(query)', 'Query.search(where.skill[0])', 'Query.classSuggestions(analyticsTags[0])',
  ]));
  for (const c of cases) {
    const response = await rawGql(server, c.query, c.variables, 'teacher');
    expect({ case: c.name, errors: response.errors }).toEqual({ case: c.name, errors: [expect.objectContaining({
      message: expect.stringContaining(`${c.where} contains a NUL character`),
      extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    })] });
  }
  expect(logged).toEqual([]);
});
