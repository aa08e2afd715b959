/**
 * How much one GraphQL request may ask for (issue 15), enforced by GraphQL Armor before execution: a
 * refused operation gets a GraphQL error naming the limit and nothing runs. The header's own operations
 * stay well inside each limit (test/limits.test.ts says by how much).
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';

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
} as const;

/** The limits as a yoga plugin. Limits are stated in the errors: they are public knowledge anyway. */
export function limitsPlugin() {
  return EnvelopArmorPlugin({
    maxAliases: { n: LIMITS.aliases, allowList: [] },
    maxDepth: { n: LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    maxTokens: { n: LIMITS.tokens },
    maxDirectives: { n: LIMITS.directives },
    costLimit: { maxCost: LIMITS.cost },
    // Field suggestions ("Did you mean …?") stay: this is a development API; production masks errors.
    blockFieldSuggestion: { enabled: false },
  });
}
