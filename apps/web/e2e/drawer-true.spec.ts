// The drawer stays true (issue 35, item 3), on desktop and phone: the "1 new notification" button has a
// row of its own above the list (it floated over the top card and hid its actor's name and first line),
// and the cards' ages move on while the drawer stays open ("now" is "1m" a minute later). The page's clock
// is Playwright's, so the minute passes at once; the new card comes through the embedded API's live stream.
import { expect, test, type APIRequestContext, type Page, type Response } from './test.ts';
import { notificationsBell, notificationsDrawer, open } from './fixtures.ts';

// A member with a few unread notifications in the seed, which every test starts from.
const PERSONA = 'canceled';

const cards = (page: Page) => notificationsDrawer(page).locator('.mh-ncard');
/** What a card shows of its age (the spoken label beside it is visually hidden). */
const shownAge = (page: Page, index: number) => cards(page).nth(index).locator('time > [aria-hidden="true"]');
/** The answer that opens a notifications stream (GraphQL over SSE). */
const isStream = (r: Response) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream');

async function post(request: APIRequestContext): Promise<void> {
  const res = await request.post('/dev/notifications', { data: { persona: PERSONA } });
  expect(res.status()).toBe(201);
}

/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const variant of ['desktop', 'mobile'] as const) {
  test(`${variant}: the "new" button covers no card, and the ages move on while the drawer is open`, async ({ page, request }) => {
    await page.clock.install();
    const stream = page.waitForResponse(isStream, { timeout: 20_000 });
    await open(page, { persona: PERSONA, variant });
    await stream;
    await notificationsBell(page).click();
    await expect(cards(page).first()).toBeVisible();
    const firstBefore = (await cards(page).first().textContent()) ?? '';

    await post(request);
    const more = notificationsDrawer(page).getByRole('button', { name: '1 new notification' });
    await expect(more).toBeVisible();
    // The button and the top card side by side: no shared pixel, and the start of the card's first line
    // (the actor's name) is the card's own: what hit testing finds there is inside the card, not the button.
    const button = (await more.boundingBox())!;
    const top = cards(page).first();
    await expect(top).toHaveText(firstBefore);
    expect(overlap(button, (await top.boundingBox())!)).toBe(false);
    const line = (await top.locator('.mh-ncard__message').boundingBox())!;
    expect(await top.evaluate((card, [x, y]) => card.contains(document.elementFromPoint(x!, y!)), [line.x + 4, line.y + 4])).toBe(true);

    await more.click();
    await expect(more).toBeHidden();
    await expect(cards(page).nth(1)).toHaveText(firstBefore);
    await expect(shownAge(page, 0)).toHaveText('now');
    // A minute on, with the drawer open all along (the ages are read again every 15 s).
    await page.clock.runFor(76_000);
    await expect(shownAge(page, 0)).toHaveText('1m');
    await expect(cards(page).first().locator('time .mh-visually-hidden')).toHaveText('1 minute ago');
  });
}
