// The size tables for a terminal.
import { kib, table } from '../lib/util.mjs';

/** Bundles that are a renderer a host mounts (the rest, like `messages`, are reported beside them). */
const RENDERER_BUNDLES = ['desktop', 'mobile', 'all'];

/** The tables for a terminal. */
export function formatSizes({ bundles, budgets }) {
  const rows = [['bundle / chunk', 'min bytes', 'min KiB', 'gzip bytes', 'gzip KiB']];
  const row = (label, s) => rows.push([label, s.bytes, kib(s.bytes), s.gzip, kib(s.gzip)]);
  for (const b of RENDERER_BUNDLES.map((name) => bundles[name]).filter(Boolean)) {
    row(`${b.name}: initial JS`, b.initial.js);
    row(`${b.name}: initial CSS`, b.initial.css);
    row(`${b.name}: initial total`, b.initial.total);
    for (const l of b.lazy) row(`${b.name}: lazy ${l.name}${l.thirdParty.length ? ` (with ${l.thirdParty.join(', ')})` : ''}`, l);
    row(`${b.name}: everything`, b.everything);
  }
  const budgetRows = [['budget', 'gzip bytes', 'goal', 'vs goal', 'enforced limit', 'status']];
  for (const r of budgets) {
    const status = !r.ok ? 'EXCEEDED' : r.goalMet === null ? 'ratchet holds (no goal)' : r.goalMet ? 'ok' : 'goal missed, within the ceiling';
    budgetRows.push([r.label, r.gzip, r.maxGzip, r.overBy === null ? null : r.overBy > 0 ? `+${r.overBy} over` : `${-r.overBy} under`, r.limit, status]);
  }
  const d = bundles.all ?? bundles.desktop;
  const pkgRows = [['package (in initial JS of "' + d.name + '")', 'min bytes', 'share', '≈ gzip']];
  for (const p of d.analysis.packages.slice(0, 12)) pkgRows.push([p.package, p.bytes, `${(p.share * 100).toFixed(1)}%`, p.gzipEstimate]);
  const areaRows = [['area (in initial JS of "' + d.name + '")', 'min bytes', 'gzip cost (marginal)']];
  for (const a of [...d.analysis.areas].sort((x, y) => (y.gzipMarginal ?? 0) - (x.gzipMarginal ?? 0)).slice(0, 14)) areaRows.push([a.area, a.bytes, a.gzipMarginal]);
  const inputRows = [['biggest inputs', 'min bytes']];
  for (const i of d.analysis.topInputs.slice(0, 10)) inputRows.push([i.input, i.bytes]);
  // Messages (issue 11): what the i18n run time and the English catalog cost every page, and what a
  // page in another language loads besides (its catalog, one chunk).
  const i18nArea = d.analysis.areas.find((a) => a.area === '@masthead/header-core i18n/');
  const runtime = d.analysis.packages.find((p) => p.package === '@messageformat/runtime');
  const languageRows = [['messages (issue 11)', 'min bytes', 'gzip bytes']];
  if (i18nArea) languageRows.push(['in every initial bundle: English catalog and plural rules (marginal)', i18nArea.bytes, i18nArea.gzipMarginal]);
  if (runtime) languageRows.push(['in every initial bundle: @messageformat/runtime (≈)', runtime.bytes, runtime.gzipEstimate]);
  for (const l of bundles.messages?.lazy ?? []) languageRows.push([`loaded by a page in ${l.name}: its catalog`, l.bytes, l.gzip]);
  return [
    table(rows),
    '',
    table(budgetRows),
    '',
    table(pkgRows),
    '',
    table(areaRows),
    '',
    table(inputRows),
    '',
    table(languageRows),
  ].join('\n');
}
