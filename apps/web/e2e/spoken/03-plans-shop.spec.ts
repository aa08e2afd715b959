// Flow 3: Plans and Shop, the other two disclosure menus, by Tab through their links; Shop's Blog
// opens in a new tab and must say so. Live Sessions and Blog are shown by their flags.
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`Plans and Shop, and a new-tab link (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'free', variant: 'desktop', locale, flags: ['li_nav_update', 'perm_live_sessions_nav'] });
    await reader.tabTo('.mh-desktop-nav__list > li:nth-child(2) .mh-disclosure__trigger');
    reader.forget();
    await reader.press('Enter');
    await reader.tab(2);
    await reader.press('Escape');
    await reader.tab();
    await reader.press('Enter');
    // Through Shop's links to Blog, the one that opens in a new tab, then a reader's look around it.
    await reader.tabTo('[data-link-id="blog"]');
    await reader.previous(3);
    await reader.press('Escape');
    expectTranscript(`03-plans-shop.${tag}`, reader.steps);
  });
}
