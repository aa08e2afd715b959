// With the header's machines chunk blocked (a network failure), the parts fall back to their
// no-JavaScript form: CSS shows a menu while it has the pointer or focus, and the search overlay and the
// drawer while their toggle area has focus. Escape, Cancel and the drawer's close button still hide them.
import { expect, test, type Page } from './test.ts';
import { banner, open } from './fixtures.ts';

async function openWithoutMachines(page: Page, persona: 'member' | 'guest', variant: 'desktop' | 'mobile'): Promise<void> {
  await page.route('**/machines-lazy-*.js', (route) => route.abort('failed'));
  await open(page, { persona, variant });
  // The first sign of use asks for the chunk; its failure hands the parts back to CSS.
  await banner(page).hover({ position: { x: 2, y: 2 } });
  const part = variant === 'desktop' ? '.mh-disclosure' : '.mh-search-overlay-root';
  await expect(page.locator(`${part}:not([data-enhanced])`).first()).toBeAttached();
}

test('desktop: Escape hides a menu CSS shows on focus, with focus back on its button', async ({ page }) => {
  await openWithoutMachines(page, 'member', 'desktop');
  const browse = banner(page).getByRole('button', { name: 'Browse', exact: true });
  const panel = page.locator(`[id="${await browse.getAttribute('aria-controls')}"]`);
  await page.mouse.move(640, 700);
  await browse.focus();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(browse).toBeFocused();
  // Enter on the button shows it again; Tab past the menu leaves it hidden behind.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Plans', exact: true })).toBeFocused();
  await expect(panel).toBeHidden();
});

test('desktop: Escape hides a menu CSS shows on hover, with the pointer still on it (WCAG 1.4.13)', async ({ page }) => {
  await openWithoutMachines(page, 'member', 'desktop');
  const browse = banner(page).getByRole('button', { name: 'Browse', exact: true });
  const panel = page.locator(`[id="${await browse.getAttribute('aria-controls')}"]`);
  await browse.hover();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The pointer leaving and coming back shows it again.
  await page.mouse.move(640, 700);
  await browse.hover();
  await expect(panel).toBeVisible();
});

test("mobile: the search overlay's Cancel and Escape hide it, with focus back on the search icon", async ({ page }) => {
  await openWithoutMachines(page, 'member', 'mobile');
  const icon = banner(page).getByRole('button', { name: 'Search', exact: true });
  const overlay = page.locator('.mh-search-overlay');
  await icon.click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('button', { name: 'Cancel' }).click();
  await expect(overlay).toBeHidden();
  await expect(icon).toBeFocused();
  // The icon opens it again; Escape in the box closes it.
  await icon.click();
  await expect(overlay).toBeVisible();
  await overlay.getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(icon).toBeFocused();
  // The GET form still works when it is open.
  await icon.click();
  await overlay.getByRole('searchbox', { name: 'Search' }).fill('watercolor');
  await overlay.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await page.waitForURL(/\/search\?.*query=watercolor/);
});

test("mobile: the drawer's close button and Escape hide it, with focus back on the toggle", async ({ page }) => {
  await openWithoutMachines(page, 'member', 'mobile');
  const toggle = banner(page).getByRole('button', { name: 'Open menu' });
  const drawer = page.locator('.mh-drawer');
  await toggle.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
