// The measurements of the header page, in the order they run, and how their figures are printed.
//
// Each module exports its `id` (the key of its figures in the result), `run({ browser, servers, opts,
// out })` (measures, logs its lines and adds what was not available to out.notAvailable), `goal(figures,
// opts)` (its verdicts, keyed as in goals.mjs; none for a reported figure) and `rows(figures)` (its rows
// of the printed table, the first module of a table giving the table's `heading`).
import { GOALS } from '../goals.mjs';
import { bellCaseName } from '../lib/bell-cases.mjs';
import { searchRowsCaseName } from '../lib/search-rows-cases.mjs';
import { table } from '../lib/util.mjs';
import * as bell from './bell.mjs';
import * as browse from './browse.mjs';
import * as chunks from './chunks.mjs';
import * as cls from './cls.mjs';
import * as lighthouse from './lighthouse.mjs';
import * as searchRows from './search-rows.mjs';

export const MEASUREMENTS = [cls, chunks, bell, browse, searchRows, lighthouse];

/** The printed tables, in order: a table is printed when its first module has rows; Browse's row joins the bell's. */
const TABLES = [[cls], [bell, browse], [searchRows], [chunks], [lighthouse]];

export function formatHeaderPage(r) {
  const parts = [`header on the core page (${r.settings.cpuThrottle}× CPU, ${r.seconds} s)`];
  for (const [first, ...rest] of TABLES) {
    const rows = first.rows(r[first.id]);
    if (rows.length) parts.push(table([first.heading, ...rows, ...rest.flatMap((m) => m.rows(r[m.id]))]));
  }
  if (r.notAvailable.length) parts.push(`not available: ${r.notAvailable.join('; ')}`);
  const { headerClsZero, searchFirstRow } = r.goals ?? {};
  if (headerClsZero) parts.push(`goal: header CLS ${GOALS.headerClsZero.target} during load → worst ${headerClsZero.worst} ${headerClsZero.met ? 'MET' : 'MISSED'}`);
  if (searchFirstRow) parts.push(`goal: focus → first painted row ≤ ${searchFirstRow.target} ms median on a warm page → worst ${searchFirstRow.worst ?? 'not available'} ms ${searchFirstRow.met ? 'MET' : 'MISSED'}`);
  return parts.join('\n');
}

/** The header page's lines in the run's summary: held or missed, and by how much; the reported figures as info. */
export function headerPageSummary(h) {
  if (!h || h.error || !h.goals) return [];
  const lines = [];
  const verdict = (met) => (met ? 'HOLDS ' : 'MISSED');
  const { headerClsZero, bellClick } = h.goals;
  if (headerClsZero) lines.push(`${verdict(headerClsZero.met)} header layout shift during load = ${GOALS.headerClsZero.target}: worst ${headerClsZero.worst}`);
  const cardMs = GOALS.bellFirstCard.target;
  for (const b of h.bell ?? []) {
    const name = bellCaseName(b);
    const goal = b.keyboard ? 'info  ' : verdict(b.available && b.firstCardMs.median <= cardMs);
    lines.push(b.available ? `${goal} bell → first painted card ≤ ${cardMs} ms median, ${name}: ${b.firstCardMs.median} ms (max ${b.firstCardMs.max}); click ${b.clickMs.median} ms; ${b.drawerNodes} DOM nodes, ${b.drawerCards} cards in the drawer` : `n/a    bell → first card, ${name}: ${b.reason}`);
  }
  if (h.browse?.available) lines.push(`info   Browse → first painted link (the machine's reference; the issue's machine 60–99 ms): ${h.browse.firstLinkMs.median} ms (max ${h.browse.firstLinkMs.max})`);
  // Issue 23: the empty search box's first row; a warm page is the goal, the box's first use is reported.
  const rowMs = GOALS.searchFirstRow.target;
  for (const c of h.searchRows ?? []) {
    const name = searchRowsCaseName(c);
    const goal = !c.warm ? 'info  ' : verdict(c.available && c.firstRowMs.median <= rowMs);
    lines.push(c.available ? `${goal} focus → first painted row ≤ ${rowMs} ms median at ${h.settings.cpuThrottle}× CPU, ${name}: ${c.firstRowMs.median} ms (max ${c.firstRowMs.max}, ${c.repeat} runs; from the press ${c.fromPressMs.median} ms)` : `n/a    focus → first painted row, ${name}: ${c.reason}`);
  }
  if (bellClick) lines.push(`${verdict(bellClick.met)} the bell's click (Event Timing duration) < ${GOALS.bellClick.target} ms: worst median ${bellClick.worst} ms`);
  for (const l of h.lighthouse ?? []) lines.push(l.error ? `n/a    Lighthouse ${l.formFactor}: ${l.error}` : `info   Lighthouse ${l.formFactor}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}`);
  return lines;
}
