// Lighthouse 12 for desktop and mobile on a visitor's page (reported, no goal). It launches its own
// Chromium, so it runs once the measurements' browser is closed.
import { CHROMIUM, CHROMIUM_ARGS, round } from '../lib/util.mjs';

export const id = 'lighthouse';
/** Not in the measurements' browser: the runner closes that one first. */
export const ownBrowser = true;
export const heading = ['Lighthouse', 'performance', 'accessibility', 'best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'];

/** Lighthouse 12 through its node API, in Debian's Chromium launched by chrome-launcher with the project's flags. */
async function runLighthouse(url, formFactor) {
  const [{ default: lighthouse }, chromeLauncher, { default: desktopConfig }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = result.lhr;
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 0.9)
        .map((ref) => ref.id);
    return {
      formFactor,
      lighthouse: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      metrics: {
        fcpMs: round(audit('first-contentful-paint')),
        lcpMs: round(audit('largest-contentful-paint')),
        tbtMs: round(audit('total-blocking-time')),
        cls: round(audit('cumulative-layout-shift'), 4),
        speedIndexMs: round(audit('speed-index')),
      },
      below90: { performance: failing('performance'), accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
      // What Lighthouse says would save the most (estimated ms), for the closing note.
      opportunities: Object.values(lhr.audits)
        .filter((a) => (a.details?.overallSavingsMs ?? 0) > 0 || (a.metricSavings?.LCP ?? 0) > 0 || (a.metricSavings?.FCP ?? 0) > 0)
        .map((a) => ({ id: a.id, savingsMs: round(Math.max(a.details?.overallSavingsMs ?? 0, a.metricSavings?.LCP ?? 0, a.metricSavings?.FCP ?? 0)), display: a.displayValue ?? null }))
        .sort((a, b) => b.savingsMs - a.savingsMs)
        .slice(0, 5),
      // What blocked the main thread: Lighthouse's long tasks (simulated) by script.
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((i) => ({ url: String(i.url ?? '').replace(/^.*\//, ''), startMs: round(i.startTime), durationMs: round(i.duration) })),
      runWarnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

export async function run({ servers, opts, out }) {
  const lighthouse = [];
  for (const formFactor of ['desktop', 'mobile']) {
    try {
      const r = await runLighthouse(`${servers.origin}/?persona=guest`, formFactor);
      lighthouse.push(r);
      opts.log(`[header] Lighthouse ${formFactor}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}`);
    } catch (error) {
      lighthouse.push({ formFactor, error: String(error.message ?? error).slice(0, 300) });
      out.notAvailable.push(`Lighthouse ${formFactor}: ${String(error.message ?? error).slice(0, 200)}`);
    }
  }
  return lighthouse;
}

export const goal = () => ({});

export const rows = (lighthouse) =>
  lighthouse.map((l) => (l.error ? [l.formFactor, 'not available', null, null, null, null, null, null] : [`${l.formFactor} (${l.lighthouse})`, l.performance, l.accessibility, l.bestPractices, l.metrics.fcpMs, l.metrics.lcpMs, l.metrics.tbtMs, l.metrics.cls]));
