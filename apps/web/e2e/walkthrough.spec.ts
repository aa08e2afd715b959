// Defects a careful person found in an hour with the header (issue: an invisible modal after a resize,
// and the defects of a walk-through), each checked where only a browser shows it.
import { expect, test, type Page } from './test.ts';
import { banner, interactionReady, nextFrames, open, searchBox, suggestionList, waitForSettledSuggestions } from './fixtures.ts';

test('a suggestion row is named "Label, count" in Chromium, with no space before the comma', async ({ page }) => {
  await open(page, { persona: 'guest', variant: 'desktop' });
  const box = searchBox(page);
  // 'wat' gives skills, classes and paths; 'jas' gives a teacher.
  for (const [query, counted] of [['wat', /, [\d,]+ class(es)?$/], ['jas', /, [\d,]+ followers?$/]] as const) {
    await box.fill('');
    await box.click();
    await box.pressSequentially(query, { delay: 30 });
    await waitForSettledSuggestions(page);
    const row = suggestionList(page).getByRole('option', { name: counted }).first();
    await expect(row).toHaveAccessibleName(/^\S.*\S, [\d,]+ [a-z]+$/);
  }
  await expect(banner(page)).toBeVisible();
});

test.describe('the mobile drawer and the browser history', () => {
  test('Back with the drawer open closes it and stays on the page', async ({ page }) => {
    await page.goto('/browse?persona=free');
    await open(page, { persona: 'free', variant: 'mobile' });
    const url = page.url();
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
    // Back again leaves the page, as it would have without the drawer.
    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?persona=free$/);
  });

  test('closing the drawer leaves history as it was, and a link in it still navigates', async ({ page }) => {
    await page.goto('/browse?persona=free');
    await open(page, { persona: 'free', variant: 'mobile' });
    const toggle = banner(page).getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // The drawer gives its history entry back as it closes (history.back() is asynchronous): wait for that.
    await expect.poll(() => page.evaluate(() => Object.keys((history.state as Record<string, unknown> | null) ?? {}).includes('__mhLayer'))).toBe(false);
    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?persona=free$/);
    await page.goForward();
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Pricing' }).or(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Individual' })).first().click();
    await expect(page).toHaveURL(/\/pricing\?via=header$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?persona=free&variant=mobile$/);
    // One Back more leaves the page: the drawer left no entry of its own behind (issue 25, defect 8).
    await page.goBack();
    await expect(page).toHaveURL(/\/browse\?persona=free$/);
  });
});

/** Where an element's text starts (its padding excluded). */
const textLeft = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el);
  return range.getBoundingClientRect().left;
};

test('the Browse panel and the mobile drawer align their section titles with their links', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop' });
  await banner(page).getByRole('button', { name: 'Browse', exact: true }).click();
  const panel = banner(page).locator('.mh-disclosure__panel').first();
  await expect(panel).toBeVisible();
  const titleX = await panel.locator('.mh-section__title').first().evaluate(textLeft);
  const textX = await panel.locator('.mh-panel__link .mh-link__label').first().evaluate(textLeft);
  expect(Math.abs(titleX - textX)).toBeLessThanOrEqual(1);

  await open(page, { persona: 'teacher', variant: 'mobile' });
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // Both in one frame: the drawer slides in, and two separate reads could straddle a frame of it.
  const offset = await drawer.evaluate((el) => {
    const left = (node: Element) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return range.getBoundingClientRect().left;
    };
    return left(el.querySelector('.mh-drawer__heading')!) - left(el.querySelector('.mh-drawer__link .mh-link__label')!);
  });
  expect(Math.abs(offset)).toBeLessThanOrEqual(1);
});

test('the mobile logo keeps its size on every page type: a 32 px mark, the wordmark whole or not at all', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  for (const persona of ['guest', 'free'] as const) {
    for (const pageType of ['core', 'dedicatedFlowIndividual', 'dedicatedFlowTeams', 'referralLanding', 'signup', 'marketplace'] as const) {
      await page.goto(`/?persona=${persona}&variant=mobile&pageType=${pageType}`);
      const sizes = await page.evaluate(() => {
        const size = (selector: string) => {
          const el = document.querySelector(`.mh-header ${selector}`)!;
          const r = el.getBoundingClientRect();
          return getComputedStyle(el).display === 'none' ? null : [Math.round(r.width), Math.round(r.height)];
        };
        return { mark: size('.mh-logo__mark'), word: size('.mh-logo__wordmark'), overflow: document.documentElement.scrollWidth > innerWidth };
      });
      expect(sizes.mark, `${persona} on ${pageType}`).toEqual([32, 32]);
      if (sizes.word) expect(sizes.word, `${persona} on ${pageType}`).toEqual([104, 32]);
      expect(sizes.overflow).toBe(false);
    }
  }
});

test('links that open a new tab show the usual small icon, and still say so to screen readers', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop', flags: ['li_nav_update', 'ch'] });
  await banner(page).getByRole('button', { name: /Account menu/ }).click();
  for (const name of [/^Help Center/, /^Creator Hub/]) {
    const link = banner(page).getByRole('menuitem', { name }).or(banner(page).getByRole('link', { name })).first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(/opens in a new tab/i);
    const icon = link.locator('svg.mh-new-tab');
    await expect(icon).toBeVisible();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  }
  await page.keyboard.press('Escape');
  await banner(page).getByRole('button', { name: 'Shop', exact: true }).click();
  await expect(banner(page).getByRole('link', { name: /^Blog/ }).locator('svg.mh-new-tab')).toBeVisible();
});

test('a suggestions list taller than its box shows a shadow at the edge with more below, and none at its end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 640 });
  await page.goto('/?persona=guest&variant=desktop');
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('pai', { delay: 30 });
  await waitForSettledSuggestions(page);
  const list = suggestionList(page);
  const metrics = () =>
    list.evaluate((el) => ({ overflows: el.scrollHeight > el.clientHeight + 1, attachment: getComputedStyle(el).backgroundAttachment, image: getComputedStyle(el).backgroundImage }));
  const m = await metrics();
  expect(m.overflows).toBe(true);
  // Covers that scroll with the content over shadows fixed to the box's edges.
  expect(m.attachment.split(',').map((a) => a.trim()).slice(0, 4)).toEqual(['local', 'local', 'scroll', 'scroll']);
  expect(m.image.match(/radial-gradient/g)).toHaveLength(2);
  await list.screenshot({ path: test.info().outputPath('suggestions-top.png') });
});

for (const variant of ['desktop', 'mobile'] as const) {
  test(`the teacher notice points at what it is about (${variant}: ${variant === 'desktop' ? 'the Teach link' : 'the ☰ button, whose drawer holds Teach'})`, async ({ page }) => {
    await open(page, { persona: 'teacher', variant });
    const notice = banner(page).locator('.mh-notice');
    await expect(notice).toBeVisible();
    const anchor = variant === 'desktop' ? banner(page).getByRole('link', { name: 'Teach', exact: true }) : banner(page).getByRole('button', { name: 'Open menu' });
    const a = (await anchor.boundingBox())!;
    const n = (await notice.boundingBox())!;
    // Right under its anchor…
    expect(n.y - (a.y + a.height)).toBeGreaterThanOrEqual(0);
    expect(n.y - (a.y + a.height)).toBeLessThanOrEqual(16);
    // …with an arrow whose tip is over the anchor's middle.
    const arrow = await notice.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return { content: style.content, left: parseFloat(style.left), width: parseFloat(style.width) };
    });
    expect(arrow.content).not.toBe('none');
    const tip = n.x + arrow.left + arrow.width / 2;
    expect(Math.abs(tip - (a.x + a.width / 2))).toBeLessThanOrEqual(4);
  });
}

test.describe('the bell, pressed as people press it', () => {
  test('a double click opens the drawer (and keeps it open)', async ({ page }) => {
    await open(page, { persona: 'teacher', variant: 'desktop' });
    const bell = banner(page).getByRole('button', { name: /^Notifications/ });
    await bell.hover();
    await interactionReady(page); // the header's machines arrive on its first use
    await bell.dblclick();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await expect(drawer).toBeVisible();
    // The second click's backdrop cancel would close it within its own task.
    await nextFrames(page);
    await expect(drawer).toBeVisible();
    // A single click on the backdrop later still closes it.
    await page.mouse.click(100, 400);
    await expect(drawer).toBeHidden();
  });

  for (const loaded of [true, false]) {
  test(`the profile button and the bell pressed in the same tick: the bell, pressed last, wins (${loaded ? 'machines loaded' : 'before the machines'})`, async ({ page }) => {
    await open(page, { persona: 'teacher', variant: 'desktop' });
    if (loaded) {
      await banner(page).hover();
      await interactionReady(page);
    }
    await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const profile = [...header.querySelectorAll('button')].find((b) => b.textContent?.includes('Account menu'))!;
      const bell = [...header.querySelectorAll('button')].find((b) => b.getAttribute('aria-label')?.startsWith('Notifications'))!;
      profile.click();
      bell.click();
    });
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(banner(page).getByRole('menu')).toBeHidden();
  });
  }
});

test.describe('a layer left open across the 1024 px breakpoint', () => {
  const modalOpen = (page: Page) => page.evaluate(() => document.querySelector('dialog:modal') !== null);

  for (const [name, from, to, openIt] of [
    ['the ☰ drawer, 800 → 1280', 800, 1280, async (page: Page) => banner(page).getByRole('button', { name: 'Open menu' }).click()],
    ['the mobile search overlay, 800 → 1280', 800, 1280, async (page: Page) => banner(page).getByRole('button', { name: 'Search' }).first().click()],
    ['the notifications drawer, 1280 → 800', 1280, 800, async (page: Page) => banner(page).getByRole('button', { name: /^Notifications/ }).click()],
  ] as const) {
    test(`${name}: closes with its renderer, and the page is usable`, async ({ page }) => {
      await page.setViewportSize({ width: from, height: 700 });
      await page.goto('/?persona=teacher');
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await banner(page).hover();
      await openIt(page);
      await expect.poll(() => modalOpen(page)).toBe(true);
      await page.setViewportSize({ width: to, height: 700 });
      await expect.poll(() => modalOpen(page)).toBe(false);
      // Not inert: the page scrolls and takes a click at once.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await page.evaluate(() => scrollTo(0, 0));
      await banner(page).getByRole('link', { name: 'Masthead home' }).focus();
      await expect(banner(page).getByRole('link', { name: 'Masthead home' })).toBeFocused();
    });
  }

  test('typed text and focus survive the swap (issue 25, defect 3): "wat" at 1100, then 900, then 1100', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 700 });
    await page.goto('/?persona=free');
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    await searchBox(page).click();
    await searchBox(page).pressSequentially('wat', { delay: 30 });
    await waitForSettledSuggestions(page);
    await expect(suggestionList(page)).toBeVisible();
    await page.setViewportSize({ width: 900, height: 700 });
    // The phone's counterpart of the box is its search icon; the box behind it holds the text.
    const icon = banner(page).getByRole('button', { name: 'Search', exact: true });
    await expect(icon).toBeFocused();
    await page.keyboard.press('Enter');
    const overlayBox = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' });
    // What was typed: the text before the caret (the box may complete it inline again, the rest selected).
    const typed = (box: typeof overlayBox) => box.evaluate((input: HTMLInputElement) => input.value.slice(0, input.selectionStart ?? input.value.length));
    await expect.poll(() => typed(overlayBox)).toBe('wat');
    await expect(overlayBox).toBeFocused();
    // And back: the overlay closes with its renderer, the desktop box takes the text and the focus.
    await page.setViewportSize({ width: 1100, height: 700 });
    await expect(searchBox(page)).toBeFocused();
    await expect.poll(() => typed(searchBox(page))).toBe('wat');
  });

  for (const [name, from, to, start, counterpart] of [
    ['the bell, 1100 → 900', 1100, 900, /^Notifications/, /^Notifications/],
    ['Browse, 1100 → 900: the ☰ button', 1100, 900, 'Browse', 'Open menu'],
    ['the profile button, 900 → 1100', 900, 1100, /^Account menu, /, /^Account menu, /],
  ] as const) {
    test(`focus moves to the counterpart control: ${name} (issue 25, defect 3)`, async ({ page }) => {
      await page.setViewportSize({ width: from, height: 700 });
      await page.goto('/?persona=teacher');
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await banner(page).getByRole('button', { name: start, exact: typeof start === 'string' }).focus();
      await page.setViewportSize({ width: to, height: 700 });
      await expect(banner(page).getByRole('button', { name: counterpart, exact: typeof counterpart === 'string' })).toBeFocused();
    });
  }

  test('a Browse menu open at 1280 does not pop open again after 900 and back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/?persona=free');
    await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    const browse = banner(page).getByRole('button', { name: 'Browse', exact: true });
    await browse.click();
    await expect(browse).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 900, height: 700 });
    await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 700 });
    await expect(banner(page).getByRole('button', { name: 'Browse', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('without a forced variant the page holds one renderer after hydration, swapped at 1024 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  const html = await (await page.request.get('/?persona=free')).text();
  // The server cannot know the width: both renderers are in the first HTML, CSS shows one.
  expect(html).toContain('mh-header--desktop');
  expect(html).toContain('mh-header--mobile');
  await page.goto('/?persona=free');
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(page.locator('header.mh-header')).toHaveCount(1);
  await expect(page.locator('header.mh-header--mobile')).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 700 });
  await expect(page.locator('header.mh-header--desktop')).toHaveCount(1);
  await expect(page.locator('header.mh-header')).toHaveCount(1);
});

test('a drawer link that opens a new tab leaves no dead history entry behind', async ({ page, context }) => {
  await page.goto('/browse?persona=free');
  await open(page, { persona: 'free', variant: 'mobile', flags: ['li_nav_update'] });
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const [tab] = await Promise.all([context.waitForEvent('page'), drawer.getByRole('link', { name: /^Blog/ }).click()]);
  await tab.close();
  await expect(drawer).toBeHidden();
  // One Back leaves the page, as it would have without the drawer.
  await page.goBack();
  await expect(page).toHaveURL(/\/browse\?persona=free$/);
});

test("a host's own CSS hiding the renderer closes its open layer (no HeaderByWidth)", async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'mobile' });
  await banner(page).getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(() => page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);
  // As a host switching renderers with a media query does (a constructed stylesheet: the page's CSP
  // allows no inline <style> but its own).
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.app-header-forced { display: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  await expect.poll(() => page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(false);
});
