// scripts/test-report.mjs on a workspace of its own: the totals npm test and test:quick end with come
// from every suite's report, name the failing tests, and a step that broke without a failing test fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';
import { clearReports, printSummary, readTotals, workspaceFolders } from './test-report.mjs';

const folders = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A root with packages/core and apps/web, and the reports `reportsOf(root)` gives (workspace path, `.`
 * for the root itself → file name → JSON).
 */
function workspace(reportsOf) {
  const root = mkdtempSync(join(tmpdir(), 'masthead-report-'));
  folders.push(root);
  for (const ws of ['packages/core', 'apps/web']) mkdirSync(join(root, ws), { recursive: true });
  for (const [ws, files] of Object.entries(reportsOf(root))) {
    mkdirSync(join(root, ws, '.reports'), { recursive: true });
    for (const [name, json] of Object.entries(files)) writeFileSync(join(root, ws, '.reports', name), JSON.stringify(json));
  }
  return root;
}

const vitestReport = (root, ws, passed, failedTitles) => ({
  numPassedTests: passed,
  numFailedTests: failedTitles.length,
  testResults: [{ name: join(root, ws, 'src/a.test.ts'), assertionResults: failedTitles.map((fullName) => ({ status: 'failed', fullName })) }],
});

/** What printSummary printed, and the exit code it answered. */
function summary(args) {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const code = printSummary({ started: Date.now(), ...args });
  return { code, lines: log.mock.calls.map((call) => call.join(' ')) };
}

test('the totals add up the vitest and Playwright reports of every workspace and the root', () => {
  const playwright = {
    stats: { expected: 4, unexpected: 1, flaky: 1, skipped: 2 },
    suites: [{ title: 'menu.spec.ts', specs: [{ title: 'opens', tests: [{ status: 'unexpected' }] }], suites: [{ title: 'keys', specs: [{ title: 'Escape', tests: [{ status: 'flaky' }] }] }] }],
  };
  const root = workspace((at) => ({
    '.': { 'vitest.json': vitestReport(at, '.', 2, []) },
    'packages/core': { 'vitest.json': vitestReport(at, 'packages/core', 10, ['machine › stops']) },
    'apps/web': { 'playwright.json': playwright },
  }));
  const totals = readTotals(`${root}/`, workspaceFolders(root));
  expect(totals.passed).toBe(16);
  expect(totals.failed).toBe(3);
  expect(totals.lines).toEqual([
    'scripts (vitest): 2 passed, 0 failed',
    'packages/core (vitest): 10 passed, 1 failed',
    'apps/web (playwright): 4 passed, 2 failed, 2 skipped',
  ]);
  expect(totals.failures).toEqual(['packages/core src/a.test.ts › machine › stops', 'apps/web › menu.spec.ts › opens', 'apps/web › menu.spec.ts › keys › Escape (flaky)']);
  const { code, lines } = summary({ steps: [{ name: 'unit', ok: false, seconds: 1 }], totals });
  expect(code).toBe(1);
  expect(lines.at(-1)).toBe('16 passed, 3 failed');
});

test('a step that failed with every test passing (a type error, a lint error) ends as a failure', () => {
  const root = workspace(() => ({ 'packages/core': { 'vitest.json': { numPassedTests: 5, numFailedTests: 0, testResults: [] } } }));
  const totals = readTotals(root, workspaceFolders(root));
  const broken = summary({ steps: [{ name: 'typecheck', ok: false, seconds: 2 }, { name: 'unit', ok: true, seconds: 3 }], totals });
  expect(broken.code).toBe(1);
  expect(broken.lines.at(-1)).toBe('5 passed, 1 failed');
  const green = summary({ steps: [{ name: 'unit', ok: true, seconds: 3 }], totals });
  expect(green.code).toBe(0);
  expect(green.lines.at(-1)).toBe('5 passed, 0 failed');
});

test('reports cleared before a run are not counted', () => {
  const root = workspace(() => ({ 'packages/core': { 'vitest.json': { numPassedTests: 5, numFailedTests: 1, testResults: [] } } }));
  clearReports(workspaceFolders(root));
  expect(readTotals(root, workspaceFolders(root))).toEqual({ passed: 0, failed: 0, lines: [], failures: [] });
});
