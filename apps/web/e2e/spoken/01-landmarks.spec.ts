// Flow 1: from the top of the page, a reader's landmark jumps, then the skip link by keyboard
// (APG landmarks: one banner holding the header, one navigation named, one main; the skip link first).
import { test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`landmarks and the skip link (${locale})`, async ({ page }) => {
    // The whole page, not just the header: the landmarks around it, and where the skip link lands.
    const reader = await listen(page, { persona: 'free', variant: 'desktop', locale }, 'body');
    // Landmark by landmark down to the page's main (what lies inside it is the page's, not the header's).
    for (let i = 0; i < 12 && reader.steps.at(-1)?.phrases[0] !== 'main'; i += 1) await reader.perform('moveToNextLandmark');
    await reader.tab();
    await reader.press('Enter');
    await reader.tab();
    expectTranscript(`01-landmarks.${tag}`, reader.steps);
  });
}
