// Bundle sizes and their budgets (sizes.mjs): in every run, the smoke too; a budget over its enforced
// ceiling fails the smoke.
import { measureSizes } from '../sizes.mjs';
import { budgetFailures, missedGoals } from '../sizes/budgets.mjs';
import { formatSizes } from '../sizes/format.mjs';

export const id = 'sizes';
export const key = 'sizes';
export const title = () => 'bundle sizes (esbuild, minify, splitting, ESM; host libraries external; gzip level 9)';
/** Without sizes there is nothing to report: the run stops (exit 1) with the reason. */
export const fatal = true;
export const inSmoke = true;

export const run = () => measureSizes();

/** Whether a budget is over its enforced ceiling (the smoke exits 1). */
export const breach = (sizes) => budgetFailures(sizes.budgets).length > 0;

export function row(sizes) {
  const failures = budgetFailures(sizes.budgets);
  return [formatSizes(sizes), ...failures.map((f) => `BUDGET ${f}`), ...missedGoals(sizes.budgets), ...(failures.length ? [] : ['budgets: every enforced limit holds'])].join('\n');
}

export function goal(sizes) {
  return sizes.budgets.map((b) => {
    const ceiling = b.limit !== b.maxGzip ? `; enforced ceiling ${b.limit} ${b.ok ? 'holds' : 'EXCEEDED'}` : '';
    if (b.goalMet === null) return `${b.ok ? 'info  ' : 'FAILED'} ratchet ${b.label}: ${b.gzip} B gzip (no goal${ceiling})`;
    return `${b.goalMet ? 'HOLDS ' : 'MISSED'} budget ${b.label}: ${b.gzip} B gzip of ${b.maxGzip} (${b.overBy > 0 ? `${b.overBy} B over` : `${-b.overBy} B to spare`}${ceiling})`;
  });
}
