// Forced colours (issue 35, item 8): the logo's mark, a letter cut out of a tile, stays legible when the
// user's theme replaces the page's colours. Chromium forces the tile (the link's colour) but not the
// letter's SVG fill, which kept the dark bar's colour: a dark letter on the link-blue tile.
import { expect, test } from './test.ts';
import { banner, open } from './fixtures.ts';
import { contrast } from './contrast.ts';

for (const variant of ['desktop', 'mobile'] as const) {
  for (const theme of ['dark', 'white'] as const) {
    test(`forced colours: the logo's letter reads against its tile (${variant}, ${theme})`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await open(page, { persona: 'member', variant, theme });
      const mark = banner(page).getByRole('link', { name: 'Masthead home' }).locator('.mh-logo__mark');
      await expect(mark).toBeVisible();
      const fills = await mark.evaluate((svg) => ({
        tile: getComputedStyle(svg.querySelector('rect')!).fill,
        letter: getComputedStyle(svg.querySelector('.mh-logo__cut')!).fill,
      }));
      // Non-text contrast (WCAG 1.4.11) between the letter and the tile it is cut from.
      expect(contrast(fills.letter, fills.tile), JSON.stringify(fills)).toBeGreaterThanOrEqual(3);
    });
  }
}
