// Layout shift during load and hydration, on a visitor's and a teacher's page, desktop and phone: the
// page's CLS and the part the header caused. Goal: the header causes none.
import { GOALS } from '../goals.mjs';
import { round } from '../lib/util.mjs';
import { freshPage } from './page.mjs';

export const id = 'cls';
export const heading = ['layout shift during load', 'page CLS', 'header CLS', 'shifts', 'banner Δheight px'];

const PAGES = [['desktop', { width: 1280, height: 800 }, false], ['mobile', { width: 390, height: 844 }, true]];

/**
 * The layout shift of a page opened with the recorder (freshPage), once it has been quiet for a second:
 * the page's CLS and the part whose shifted elements are in the banner.
 */
export async function pageCls(page) {
  await page.evaluate(() => window.__hp.quiet(1000, 10000));
  const { shifts, bannerAtStart, bannerResizes } = await page.evaluate(() => window.__hp.state);
  const bannerAtEnd = await page.evaluate(() => window.__hp.banner());
  const counted = shifts.filter((s) => !s.hadRecentInput);
  const total = counted.reduce((a, s) => a + s.value, 0);
  // The header's doing: a shifted node inside the banner, or a banner that resized in the same frame or so.
  const byHeader = (s) => s.sources.some((src) => src.inBanner) || bannerResizes.some((r) => Math.abs(r.t - s.startTime) < 100);
  const header = counted.filter(byHeader).reduce((a, s) => a + s.value, 0);
  return {
    cls: round(total, 4),
    headerCls: round(header, 4),
    shifts: counted.length,
    bannerResizes: bannerResizes.length,
    bannerHeightChange: bannerAtStart && bannerAtEnd ? round(bannerAtEnd.height - bannerAtStart.height, 1) : null,
    sources: [...new Set(counted.flatMap((s) => s.sources.map((src) => `${src.inBanner ? 'banner ' : ''}${src.node}`)))].slice(0, 8),
  };
}

/** CLS of the page during load and hydration, and the part whose shifted elements are in the banner. */
async function measureCls(browser, origin, { persona, variant, viewport, isMobile, throttle }) {
  const { context, page } = await freshPage(browser, { viewport, throttle, isMobile });
  try {
    await page.goto(`${origin}/?persona=${persona}`, { waitUntil: 'load' });
    return { persona, variant, ...(await pageCls(page)) };
  } finally {
    await context.close();
  }
}

export async function run({ browser, servers, opts }) {
  const out = [];
  for (const [variant, viewport, isMobile] of PAGES) {
    for (const persona of ['guest', 'teacher']) {
      const r = await measureCls(browser, servers.origin, { persona, variant, viewport, isMobile, throttle: opts.throttle });
      out.push(r);
      opts.log(`[header] CLS ${variant} ${persona}: page ${r.cls}, header ${r.headerCls} (${r.shifts} shifts)`);
    }
  }
  return out;
}

export function goal(cls) {
  if (cls.length === 0) return {};
  const target = GOALS.headerClsZero.target;
  return { headerClsZero: { target, worst: Math.max(...cls.map((c) => c.headerCls ?? 0)), met: cls.every((c) => c.headerCls === target && (c.bannerHeightChange ?? 0) === 0) } };
}

export const rows = (cls) => cls.map((c) => [`${c.variant} · ${c.persona}`, c.cls, c.headerCls, c.shifts, c.bannerHeightChange]);
