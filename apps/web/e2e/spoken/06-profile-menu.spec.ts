// Flow 6: the profile menu as an APG menu button: its name (does it say whose menu?), the menu's
// items with arrow keys (the language item and its label), Escape back to the button.
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`the profile menu button (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'member', variant: 'desktop', locale });
    // Past the bell (never opened: it would mark the shared persona's notifications read).
    await reader.tabTo('.mh-profile__trigger');
    reader.forget();
    await reader.press('Enter');
    const items = await page.locator('.mh-profile__menu [role="menuitem"]').count();
    await reader.press('ArrowDown', items);
    await reader.press('End');
    await reader.press('Escape');
    // Opened with ArrowUp: the APG's menu button puts focus on the last item.
    await reader.press('ArrowUp');
    await reader.press('Escape');
    expectTranscript(`06-profile-menu.${tag}`, reader.steps);
  });
}
