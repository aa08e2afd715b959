import type { SsrTimeouts } from './page-data.ts';

/**
 * Server-rendering budgets for tests about what a page shows, not about a slow API: a busy CI
 * machine must not turn their pages into loading ones. The tests on a hanging API keep the real ones.
 */
export const PATIENT_SSR_TIMEOUTS: SsrTimeouts = { viewer: 30_000, categories: 30_000, page: 30_000 };
