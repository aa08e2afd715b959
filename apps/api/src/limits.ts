/**
 * How much one GraphQL request may ask for (issue 15), enforced by GraphQL Armor before execution: a
 * refused operation gets a GraphQL error naming the limit and nothing runs. The header's own operations
 * stay well inside each limit (test/limits.test.ts says by how much).
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createGraphQLError } from 'graphql-yoga';

export const LIMITS = {
  /** Aliased fields per operation (1,000 aliases of `search` froze the event loop for 2.4 s). */
  aliases: 20,
  /** Nesting depth of selections (a 3,000-deep `parentCategories` answered HTTP 500). */
  depth: 14,
  /** Lexical tokens in the document (parsing cost, before any other check). */
  tokens: 1500,
  /** Directives per operation. */
  directives: 20,
  /** Armor's cost: each field counts, nested fields weigh more (every operation of packages/graphql passes). */
  cost: 3000,
  /** Milliseconds one request may spend resolving fields before it is cut short with an error. */
  budgetMs: 2000,
} as const;

/** The limits as a yoga plugin. Limits are stated in the errors: they are public knowledge anyway. */
export function limitsPlugin({ production }: { production: boolean }) {
  return EnvelopArmorPlugin({
    maxAliases: { n: LIMITS.aliases, allowList: [] },
    maxDepth: { n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    maxTokens: { n: LIMITS.tokens },
    maxDirectives: { n: LIMITS.directives },
    costLimit: { maxCost: LIMITS.cost },
    // Field suggestions ("Did you mean …?") help in development; production does not map its schema
    // out for a stranger.
    blockFieldSuggestion: { enabled: production },
  });
}

/** What the budget check reads from the request's context: when the request must be done by. */
export interface Budgeted {
  /** `performance.now()` past which no further field is resolved. */
  deadline: number;
  /** The budget that deadline came from, for the error message. */
  budgetMs: number;
}

type Resolver = (parent: unknown, args: unknown, context: Budgeted, info: unknown) => unknown;

/**
 * The per-request time budget: every resolver first checks the request's deadline, so a request that
 * asks for too much stops between two fields with a clear GraphQL error instead of holding the event
 * loop (the query limits above stop nearly all of them before execution; this bounds the rest).
 * Scalars and fields without their own resolver are left as they are.
 */
export function withinBudget<T extends Record<string, unknown>>(resolvers: T): T {
  const checked = (resolve: Resolver): Resolver => (parent, args, context, info) => {
    if (performance.now() > context.deadline) {
      throw createGraphQLError(`This request ran past its time budget of ${context.budgetMs} ms and was stopped; ask for less at once.`, {
        extensions: { code: 'REQUEST_BUDGET_EXCEEDED' },
      });
    }
    return resolve(parent, args, context, info);
  };
  const out: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers)) {
    // Only maps of field resolvers: not a scalar (a GraphQLScalarType or a plain config with `serialize`;
    // `instanceof` is unreliable across graphql's ESM and CommonJS copies).
    if (typeof fields !== 'object' || fields === null || typeof (fields as { serialize?: unknown }).serialize === 'function') {
      out[typeName] = fields;
      continue;
    }
    out[typeName] = Object.fromEntries(
      Object.entries(fields).map(([field, resolver]) => [field, typeof resolver === 'function' && !field.startsWith('__') ? checked(resolver as Resolver) : resolver]),
    );
  }
  return out as T;
}
