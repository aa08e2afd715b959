// Keyboard-only use: menus, the profile menu, the modals and the mobile drawer, with focus returning
// to the opener every time a layer closes.
import { expect, test, type Page } from './test.ts';
import { banner, open } from './fixtures.ts';

async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return `${el?.tagName.toLowerCase()}:${el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? ''}`;
  });
}

/** Presses Tab until the focused element matches, failing after `limit` presses. */
async function tabTo(page: Page, matches: (text: string) => boolean, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (matches(await focused(page))) return;
  }
  throw new Error(`Tab never reached the element (last: ${await focused(page)})`);
}

test('the skip link comes first and moves focus to the main content', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('Browse, Plans and Shop open with Enter, list their links, and Escape returns focus', async ({ page }) => {
  await open(page, { persona: 'free', variant: 'desktop' });
  const header = banner(page);
  for (const name of ['Browse', 'Plans', 'Shop']) {
    const trigger = header.getByRole('button', { name, exact: true });
    await tabTo(page, (t) => t === `button:${name}`);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const link = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
    expect(link).toBe('a');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  }
});

test('only one menu is open at a time', async ({ page }) => {
  await open(page, { persona: 'free', variant: 'desktop' });
  const header = banner(page);
  await header.getByRole('button', { name: 'Browse', exact: true }).click();
  await header.getByRole('button', { name: 'Shop', exact: true }).click();
  await expect(header.getByRole('button', { name: 'Browse', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('button', { name: 'Shop', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(5, 700);
  await expect(header.getByRole('button', { name: 'Shop', exact: true })).toHaveAttribute('aria-expanded', 'false');
});

test('the profile menu is a menu button: arrows move, Escape returns to the button', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop' });
  const trigger = banner(page).getByRole('button', { name: 'Account menu' });
  await tabTo(page, (t) => t.includes('Account menu, '));
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.last()).toBeFocused();
  await expect(items.last()).toHaveText(/Log Out/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('Sign In opens a modal with focus inside; Escape closes it and focus returns', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  await tabTo(page, (t) => t.endsWith('Sign In'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Sign in to Masthead/ });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Sign In', exact: true })).toBeFocused();
});

test('Sign Up is the link to the sign-up page, by keyboard', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  await tabTo(page, (t) => t.endsWith('Sign Up'));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('via') === 'header');
});

test('signing in through the modal switches persona, by keyboard', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  await tabTo(page, (t) => t.endsWith('Sign In'));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /Sign in to Masthead/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /Teacher/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).press('Enter');
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('persona'));
  await expect(banner(page).getByRole('link', { name: 'Teach', exact: true })).toBeVisible();
});

test('the mobile drawer opens and closes by keyboard and gives focus back to its toggle', async ({ page }) => {
  await open(page, { persona: 'member', variant: 'mobile' });
  const toggle = banner(page).getByRole('button', { name: 'Open menu' });
  await tabTo(page, (t) => t.endsWith('Open menu'));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});
