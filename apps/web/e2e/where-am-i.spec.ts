// Issue 25, "where am I": the page's own link in the header says aria-current="page" and shows it (a thick
// underline), as does the menu that holds it, in both renderers; Next.js's client navigation is in
// apps/hosts/e2e/next.spec.ts.
import { expect, test, type Locator } from './test.ts';
import { banner, open } from './fixtures.ts';

const thickness = (label: Locator) => label.evaluate((el) => getComputedStyle(el).textDecorationThickness);

test('desktop: My Classes on its page, Teach on the Teacher Hub, Browse and the category on a category page', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop', path: '/lists/saved-classes' });
  const header = banner(page);
  const myClasses = header.getByRole('link', { name: 'My Classes', exact: true });
  await expect(myClasses).toHaveAttribute('aria-current', 'page');
  expect(await thickness(myClasses.locator('span').first())).toBe('2px');
  await expect(header.getByRole('link', { name: 'Teach', exact: true })).not.toHaveAttribute('aria-current', /.*/);

  await open(page, { persona: 'teacher', variant: 'desktop', path: '/teach' });
  await expect(banner(page).getByRole('link', { name: 'Teach', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(banner(page).getByRole('link', { name: 'My Classes', exact: true })).not.toHaveAttribute('aria-current', /.*/);

  await open(page, { persona: 'free', variant: 'desktop', path: '/browse/illustration' });
  const browse = banner(page).getByRole('button', { name: 'Browse', exact: true });
  await expect(browse).toHaveAttribute('aria-current', 'page');
  expect(await thickness(browse.locator('span').first())).toBe('2px');
  await browse.press('Enter');
  await expect(banner(page).getByRole('list', { name: 'Categories', exact: true }).getByRole('link', { name: 'Illustration' })).toHaveAttribute('aria-current', 'page');
  await expect(banner(page).getByRole('button', { name: 'Plans', exact: true })).not.toHaveAttribute('aria-current', /.*/);
});

test('phone: the drawer marks the page it was opened on', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'mobile', path: '/teach' });
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Teach', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', /.*/);
});
