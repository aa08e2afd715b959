// The first visitor after a start gets the header a later visitor gets (issue 35, item 2). Cold, the first
// server render missed the viewer's budget: the page came with the loading header, whose signed-in parts
// then arrived with hydration and moved the search box. The web app now renders its first pages itself
// before it says it is running (src/server/warm-up.ts).
import { startApiProcess } from '../../../scripts/harness/index.mjs';
import { expect, test } from './test.ts';
import { bannerShifts, watchBannerShifts } from './fixtures.ts';
import { startWebApp } from './web-process.ts';

// A new API and web app, both started cold: a process's start-up on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('right after `npm start` says it is running, the first page is the whole signed-in header, and it does not move', async ({ page }) => {
  const api = await startApiProcess({ env: { MASTHEAD_DATA_DIR: 'memory' } });
  try {
    const web = await startWebApp(api.url);
    try {
      // The first request a visitor makes: a teacher (the warm-up renders a member), straight from the server.
      const html = await (await fetch(`${web.origin}/?persona=teacher&variant=desktop`)).text();
      expect(html).toContain('>Account menu, ');
      expect(html).toContain('href="/teach?via=header"');
      expect(html).not.toContain('aria-busy="true"');

      // And in a browser: nothing in the banner moves as the page hydrates.
      await watchBannerShifts(page);
      await page.goto(`${web.origin}/?persona=member&variant=desktop`);
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await expect(page.getByRole('banner').getByRole('button', { name: /^Account menu/ })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await bannerShifts(page)).toEqual([]);
    } finally {
      await web.stop();
    }
  } finally {
    await api.stop();
  }
});
