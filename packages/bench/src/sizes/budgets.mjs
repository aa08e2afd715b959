// The size budgets of budgets.json: each goal and the ceiling enforced while it is missed (a ratchet),
// checked against the measured bundles, and how a breach or a missed goal reads.
import { readFileSync } from 'node:fs';
import { BENCH_DIR, kib } from '../lib/util.mjs';

/** Reads budgets.json. */
export function readBudgets() {
  return JSON.parse(readFileSync(`${BENCH_DIR}budgets.json`, 'utf8'));
}

/** The figure a budget refers to, from the measured bundles. */
function figureFor(budget, bundles) {
  const [bundle, part] = budget.id.split('.');
  const b = bundles[bundle];
  if (!b) return null;
  if (part === 'initial') return b.initial.total.gzip;
  if (part === 'everything') return b.everything.gzip;
  return null;
}

/**
 * Checks every budget. `maxGzipBytes` is the goal; `ceilingGzipBytes`, while the goal is missed (or for a
 * budget without a goal), is the limit enforced meanwhile (a ratchet: lowered as the figure falls, never
 * raised without a README note).
 * One entry per budget: `ok` (within the enforced limit), `goalMet`, and the margins in bytes.
 */
export function checkBudgets(bundles, budgets = readBudgets()) {
  return budgets.budgets.map((budget) => {
    const gzip = figureFor(budget, bundles);
    // A budget without a goal is a ratchet only (the retired "everything" goal, issue 12).
    const goal = budget.maxGzipBytes ?? null;
    const limit = budget.ceilingGzipBytes ?? goal;
    return {
      id: budget.id,
      label: budget.label,
      gzip,
      maxGzip: goal,
      limit,
      ok: gzip !== null && gzip <= limit,
      goalMet: goal === null ? null : gzip !== null && gzip <= goal,
      overBy: gzip === null || goal === null ? null : gzip - goal,
      overLimitBy: gzip === null ? null : gzip - limit,
    };
  });
}

/** One message per budget over its enforced limit, naming the chunk and the figure. */
export function budgetFailures(budgets) {
  return budgets
    .filter((r) => !r.ok)
    .map((r) =>
      r.gzip === null
        ? `budget ${r.id}: no figure measured`
        : `budget exceeded: ${r.label} is ${r.gzip} bytes gzip (${kib(r.gzip)} KiB), limit ${r.limit} (${kib(r.limit)} KiB), over by ${r.overLimitBy} bytes`,
    );
}

/** One line per budget whose goal is missed (while its ceiling holds): reported, not failed. */
export function missedGoals(budgets) {
  return budgets
    .filter((r) => r.ok && r.goalMet === false)
    .map((r) => `goal missed: ${r.label} is ${r.gzip} bytes gzip (${kib(r.gzip)} KiB), goal ${r.maxGzip} (${kib(r.maxGzip)} KiB), ${r.overBy} bytes over; enforced ceiling ${r.limit}`);
}
