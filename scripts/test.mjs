#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Chromium's headless shell, PostgreSQL, nginx), then runs codegen in check mode,
// typecheck, lint, unit and component tests (turbo), and the end-to-end tests in Chromium: the web app's, then
// the outside hosts' (prepared while the web app's run).
// Ends with one plain line `N passed, N failed` carrying the totals of every suite.
import { fileURLToPath } from 'node:url';
import { ensureDependencies, ensureNginx, ensurePnpm, ensurePostgres, ensureTestChromium } from './setup.mjs';
import { LIBRARIES } from '../apps/hosts/scripts/hosts.mjs';
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
const { steps, step, background } = stepRunner(root, env);

step('codegen check', 'pnpm', ['codegen:check']);
step('typecheck, lint, unit and component tests', 'pnpm', UNIT_STAGE);
// Everything the end-to-end suites load, built once (turbo replays what the unit stage built): the web app
// and the library packages the outside hosts install.
const built = step('build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@masthead/web', ...LIBRARIES.map((name) => `--filter=@masthead/${name}`)]);
// The header as any app installs it: the library packages packed, installed from their tarballs into a
// Next.js and a Vite host outside the workspace, and both hosts built. That is installs and bundlers, not
// the browser, so it runs while the web app's suite does.
const hosts = built ? background('pack the packages, install and build the outside hosts', 'node', ['apps/hosts/scripts/prepare.mjs', '--built']) : null;
// The end-to-end workers start servers of their own, on ports the system chooses (apps/web/e2e/test.ts,
// apps/hosts/e2e/test.ts): nothing to choose here.
step('end-to-end (Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--filter=@masthead/web']);
if (await hosts?.finished()) step('packages and outside hosts (Next.js, Vite; Chromium)', 'pnpm', ['--filter', '@masthead/hosts', 'exec', 'playwright', 'test']);

// Totals from the suites' own reports.
process.exit(printSummary({ steps, totals: readTotals(root, workspaces), started }));
