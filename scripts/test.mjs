#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Chromium's headless shell, PostgreSQL, nginx), then runs codegen in check mode,
// typecheck, lint, unit and component tests (turbo), and the end-to-end tests in Chromium.
// Ends with one plain line `N passed, N failed` carrying the totals of every suite.
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureNginx, ensurePnpm, ensurePostgres, ensureTestChromium } from './setup.mjs';
import { UNIT_STAGE, clearReports, printSummary, readTotals, stepRunner, workspaceFolders } from './test-report.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
ensurePnpm();
ensureDependencies();
ensureTestChromium();
ensurePostgres();
ensureNginx();
console.log(`[test] set-up took ${((Date.now() - started) / 1000).toFixed(1)} s`);

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
// The root's own tests (scripts/) report beside the workspaces'.
const workspaces = workspaceFolders(root);
clearReports(workspaces);
const { steps, step } = stepRunner(root, env);

// The end-to-end workers start servers of their own, on ports the system chooses (apps/web/e2e/test.ts,
// apps/hosts/e2e/test.ts): nothing to choose here.
step('codegen check', 'pnpm', ['codegen:check']);
step('typecheck, lint, unit and component tests', 'pnpm', UNIT_STAGE);
step('build and end-to-end (Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--filter=@masthead/web']);
// The header as any app installs it: packed tarballs in a Next.js and a Vite host outside the workspace.
step('packages and outside hosts (Next.js, Vite; Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--filter=@masthead/hosts']);

// Totals from the suites' own reports.
process.exit(printSummary({ steps, totals: readTotals(root, workspaces), started }));
