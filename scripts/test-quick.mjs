#!/usr/bin/env node
// `npm run test:quick`: the inner loop. Typecheck, lint, unit and component tests (npm test's unit
// stage, through turbo, so unchanged packages come from its cache), without the end-to-end suites and
// without Chromium. Ends with the same plain line as `npm test`: `N passed, N failed`.
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureNginx, ensurePnpm, ensurePostgres } from './setup.mjs';
import { UNIT_STAGE, clearReports, printSummary, readTotals, stepRunner, workspaceFolders } from './test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
ensurePnpm();
ensureDependencies();
// The API's tests start a PostgreSQL server, the bench's tests an nginx: both are skipped when installed.
ensurePostgres();
ensureNginx();

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
  // Fewer property-test runs than npm test's (each a new random seed, so repeated quick runs still
  // explore); set MASTHEAD_FC_RUNS (and MASTHEAD_FC_SEED) to choose.
  MASTHEAD_FC_RUNS: process.env.MASTHEAD_FC_RUNS ?? '40',
};
const workspaces = workspaceFolders(root);
clearReports(workspaces);
const { steps, step } = stepRunner(root, env, 'test:quick');
step('typecheck, lint, unit and component tests', 'pnpm', [...UNIT_STAGE, ...process.argv.slice(2)]);
process.exit(printSummary({ steps, totals: readTotals(root, workspaces), started, label: 'test:quick' }));
