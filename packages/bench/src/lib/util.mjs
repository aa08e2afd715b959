// Small helpers shared by the bench scripts: paths, statistics, tables, machine info.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
// The browser and the flags every browser of the project runs with (design.md §6): one definition, the
// end-to-end tests'.
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../../../../apps/web/e2e/chromium.ts';

/** packages/bench/ (with a trailing slash). */
export const BENCH_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** The monorepo root. */
export const ROOT_DIR = fileURLToPath(new URL('../../../../', import.meta.url));
/** Scratch output (bundles, pages); ignored by git. */
export const OUT_DIR = `${BENCH_DIR}.out/`;

export { CHROMIUM, CHROMIUM_ARGS };

/** Command-line flags: `--name` → true, `--name=value` → 'value'. */
export function parseArgs(argv = process.argv.slice(2)) {
  const out = {};
  for (const arg of argv) {
    const m = /^--([^=]+)(?:=(.*))?$/.exec(arg);
    if (m) out[m[1]] = m[2] ?? true;
  }
  return out;
}

/** True when the module is the script node was started with. */
export function isMain(metaUrl) {
  return process.argv[1] !== undefined && fileURLToPath(metaUrl) === process.argv[1];
}

/** Nearest-rank percentile (p in 0..100) of a list of numbers; null for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}
export const median = (values) => percentile(values, 50);
export const max = (values) => (values.length ? Math.max(...values) : null);
export const sum = (values) => values.reduce((a, b) => a + b, 0);
export const mean = (values) => (values.length ? sum(values) / values.length : null);

/** Rounds for display; null stays null. */
export function round(value, digits = 1) {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export const kib = (bytes) => (bytes / 1024).toFixed(2);

/** A plain-text table: rows are arrays of cells; the first row is the header. */
export function table(rows) {
  const text = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))));
  const widths = text[0].map((_, i) => Math.max(...text.map((row) => (row[i] ?? '').length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(text[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...text.slice(1).map(line)].join('\n');
}

/** What the figures were taken on. */
export function machineInfo() {
  let chromium = null;
  try {
    chromium = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    chromium = null;
  }
  const cpu = cpus();
  return {
    cpuModel: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: round(totalmem() / 1024 ** 3, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    chromium,
    // Other work on this machine skews absolute times: the load average when the run started.
    loadAverage: loadavg().map((v) => round(v, 2)),
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
