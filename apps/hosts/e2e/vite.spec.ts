// The plain Vite SPA (no server rendering) with the header installed from the packed tarballs.
import { expect, test } from './test.ts';
import { defineHostFlows } from './flows.ts';
import { openHost, watchConsole } from './hosts.ts';

defineHostFlows('vite');

test.describe('vite host · languages', () => {
  test.use({ locale: 'ar' });

  test("a browser that asks for Arabic gets the header in Arabic, right to left, with the API's category names in Arabic", async ({ page }) => {
    const problems = watchConsole(page);
    await openHost(page, '/?persona=teacher');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('lang', 'ar');
    const browse = banner.getByRole('button', { name: 'تصفّح', exact: true });
    await browse.click();
    await expect(page.locator(`[id="${await browse.getAttribute('aria-controls')}"]`).getByRole('link', { name: 'الرسم التوضيحي' }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
