// Flow 2: Browse as APG disclosure navigation, from the keyboard: the button's state, the panel read
// with the virtual cursor (group titles, lists, links), a link's name by Tab, Escape back to the button.
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`Browse, opened and closed from the keyboard (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'free', variant: 'desktop', locale });
    await reader.tabTo('.mh-disclosure__trigger');
    await reader.press('Enter');
    // The virtual cursor reads the open panel to its end (focus stays on the button).
    await reader.moveWhileInside('.mh-desktop-nav__list > li:first-child', 'next');
    await reader.tab();
    await reader.press('Escape');
    await reader.press('Space');
    await reader.press('Space');
    expectTranscript(`02-browse.${tag}`, reader.steps);
  });
}
