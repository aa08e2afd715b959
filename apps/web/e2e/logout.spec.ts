// Issue 26, item 8, in Chromium: Log Out is a POST from this site's own page. The header's menu item
// signs out with the keyboard or a tap; a GET of /logout (an <img> on any page, a typed address) signs
// nobody out, and a form on another site is refused by its Origin.
import { expect, test, type Page } from './test.ts';
import { banner, open } from './fixtures.ts';

const PERSONA = 'free';

/** Signed in: the header shows the account menu and no Sign In. */
async function expectSignedIn(page: Page): Promise<void> {
  await expect(banner(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0);
}

async function expectSignedOut(page: Page): Promise<void> {
  await expect(banner(page).getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Account menu' })).toHaveCount(0);
}

/** Loads the home page (no persona parameter, so only the cookie says who is signed in). */
async function home(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

test('the keyboard: open the profile menu, End, Enter on Log Out: a POST, and the visitor is signed out', async ({ page }) => {
  await open(page, { persona: PERSONA, variant: 'desktop' });
  const trigger = banner(page).getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  // The first press may wait for the menu's machine (it loads on first use); then it opens on the first item.
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('End');
  const logOut = items.last();
  await expect(logOut).toHaveAccessibleName('Log Out');
  await expect(logOut).toBeFocused();
  const posted = page.waitForRequest((r) => new URL(r.url()).pathname === '/logout');
  await page.keyboard.press('Enter');
  expect((await posted).method()).toBe('POST');
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expectSignedOut(page);
  await home(page);
  await expectSignedOut(page);
});

test('a tap on Log Out in the mobile header signs out too', async ({ page }) => {
  await open(page, { persona: PERSONA, variant: 'mobile' });
  await banner(page).getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expectSignedOut(page);
});

test('GET /logout: 405 with a button that signs out by POST; until it is pressed the visitor stays signed in', async ({ page }) => {
  await open(page, { persona: PERSONA, variant: 'desktop' });
  const answer = await page.goto('/logout');
  expect(answer?.status()).toBe(405);
  expect(answer?.headers()['allow']).toBe('POST');
  await home(page);
  await expectSignedIn(page);

  await page.goto('/logout');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expectSignedOut(page);
});

// A page of this very site is where an <img> hurts (SameSite=Lax sends the cookie): a picture URL from
// data, say. Another site's <img> gets no cookie, and this Chromium refuses even the request to a
// loopback address (Local Network Access), so there is nothing to test there.
test('an <img src="/logout"> on a page of this site signs nobody out', async ({ page, baseURL }) => {
  await open(page, { persona: PERSONA, variant: 'desktop' });
  const pageUrl = `${baseURL}/a-page-with-an-img`;
  await page.route(pageUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><img src="/logout" alt="">' }));
  const fetched = page.waitForResponse((r) => r.url() === `${baseURL}/logout`);
  await page.goto(pageUrl);
  expect((await fetched).status()).toBe(405);
  await home(page);
  await expectSignedIn(page);
});

test('a form on another site posting to /logout: 403 for its Origin, and the visitor stays signed in', async ({ page, baseURL }) => {
  await open(page, { persona: PERSONA, variant: 'desktop' });
  await page.route('http://another-site.test/', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><form method="post" action="${baseURL}/logout"></form><script>document.forms[0].submit()</script>` }),
  );
  const answered = page.waitForResponse((r) => r.url() === `${baseURL}/logout` && r.request().method() === 'POST');
  await page.goto('http://another-site.test/');
  expect((await answered).status()).toBe(403);
  await expect(page.locator('body')).toContainText('http://another-site.test');
  await home(page);
  await expectSignedIn(page);
});
