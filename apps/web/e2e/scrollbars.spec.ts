// What only classic (non-overlay) scrollbars show, as desktop browsers draw them: the modal layers and
// the room the page's scrollbar takes. Playwright hides scrollbars in headless Chromium; not here.
import { expect, test, type Locator, type Page } from './test.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import { animationsSettled, banner, nextFrames, open, type Persona } from './fixtures.ts';

test.use({
  launchOptions: {
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

/** Where the page's words are painted: the first heading's glyphs and the header's logo, both edges. */
function contentEdges(page: Page): Promise<{ heading: number[]; logo: number[] }> {
  return page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.querySelector('main h1') ?? document.body);
    const heading = range.getBoundingClientRect();
    const logo = (document.querySelector('header a') ?? document.body).getBoundingClientRect();
    return { heading: [heading.left, heading.right], logo: [logo.left, logo.right] };
  });
}

interface Layer {
  readonly name: string;
  readonly persona: Persona;
  /** Opens the layer; resolves to the open dialog. */
  readonly open: (page: Page) => Promise<Locator>;
}

const LAYERS: readonly Layer[] = [
  {
    name: 'the notifications drawer',
    persona: 'teacher',
    open: async (page) => {
      await banner(page).locator('.mh-bell__button').click();
      return page.locator('dialog.mh-notifications');
    },
  },
  {
    name: 'the Sign In modal',
    persona: 'guest',
    open: async (page) => {
      await banner(page).locator('button.mh-link[aria-haspopup="dialog"]').first().click();
      return page.locator('dialog.mh-auth');
    },
  },
];

for (const { locale, dir } of [{ locale: 'en-US', dir: 'ltr' }, { locale: 'ar', dir: 'rtl' }] as const) {
  for (const layer of LAYERS) {
    test(`${locale} (${dir}): opening ${layer.name} moves nothing on the page, and the page does not scroll under it`, async ({ page }) => {
      await open(page, { persona: layer.persona, variant: 'desktop', locale });
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      const scrollbar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
      expect(scrollbar, 'the core page is long enough to scroll').toBeGreaterThan(0);
      const before = await contentEdges(page);
      const dialog = await layer.open(page);
      await expect(dialog).toBeVisible();
      await animationsSettled(dialog); // the slide-in
      expect(await contentEdges(page)).toEqual(before);
      // The page does not scroll under the modal.
      await page.mouse.wheel(0, 400);
      await nextFrames(page);
      expect(await page.evaluate(() => scrollY)).toBe(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => innerWidth - document.documentElement.clientWidth)).toBe(scrollbar);
      expect(await contentEdges(page)).toEqual(before);
    });
  }

  test(`${locale} (${dir}): the notifications drawer is flush with the window's inline-end edge`, async ({ page }) => {
    await open(page, { persona: 'teacher', variant: 'desktop', locale });
    await banner(page).locator('.mh-bell__button').click();
    const drawer = page.locator('dialog.mh-notifications');
    await expect(drawer).toBeVisible();
    await animationsSettled(drawer); // the slide-in
    const { left, right } = await drawer.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    if (dir === 'ltr') expect(right).toBe(await page.evaluate(() => innerWidth));
    else expect(left).toBe(0);
  });
}
