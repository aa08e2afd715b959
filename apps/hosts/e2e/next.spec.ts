// The Next.js App Router host: its root layout (a Server Component) renders the renderers with the
// viewer it fetched on the server, installed from the packed tarballs.
import { expect, test } from './test.ts';
import { defineHostFlows } from './flows.ts';
import { layoutShift, openHost, watchConsole } from './hosts.ts';

defineHostFlows('next');

test.describe('next host · server rendering', () => {
  test('the first HTML already holds the signed-in header (no client fetch needed to know the viewer)', async ({ request }) => {
    const html = await (await request.get('/?persona=teacher&variant=desktop')).text();
    expect(html).toContain('>Account menu, ');
    expect(html).toContain('href="/teach?via=header"');
    expect(html).not.toContain('>Sign Up<');
  });

  test('a visitor whose language cookie says es gets the header in Spanish in the first HTML, and it hydrates without warnings', async ({ page, context, request, baseURL }) => {
    const html = await (await request.get('/?persona=teacher&variant=desktop', { headers: { cookie: 'masthead_language=es' } })).text();
    expect(html).toMatch(/<html lang="es" dir="ltr"/);
    expect(html).toContain('>Explorar<');
    expect(html).toContain('¿Qué quieres aprender hoy?');
    expect(html).not.toContain('>Browse<');
    await context.addCookies([{ name: 'masthead_language', value: 'es', url: baseURL! }]);
    const problems = watchConsole(page);
    await openHost(page, '/?persona=teacher&variant=desktop');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Explorar', exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notificaciones' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a teacher page hydrates without warnings and without layout shift', async ({ page }) => {
    const problems = watchConsole(page);
    await openHost(page, '/?persona=teacher');
    expect(await layoutShift(page)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('the search page shows its results and keeps the query in the box', async ({ page }) => {
    const problems = watchConsole(page);
    await openHost(page, '/search?query=watercolor&persona=free');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “watercolor”');
    await expect.poll(() => page.locator('.host-results li').count()).toBeGreaterThan(0);
    await expect(page.getByRole('banner').filter({ visible: true }).locator('input[name="query"]')).toHaveValue('watercolor');
    expect(problems).toEqual([]);
  });

  test("the search page's first HTML holds the query in the box, before any script runs (issue 35)", async ({ request }) => {
    const html = await (await request.get('/search?query=watercolor%20portrait&persona=free')).text();
    const values = [...html.matchAll(/<input [^>]*class="mh-search__input"[^>]*value="([^"]*)"/g)].map((m) => m[1]);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBe('watercolor portrait');
  });

  test("both renderers' styles load without one overriding the other (the desktop search keeps its width)", async ({ page }) => {
    await openHost(page, '/?persona=free');
    const search = page.locator('.mh-desktop-search');
    await expect(search).toHaveCSS('min-inline-size', '96px');
    await page.setViewportSize({ width: 390, height: 800 });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('dialog.mh-drawer')).toHaveCSS('border-inline-end-width', '1px');
  });

  test('the header sticks on the core page and not on a class details page', async ({ page }) => {
    await openHost(page, '/?persona=guest&variant=desktop');
    await expect(page.getByRole('banner')).toHaveAttribute('data-sticky', '');
    await openHost(page, '/classes/watercolor-basics/101?variant=desktop');
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-sticky', /.*/);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
  });

  test('a dedicated flow page keeps only the logo and the authentication controls', async ({ page }) => {
    await openHost(page, '/flows/individual?persona=guest&variant=desktop');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Browse' })).toHaveCount(0);
    await expect(header.getByRole('search')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  });

  test('header links are next/link: following one navigates without a full page load', async ({ page }) => {
    await openHost(page, '/?persona=guest&variant=desktop');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('banner').getByRole('link', { name: 'Masthead home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  for (const variant of ['desktop', 'mobile'] as const) {
    test(`a notification card's action closes the drawer as the router navigates (${variant}; issue 25, defect 1)`, async ({ page }) => {
      // 'expired': a member whose drawer has cards.
      await openHost(page, `/?persona=expired&variant=${variant}`, variant === 'mobile' ? 390 : 1280);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await bell.click();
      const drawer = page.getByRole('dialog', { name: 'Notifications' });
      // A page under the same root layout (Next.js loads a page of another root layout, such as a class's, in full).
      const action = drawer.locator('a.mh-ncard__action[href^="/projects/"]').first();
      const href = (await action.getAttribute('href')) ?? '';
      await action.click();
      await expect(page).toHaveURL((url) => url.pathname + url.search === href);
      await expect(drawer).toBeHidden();
      await expect(bell).toHaveAttribute('aria-expanded', 'false');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    });
  }

  test("a link followed from the phone's drawer goes through the router, and one Back returns to the page (issue 25, defect 8)", async ({ page }) => {
    await openHost(page, '/search?query=watercolor&persona=free', 390);
    await openHost(page, '/?persona=free&variant=mobile', 390);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'My Classes', exact: true }).click();
    await expect(page).toHaveURL(/\/lists\/saved-classes/);
    await expect(drawer).toBeHidden();
    // The router's navigation: the same document.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?persona=free&variant=mobile$/);
    // One Back more leaves the page: the drawer's history entry is not left behind the new page.
    await page.goBack();
    await expect(page).toHaveURL(/\/search\?query=watercolor&persona=free$/);
  });

  test('the current page follows client-side navigation (aria-current from the router\'s path)', async ({ page }) => {
    await openHost(page, '/?persona=teacher&variant=desktop');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    const header = page.getByRole('banner');
    const myClasses = header.getByRole('link', { name: 'My Classes', exact: true });
    await expect(myClasses).not.toHaveAttribute('aria-current', /.*/);
    await myClasses.click();
    await expect(page).toHaveURL(/\/lists\/saved-classes/);
    await expect(myClasses).toHaveAttribute('aria-current', 'page');
    await header.getByRole('link', { name: 'Teach', exact: true }).click();
    await expect(page).toHaveURL(/\/teach/);
    await expect(header.getByRole('link', { name: 'Teach', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(myClasses).not.toHaveAttribute('aria-current', /.*/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('the live bell: a card posted for the member reaches the badge after a client-side navigation (the live count overrides the layout\'s snapshot)', async ({ page, hostServers }) => {
    // A member with unread notifications in the seed, which every test starts from.
    const persona = 'canceled';
    const header = page.getByRole('banner');
    const bell = header.getByRole('button', { name: /^Notifications/ });
    // The live chunk starts after hydration, once the page is idle: it opens the stream and asks for the
    // counts once. Both are awaited, so a card posted next is news to a live bell that has settled.
    const stream = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream'), { timeout: 20_000 });
    const counts = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"GetNotificationCounts"'), { timeout: 20_000 });
    await openHost(page, `/?persona=${persona}&variant=desktop`);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await stream;
    await (await counts).finished();
    // The real count, from the bell's name ('Notifications, 2 unread'; the badge stops at '9+').
    const before = Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);

    await header.getByRole('link', { name: 'My Classes', exact: true }).click();
    await expect(page).toHaveURL(/\/lists\/saved-classes/);
    const res = await fetch(`${hostServers.api}/dev/notifications`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ persona }) });
    expect(res.status).toBe(201);
    await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
    await expect(header.locator('.mh-bell__badge')).toHaveText(before + 1 > 9 ? '9+' : String(before + 1));
    // Still the same document: no reload brought the count.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test("the profile menu's Log Out signs out by POST, from the keyboard", async ({ page }) => {
    await openHost(page, '/?persona=free&variant=desktop');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('ArrowDown');
    // The first press may wait for the header's machines: the menu is open once its first item has focus.
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
    const posted = page.waitForRequest((request) => request.url().endsWith('/logout') && request.method() === 'POST');
    await page.keyboard.press('Enter');
    await posted;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });
});
