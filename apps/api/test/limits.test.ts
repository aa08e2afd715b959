// What one request may ask for (issue 15): GraphQL Armor's limits refuse abusive operations with a
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// GraphQL error before anything runs, and the header's own operations stay well inside every limit.
import { readdirSync, readFileSync } from 'node:fs';
import { Kind, Lexer, parse, print, Source, TokenKind, visit, type DefinitionNode, type DocumentNode, type SelectionSetNode } from 'graphql';
import { LIMITS } from '../src/limits.ts';
import { rawGql, startServer } from './helpers.ts';
import type { ApiServer } from '../src/index.ts';

const DOCUMENTS = new URL('../../../packages/graphql/src/documents/', import.meta.url);

function tokens(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

function depthOf(set: SelectionSetNode | undefined, fragments: Map<string, SelectionSetNode>): number {
  if (!set) return 0;
  let deepest = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments) : 1);
    else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depthOf(selection.selectionSet, fragments));
    else deepest = Math.max(deepest, depthOf(fragments.get(selection.name.value), fragments));
  }
  return deepest;
}

/** Every operation of packages/graphql, with the fragments it spreads (as the client sends it). */
function headerOperations(): { name: string; text: string; document: DocumentNode }[] {
  const files = readdirSync(DOCUMENTS).filter((file) => file.endsWith('.graphql'));
  const all = parse(files.map((file) => readFileSync(new URL(file, DOCUMENTS), 'utf8')).join('\n'));
  const fragments = all.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  return all.definitions
    .filter((d): d is Extract<DefinitionNode, { kind: Kind.OPERATION_DEFINITION }> => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Set<string>();
      visit(operation, { FragmentSpread: (spread) => void used.add(spread.name.value) });
      const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...fragments.filter((f) => used.has(f.name.value))] };
      return { name: operation.name?.value ?? '?', text: print(document), document };
    });
}

/** Aliases, depth and tokens of one operation. */
function measure(operation: { text: string; document: DocumentNode }) {
  const definition = operation.document.definitions[0] as Extract<DefinitionNode, { kind: Kind.OPERATION_DEFINITION }>;
  const fragments = new Map(
    operation.document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  let aliases = 0;
  visit(definition, { Field: (field) => void (field.alias ? (aliases += 1) : 0) });
  return { aliases, depth: depthOf(definition.selectionSet, fragments), tokens: tokens(operation.text) };
}

describe(`the operations of packages/graphql use at most half of each limit (${LIMITS.aliases} aliases, depth ${LIMITS.depth}, ${LIMITS.tokens} tokens)`, () => {
  const rows = headerOperations().map((operation) => ({ name: operation.name, ...measure(operation) }));
  it.each(rows)('$name: $aliases aliases, depth $depth, $tokens tokens', ({ aliases, depth, tokens: count }) => {
    expect(aliases).toBeLessThanOrEqual(LIMITS.aliases / 2);
    expect(depth).toBeLessThanOrEqual(LIMITS.depth / 2);
    expect(count).toBeLessThanOrEqual(LIMITS.tokens / 2);
  });
});

describe('abusive operations are refused with a GraphQL error, quickly', () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('100 aliases of a search (1,000 do not even fit the body limit)', async () => {
    const fields = Array.from({ length: 100 }, (_, i) => `a${i}: search(query: "", first: 100) { totalCount }`).join(' ');
    const answer = await rawGql(server, `{ ${fields} }`);
    // Refused before execution: no data at all, not even a partial answer.
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors?.[0]?.message).toMatch(/aliases limit of 20 exceeded/i);
  });

  it('a 3,000-deep parentCategories', async () => {
    const query = `{ topLevelCategories { ${'parentCategories { '.repeat(3000)}id${' }'.repeat(3000)} } }`;
    const res = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    // Refused, but not as a crash: no HTTP 500.
    expect(res.status).not.toBe(500);
    const answer = (await res.json()) as { errors?: { message: string }[] };
    expect(answer.errors?.[0]?.message).toMatch(/(depth|token|size|body)/i);
  });

  it('a deep query under the body limit meets the depth limit', async () => {
    const query = `{ topLevelCategories { ${'parentCategories { '.repeat(20)}id${' }'.repeat(20)} } }`;
    const answer = await rawGql(server, query);
    expect(answer.errors?.[0]?.message).toMatch(/(depth|cost) limit of \d+ exceeded/i);
  });
});

describe('the per-request time budget', () => {
  let spent: ApiServer;
  let fresh: ApiServer;
  beforeAll(async () => {
    // A budget already spent when the first field resolves, and the default one.
    [spent, fresh] = await Promise.all([startServer({ requestBudgetMs: -1 }), startServer()]);
  });
  afterAll(async () => {
    await Promise.all([spent.close(), fresh.close()]);
  });

  it('a request past its budget stops with a GraphQL error naming it; within it, the same request answers', async () => {
    const query = '{ topLevelCategories { slug } }';
    const over = await rawGql(spent, query);
    expect(over.errors?.[0]?.message).toBe('This request ran past its time budget of -1 ms and was stopped; ask for less at once.');
    expect(over.errors?.[0]?.extensions?.code).toBe('REQUEST_BUDGET_EXCEEDED');
    const within = await rawGql<{ topLevelCategories: unknown[] }>(fresh, query);
    expect(within.errors).toBeUndefined();
    expect(within.data?.topLevelCategories.length).toBeGreaterThan(0);
  });
});
