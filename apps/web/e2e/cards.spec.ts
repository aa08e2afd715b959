// The notification cards' look in Chromium, where only computed styles tell: unread cards stand out
// (a tint across the card and a 10 px dot with a ring) in both themes and in forced colors, text on the
// tint keeps 4.5:1, and words left from a refused link are plain text, not an action.
import { expect, test, type Locator, type Page, type Route } from './test.ts';
import { contrast } from './contrast.ts';
import { notificationsBell, notificationsDrawer, open, operationName } from './fixtures.ts';

interface Edge {
  node: { isRead: boolean };
}

/**
 * Keeps cards unread while the test looks: the first page is answered with its two newest items unread
 * and the rest read (a mix the seed's persona does not have), and mark-all-read is held unanswered, so no
 * card turns read while the drawer is open.
 */
async function holdUnread(page: Page): Promise<void> {
  await page.route('**/graphql', async (route: Route) => {
    const name = operationName(route.request().postData());
    if (name === 'MarkNotificationsAsRead') return;
    if (name !== 'GetNotifications') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { data: { viewer: { notifications: { count: number; edges: Edge[] } } } };
    const connection = body.data.viewer.notifications;
    connection.edges.forEach((edge, index) => (edge.node.isRead = index >= 2));
    connection.count = 2;
    return route.fulfill({ response, json: body });
  });
}

async function openDrawer(page: Page, theme?: 'dark' | 'white'): Promise<Locator> {
  await holdUnread(page);
  await open(page, { persona: 'free', variant: 'desktop', ...(theme ? { theme } : {}) });
  await notificationsBell(page).click();
  const drawer = notificationsDrawer(page);
  await expect(drawer.locator('.mh-ncard[data-state="unread"]')).toHaveCount(2);
  await expect(drawer.locator('.mh-ncard[data-state="read"]').first()).toBeVisible();
  await drawer.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  return drawer;
}

interface CardLook {
  background: string;
  borderInlineStart: string;
  outline: string;
  dot: { content: string; display: string; width: number; height: number; background: string; boxShadow: string };
  texts: { color: string; background: string }[];
}

function lookOf(card: Locator): Promise<CardLook> {
  return card.evaluate((el) => {
    const style = getComputedStyle(el);
    const dot = getComputedStyle(el, '::before');
    // The colour each text part is drawn in, against the first opaque background behind it.
    const opaqueBehind = (node: Element | null): string => {
      for (let at = node; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor;
        if (bg !== 'transparent' && !/,\s*0\)$/.test(bg)) return bg;
      }
      return 'rgb(255, 255, 255)';
    };
    const parts = el.querySelectorAll('.mh-ncard__message, .mh-ncard__message *, .mh-ncard__preview, .mh-ncard__meta, .mh-ncard__meta *:not(.mh-visually-hidden)');
    return {
      background: style.backgroundColor,
      borderInlineStart: `${style.borderInlineStartWidth} ${style.borderInlineStartStyle}`,
      outline: `${style.outlineWidth} ${style.outlineStyle}`,
      dot: {
        content: dot.content,
        display: dot.display,
        width: Number.parseFloat(dot.width),
        height: Number.parseFloat(dot.height),
        background: dot.backgroundColor,
        boxShadow: dot.boxShadow,
      },
      texts: [...parts].map((part) => ({ color: getComputedStyle(part).color, background: opaqueBehind(part) })),
    };
  });
}

const isTransparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);

for (const theme of ['dark', 'white'] as const) {
  test(`unread cards stand out (${theme}): a tint across the card, a 10 px dot with a ring, text at 4.5:1`, async ({ page }) => {
    const drawer = await openDrawer(page, theme === 'white' ? 'white' : undefined);
    const unread = await lookOf(drawer.locator('.mh-ncard[data-state="unread"]').first());
    const read = await lookOf(drawer.locator('.mh-ncard[data-state="read"]').first());
    const panel = await drawer.evaluate((el) => getComputedStyle(el).backgroundColor);

    expect(isTransparent(unread.background)).toBe(false);
    expect(unread.background).not.toBe(read.background);
    expect(unread.background).not.toBe(panel);
    // The tint reads as a tint: a step in lightness people see, not a hairline (≥ 1.15:1 against the panel).
    expect(contrast(unread.background, panel)).toBeGreaterThanOrEqual(1.15);

    expect(unread.dot.content).not.toBe('none');
    expect(unread.dot.width).toBeGreaterThanOrEqual(10);
    expect(unread.dot.height).toBeGreaterThanOrEqual(10);
    expect(isTransparent(unread.dot.background)).toBe(false);
    expect(unread.dot.boxShadow).not.toBe('none');
    expect(read.dot.content).toBe('none');

    // Every text on the tint keeps AA for normal text.
    expect(unread.texts.length).toBeGreaterThan(2);
    const ratios = unread.texts.map(({ color, background }) => Math.round(contrast(color, background) * 100) / 100);
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(4.5);
    test.info().annotations.push({ type: 'contrast', description: `${theme}: lowest text contrast on an unread card ${Math.min(...ratios)}:1` });
  });
}

test('forced colors: the dot is still drawn (a system colour) and the unread card is marked by a border', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const drawer = await openDrawer(page);
  const unread = await lookOf(drawer.locator('.mh-ncard[data-state="unread"]').first());
  const read = await lookOf(drawer.locator('.mh-ncard[data-state="read"]').first());
  expect(unread.dot.content).not.toBe('none');
  expect(unread.dot.display).not.toBe('none');
  expect(unread.dot.width).toBeGreaterThanOrEqual(10);
  expect(isTransparent(unread.dot.background)).toBe(false);
  // Visible against the card: its own colour, not the forced canvas behind it.
  expect(unread.dot.background).not.toBe(unread.background);
  // The card itself is marked (backgrounds are forced to Canvas, so the tint is gone here).
  expect(unread.borderInlineStart).not.toBe(read.borderInlineStart);
  expect(unread.borderInlineStart).toMatch(/^[2-9](\.\d+)?px solid$/);
});

test('words left from a refused link are plain text: no link, not styled as an action', async ({ page }) => {
  const drawer = await openDrawer(page);
  // The seed's "You won a free year!" card: its url and its message link are both refused.
  const card = drawer.locator('.mh-ncard', { hasText: 'Claim your reward' });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link')).toHaveCount(0);
  const styles = await card.evaluate((el) => {
    // The element whose own text holds the words (the root itself when they are its bare text).
    const find = (root: Element, text: string): Element | null =>
      [root, ...root.querySelectorAll('*')].find((n) => [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent?.trim() === text)) ??
      [root, ...root.querySelectorAll('*')].find((n) => [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent?.includes(text))) ??
      null;
    const pick = (node: Element | null) => {
      const s = node ? getComputedStyle(node) : null;
      return s && { tag: node?.tagName.toLowerCase(), className: node?.className, color: s.color, weight: s.fontWeight, decoration: s.textDecorationLine, cursor: s.cursor };
    };
    const message = el.querySelector('.mh-ncard__message');
    const meta = el.querySelector('.mh-ncard__meta');
    return {
      message: pick(message),
      words: pick(message && find(message, 'Claim your reward')),
      meta: pick(meta),
      label: pick(meta && find(meta, 'Claim')),
    };
  });
  // The message's leftover words: drawn like the message around them.
  expect(styles.words?.tag).not.toBe('a');
  expect(styles.words?.color).toBe(styles.message?.color);
  expect(styles.words?.decoration).toBe('none');
  // The button text of a card that is not a link: drawn like the meta line, not like the bold action.
  expect(styles.label?.className ?? '').not.toMatch(/mh-ncard__action/);
  expect(styles.label?.weight).toBe(styles.meta?.weight);
  expect(styles.label?.color).toBe(styles.meta?.color);
  expect(styles.label?.decoration).toBe('none');
});
