// The totals of a test run, read from the suites' own reports (`.reports/vitest.json`,
// `.reports/playwright.json` in each workspace), and the summary that ends `npm test` and
// `npm run test:quick` with one plain line `N passed, N failed` (the line CI reads).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';

/**
 * `npm test`'s unit stage, and all of `npm run test:quick`: typecheck, lint, unit and component tests
 * of every workspace and of scripts/, two tasks at a time (the machine's two cores).
 */
export const UNIT_STAGE = ['exec', 'turbo', 'run', 'typecheck', 'lint', 'lint:root', 'test', 'test:root', '--continue', '--concurrency=2'];

/** Runs commands in `root` one after another, keeping each one's outcome and time for the summary. */
export function stepRunner(root, env, label = 'test') {
  const steps = [];
  const step = (name, cmd, args, extraEnv = {}) => {
    const t0 = Date.now();
    console.log(`\n[${label}] ── ${name}: ${cmd} ${args.join(' ')}`);
    const result = spawnSync(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: 'inherit' });
    const ok = result.status === 0;
    steps.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
    return ok;
  };
  return { steps, step };
}

/** The root (its scripts/ tests report there) and every workspace folder under packages/ and apps/. */
export function workspaceFolders(root) {
  const base = root.replace(/\/$/, '');
  return [base, ...['packages', 'apps'].flatMap((dir) => readdirSync(`${base}/${dir}`).map((name) => `${base}/${dir}/${name}`))];
}

/** Removes earlier reports, so a suite that did not run this time is not counted. */
export function clearReports(workspaces) {
  for (const ws of workspaces) rmSync(`${ws}/.reports`, { recursive: true, force: true });
}

/** Playwright's report nests suites (file, describe); a spec that did not pass carries its tests' outcome. */
function playwrightFailures(suite, path, failures) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    const outcome = spec.tests?.map((t) => t.status).find((status) => status === 'unexpected' || status === 'flaky');
    if (outcome) failures.push(`${[...here, spec.title].join(' › ')}${outcome === 'flaky' ? ' (flaky)' : ''}`);
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here, failures);
}

/**
 * Adds up the reports found in `workspaces` (named relative to `root`, the root itself as `scripts`):
 * passed and failed counts, one line per suite, and the failing tests by name, so the summary (the
 * tail a CI log keeps) says what to look at.
 */
export function readTotals(root, workspaces) {
  const base = root.replace(/\/$/, '');
  const totals = { passed: 0, failed: 0, lines: [], failures: [] };
  for (const ws of workspaces) {
    const name = ws.slice(base.length + 1) || 'scripts';
    const vitest = `${ws}/.reports/vitest.json`;
    if (existsSync(vitest)) {
      const r = JSON.parse(readFileSync(vitest, 'utf8'));
      totals.passed += r.numPassedTests;
      totals.failed += r.numFailedTests;
      totals.lines.push(`${name} (vitest): ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
      for (const file of r.testResults ?? []) {
        for (const t of file.assertionResults ?? []) {
          if (t.status === 'failed') totals.failures.push(`${name} ${file.name.slice(ws.length + 1)} › ${t.fullName}`);
        }
      }
    }
    const pw = `${ws}/.reports/playwright.json`;
    if (existsSync(pw)) {
      const report = JSON.parse(readFileSync(pw, 'utf8'));
      const s = report.stats;
      const bad = s.unexpected + s.flaky;
      totals.passed += s.expected;
      totals.failed += bad;
      totals.lines.push(`${name} (playwright): ${s.expected} passed, ${bad} failed, ${s.skipped} skipped`);
      for (const suite of report.suites ?? []) playwrightFailures(suite, [name], totals.failures);
    }
  }
  return totals;
}

/**
 * Prints the steps, the suites and the failing tests, then the plain `N passed, N failed` line, and
 * answers the exit code. A step that failed without a failing test (a type error, a lint error, stale
 * codegen, a crash) counts as a failure too.
 */
export function printSummary({ steps, totals, started, label = 'test' }) {
  const brokenSteps = steps.filter((s) => !s.ok);
  const failed = brokenSteps.length > 0 && totals.failed === 0 ? brokenSteps.length : totals.failed;
  console.log(`\n[${label}] summary`);
  for (const s of steps) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds.toFixed(1)} s)`);
  for (const line of totals.lines) console.log(`  ${line}`);
  for (const failure of totals.failures) console.log(`  failed: ${failure}`);
  console.log(`  total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${totals.passed} passed, ${failed} failed`);
  return brokenSteps.length === 0 && failed === 0 ? 0 : 1;
}
