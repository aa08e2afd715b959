// The "Latest figures" section of the README, from a results JSON (written as results/latest.md).
import { bellCaseName } from './bell-cases.mjs';
import { searchRowsCaseName } from './search-rows-cases.mjs';
import { httpCacheMarkdown } from './http-cache-summary.mjs';

const kib = (b) => (b / 1024).toFixed(1);
const cell = (v) => (v === null || v === undefined ? '–' : String(v));
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;

export function resultsMarkdown(r) {
  const out = [];
  const m = r.machine;
  out.push(
    `Taken ${r.date.slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (${r.seconds} s) on ${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node}, ${m.chromium ?? 'no Chromium'}; load average at the start ${m.loadAverage?.join(' / ') ?? '?'}.`,
    '',
    '**Bundle sizes** (gzip level 9; host libraries excluded):',
    '',
    row(['bundle', 'initial JS', 'initial CSS', 'initial total', 'lazy chunks', 'everything', 'budget']),
    row(['---', '---:', '---:', '---:', '---', '---:', '---']),
  );
  const budgets = Object.fromEntries(r.sizes.budgets.map((b) => [b.id, b]));
  for (const b of Object.values(r.sizes.bundles)) {
    const budget = budgets[`${b.name}.initial`] ?? budgets[`${b.name}.everything`];
    out.push(
      row([
        b.name,
        `${kib(b.initial.js.gzip)} KiB`,
        `${kib(b.initial.css.gzip)} KiB`,
        `${kib(b.initial.total.gzip)} KiB`,
        b.lazy.map((l) => `${l.name}${l.thirdParty.length ? ` (${l.thirdParty.join(', ')})` : ''} ${kib(l.gzip)} KiB`).join('; ') || 'none',
        `${kib(b.everything.gzip)} KiB`,
        !budget
          ? ''
          : budget.goalMet === null
            ? `ratchet ${kib(budget.limit)} KiB ${budget.ok ? 'holds' : 'EXCEEDED'} (no goal)`
            : `${budget.goalMet ? 'holds' : `**over by ${kib(budget.overBy)} KiB**`} (goal ≤ ${kib(budget.maxGzip)} KiB ${budget.id.endsWith('everything') ? 'everything' : 'initial'}${budget.limit !== budget.maxGzip ? `; enforced ceiling ${kib(budget.limit)} KiB ${budget.ok ? 'holds' : 'EXCEEDED'}` : ''})`,
      ]),
    );
  }
  const all = r.sizes.bundles.all;
  const areas = [...all.analysis.areas].sort((a, b) => (b.gzipMarginal ?? b.gzipEstimate) - (a.gzipMarginal ?? a.gzipEstimate));
  out.push(
    '',
    `Biggest parts of the initial JS (both renderers; gzip bytes each one adds, measured by cutting it out): ${areas
      .slice(0, 10)
      .map((a) => `${a.area} ${kib(a.gzipMarginal ?? a.gzipEstimate)} KiB`)
      .join(', ')}.`,
  );

  if (r.ssr) {
    out.push('', '**Server rendering** (`renderToString`, production React, median of 2,000 after 300 warm-up):', '', row(['renderer', 'logged out', 'teacher']), row(['---', '---:', '---:']));
    for (const renderer of ['desktop', 'mobile']) {
      const get = (scenario) => r.ssr.find((x) => x.renderer === renderer && x.scenario === scenario);
      out.push(row([renderer, `${get('logged-out')?.medianMs} ms`, `${get('teacher')?.medianMs} ms`]));
    }
  }

  const s = r.search;
  if (s && !s.error) {
    const st = s.settings;
    out.push(
      '',
      `**Search, side by side** (${st.rounds} rounds after ${st.warmup} warm-up, ${st.cpuThrottle}× CPU, a key every ${st.cadenceMs} ms, a 10-letter word per round, contenders alternating):`,
      '',
      row(['contender', 'key→paint p50', 'p95', 'max', 'p95 ÷ floor', 'per-round median ÷ floor', 'first key (median)', 'Event Timing p95', 'long tasks / round', 'requests / word', 'JS (gzip)']),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    );
    for (const c of s.contenders) {
      if (!c.available) {
        out.push(row([c.label, `not available: ${c.reason}`, '', '', '', '', '', '', '', '', '']));
        continue;
      }
      out.push(
        row([
          c.label,
          `${c.keyToPaintMs.p50} ms`,
          `${c.keyToPaintMs.p95} ms`,
          `${c.keyToPaintMs.max} ms`,
          c.p95VsFloor,
          c.p95VsFloorPerRoundMedian,
          c.firstKeyMs ? `${c.firstKeyMs.median} ms` : null,
          `${c.eventTimingMs.p95} ms`,
          `${c.longTasks.perRound} (${c.longTasks.msPerRound} ms)`,
          c.requestsPerWord.median,
          `${kib(c.js.encoded)} KiB`,
        ]),
      );
    }
  }

  const h = r.headerPage;
  if (h && !h.error) {
    out.push('', '**The header on the core page** (4× CPU):', '');
    const cls = h.cls ?? [];
    out.push(`- Layout shift caused by the header during load: ${cls.map((c) => `${c.variant} ${c.persona} ${c.headerCls}`).join(', ')} (page CLS ${Math.max(...cls.map((c) => c.cls))} at worst).`);
    for (const b of h.bell ?? []) {
      const name = bellCaseName(b);
      out.push(b.available ? `- Bell → first painted card with ${name}: ${b.firstCardMs.median} ms (median of ${b.repeat}, max ${b.firstCardMs.max}); the click's Event Timing duration ${b.clickMs.median} ms; ${b.drawerNodes} DOM nodes and ${b.drawerCards} cards in the drawer.` : `- Bell → first card with ${name}: not available (${b.reason}).`);
    }
    if (h.browse?.available) out.push(`- Browse → first painted link, a member's quiet page (the machine's reference; the issue's machine: 60–99 ms): ${h.browse.firstLinkMs.median} ms (median of ${h.browse.repeat}, max ${h.browse.firstLinkMs.max}).`);
    for (const c of h.searchRows ?? []) {
      const name = searchRowsCaseName(c);
      out.push(c.available ? `- Focus → first painted row of the empty search box, ${name}: ${c.firstRowMs.median} ms (median of ${c.repeat}, max ${c.firstRowMs.max}; from the press ${c.fromPressMs.median} ms); ${c.shown.map((g) => `${g.group} ${g.rows}`).join(', ')}.` : `- Focus → first row of the empty search box, ${name}: not available (${c.reason}).`);
    }
    for (const l of h.lighthouse ?? []) {
      out.push(l.error ? `- Lighthouse ${l.formFactor}: not available (${l.error}).` : `- Lighthouse ${l.lighthouse} ${l.formFactor}: performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices} (FCP ${l.metrics.fcpMs} ms, LCP ${l.metrics.lcpMs} ms, TBT ${l.metrics.tbtMs} ms, CLS ${l.metrics.cls}).`);
    }
  }
  out.push(...httpCacheMarkdown(r.httpCache));
  if (r.summary) out.push('', '**Goals**', '', '```', ...r.summary, '```');
  return `${out.join('\n')}\n`;
}
