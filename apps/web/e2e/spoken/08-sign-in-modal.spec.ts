// Flow 8a: a visitor's Sign In opens the sign-in modal (APG modal dialog): its name, where focus
// lands, its controls by Tab, Escape back to the button.
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`the sign-in modal (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'guest', variant: 'desktop', locale });
    await reader.tabTo('.mh-actions button[aria-haspopup="dialog"]');
    reader.forget();
    await reader.press('Enter');
    // Into the host's form (its words are the web app's, not the header's), then its controls by Tab.
    await reader.next(2);
    await reader.tab(2);
    await reader.press('Shift+Tab', 2);
    await reader.press('Escape');
    expectTranscript(`08-sign-in-modal.${tag}`, reader.steps);
  });
}
