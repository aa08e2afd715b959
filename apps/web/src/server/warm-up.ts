// What the web app does between binding its port and saying it is running: it waits for the API to answer,
// then renders a few of its own pages, so that the first visitor gets the header a later visitor gets.
// Cold, the first server render (React's, the API's first GraphQL operations and database reads, the code
// neither process has compiled yet) took seconds and missed the viewer's budget: the first pages after a
// start showed the loading header and then moved it (issue 35, item 2).

export interface WarmUpOptions {
  /** The GraphQL endpoint the pages read. */
  graphqlUrl: string;
  /** Production has no `?persona=` sign-in: only signed-out pages are rendered. */
  production: boolean;
  /** How long to wait for the API before giving up on it (it may be down, or started later). */
  apiWaitMs?: number;
}

export interface WarmUpResult {
  /** Whether the API answered within `apiWaitMs`. */
  apiReady: boolean;
  /** The pages rendered, with the time each took (the first is the cold one). */
  pages: { path: string; ms: number; status: number | null }[];
}

/** How often the API is asked while it starts. */
const API_POLL_MS = 100;
/** A render of the warm-up that takes longer than this is abandoned (the page's own budgets are shorter). */
const PAGE_TIMEOUT_MS = 10_000;

/**
 * The pages rendered: the signed-out home, and in development a signed-in member's home and a search page
 * (the viewer, the categories, the followed categories, the search results: every call a page makes).
 */
export function warmUpPaths(production: boolean): string[] {
  return production ? ['/', '/search?query=watercolor'] : ['/', '/?persona=member', '/search?query=watercolor&persona=member'];
}

/** Resolves true once the API answers any HTTP request, false when `waitMs` passes first. */
async function apiAnswers(graphqlUrl: string, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await fetch(graphqlUrl, { method: 'GET', signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      return true;
    } catch {
      if (Date.now() + API_POLL_MS >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, API_POLL_MS));
    }
  }
}

/**
 * Waits for the API, then requests `warmUpPaths` from the web app at `origin` one after another. Never throws:
 * a web app whose API is down still starts (and its pages say so).
 */
export async function warmUp(origin: string, { graphqlUrl, production, apiWaitMs = 30_000 }: WarmUpOptions): Promise<WarmUpResult> {
  const apiReady = await apiAnswers(graphqlUrl, apiWaitMs);
  const pages: WarmUpResult['pages'] = [];
  if (!apiReady) return { apiReady, pages };
  for (const path of warmUpPaths(production)) {
    const started = performance.now();
    let status: number | null = null;
    try {
      const answer = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
      await answer.arrayBuffer();
      status = answer.status;
    } catch {
      // A page that fails here fails for its visitor too, who is told why; the start goes on.
    }
    pages.push({ path, ms: Math.round(performance.now() - started), status });
  }
  return { apiReady, pages };
}
