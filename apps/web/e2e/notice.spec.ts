// The teacher notice (decisions.md): shown to teachers and approved applicants until dismissed,
// dismissal remembered across reloads, the action leads to the students' activity.
import { expect, test } from './test.ts';
import { banner, open, searchBox } from './fixtures.ts';

const TEXT = 'Your Student Activity is now in the Teacher Hub.';

test('dismissed by keyboard, still dismissed after a reload', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop' });
  const notice = banner(page).getByText(TEXT);
  await expect(notice).toBeVisible();
  const dismiss = banner(page).getByRole('button', { name: 'Dismiss' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  // Focus goes to the Teach link the notice pointed at, not to <body>.
  await expect(banner(page).getByRole('link', { name: 'Teach', exact: true })).toBeFocused();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByText(TEXT)).toBeHidden();
});

test('mobile: dismissed by keyboard, focus goes to the drawer toggle it is anchored to', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'mobile' });
  const notice = banner(page).getByText(TEXT);
  await expect(notice).toBeVisible();
  await banner(page).getByRole('button', { name: 'Dismiss' }).focus();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('View Student Activity goes to the Teacher Hub and dismisses the notice', async ({ page }) => {
  await open(page, { persona: 'applicant', variant: 'mobile' });
  await banner(page).getByRole('link', { name: 'View Student Activity' }).click();
  await page.waitForURL(/\/teach\/activity/);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByText(TEXT)).toBeHidden();
});

test('students never see it, and it steps aside for an open menu', async ({ page }) => {
  await open(page, { persona: 'member', variant: 'desktop' });
  await expect(banner(page).getByText(TEXT)).toHaveCount(0);
  await open(page, { persona: 'teacher', variant: 'desktop' });
  await banner(page).getByRole('button', { name: 'Browse', exact: true }).click();
  await expect(banner(page).getByText(TEXT)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(banner(page).getByText(TEXT)).toBeVisible();
});

test('storage that throws or holds garbage never breaks the header', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('masthead.teacherNotice.dismissed', '{garbage');
  });
  await open(page, { persona: 'teacher', variant: 'desktop' });
  await expect(banner(page).getByText(TEXT)).toBeVisible();
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new Error('SecurityError: storage disabled'); } });
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await expect(banner(page).getByText(TEXT)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page).getByText(TEXT)).toBeHidden();
});

test('it steps aside for the open search dropdown too', async ({ page }) => {
  await open(page, { persona: 'teacher', variant: 'desktop' });
  await expect(banner(page).getByText(TEXT)).toBeVisible();
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('wat', { delay: 30 });
  await expect(banner(page).getByRole('listbox')).toBeVisible();
  await expect(banner(page).getByText(TEXT)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(banner(page).getByRole('listbox')).toBeHidden();
  await expect(banner(page).getByText(TEXT)).toBeVisible();
});
