// The pseudo-locale (en-XA: every message accented, about 35 % longer, wrapped in ⟦ ⟧) at 320, 390, 1024
// and 1440 px (issue 11): a longer language must not make anything overflow, be cut mid-word without an
// ellipsis, or overlap. Also every shipped language at 320 px, the narrowest reflow. Screenshots of each
// width are attached to the report for a person to look at.
import { expect, test, type Page, type TestInfo } from './test.ts';
import { banner } from './fixtures.ts';

const WIDTHS = [320, 390, 1024, 1440];
const PERSONAS = ['guest', 'free', 'expired', 'canceled', 'teacher', 'team-owner'] as const;
const FLAGS = 'lo_nav_update,li_nav_update,perm_live_sessions_nav,ent_team_mgmt';

interface LayoutProblem {
  kind: 'page wider than the window' | 'outside the bar' | 'overlap' | 'cut without an ellipsis';
  what: string;
}

/** What is wrong with the header's layout as drawn: nothing, when it takes the language. */
async function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: { kind: string; what: string }[] = [];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push({ kind: 'page wider than the window', what: `${document.documentElement.scrollWidth} > ${window.innerWidth}` });
    const header = document.querySelector('header');
    const bar = header?.querySelector('.mh-header__bar');
    if (!header || !bar) return [{ kind: 'outside the bar', what: 'no header bar' }];
    const barBox = bar.getBoundingClientRect();
    // The bar's controls, outermost only (a button inside a search form is the form's).
    const controls = [...bar.querySelectorAll('a, button, .mh-search')].filter(
      (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0 && !el.parentElement?.closest('.mh-search, a, button, [role="menu"], .mh-panel, dialog, .mh-notice'),
    );
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      if (box.left < barBox.left - 0.5 || box.right > barBox.right + 0.5) problems.push({ kind: 'outside the bar', what: name(el) });
    }
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const vertical = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlap > 1 && vertical > 1) problems.push({ kind: 'overlap', what: `${name(boxes[i]!.el)} / ${name(boxes[j]!.el)}` });
      }
    }
    // Text clipped by its box must say so with an ellipsis (text-overflow or a line clamp).
    for (const el of header.querySelectorAll('*')) {
      if (!el.checkVisibility() || el.closest('.mh-visually-hidden')) continue;
      const style = getComputedStyle(el);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clipped = el.scrollWidth > el.clientWidth + 1 || (style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0);
      if (!clipped || !(el.textContent ?? '').trim() && !(el as HTMLInputElement).placeholder) continue;
      if (el.matches('.mh-panel, .mh-notifications__panel, dialog, [role="listbox"], .mh-logo')) continue;
      const ellipsis = style.textOverflow === 'ellipsis' || style.getPropertyValue('-webkit-line-clamp') !== 'none';
      if (!ellipsis) problems.push({ kind: 'cut without an ellipsis', what: name(el) });
    }
    return problems as LayoutProblem[];
  });
}

async function openAt(page: Page, width: number, persona: string, locale: string): Promise<void> {
  await page.setViewportSize({ width, height: 700 });
  await page.goto(`/?persona=${persona}&locale=${locale}&flags=${FLAGS}`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

async function attachScreenshot(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const path = testInfo.outputPath(`${label}.png`);
  await page.screenshot({ path, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 240 } });
  await testInfo.attach(label, { path, contentType: 'image/png' });
}

for (const width of WIDTHS) {
  test(`the pseudo-locale at ${width} px: nothing overflows, is cut without an ellipsis, or overlaps`, async ({ page }, testInfo) => {
    for (const persona of PERSONAS) {
      await openAt(page, width, persona, 'en-XA');
      await expect(banner(page)).toHaveAttribute('lang', 'en-XA');
      expect(await layoutProblems(page), `${persona} at ${width} px`).toEqual([]);
      if (persona === 'guest' || persona === 'teacher') await attachScreenshot(page, testInfo, `en-XA-${width}-${persona}`);
    }
  });
}

test('the pseudo-locale at 1024 px: the teacher notice keeps Dismiss inside, the menus stay in the window', async ({ page }) => {
  await openAt(page, 1024, 'teacher', 'en-XA');
  const notice = page.locator('.mh-notice');
  await expect(notice).toBeVisible();
  const box = (await notice.boundingBox())!;
  for (const control of await notice.locator('a, button').all()) {
    const inner = (await control.boundingBox())!;
    expect(inner.x >= box.x && inner.x + inner.width <= box.x + box.width, 'a notice control inside the notice').toBe(true);
  }
  for (const trigger of await banner(page).locator('button.mh-disclosure__trigger, button.mh-profile__trigger').all()) {
    await trigger.click();
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x >= 0 && panelBox.x + panelBox.width <= 1024, `${await trigger.getAttribute('id')} in the window`).toBe(true);
    await page.keyboard.press('Escape');
  }
});

test('every shipped language at 320 px: the bar reflows for every persona', async ({ page }, testInfo) => {
  // Fifty pages, one after another: three times the usual time (it ran out of 30 s on a loaded machine).
  test.slow();
  for (const locale of ['es', 'fr', 'de', 'pt-BR', 'ar']) {
    for (const persona of PERSONAS) {
      await openAt(page, 320, persona, locale);
      expect(await layoutProblems(page), `${locale}, ${persona} at 320 px`).toEqual([]);
    }
    await attachScreenshot(page, testInfo, `${locale}-320-team-owner`);
  }
});
