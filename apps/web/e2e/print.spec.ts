// Print (issue 35, item 7): on paper the header is its logo, dark on white, and none of its controls, as
// GOV.UK's header prints. A member whose membership lapsed: every control shows on screen (search,
// upgrade, bell, avatar, the menus or the phone's toggles), so each one's absence in print is measured.
import { expect, test, type Locator } from './test.ts';
import { banner, open } from './fixtures.ts';
import { contrast } from './contrast.ts';

/** What the page shows of the header's controls: the name of every link, button and field one can see. */
async function visibleControls(header: Locator): Promise<string[]> {
  return header.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"])')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }) && control.getBoundingClientRect().width > 0)
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName),
  );
}

for (const variant of ['desktop', 'mobile'] as const) {
  test(`printed, the header is its logo alone, dark on white (${variant})`, async ({ page }) => {
    await open(page, { persona: 'canceled', variant });
    const header = banner(page);
    const logo = header.getByRole('link', { name: 'Masthead home' });
    // On screen, the controls this test then looks for are there.
    const controls = [
      header.getByRole('link', { name: 'Resume Membership' }),
      header.getByRole('button', { name: /^Notifications/ }),
      header.getByRole('button', { name: /^Account menu, / }),
      ...(variant === 'desktop'
        ? [header.getByRole('button', { name: 'Browse', exact: true }), header.getByRole('combobox', { name: 'Search' }).or(header.getByRole('searchbox', { name: 'Search' }))]
        : [header.getByRole('button', { name: 'Open menu' }), header.getByRole('button', { name: 'Search', exact: true })]),
    ];
    for (const control of controls) await expect(control).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(logo).toBeVisible();
    for (const control of controls) await expect(control).toBeHidden();
    expect(await visibleControls(header)).toEqual(['Masthead home']);
    // The whole logo (the wordmark too, which the phone's bar drops to make room for its controls).
    await expect(logo.locator('.mh-logo__wordmark')).toBeVisible();

    // On white paper: no dark bar, and the mark and wordmark read against the page's white.
    const colours = await header.evaluate((root) => {
      const style = getComputedStyle(root);
      const logoLink = root.querySelector('.mh-logo')!;
      return { background: style.backgroundColor, logo: getComputedStyle(logoLink).color, sticky: style.position };
    });
    expect(colours.background).toMatch(/^rgba\(0, 0, 0, 0\)$|^rgb\(255, 255, 255\)$/);
    expect(colours.sticky).not.toBe('sticky');
    expect(contrast(colours.logo, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(7);
  });
}
