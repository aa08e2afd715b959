// The Next.js host's demo sign-in (issue 35, item 5): in development its Sign In dialog reads like the web
// app's demo sign-in (each persona by its label, with its description) and is drawn in the header's own
// colours, so it can be read on the dark panel as on the white one. Signing in stays a `?persona=` link.
import { PERSONAS } from '@masthead/api/personas';
import { contrast } from '../../web/e2e/contrast.ts';
import { expect, test, type Locator } from './test.ts';
import { openHost, watchConsole } from './hosts.ts';

/** Who the dialog offers: everyone the API knows but the signed-out guest, whom Sign In is shown to. */
const SIGN_IN_AS = PERSONAS.filter((p) => p.user !== null);

/** An element's text colour and the colour it is painted on (the first ancestor with a background). */
function colours(element: Locator): Promise<{ text: string; background: string }> {
  return element.evaluate((el) => {
    let node: Element | null = el;
    let background = 'rgba(0, 0, 0, 0)';
    while (node && /^rgba\(.*, 0\)$|^transparent$/.test(background)) {
      background = getComputedStyle(node).backgroundColor;
      node = node.parentElement;
    }
    return { text: getComputedStyle(el).color, background };
  });
}

test.describe('next host · the demo sign-in (issue 35)', () => {
  const views = [
    { name: 'desktop, dark', query: 'variant=desktop', width: 1280 },
    { name: 'desktop, white', query: 'variant=desktop&theme=white', width: 1280 },
    { name: 'phone, dark', query: 'variant=mobile', width: 390 },
  ];
  for (const view of views) {
    test(`${view.name}: each persona by its label and description, legible on the panel`, async ({ page }) => {
      const problems = watchConsole(page);
      await openHost(page, `/?${view.query}`, view.width);
      await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to Masthead' });
      await expect(dialog.getByRole('link')).toHaveCount(SIGN_IN_AS.length);
      for (const persona of SIGN_IN_AS) {
        const link = dialog.getByRole('link', { name: persona.label, exact: true });
        await expect(link).toHaveAccessibleDescription(persona.description);
        await expect(link).toHaveAttribute('href', `/?persona=${persona.id}`);
        for (const part of [link, link.getByText(persona.description, { exact: true })]) {
          const { text, background } = await colours(part);
          expect(contrast(text, background), `${persona.id}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
      }
      // The list is named as the web app's fieldset is.
      await expect(dialog.getByRole('navigation', { name: 'Sign in as a demo persona' }).getByRole('link')).toHaveCount(SIGN_IN_AS.length);
      expect(problems).toEqual([]);
    });
  }

  test('with the keyboard: Sign In, Tab to a persona, Enter signs in as that persona', async ({ page }) => {
    await openHost(page, '/?variant=desktop');
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign in to Masthead' });
    const first = dialog.getByRole('link', { name: SIGN_IN_AS[0]?.label ?? '', exact: true });
    await expect(first).toBeVisible();
    // The dialog focuses its first control (the close button); the personas follow it.
    for (let i = 0; i < 3 && !(await first.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  });
});
