/**
 * What the API does before it takes its first request (issue 35, item 2): it opens the database and runs,
 * in process, the reads every page makes first (a member's viewer and bell, the categories, suggestions,
 * popular searches). Cold, the first of them took several times as long as later ones (the schema's and
 * the resolvers' code compiled, the database's statements planned), so the first visitor of a new instance
 * behind a balancer met the loading header. The operations only read: nothing a visitor sees changes.
 */
import { PERSISTED_OPERATIONS } from '@masthead/graphql';
import { PERSONA_COOKIE } from './personas.ts';
import { issueSession } from './sessions.ts';

/** The operations run, with their variables, in the order a page asks for them. */
export const WARM_UP_OPERATIONS: ReadonlyArray<readonly [name: string, variables: Record<string, unknown>]> = [
  ['GetViewer', {}],
  ['GetTopLevelCategories', {}],
  ['GetNotificationCounts', {}],
  ['GetNotifications', { first: 6 }],
  ['GetSearchSuggestions', { query: 'wat' }],
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
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: `${PERSONA_COOKIE}=${session}` },
        body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: (id ?? '').slice('sha256:'.length) } } }),
      });
      const body = (await response.json()) as { errors?: unknown[] };
      ok = response.ok && !body.errors?.length;
    } catch {
      ok = false;
    }
    operations.push({ name, ms: performance.now() - started, ok });
  }
  return { operations };
}
