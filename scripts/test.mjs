#!/usr/bin/env node
// `npm test`: installs what is missing (pnpm, dependencies, Chromium, PostgreSQL, nginx), then runs codegen in check mode,
// typecheck, lint, unit and component tests (turbo), and the end-to-end tests in Chromium.
// Ends with one plain line `N passed, N failed` carrying the totals of every suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensureDependencies, ensureNginx, ensurePnpm, ensurePostgres } from './setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();
ensurePnpm();
ensureDependencies();
ensureChromium();
ensurePostgres();
ensureNginx();
console.log(`[test] set-up took ${((Date.now() - started) / 1000).toFixed(1)} s`);

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
// The root's own tests (scripts/) report beside the workspaces'.
const workspaces = [
  root.replace(/\/$/, ''),
  ...['packages', 'apps'].flatMap((dir) => readdirSync(`${root}/${dir}`).map((name) => `${root}/${dir}/${name}`)),
];
for (const ws of workspaces) rmSync(`${ws}/.reports`, { recursive: true, force: true });

const steps = [];
function step(name, cmd, args, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n[test] ── ${name}: ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
  return ok;
}

// The end-to-end workers start servers of their own, on ports the system chooses (apps/web/e2e/test.ts,
// apps/hosts/e2e/test.ts): nothing to choose here.
step('codegen check', 'pnpm', ['codegen:check']);
step('typecheck, lint, unit and component tests', 'pnpm', ['exec', 'turbo', 'run', 'typecheck', 'lint', 'lint:root', 'test', 'test:root', '--continue', '--concurrency=2']);
step('build and end-to-end (Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--filter=@masthead/web']);
// The header as any app installs it: packed tarballs in a Next.js and a Vite host outside the workspace.
step('packages and outside hosts (Next.js, Vite; Chromium)', 'pnpm', ['exec', 'turbo', 'run', 'e2e', '--filter=@masthead/hosts']);

// Totals from the suites' own reports.
let passed = 0;
let failed = 0;
const lines = [];
// The failing tests by name, so the summary (the tail a CI log keeps) says what to look at.
const failures = [];
/** Playwright's report nests suites (file, describe); a spec that did not pass carries its tests' outcome. */
function playwrightFailures(suite, path) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    const outcome = spec.tests?.map((t) => t.status).find((status) => status === 'unexpected' || status === 'flaky');
    if (outcome) failures.push(`${[...here, spec.title].join(' › ')}${outcome === 'flaky' ? ' (flaky)' : ''}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}
for (const ws of workspaces) {
  const name = ws.slice(root.length) || 'scripts';
  const vitest = `${ws}/.reports/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    lines.push(`${name} (vitest): ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    for (const file of r.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') failures.push(`${name} ${file.name.slice(ws.length + 1)} › ${t.fullName}`);
      }
    }
  }
  const pw = `${ws}/.reports/playwright.json`;
  if (existsSync(pw)) {
    const report = JSON.parse(readFileSync(pw, 'utf8'));
    const s = report.stats;
    const bad = s.unexpected + s.flaky;
    passed += s.expected;
    failed += bad;
    lines.push(`${name} (playwright): ${s.expected} passed, ${bad} failed, ${s.skipped} skipped`);
    for (const suite of report.suites ?? []) playwrightFailures(suite, [name]);
  }
}
// A step that failed without a failing test (a type error, a lint error, stale codegen, a crash) is a failure too.
const brokenSteps = steps.filter((s) => !s.ok);
if (brokenSteps.length > 0 && failed === 0) failed += brokenSteps.length;

console.log('\n[test] summary');
for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
for (const line of lines) console.log(`  ${line}`);
for (const failure of failures) console.log(`  failed: ${failure}`);
console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(brokenSteps.length === 0 && failed === 0 ? 0 : 1);
