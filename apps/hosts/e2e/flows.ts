// What a member does with the header in any host: the header renders for a guest and a teacher, Browse
// opens, a search shows suggestions (with their pictures), the bell opens the drawer with cards.
import { expect, test } from './test.ts';
import { openHost, watchConsole } from './hosts.ts';

export function defineHostFlows(host: 'next' | 'vite'): void {
  test.describe(`${host} host · what a person does`, () => {
    test('a guest sees the header with Sign In and Sign Up, and nothing goes wrong on the page', async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, '/?persona=guest');
      const header = page.getByRole('banner');
      await expect(header).toHaveCount(1);
      await expect(header.getByRole('link', { name: 'Masthead home' })).toHaveAttribute('href', '/');
      await expect(header.getByRole('button', { name: 'Sign In' }).or(header.getByRole('link', { name: 'Sign In' }))).toBeVisible();
      await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toHaveAttribute('href', /^\/signup(\?|$)/);
      await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
      expect(problems).toEqual([]);
    });

    test('a teacher opens Browse and sees the categories', async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, '/?persona=teacher');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Teach', exact: true })).toHaveAttribute('href', '/teach?via=header');
      await header.getByRole('button', { name: 'Browse', exact: true }).click();
      await expect(header.getByRole('button', { name: 'Browse', exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(header.getByRole('link', { name: 'All Classes' })).toBeVisible();
      await expect(header.getByRole('link', { name: /^All Classes/ })).toHaveAttribute('href', /^\/browse(\?|$)/);
      expect(problems).toEqual([]);
    });

    test('typing in the search box shows suggestions, with pictures from the API origin', async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, '/?persona=teacher');
      const box = page.getByRole('banner').locator('input[name="query"]');
      await box.click();
      await box.pressSequentially('wat', { delay: 40 });
      const list = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(list).toBeVisible();
      await expect(list.getByRole('option', { name: /Search for/ })).toHaveCount(1);
      await expect.poll(() => list.getByRole('option').count()).toBeGreaterThan(3);
      const pictures = list.locator('img');
      await expect.poll(() => pictures.count()).toBeGreaterThan(0);
      const src = await pictures.first().getAttribute('src');
      expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/img\//);
      await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(problems).toEqual([]);
    });

    test('the bell opens the notifications drawer with cards', async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, '/?persona=teacher');
      await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      await expect(drawer).toBeVisible();
      await expect.poll(() => drawer.locator('.mh-ncard').count(), { timeout: 15_000 }).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      expect(problems).toEqual([]);
    });

    test('on a narrow screen the mobile header opens its drawer', async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, '/?persona=free', 390);
      const header = page.getByRole('banner').filter({ visible: true });
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog').filter({ visible: true });
      await expect(drawer.getByRole('heading', { name: 'Browse', exact: true })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
