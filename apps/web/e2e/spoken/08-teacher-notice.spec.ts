// Flow 8b: a teacher's notice 'Your Student Activity is now in the Teacher Hub.' with its action and
// its Dismiss button: how it is found and heard, and where focus goes once it is dismissed.
import { expect, test } from '../test.ts';
import { LOCALES, listen } from './reader.ts';
import { expectTranscript } from './transcript.ts';

for (const { locale, tag } of LOCALES) {
  test(`the teacher notice (${locale})`, async ({ page }) => {
    const reader = await listen(page, { persona: 'teacher', variant: 'desktop', locale });
    await expect(page.locator('.mh-notice')).toBeVisible();
    await reader.tabTo('.mh-notice a');
    reader.forget();
    await reader.previous(4);
    await reader.next(4);
    await reader.tab();
    await reader.press('Enter');
    expectTranscript(`08-teacher-notice.${tag}`, reader.steps);
  });
}
