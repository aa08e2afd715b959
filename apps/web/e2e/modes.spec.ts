// Reduced motion, forced colours and right-to-left: what the header must honour beyond axe.
import { expect, test } from './test.ts';
import { resolveMessages } from '@masthead/header-core';
import { loadMessages } from '@masthead/header-core/i18n';
import { banner, open } from './fixtures.ts';

test('right-to-left locales mirror the header', async ({ page }) => {
  await open(page, { persona: 'member', variant: 'desktop', locale: 'ar' });
  const header = banner(page);
  await expect(header).toHaveAttribute('dir', 'rtl');
  const arabic = resolveMessages(await loadMessages('ar'));
  const logo = await header.getByRole('link', { name: arabic.homeLogo }).boundingBox();
  // 'قائمة الحساب، {name}': the account menu's words, then the member.
  const account = await header.getByRole('button', { name: arabic.accountMenu({ name: '' }).trim() }).boundingBox();
  expect(logo!.x).toBeGreaterThan(account!.x);
  expect(logo!.x + logo!.width).toBeGreaterThan(1280 - 100);
});

test('left-to-right locales keep the logo on the left', async ({ page }) => {
  await open(page, { persona: 'member', variant: 'desktop', locale: 'en-GB' });
  const logo = await banner(page).getByRole('link', { name: 'Masthead home' }).boundingBox();
  expect(logo!.x).toBeLessThan(100);
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`motion follows the preference: ${reducedMotion}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await open(page, { persona: 'member', variant: 'desktop' });
    await banner(page).getByRole('button', { name: 'Browse', exact: true }).click();
    const moving = await banner(page).evaluate((header) =>
      [header, ...header.querySelectorAll('*')]
        .map((el) => getComputedStyle(el))
        .filter((s) => s.animationName !== 'none' || s.transitionDuration.split(',').some((d) => parseFloat(d) > 0))
        .length,
    );
    // Under 'reduce' nothing moves; otherwise something does (so the check above can fail).
    if (reducedMotion === 'reduce') expect(moving).toBe(0);
    else expect(moving).toBeGreaterThan(0);
  });
}

test('forced colours: the focus ring stays visible', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, { persona: 'member', variant: 'desktop' });
  for (const name of ['Browse', /^Account menu, /]) {
    const control = banner(page).getByRole('button', { name, exact: typeof name === 'string' });
    await control.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await control.evaluate((el) => {
      const s = getComputedStyle(el);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(outline.style, String(name)).not.toBe('none');
    expect(outline.width, String(name)).toBeGreaterThanOrEqual(2);
  }
});
