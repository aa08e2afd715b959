// Flow 7: the mobile drawer (390 px) as a modal dialog: the toggle's state, the dialog's name, its
// groups by heading, its links by Tab, and Escape closing it with focus back on the toggle.
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`the mobile drawer (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'free', variant: 'mobile', locale });
    await reader.tabTo('.mh-drawer-toggle');
    await reader.press('Enter');
    // A reader's heading jumps through the drawer's groups (the virtual cursor does not know that the
    // native modal made the page inert: the walk stops where it leaves the dialog).
    await reader.moveWhileInside('dialog.mh-drawer', 'moveToNextHeading', { keepExit: false });
    await reader.tab(3);
    await reader.press('Escape');
    expectTranscript(`07-drawer.${tag}`, reader.steps);
  });
}
