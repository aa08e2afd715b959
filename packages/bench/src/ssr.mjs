#!/usr/bin/env node
// Server rendering: renderToString time per render of each renderer in Node, median over many runs
// after a warm-up, for a logged-out visitor and a teacher. Categories are passed as props, so no
// Apollo query runs (the header renders outside any ApolloProvider, as a static host would).
//
//   tsx ssr.mjs [--runs=N] [--warmup=N]
import { performance } from 'node:perf_hooks';
import { TEST_CONFIG as CONFIG } from '@masthead/header-core/testing';
import { isMain, max, median, parseArgs, percentile, round, table } from './lib/util.mjs';

const CATEGORIES = [
  { slug: 'illustration', displayName: 'Illustration' },
  { slug: 'photography', displayName: 'Photography' },
  { slug: 'graphic-design', displayName: 'Graphic Design' },
  { slug: 'animation', displayName: 'Animation' },
  { slug: 'fine-art', displayName: 'Fine Art' },
  { slug: 'web-development', displayName: 'Web Development' },
];

/**
 * React's production build, as a server would run it (the development build adds checks and warnings
 * that multiply the time). Loaded dynamically so NODE_ENV is set before react reads it.
 */
async function load() {
  process.env.NODE_ENV ??= 'production';
  const [{ createElement }, { renderToString }, { DesktopHeader }, { MobileHeader }, { PERSONA_VIEWERS }] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@masthead/header-desktop'),
    import('@masthead/header-mobile'),
    import('@masthead/header-core/testing'),
  ]);
  return {
    createElement,
    renderToString,
    renderers: { desktop: DesktopHeader, mobile: MobileHeader },
    scenarios: {
      'logged-out': { viewer: PERSONA_VIEWERS.guest },
      teacher: { viewer: { ...PERSONA_VIEWERS.teacher, notifications: { count: 12 } } },
    },
  };
}

/** Times renderToString for every renderer × scenario. */
export async function measureSsr({ runs = 2000, warmup = 300 } = {}) {
  const { createElement, renderToString, renderers, scenarios } = await load();
  const results = [];
  for (const [scenario, { viewer }] of Object.entries(scenarios)) {
    for (const [renderer, Component] of Object.entries(renderers)) {
      const element = () => createElement(Component, { viewer, categories: CATEGORIES, config: CONFIG, pageType: 'core', storage: null });
      let html = '';
      for (let i = 0; i < warmup; i += 1) html = renderToString(element());
      const times = [];
      for (let i = 0; i < runs; i += 1) {
        const t0 = performance.now();
        html = renderToString(element());
        times.push(performance.now() - t0);
      }
      results.push({
        renderer,
        scenario,
        runs,
        warmup,
        medianMs: round(median(times), 3),
        p95Ms: round(percentile(times, 95), 3),
        maxMs: round(max(times), 3),
        rendersPerSecond: Math.round(1000 / median(times)),
        htmlBytes: Buffer.byteLength(html),
        nodeEnv: process.env.NODE_ENV,
      });
    }
  }
  return results;
}

export function formatSsr(results) {
  const rows = [['renderToString', 'runs', 'median ms', 'p95 ms', 'max ms', 'renders/s', 'HTML bytes']];
  for (const r of results) rows.push([`${r.renderer} · ${r.scenario}`, r.runs, r.medianMs, r.p95Ms, r.maxMs, r.rendersPerSecond, r.htmlBytes]);
  return table(rows);
}

if (isMain(import.meta.url)) {
  const args = parseArgs();
  const results = await measureSsr({ runs: Number(args.runs ?? 2000), warmup: Number(args.warmup ?? 300) });
  console.log(args.json ? JSON.stringify(results, null, 2) : formatSsr(results));
}
