// What axe cannot check: focus not hidden under the sticky header, reflow at 320 px, JavaScript off,
// stickiness per page, and the loading skeleton.
import { expect, test } from './test.ts';
import { banner, bannerShifts, nextFrames, open, PERSONAS, scenarioUrl, watchBannerShifts } from './fixtures.ts';

test('no Tab stop is hidden under the sticky header', async ({ page }) => {
  await open(page, { persona: 'member', variant: 'desktop' });
  await page.evaluate(() => window.scrollTo(0, 400));
  const hidden: string[] = [];
  for (let i = 0; i < 80; i += 1) {
    await page.keyboard.press('Tab');
    const report = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const header = document.querySelector('header');
      if (!header || header.contains(el) || el.closest('dialog')) return null;
      const rect = el.getBoundingClientRect();
      const headerBottom = header.getBoundingClientRect().bottom;
      const covered = rect.top < headerBottom && rect.bottom > 0;
      const x = rect.left + Math.min(rect.width / 2, 5);
      const y = rect.top + rect.height / 2;
      const top = document.elementFromPoint(x, y);
      const obscured = covered || (top !== null && header.contains(top));
      return obscured ? `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" at ${Math.round(rect.top)} under ${Math.round(headerBottom)}` : null;
    });
    if (report) hidden.push(report);
  }
  expect(hidden).toEqual([]);
});

test('the header is sticky on core pages and scrolls away on class pages', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  expect(await banner(page).evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(0);
  await open(page, { persona: 'guest', variant: 'desktop', path: '/classes/watercolor-basics/1' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  expect(await banner(page).evaluate((h) => h.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
});

for (const persona of PERSONAS) {
  test(`no horizontal overflow and every control in view at 320–390 px: ${persona}`, async ({ page }) => {
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 640 });
      for (const pageType of ['core', 'referralLanding', 'dedicatedFlowTeams'] as const) {
        await page.goto(scenarioUrl({ persona, pageType, flags: ['ent_team_mgmt'] }));
        await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
        const where = `${width}px ${pageType}`;
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, where).toBeLessThanOrEqual(0);
        // Clipping is not reflow: every control of the bar must be fully on screen.
        const outside = await banner(page).evaluate((header) => {
          const bar = header.querySelectorAll<HTMLElement>('a[href], button');
          return [...bar]
            .filter((el) => !el.closest('dialog, .mh-panel, [hidden], .mh-skip-link') && el.getClientRects().length > 0)
            .filter((el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && (r.left < -0.5 || r.right > window.innerWidth + 0.5);
            })
            .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
        });
        expect(outside, where).toEqual([]);
      }
    }
  });
}

test("on phones from 360 px the upgrade button keeps one line, its accessible name whole", async ({ page }) => {
  const names = { canceled: 'Resume Membership', expired: 'Rejoin Masthead', free: 'Start Now' } as const;
  for (const width of [360, 375, 414]) {
    await page.setViewportSize({ width, height: 640 });
    for (const persona of ['canceled', 'expired', 'free'] as const) {
      await page.goto(scenarioUrl({ persona, variant: 'mobile' }));
      const button = banner(page).getByRole('link', { name: names[persona], exact: true });
      await expect(button).toBeVisible();
      const { lines, cut } = await button.evaluate((el) => {
        // The label a person sees (a visually hidden one is 1 px wide), its lines counted from its text.
        const visible = [...el.querySelectorAll('span')].filter((s) => s.getBoundingClientRect().width > 1);
        const tops = new Set<number>();
        for (const span of visible) {
          const range = document.createRange();
          range.selectNodeContents(span);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return { lines: tops.size, cut: visible.some((s) => s.scrollWidth > s.clientWidth + 1) };
      });
      expect(lines, `${width}px ${persona}`).toBe(1);
      expect(cut, `${width}px ${persona}`).toBe(false);
    }
  }
});

// The server's bar and the hydrated one are the same size: Sign In becomes the sign-in modal's button once
// the header runs, and nothing in the bar may move or wrap then (the bench's "header layout shift" goal).
// A rule meant for Log Out's form button once stretched every button styled as a link, and Sign Up wrapped.
for (const width of [360, 390]) {
  test(`on a ${width} px phone the visitor's bar does not move as the header hydrates (Sign In becomes a button, Sign Up keeps one line)`, async ({ page }) => {
    await watchBannerShifts(page);
    await page.setViewportSize({ width, height: 740 });
    await page.goto(scenarioUrl({ persona: 'guest', variant: 'mobile' }));
    const signUp = banner(page).getByRole('link', { name: 'Sign Up' });
    const before = await signUp.boundingBox();
    await expect(banner(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
    await nextFrames(page);
    expect(await bannerShifts(page)).toEqual([]);
    const after = await signUp.boundingBox();
    expect(after?.height).toBe(before?.height);
    expect(after?.width).toBe(before?.width);
  });
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const [persona, variant] of [['guest', 'desktop'], ['teacher', 'desktop'], ['team-owner', 'mobile']] as const) {
    test(`every header link is reachable by Tab (${persona}, ${variant})`, async ({ page }) => {
      await page.setViewportSize(variant === 'mobile' ? { width: 390, height: 844 } : { width: 1280, height: 800 });
      await page.goto(scenarioUrl({ persona, variant, flags: ['lo_nav_update', 'li_nav_update', 'ent_team_mgmt'] }));
      // Every link of the header, the no-JavaScript drawer's included (CSS shows it while it has focus).
      const expected = await banner(page).locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(expected.length).toBeGreaterThan(3);
      const reached = new Set<string | null>();
      for (let i = 0; i < 400; i += 1) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const el = document.activeElement;
          if (el?.closest('main')) return { done: true, href: null };
          return { done: false, href: el && el.closest('header') && el.tagName === 'A' ? el.getAttribute('href') : null };
        });
        if (where.done) break;
        if (where.href) reached.add(where.href);
      }
      expect(expected.filter((href) => !reached.has(href))).toEqual([]);
    });
  }

  test('search is a GET form to /search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(scenarioUrl({ persona: 'guest', variant: 'desktop' }));
    const box = banner(page).getByRole('searchbox').or(banner(page).getByRole('combobox')).or(banner(page).getByRole('textbox'));
    await box.first().fill('watercolor');
    await box.first().press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('watercolor');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('watercolor');
  });
});
