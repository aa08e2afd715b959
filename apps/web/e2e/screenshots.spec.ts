// Pictures that guard the header (issue 35, item 10): `toHaveScreenshot` of its states (closed, Browse,
// the profile menu, suggestions, the empty box's recent rows, the notifications drawer with unread and read
// cards and its "new" button, the phone's menu drawer and search overlay, the results page) on desktop
// (1280 px) and phone (390 px), dark and white, English and Arabic (right to left), plus forced colours and
// print for a few. Not the cross product: each state at least twice, each axis many times (the CASES table).
//
// Only the header's box is drawn: the banner, or the banner and its open popover, or the open dialog; the
// page around it is hidden (STILL), so an edit of the demo page's text breaks no picture.
// Held still, so that the same Debian Chromium draws the same pixels on any machine: reduced motion,
// animations stopped and the caret hidden (toHaveScreenshot's defaults, said again below), the page's clock
// fixed at the seed's reference instant (the cards' ages: "5m" stays "5m"), and the font pinned (STILL).
// Baselines: screenshots.spec.ts-snapshots/; `pnpm --filter @masthead/web screenshots:update` rewrites them.
import { SEED_REFERENCE_INSTANT } from '@masthead/api';
import { resolveMessages, type Messages } from '@masthead/header-core';
import { loadMessages } from '@masthead/header-core/i18n';
import { expect, test, type APIRequestContext, type Locator, type Page, type Response } from './test.ts';
import { banner, open, scenarioUrl, waitForSettledSuggestions, type Persona, type Scenario } from './fixtures.ts';

type State = 'closed' | 'browse' | 'profile' | 'suggestions' | 'drawer' | 'menu' | 'overlay' | 'results' | 'recent' | 'print';

interface Case {
  variant: 'desktop' | 'mobile';
  theme: 'dark' | 'white';
  locale: 'en' | 'ar';
  /** Forced colours (a high-contrast theme of the system's). */
  forced?: boolean;
  /** A member whose membership lapsed shows every control: upgrade, bell (2 unread), avatar. */
  persona?: Persona;
  /** Taken in this order on one page (a page's open is most of a test's time). */
  states: State[];
}

const CASES: Case[] = [
  { variant: 'desktop', theme: 'dark', locale: 'en', states: ['closed', 'print', 'browse', 'drawer', 'suggestions'] },
  { variant: 'desktop', theme: 'white', locale: 'en', states: ['closed', 'profile', 'results', 'recent'] },
  { variant: 'desktop', theme: 'dark', locale: 'ar', states: ['closed', 'profile', 'results', 'recent'] },
  { variant: 'desktop', theme: 'white', locale: 'ar', states: ['browse', 'drawer', 'suggestions'] },
  { variant: 'desktop', theme: 'white', locale: 'en', persona: 'guest', states: ['closed', 'browse'] },
  { variant: 'desktop', theme: 'dark', locale: 'en', forced: true, states: ['closed', 'browse'] },
  { variant: 'mobile', theme: 'dark', locale: 'en', states: ['closed', 'menu', 'overlay'] },
  { variant: 'mobile', theme: 'white', locale: 'ar', states: ['closed', 'print', 'menu', 'overlay'] },
  { variant: 'mobile', theme: 'white', locale: 'en', states: ['drawer', 'results', 'recent'] },
  { variant: 'mobile', theme: 'dark', locale: 'ar', states: ['drawer', 'results', 'recent'] },
  { variant: 'mobile', theme: 'dark', locale: 'en', forced: true, states: ['closed', 'menu'] },
];

// The header asks for `system-ui, …, Arial, sans-serif` (tokens.css), which fontconfig resolves to
// whatever the machine has: DejaVu Sans here, Roboto or Noto elsewhere. DejaVu Sans comes with Debian's
// Chromium (libfontconfig1 → fontconfig-config, whose first choice is fonts-dejavu-core) and has Arabic
// letters, so the pictures pin it. A glyph it lacks still falls back to the system's fonts (the drawer's 🎉). The page beside the header is hidden: only the header's box is guarded.
const STILL = `
  * { --mh-font: 'DejaVu Sans' !important; font-family: 'DejaVu Sans' !important; }
  body *:not(.mh-header, .mh-header *, :has(.mh-header)) { visibility: hidden !important; }
`;

/** A case's pictures' names begin with its look: `desktop-ar-white`, `phone-en-dark-forced`. */
const name = (c: Case) => [c.variant === 'mobile' ? 'phone' : 'desktop', c.locale, c.theme, ...(c.forced ? ['forced'] : []), ...(c.persona ? [c.persona] : [])].join('-');

// The pinning style goes in as a <style> of the test's, which the app's CSP (style-src 'self') refuses.
test.use({ bypassCSP: true });

const ON_ANY_MACHINE = { animations: 'disabled', caret: 'hide', scale: 'css' } as const;

const isStream = (r: Response) => r.url().endsWith('/graphql') && (r.headers()['content-type'] ?? '').startsWith('text/event-stream');

/** The scenario of a case, in the playground's parameters (English is the browser's own). */
function scenario(c: Case, path?: string): Scenario {
  return { persona: c.persona ?? 'canceled', variant: c.variant, theme: c.theme, ...(c.locale === 'ar' ? { locale: 'ar' } : {}), ...(path ? { path } : {}) };
}

/** After every load: the page's font pinned and the page beside the header hidden, and the fonts loaded. */
async function holdStill(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * The picture `name`: the smallest box of the viewport that holds `parts` (the banner by default), so a
 * popover below the bar comes with the bar it hangs from. Soft, so that every picture of a case is
 * compared (and each failure writes its diff) even after one differs.
 */
async function picture(page: Page, name: string, parts: Locator[] = [banner(page)]): Promise<void> {
  const viewport = page.viewportSize()!;
  const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 }));
  const x = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x))));
  const y = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y))));
  const right = Math.min(viewport.width, Math.ceil(Math.max(...boxes.map((b) => b.x + b.width))));
  const bottom = Math.min(viewport.height, Math.ceil(Math.max(...boxes.map((b) => b.y + b.height))));
  await expect.soft(page).toHaveScreenshot(`${name}.png`, { ...ON_ANY_MACHINE, clip: { x, y, width: right - x, height: bottom - y } });
}

/** The open popover a disclosure button controls. */
const controlled = async (page: Page, trigger: Locator) => page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);

/** Opens the disclosure or menu `trigger` and returns what it opened. */
async function openFrom(page: Page, trigger: Locator): Promise<Locator> {
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const opened = await controlled(page, trigger);
  await expect(opened).toBeVisible();
  return opened;
}

/** Closes what is open with Escape, as a person would before the next state. */
async function closeFrom(page: Page, trigger: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
}

/** The search box of the case's variant, focused and empty (the phone's in its overlay). */
async function searchBox(page: Page, c: Case): Promise<Locator> {
  if (c.variant === 'mobile') {
    await banner(page).locator('.mh-search-toggle').click();
    await expect(page.locator('dialog.mh-search-overlay')).toBeVisible();
    return page.locator('dialog.mh-search-overlay input[name="query"]');
  }
  const box = banner(page).locator('input[name="query"]');
  await box.click();
  return box;
}

/** What the search parts are drawn with: the phone's overlay (full screen), or the bar and its list. */
const searchParts = (page: Page, c: Case): Locator[] =>
  c.variant === 'mobile' ? [page.locator('dialog.mh-search-overlay')] : [banner(page), banner(page).getByRole('listbox')];

/** The drawer open with its first page of cards (the seed's two unread, the rest read) and one newcomer waiting above them. */
async function drawerWithNewcomer(page: Page, request: APIRequestContext, c: Case, messages: Messages, stream: Promise<Response>): Promise<void> {
  await stream;
  const drawer = page.locator('dialog.mh-notifications[open]');
  await banner(page).locator('.mh-bell__button').click();
  await expect(drawer.locator('.mh-ncard').first()).toBeVisible();
  const posted = await request.post('/dev/notifications', { data: { persona: c.persona ?? 'canceled' } });
  expect(posted.status()).toBe(201);
  await expect(drawer.getByRole('button', { name: messages.notificationsNew({ count: 1 }) })).toBeVisible();
  await expect(drawer.locator('.mh-ncard img').first()).toHaveJSProperty('complete', true);
  await picture(page, `${name(c)}-drawer`, [drawer]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

/** A searched text, so the results page and a recent row have one (the same in both languages). */
const QUERY = 'watercolor';

for (const c of CASES) {
  test(`${name(c)}: ${c.states.join(', ')}`, async ({ page, request }) => {
    const messages = resolveMessages(await loadMessages(c.locale));
    const look = scenario(c);
    await page.emulateMedia({ reducedMotion: 'reduce', ...(c.forced ? { forcedColors: 'active' } : {}) });
    await page.clock.setFixedTime(SEED_REFERENCE_INSTANT);
    // The bell's stream open before a newcomer is posted (a guest has no bell, and no stream).
    const stream = c.states.includes('drawer') ? page.waitForResponse(isStream, { timeout: 20_000 }) : null;
    await open(page, look);
    await holdStill(page);
    const browse = banner(page).locator('.mh-disclosure__trigger[id$="browse-trigger"]');
    const profile = banner(page).locator('.mh-profile__trigger');
    const menu = banner(page).locator('.mh-drawer-toggle');

    for (const state of c.states) {
      const shot = `${name(c)}-${state}`;
      if (state === 'closed') await picture(page, shot);
      if (state === 'print') {
        await page.emulateMedia({ media: 'print' });
        await picture(page, shot);
        await page.emulateMedia({ media: 'screen' });
      }
      if (state === 'browse' || state === 'profile') {
        const trigger = state === 'browse' ? browse : profile;
        await picture(page, shot, [banner(page), await openFrom(page, trigger)]);
        await closeFrom(page, trigger);
      }
      if (state === 'menu') {
        const drawer = await openFrom(page, menu);
        await picture(page, shot, [drawer]);
        await closeFrom(page, menu);
      }
      if (state === 'drawer') await drawerWithNewcomer(page, request, c, messages, stream!);
      if (state === 'suggestions' || state === 'overlay') {
        const box = await searchBox(page, c);
        await box.pressSequentially('water', { delay: 40 });
        await waitForSettledSuggestions(page, messages);
        await picture(page, shot, searchParts(page, c));
      }
      if (state === 'results') {
        // Searched from the box, so the search is the person's recent one; then its results page in the
        // case's look (the box's form sends the query alone, and the look is in the playground's parameters).
        const box = await searchBox(page, c);
        await box.fill(QUERY);
        await Promise.all([page.waitForURL((url) => url.pathname === '/search'), box.press('Enter')]);
        await page.goto(`${scenarioUrl(scenario(c, '/search'))}&query=${QUERY}`);
        await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
        await holdStill(page);
        await picture(page, shot);
      }
      if (state === 'recent') {
        // After 'results': its box emptied lists that search above the popular ones.
        const box = await searchBox(page, c);
        await box.clear();
        const list = (c.variant === 'mobile' ? page.locator('dialog.mh-search-overlay') : banner(page)).getByRole('listbox');
        await expect(list.getByRole('group')).toHaveCount(2);
        await expect(list.getByRole('group').first().getByRole('option')).toHaveCount(1);
        await picture(page, shot, searchParts(page, c));
      }
    }
  });
}
