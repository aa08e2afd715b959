/**
 * What the API does before it takes its first request (issue 35, item 2): it opens the database and runs,
 * in process, the reads every page makes first (a member's viewer and bell, the categories, suggestions,
 * popular searches). Cold, the first of them took several times as long as later ones (the schema's and
 * the resolvers' code compiled, the database's statements planned), so the first visitor of a new instance
 * behind a balancer met the loading header. The operations only read: nothing a visitor sees changes.
 */
import { PERSISTED_OPERATIONS, PUBLIC_OPERATIONS } from '@masthead/graphql';
import { PERSONA_COOKIE } from './personas.ts';
import { issueSession } from './sessions.ts';

/**
 * The search's statements are prepared (db/types.ts, QueryOptions.prepared), and PostgreSQL plans a prepared
 * statement anew for each of its first five runs before it keeps one plan; a keystroke's statement differs
 * only by how many words were typed. So suggestions for one word (long enough for typos, so that their code
 * runs too) and for two words run six times each: at 50,000 classes the first twenty keystrokes of a new
 * instance took up to 65 ms, later ones 5.
 */
const SEARCH_WARM_UP = ['watercolor', 'watercolor portrait'].flatMap((query) => Array.from({ length: 6 }, () => ({ query })));

/** The operations run, with their variables, in the order a page asks for them. */
export const WARM_UP_OPERATIONS: ReadonlyArray<readonly [name: string, variables: Record<string, unknown>]> = [
  ['GetViewer', {}],
  ['GetTopLevelCategories', {}],
  ['GetNotificationCounts', {}],
  ['GetNotifications', { first: 6 }],
  ...SEARCH_WARM_UP.map((variables) => ['GetSearchSuggestions', variables] as const),
  ['GetPopularSearches', {}],
];

export interface WarmUpRun {
  /** Each operation's time in ms, the first being the cold one. */
  operations: { name: string; ms: number; ok: boolean }[];
}

/**
 * Runs WARM_UP_OPERATIONS against the API at `url` as a signed-in member: the persona's name in development,
 * a session signed for the purpose in production. Never throws: an operation that fails is reported, and
 * the API starts anyway.
 */
export async function warmUpApi(url: string, sessionSecret: string | null): Promise<WarmUpRun> {
  const session = sessionSecret === null ? 'member' : issueSession(sessionSecret, 'member', { hours: 1 }).token;
  const operations: WarmUpRun['operations'] = [];
  for (const [name, variables] of WARM_UP_OPERATIONS) {
    const id = PERSISTED_OPERATIONS[name];
    const started = performance.now();
    let ok = false;
    const extensions = { persistedQuery: { version: 1, sha256Hash: (id ?? '').slice('sha256:'.length) } };
    const headers = { accept: 'application/json', cookie: `${PERSONA_COOKIE}=${session}` };
    try {
      // As the header sends it: a public query as a GET (its answer hashed for an ETag), the others as a POST.
      const query = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
      const response = PUBLIC_OPERATIONS.has(name)
        ? await fetch(`${url}?${query}`, { headers })
        : await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ operationName: name, variables, extensions }) });
      const body = (await response.json()) as { errors?: unknown[] };
      ok = response.ok && !body.errors?.length;
    } catch {
      ok = false;
    }
    operations.push({ name, ms: performance.now() - started, ok });
  }
  return { operations };
}
