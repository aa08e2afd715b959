// A repeat visit moves no script or stylesheet over the network (issue 35, item 1): every built file
// has a hashed name and is kept a year (`immutable`), so a second visit in the same browser takes them
// all from its cache, without even asking the server whether they changed.
import { expect, test, type Page } from './test.ts';

/** The page's built files as the Resource Timing API saw them: transferSize is 0 for an answer from the cache. */
async function assetTransfers(page: Page): Promise<{ path: string; transferSize: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e as PerformanceResourceTiming)
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
      .map((e) => ({ path: new URL(e.name).pathname, transferSize: e.transferSize })),
  );
}

/**
 * A visit, once the page has hydrated and the chunks it loads when idle (`lazy`) are there. (Not
 * `networkidle`: a member's page keeps its live stream open.)
 */
async function visit(page: Page, path: string, lazy: readonly string[]): Promise<{ path: string; transferSize: number }[]> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  // Both visits use the header, so both load its machines: a new headless-shell page puts the pointer at 0,0,
  // on the logo, which loads them on some visits and not on others, depending on when hydration comes. The
  // pointer leaves the header first, so that coming back is an entry.
  await page.mouse.move(640, 700);
  await page.getByRole('banner').hover();
  await page.waitForFunction((names) => names.every((name) => performance.getEntriesByType('resource').some((e) => e.name.includes(name))), ['machines-lazy', ...lazy]);
  return assetTransfers(page);
}

for (const [who, path, lazy] of [
  ['a visitor', '/?variant=desktop', []],
  ["a member (whose idle page loads the drawer's chunks too)", '/?persona=expired&variant=desktop', ['notifications-lazy', 'live-lazy']],
] as const) {
  test(`${who}: the second visit takes every script from the browser's cache`, async ({ context, page }) => {
    const first = await visit(page, path, lazy);
    // The first visit did fetch them, so the second's zeros are the cache's doing.
    expect(first.length).toBeGreaterThan(3);
    expect(first.filter((e) => e.transferSize === 0)).toEqual([]);

    // Another tab of the same browser context: the same HTTP cache, a new document.
    const again = await context.newPage();
    const second = await visit(again, path, lazy);
    // The same files (a lazy chunk's imports may land after the first visit's count: not compared one by one).
    expect(second.map((e) => e.path)).toEqual(expect.arrayContaining(first.filter((e) => /\/(?:client|[\w-]+-lazy)-/.test(e.path)).map((e) => e.path)));
    expect(second.filter((e) => e.transferSize > 0)).toEqual([]);
  });
}
