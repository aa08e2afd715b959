// The recycled context (recycled-page.ts): what a test leaves in it is gone before the next test gets it,
// and what a reset cannot take back keeps it from being lent again.
import { KeptContext } from './recycled-page.ts';
import { expect, test, type Page } from './test.ts';

/** How many of the page's scripts came over the network, and how many from the HTTP cache (which transfers nothing). */
const scripts = (page: Page) =>
  page.evaluate(() => {
    const loaded = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script') as PerformanceResourceTiming[];
    return { fetched: loaded.filter((entry) => entry.transferSize > 0).length, cached: loaded.filter((entry) => entry.transferSize === 0 && entry.decodedBodySize > 0).length };
  });

test('a reset puts the context back as new: storage, cookies, the HTTP cache, routes, listeners, other pages, history and viewport', async ({ browser }) => {
  const kept = await KeptContext.open(browser, 'a key');
  try {
    const { page, context } = kept;
    kept.lend();
    await page.goto('/?persona=member');
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
      document.cookie = 'left=behind';
    });
    // Loaded again without a reset, the scripts the first load had finished come from the cache: the check
    // below can see a cache. (One the first load was still fetching when the reload began, such as a machine's
    // chunk, is fetched again.)
    await page.reload();
    expect((await scripts(page)).cached).toBeGreaterThan(0);
    const heard: string[] = [];
    page.on('console', (message) => heard.push(message.text()));
    let routed = 0;
    await page.route('**/*', (route) => {
      routed += 1;
      return route.fallback();
    });
    const other = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(kept.reusable).toBe(true);

    const cookiesBefore = await context.cookies();
    expect(cookiesBefore.map((cookie) => cookie.name)).toContain('left');
    expect(await kept.reset({ width: 1280, height: 720 })).toBe(true);

    expect(other.isClosed()).toBe(true);
    expect(context.pages()).toEqual([page]);
    expect(page.url()).toBe('about:blank');
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    expect(await context.cookies()).toEqual([]);
    routed = 0;
    // A visitor now: the member's sign-in was a cookie.
    await page.goto('/');
    expect(routed).toBe(0);
    expect(await scripts(page)).toMatchObject({ cached: 0 });
    // Nothing of the test before: its storage, its cookies (the server may set new ones), its history
    // (about:blank, then this page), its listener.
    expect(await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left'), history.length])).toEqual([null, null, 2]);
    const cookiesAfter = await context.cookies();
    expect(cookiesAfter.filter((after) => cookiesBefore.some((before) => before.name === after.name && before.value === after.value))).toEqual([]);
    expect(cookiesAfter.map((cookie) => cookie.name)).not.toContain('masthead_persona');
    await page.evaluate(() => console.log('after the reset'));
    expect(heard).toEqual([]);
  } finally {
    await kept.close();
  }
});

test('a context a test gave a clock, an init script or media emulation, or whose page it closed, is not lent again', async ({ browser }) => {
  const cases: [string, (page: Page) => Promise<unknown>][] = [
    ['clock.install', (page) => page.clock.install()],
    ['page.addInitScript', (page) => page.addInitScript(() => {})],
    ['page.emulateMedia', (page) => page.emulateMedia({ colorScheme: 'dark' })],
    ['context.setOffline', (page) => page.context().setOffline(true)],
  ];
  for (const [method, call] of cases) {
    const kept = await KeptContext.open(browser, method);
    try {
      kept.lend();
      expect(kept.reusable, 'as made').toBe(true);
      await call(kept.page);
      expect(kept.lasting).toBe(method);
      expect(kept.reusable, method).toBe(false);
    } finally {
      await kept.close();
    }
  }
  const kept = await KeptContext.open(browser, 'closed');
  kept.lend();
  await kept.page.close();
  expect(kept.reusable, 'its page closed').toBe(false);
  await kept.close();
});
