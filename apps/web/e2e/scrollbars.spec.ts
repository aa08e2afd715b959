// What only classic (non-overlay) scrollbars show, as desktop browsers draw them: the modal layers and
// the room the page's scrollbar takes. Playwright hides scrollbars in headless Chromium; not here.
import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { banner, open } from './fixtures.ts';

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test('the notifications drawer is flush with the right edge, and opening it moves nothing on the page', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop' });
  const scrollbar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
  expect(scrollbar, 'the core page is long enough to scroll').toBeGreaterThan(0);
  const before = await page.locator('main h1').first().evaluate((el) => el.getBoundingClientRect().left);
  await banner(page).getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(300); // the slide-in
  const right = await drawer.evaluate((el) => el.getBoundingClientRect().right);
  expect(right).toBe(await page.evaluate(() => innerWidth));
  const after = await page.locator('main h1').first().evaluate((el) => el.getBoundingClientRect().left);
  expect(after).toBe(before);
  // The page does not scroll under the modal.
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBe(scrollbar);
});
