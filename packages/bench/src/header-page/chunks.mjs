// The two first-use chunks: how long after the pointer's arrival each is there (no goal).
import { max, median, round } from '../lib/util.mjs';
import { freshPage } from './page.mjs';

export const id = 'chunks';
export const heading = ['first-use chunk (4× CPU)', 'median ms', 'max ms', 'from'];

/**
 * The two first-use chunks at `throttle`× CPU, each on a page that has not loaded it ahead: the interaction
 * chunk on a visitor's page (a member's page loads it once idle, for the live bell), from the pointer
 * entering the header to the search box working as a combobox (fetched, evaluated, its machine started);
 * the cards chunk on a member's page whose idle time has not come (idle callbacks held back: a member's
 * page warms the drawer once idle), as a press before then finds it, from the pointer entering the bell
 * to the chunk fetched.
 */
async function measureChunksOnce(browser, servers, { throttle }) {
  await servers.api.reset();
  const quietPage = async (persona, measure, { holdIdle = false } = {}) => {
    const { context, page } = await freshPage(browser, { viewport: { width: 1280, height: 800 }, throttle, holdIdle });
    try {
      await page.goto(`${servers.origin}/?persona=${persona}&variant=desktop`, { waitUntil: 'load' });
      await page.evaluate(() => window.__hp.quiet(500, 10000));
      return await measure(page);
    } finally {
      await context.close();
    }
  };
  const interaction = await quietPage('guest', async (page) => {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    if ((await box.count()) === 0) return { available: false, reason: "no search box in a visitor's banner" };
    await page.evaluate(() => {
      const marks = (window.__chunks = { header: null, combobox: null });
      document.addEventListener('pointerover', (event) => {
        if (marks.header === null && event.target.closest?.('header')) marks.header = event.timeStamp;
      }, true);
      new MutationObserver(() => {
        if (marks.combobox === null && document.querySelector('header [role="combobox"]')) marks.combobox = performance.now();
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['role'], childList: true });
    });
    await box.first().hover();
    await page.waitForFunction(() => window.__chunks.combobox !== null, null, { timeout: 30000 });
    return { available: true, ms: await page.evaluate(() => window.__chunks.combobox - window.__chunks.header) };
  });
  if (!interaction.available) return interaction;
  const cards = await quietPage('expired', async (page) => {
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    if ((await bell.count()) === 0) return { available: false, reason: "no bell in a member's banner" };
    if (await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('notifications-lazy')))) {
      return { available: false, reason: 'the cards chunk was loaded before the bell was used' };
    }
    await page.evaluate(() => {
      window.__chunks = { bell: null };
      document.addEventListener('pointerover', (event) => {
        if (window.__chunks.bell === null && event.target.closest?.('button[aria-label^="Notifications"]')) window.__chunks.bell = event.timeStamp;
      }, true);
    });
    await bell.first().hover();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('notifications-lazy') && e.responseEnd > 0), null, { timeout: 30000 });
    return {
      available: true,
      ms: await page.evaluate(() => performance.getEntriesByType('resource').find((e) => e.name.includes('notifications-lazy')).responseEnd - window.__chunks.bell),
    };
  }, { holdIdle: true });
  if (!cards.available) return cards;
  return { available: true, interactionMs: interaction.ms, cardsMs: cards.ms };
}

async function measureChunks(browser, servers, { repeat, throttle }) {
  const runs = [];
  for (let i = 0; i < repeat; i += 1) {
    const r = await measureChunksOnce(browser, servers, { throttle });
    if (!r.available) return r;
    runs.push(r);
  }
  const summary = (values) => ({ median: round(median(values)), max: round(max(values)) });
  return { available: true, repeat, interaction: summary(runs.map((r) => r.interactionMs)), cards: summary(runs.map((r) => r.cardsMs)) };
}

export async function run({ browser, servers, opts, out }) {
  const chunks = await measureChunks(browser, servers, { repeat: opts.repeat, throttle: opts.throttle });
  opts.log(chunks.available ? `[header] first-use chunks: interaction ready ${chunks.interaction.median} ms after the pointer, cards fetched ${chunks.cards.median} ms after the bell's intent` : `[header] first-use chunks: not available (${chunks.reason})`);
  if (!chunks.available) out.notAvailable.push(`first-use chunks: ${chunks.reason}`);
  return chunks;
}

export const goal = () => ({});

export const rows = (chunks) =>
  chunks?.available
    ? [
        ['interaction (machines-lazy): working', chunks.interaction.median, chunks.interaction.max, "the pointer entering the header"],
        ['cards (notifications-lazy): fetched', chunks.cards.median, chunks.cards.max, "the pointer entering the bell"],
      ]
    : [];
