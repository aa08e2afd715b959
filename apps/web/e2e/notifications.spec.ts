// The notifications bell and drawer in Chromium against the embedded API: mouse and keyboard, a long
// history to its end, the badge and unread looks around mark-all-read (and after a reload), the
// watermark sparing a newcomer, teachers' tabs, faults and their recovery, and axe in both themes.
import { axeViolations } from './axe.ts';
import { expect, test, type Page, type Response, type Route } from './test.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '@masthead/header-core';
import {
  animationsSettled,
  banner,
  nextFrames,
  notificationsBell,
  notificationsDrawer,
  open,
  operationName,
  scenarioUrl,
  scrollUntilCards,
  type Persona,
} from './fixtures.ts';

const ERROR_TEXT = 'Hmm, something went wrong. Refresh the page or try again in a few minutes.';
const MARK_FAILED = "We couldn't mark your notifications as read. They still show as unread.";

const badge = (page: Page) => banner(page).locator('.mh-bell__badge');
const cards = (page: Page) => notificationsDrawer(page).locator('.mh-ncard');

/** Resolves with the next answered GraphQL operation of that name. */
function answered(page: Page, name: string): Promise<Response> {
  return page.waitForResponse((r) => r.url().endsWith('/graphql') && operationName(r.request().postData()) === name);
}

async function openWithMouse(page: Page, persona: Persona, variant: 'desktop' | 'mobile' = 'desktop', theme?: 'dark' | 'white') {
  await open(page, { persona, variant, ...(theme ? { theme } : {}) });
  await notificationsBell(page).click();
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test('mouse: the badge caps at 9+, a click opens the drawer with focus inside and records open-notifications', async ({ page, request }) => {
  await open(page, { persona: 'member', variant: 'desktop' });
  await expect(notificationsBell(page)).toHaveAccessibleName('Notifications, 12 unread');
  await expect(badge(page)).toHaveText('9+');
  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(notificationsBell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(badge(page)).toBeHidden();
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  // On the right (up to the scrollbar gutter the scroll lock keeps), 546 px wide (spec §9), once slid in.
  await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await drawer.boundingBox();
  expect(box && Math.round(box.width)).toBe(546);
  expect(box && 1280 - (box.x + box.width)).toBeLessThanOrEqual(16);
  await expect(cards(page).first()).toBeVisible();
  // A click outside (on the backdrop) closes it.
  await page.mouse.click(100, 400);
  await expect(drawer).toBeHidden();
  await expect(notificationsBell(page)).toBeFocused();
  const dsid = (await page.context().cookies()).find((c) => c.name === 'masthead_dsid')?.value;
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect
    .poll(async () => {
      const arrived = (await (await request.get('/analytics')).json()) as { events: { name: string; deviceSessionId: string; properties: Record<string, unknown> }[] };
      return arrived.events.filter((e) => e.deviceSessionId === dsid && e.name === 'open-notifications').map((e) => e.properties);
    })
    .toEqual([{ unreadCount: 12 }]);
});

test("warm: a member with unread notifications gets both chunks and the first page while the page is idle; the click asks nothing more", async ({ page }) => {
  const lists: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && /GetNotifications/.test(r.postData() ?? '')) lists.push(r.method());
  });
  const chunks = Promise.all([page.waitForResponse((r) => r.url().includes('machines-lazy')), page.waitForResponse((r) => r.url().includes('notifications-lazy'))]);
  await open(page, { persona: 'member', variant: 'desktop' });
  // No pointer, no focus: idle time alone.
  await chunks;
  await expect.poll(() => lists.length).toBe(1);
  await page.keyboard.press('Tab');
  await notificationsBell(page).focus();
  await page.keyboard.press('Enter');
  await expect(cards(page).first()).toBeVisible();
  expect(lists).toHaveLength(1);
});

test("lazy: the read-flow machine, the live bell and the drawer's cards with DOMPurify arrive as chunks while the page is idle; the closed drawer holds the cards, nothing read", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  // Nothing unread, and still warmed once idle (issue 25): the machines, the live connection (issue 21)
  // and the cards.
  const machines = page.waitForResponse((r) => r.url().includes('machines-lazy'));
  const live = page.waitForResponse((r) => r.url().includes('live-lazy'));
  const chunk = page.waitForResponse((r) => r.url().includes('notifications-lazy'));
  await open(page, { persona: 'expired', variant: 'desktop' });
  expect(scripts.some((path) => /^\/assets\/client-\w+\.js$/.test(path))).toBe(true);
  expect(await (await machines).text()).toContain('MarkNotificationsAsRead');
  expect(await (await live).text()).toContain('masthead-live:');
  const body = await (await chunk).text();
  expect(body).toContain('DOMPurify');
  expect(body).not.toContain('MarkNotificationsAsRead');
  // The cards are drawn into the closed drawer: not shown, not exposed.
  const dialog = page.locator(`#${await notificationsBell(page).getAttribute('aria-controls')}`);
  await expect(dialog.locator('.mh-ncard').first()).toBeAttached();
  await expect(dialog).not.toHaveAttribute('open', /.*/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await notificationsBell(page).hover();
  await notificationsBell(page).click();
  await expect(cards(page).first()).toBeVisible();
  expect(scripts.filter((path) => path.includes('notifications-lazy'))).toHaveLength(1);
  expect(scripts.filter((path) => path.includes('machines-lazy'))).toHaveLength(1);
});

test("a visitor's page loads neither the read flow's cards nor DOMPurify", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await open(page, { persona: 'guest', variant: 'desktop' });
  // Past the page's first idle period, when a member's page warms the drawer.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await nextFrames(page);
  expect(scripts.some((path) => /^\/assets\/client-\w+\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => path.includes('notifications-lazy'))).toEqual([]);
});

test("the drawer's chunk failing to load: the drawer says so, and the next press of the bell retries", async ({ page }) => {
  // Refused twice: when the idle page warms the drawer (a member with unread notifications), and when the
  // bell's press tries again.
  let refused = 0;
  await page.route('**/notifications-lazy-*.js', async (route) => {
    if (refused < 2) {
      refused += 1;
      await route.abort('failed');
    } else await route.fallback();
  });
  await open(page, { persona: 'member', variant: 'desktop' });
  await notificationsBell(page).click();
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(notificationsDrawer(page).getByText(ERROR_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notificationsDrawer(page)).toBeHidden();
  await expect(notificationsBell(page)).toBeFocused();
  await notificationsBell(page).click();
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  expect(refused).toBe(2);
});

test("with the header's machines chunk blocked, the bell opens the drawer with the error text, and a press once it can load opens a working drawer", async ({ page }) => {
  let blocked = true;
  await page.route('**/machines-lazy-*.js', async (route) => {
    if (blocked) await route.abort('failed');
    else await route.fallback();
  });
  await open(page, { persona: 'member', variant: 'desktop' });
  await notificationsBell(page).click();
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(notificationsDrawer(page).getByText(ERROR_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notificationsDrawer(page)).toBeHidden();
  await expect(notificationsBell(page)).toBeFocused();
  blocked = false;
  await notificationsBell(page).click();
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
});

test('Enter on the bell right after load, before the page has hydrated or the drawer warmed: it opens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // No wait for hydration: the press may come while the page hydrates (held back and replayed) or
  // before the machine's chunk (the press waits for it).
  await page.goto(scenarioUrl({ persona: 'member', variant: 'desktop' }), { waitUntil: 'load' });
  await notificationsBell(page).focus();
  await page.keyboard.press('Enter');
  await expect(notificationsDrawer(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  await expect(notificationsBell(page)).toHaveAttribute('aria-expanded', 'true');
});

test('keyboard: Enter opens with focus inside, Escape closes and focus is back on the bell', async ({ page }) => {
  await open(page, { persona: 'free', variant: 'desktop' });
  for (let i = 0; i < 60 && !(await notificationsBell(page).evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(notificationsBell(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notificationsDrawer(page)).toBeVisible();
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await expect(cards(page).first()).toBeVisible();
  // Tab stays inside the modal drawer.
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(notificationsDrawer(page)).toBeHidden();
  await expect(notificationsBell(page)).toBeFocused();
  await expect(notificationsBell(page)).toHaveAttribute('aria-expanded', 'false');
});

test('mobile: the same bell, a full-width drawer', async ({ page }) => {
  await openWithMouse(page, 'team-member', 'mobile');
  // Measure where the drawer ends up, not a frame of its 180 ms slide-in.
  await notificationsDrawer(page).evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await notificationsDrawer(page).boundingBox();
  // The whole viewport but the scrollbar gutter the scroll lock keeps (classic scrollbars here).
  expect(box && Math.round(box.x)).toBe(0);
  expect(box && box.width).toBeGreaterThanOrEqual(390 - 16);
  await page.keyboard.press('Escape');
  await expect(notificationsBell(page)).toBeFocused();
});

test('the unread look lasts until the drawer closes; a clicked card turns read at once; after a reload the server agrees', async ({ page }) => {
  // The first page may be fetched while the page is idle (a member with unread notifications): listen from the start.
  const marked = answered(page, 'MarkNotificationsAsRead');
  const loaded = answered(page, 'GetNotifications');
  await open(page, { persona: 'team-member', variant: 'desktop' });
  await expect(badge(page)).toHaveText('9');
  await notificationsBell(page).click();
  const page1 = (await (await loaded).json()) as { data: { viewer: { notifications: { edges: { node: { isRead: boolean } }[] } } } };
  const unreadOnServer = page1.data.viewer.notifications.edges.filter((e) => !e.node.isRead).length;
  expect(unreadOnServer).toBeGreaterThan(1);
  expect((await (await marked).json()).data.markNotificationsAsRead.unreadCount).toBe(0);
  await expect(badge(page)).toBeHidden();
  // Read on the server, still new to the person looking: the cards keep their unread look, and say so.
  const unread = notificationsDrawer(page).locator('.mh-ncard[data-state="unread"]');
  await expect(unread).toHaveCount(unreadOnServer);
  await expect(unread.first().locator('.mh-ncard__action')).toHaveAccessibleDescription(/Unread$/);
  // A click on a card turns that one read at once (Ctrl+click: its page opens in a new tab, this one stays).
  const opened = page.context().waitForEvent('page');
  await unread.first().locator('.mh-ncard__action').click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(unread).toHaveCount(unreadOnServer - 1);
  await page.keyboard.press('Escape');
  await expect(badge(page)).toBeHidden();
  // Opened again: everything mark-all-read covered looks read.
  await notificationsBell(page).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(unread).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(notificationsBell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toBeHidden();
  await notificationsBell(page).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(notificationsDrawer(page).locator('.mh-ncard[data-state="unread"]')).toHaveCount(0);
});

test('the watermark: a notification that arrives after the drawer loaded stays unread', async ({ page, request }) => {
  await open(page, { persona: 'canceled', variant: 'desktop' });
  await expect(badge(page)).toHaveText('2');
  // Hold mark-all-read until a newcomer exists on the server, then let it through unchanged.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route: Route) => {
    if (operationName(route.request().postData()) === 'MarkNotificationsAsRead') await held;
    await route.fallback();
  });
  const marked = answered(page, 'MarkNotificationsAsRead');
  await notificationsBell(page).click();
  await expect(cards(page).first()).toBeVisible();
  const added = await request.post('/dev/notifications', { data: { persona: 'canceled' } });
  expect(added.status()).toBe(201);
  release();
  const result = (await (await marked).json()) as { data: { markNotificationsAsRead: { unreadCount: number } } };
  expect(result.data.markNotificationsAsRead.unreadCount).toBe(1);
  // The badge tells the truth at once: one unread left.
  await page.keyboard.press('Escape');
  await expect(badge(page)).toHaveText('1');

  // The server agrees: the newcomer (newest) is unread, what the drawer had loaded is read.
  const { id } = (await added.json()) as { id: string };
  const check = await request.post('/graphql', {
    data: { query: '{ viewer { notifications(first: 3) { count edges { node { id isRead } } } } }' },
    headers: { cookie: 'masthead_persona=canceled' },
  });
  const feed = ((await check.json()) as { data: { viewer: { notifications: { count: number; edges: { node: { id: string; isRead: boolean } }[] } } } }).data.viewer.notifications;
  expect(feed.count).toBe(1);
  expect(feed.edges.map((e) => e.node)).toEqual([
    { id, isRead: false },
    expect.objectContaining({ isRead: true }),
    expect.objectContaining({ isRead: true }),
  ]);

  // A new page view shows it unread (this view would mark it read in turn, so that mutation is held).
  await page.unroute('**/graphql');
  await page.route('**/graphql', async (route: Route) => {
    if (operationName(route.request().postData()) === 'MarkNotificationsAsRead') return;
    await route.fallback();
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(notificationsBell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await notificationsBell(page).click();
  await expect(cards(page).first()).toHaveAttribute('data-state', 'unread');
  await expect(notificationsDrawer(page).locator('.mh-ncard[data-state="unread"]')).toHaveCount(1);
});

test("a teacher's two tabs: students' activity first, with its Teacher Hub link", async ({ page }) => {
  await openWithMouse(page, 'teacher');
  const drawer = notificationsDrawer(page);
  const tabs = drawer.getByRole('tab');
  await expect(tabs).toHaveText(['Student Activity', 'Your Activity']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const students = drawer.getByRole('tabpanel', { name: 'Student Activity' });
  await expect(students.getByRole('link', { name: 'See all student activity' })).toHaveAttribute('href', '/teach/activity?via=header');
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByRole('tabpanel', { name: 'Your Activity' }).locator('.mh-ncard').first()).toBeVisible();
  await expect(students).toBeHidden();
});

test('a long history answered at once is drawn a page at a time as the list is scrolled', async ({ page }) => {
  // The first GetNotifications answers 70 items (the API pages by 20; this stands for a long list).
  let answered = 0;
  await page.route('**/graphql', async (route: Route) => {
    if (operationName(route.request().postData()) !== 'GetNotifications') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { viewer: { notifications: { edges: { cursor: string; node: { id: string } }[]; pageInfo: Record<string, unknown> } } } };
    const connection = body.data.viewer.notifications;
    const seed = connection.edges;
    connection.edges = Array.from({ length: 70 }, (_, i) => ({ ...seed[i % seed.length]!, cursor: `long-${i}`, node: { ...seed[i % seed.length]!.node, id: `long-${i}` } }));
    connection.pageInfo = { ...connection.pageInfo, endCursor: 'long-69', hasNextPage: false };
    answered += 1;
    return route.fulfill({ response, json: body });
  });
  await openWithMouse(page, 'member');
  const panel = notificationsDrawer(page).locator('[data-scroll-root]').first();
  await expect(panel.locator('.mh-ncard')).toHaveCount(20);
  await scrollUntilCards(panel, 70);
  await expect(panel.locator('.mh-notifications__sentinel')).toHaveCount(0);
  expect(answered).toBe(1);
});

test('scrolling to the end of a long history: every page once, no duplicates, then loading stops', async ({ page }) => {
  const pages: Record<string, { after: unknown; ids: string[] }[]> = { GetNotifications: [], GetTeacherNotifications: [] };
  page.on('response', async (response) => {
    const name = operationName(response.request().postData());
    if (!name || !(name in pages)) return;
    const body = (await response.json()) as { data: { viewer: Record<string, { edges: { node: { id: string } }[] }> } };
    const connection = Object.values(body.data.viewer).find((v) => typeof v === 'object' && v !== null && 'edges' in v);
    const variables = (JSON.parse(response.request().postData() ?? '{}') as { variables: { after: unknown } }).variables;
    pages[name]?.push({ after: variables.after, ids: connection?.edges.map((e) => e.node.id) ?? [] });
  });
  await openWithMouse(page, 'teacher');
  const drawer = notificationsDrawer(page);
  for (const [tab, total, operation] of [['Student Activity', 180, 'GetTeacherNotifications'], ['Your Activity', 160, 'GetNotifications']] as const) {
    await drawer.getByRole('tab', { name: tab }).click();
    const panel = drawer.getByRole('tabpanel', { name: tab });
    await scrollUntilCards(panel, total);
    await expect(panel.locator('.mh-notifications__sentinel')).toHaveCount(0);
    const answered = pages[operation] ?? [];
    const ids = answered.flatMap((p) => p.ids);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect(answered).toHaveLength(Math.ceil(total / 20));
    expect(new Set(answered.map((p) => p.after)).size).toBe(answered.length);
  }
  const settled = (pages['GetNotifications']?.length ?? 0) + (pages['GetTeacherNotifications']?.length ?? 0);
  // No sentinel is left to ask for more: two frames later nothing else has gone out.
  await nextFrames(page);
  expect((pages['GetNotifications']?.length ?? 0) + (pages['GetTeacherNotifications']?.length ?? 0)).toBe(settled);
});

const FAULTS: { name: string; fail: (route: Route) => Promise<void> }[] = [
  { name: 'an HTTP 500', fail: (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }) },
  { name: 'a network error', fail: (route) => route.abort('failed') },
  {
    name: 'a GraphQL error',
    fail: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Boom', path: ['viewer'] }], data: null }) }),
  },
];

for (const fault of FAULTS) {
  test(`GetNotifications fails with ${fault.name}: the spec's error text, then reopening retries and recovers`, async ({ page }) => {
    // Failing from the start: the page's own early request (the drawer warmed once idle) fails too, is
    // forgotten, and the click asks again.
    let failing = true;
    let failures = 0;
    await page.route('**/graphql', async (route) => {
      if (failing && operationName(route.request().postData()) === 'GetNotifications') {
        failures += 1;
        await fault.fail(route);
        return;
      }
      await route.fallback();
    });
    await open(page, { persona: 'expired', variant: 'desktop' });
    await notificationsBell(page).click();
    const drawer = notificationsDrawer(page);
    await expect(drawer.getByText(ERROR_TEXT)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    expect(failures).toBeGreaterThanOrEqual(1);
    failing = false;
    await page.keyboard.press('Escape');
    await notificationsBell(page).click();
    await expect(cards(page).first()).toBeVisible();
    await expect(drawer.getByText(ERROR_TEXT)).toHaveCount(0);
  });
}

test('a failing MarkNotificationsAsRead rolls back: the badge returns and the cards stay unread', async ({ page }) => {
  // The unread notifications of the first page, asked of the API itself (the page may fetch its own
  // first page early, while idle, so its answer is not one to wait for).
  const answer = await page.request.post('/graphql', {
    data: { query: `{ viewer { notifications(after: "-1", first: ${NOTIFICATIONS_PAGE_SIZE}) { edges { node { isRead } } } } }` },
    headers: { cookie: 'masthead_persona=team-owner', 'content-type': 'application/json' },
  });
  const page1 = (await answer.json()) as { data: { viewer: { notifications: { edges: { node: { isRead: boolean } }[] } } } };
  const unread = page1.data.viewer.notifications.edges.filter((e) => !e.node.isRead).length;
  expect(unread).toBeGreaterThan(0);
  await open(page, { persona: 'team-owner', variant: 'desktop' });
  await expect(badge(page)).toHaveText('6');
  let attempts = 0;
  await page.route('**/graphql', async (route) => {
    if (operationName(route.request().postData()) === 'MarkNotificationsAsRead') {
      attempts += 1;
      await route.fulfill({ status: 500, body: 'nope' });
      return;
    }
    await route.fallback();
  });
  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  await expect(drawer.getByRole('status')).toHaveText(MARK_FAILED);
  await expect(drawer.locator('.mh-ncard[data-state="unread"]')).toHaveCount(unread);
  await page.keyboard.press('Escape');
  await expect(badge(page)).toHaveText('6');
  await expect(notificationsBell(page)).toHaveAccessibleName('Notifications, 6 unread');
  // Reopening does not send it again (once per page view) and claims nothing.
  await notificationsBell(page).click();
  await expect(drawer.locator('.mh-ncard[data-state="unread"]')).toHaveCount(unread);
  expect(attempts).toBe(1);
});

test('hostile seed items render as harmless text and are not links', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  await openWithMouse(page, 'free');
  const drawer = notificationsDrawer(page);
  await expect(drawer.getByText('Claim your reward')).toBeVisible();
  const hrefs = await drawer.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(hrefs.filter((href) => !/^(\/(?![/\\])|https?:\/\/)/.test(href))).toEqual([]);
  expect(await drawer.locator('script, iframe, img[onerror], [onclick], [onerror], [onload]').count()).toBe(0);
  // Inside messages only the allowlist survives, with no attributes but a link's href and rel.
  const inside = await drawer.locator('.mh-ncard__message *').evaluateAll((nodes) =>
    nodes.map((n) => [n.tagName.toLowerCase(), ...n.getAttributeNames()].join(' ')),
  );
  // `dir=auto` is the header's own bidi isolation of names and titles (set after sanitizing); `bdi` the API's
  // isolation of quotations from data (issue 25).
  expect(inside.filter((entry) => !/^((b|strong)( dir)?|i|em|br|p|span|bdi|a( href rel)?( dir)?)$/.test(entry))).toEqual([]);
  expect(dialogs).toEqual([]);
});

for (const theme of ['dark', 'white'] as const) {
  for (const [persona, variant] of [['teacher', 'desktop'], ['member', 'mobile']] as const) {
    test(`axe: zero violations with the drawer open (${theme}, ${variant})`, async ({ page }) => {
      await openWithMouse(page, persona, variant, theme);
      await expect(notificationsDrawer(page).locator('.mh-nskeleton')).toHaveCount(0);
      // Let the slide-in finish so colours are measured on the final frame.
      await animationsSettled(notificationsDrawer(page));
      expect(await axeViolations(page)).toEqual([]);
      await expect(banner(page)).toHaveCount(1);
    });
  }
}
