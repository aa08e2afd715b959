// The empty box's rows (issue 23): recent searches first (newest first), then popular ones not already
// listed, at most five between them (decisions.md: recent first; five because five recent searches are
// kept and five popular ones fill the box for a visitor with none). Pure: the machine's guards and
// actions, the option list (search.model.ts) and the connect layer share it.
import { queryOf } from './search.limits.ts';
import { recentSearchKey } from './search.recent.ts';
import type { PopularSearch } from './search.options.types.ts';
import type { SearchContext } from './search.types.ts';

/** Rows the empty box shows at most, recent and popular together. */
export const EMPTY_ROWS_LIMIT = 5;
/** Nodes of a popular answer looked at (the API gives five; anything past this is not read). */
const POPULAR_NODES_READ = 20;
const CONTROL = /\p{Cc}/u;

export type EmptyRow = { readonly kind: 'recent'; readonly query: string } | { readonly kind: 'popular'; readonly item: PopularSearch };

export type RowsContext = Partial<Pick<SearchContext, 'recent' | 'popular' | 'popularEnabled'>>;

/** The rows of the empty box, in order: recent, then popular ones not equal to a recent one (ignoring case and accents), five at most. */
export function emptyRows(context: RowsContext): EmptyRow[] {
  const rows: EmptyRow[] = [];
  const keys = new Set<string>();
  for (const query of context.recent ?? []) {
    if (rows.length === EMPTY_ROWS_LIMIT) return rows;
    keys.add(recentSearchKey(query));
    rows.push({ kind: 'recent', query });
  }
  if (!context.popularEnabled) return rows;
  for (const item of context.popular ?? []) {
    if (rows.length === EMPTY_ROWS_LIMIT) break;
    const key = recentSearchKey(item.query);
    if (keys.has(key)) continue;
    keys.add(key);
    rows.push({ kind: 'popular', item });
  }
  return rows;
}

/**
 * GetPopularSearches' answer as rows may show it: nodes with an id and a usable query (trimmed, cut to
 * 58 code points, no control character), the first of equal queries, at most five. Anything else (a
 * missing list, a node of the wrong shape) is left out, never an error.
 */
export function normalizePopular(raw: unknown): PopularSearch[] {
  const list = typeof raw === 'object' && raw !== null ? (raw as { popularSearches?: unknown }).popularSearches : undefined;
  if (!Array.isArray(list)) return [];
  const out: PopularSearch[] = [];
  const keys = new Set<string>();
  for (const node of list.slice(0, POPULAR_NODES_READ)) {
    if (out.length === EMPTY_ROWS_LIMIT) break;
    if (typeof node !== 'object' || node === null) continue;
    const { id, query: text, slug } = node as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || typeof text !== 'string') continue;
    const query = queryOf(text);
    const key = recentSearchKey(query);
    if (query === '' || CONTROL.test(query) || keys.has(key)) continue;
    keys.add(key);
    out.push({ id, query, slug: typeof slug === 'string' ? slug : '' });
  }
  return out;
}
