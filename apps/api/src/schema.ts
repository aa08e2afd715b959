/** The executable schema: the shared contract (packages/graphql/schema.graphql) plus our resolvers. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createSchema } from 'graphql-yoga';
import type { ApiContext } from './context.ts';
import { withinBudget } from './limits.ts';
import { resolvers } from './resolvers/index.ts';

/** Where the contract lives, resolved through the package's exports map like any consumer would. */
export function schemaPath(): string {
  try {
    return fileURLToPath(import.meta.resolve('@masthead/graphql/schema.graphql'));
  } catch {
    // Some runners (older vite-node) lack import.meta.resolve; require.resolve honours the same map.
    return createRequire(import.meta.url).resolve('@masthead/graphql/schema.graphql');
  }
}

let typeDefs: string | undefined;

export function createApiSchema() {
  typeDefs ??= readFileSync(schemaPath(), 'utf8');
  return createSchema<ApiContext>({ typeDefs, resolvers: withinBudget(resolvers) });
}
