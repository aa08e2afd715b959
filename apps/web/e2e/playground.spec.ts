// The playground panel: every scenario is a URL, set from a plain form, with clear errors for bad values.
import { expect, test } from './test.ts';
import { banner, notificationsBell, notificationsDrawer } from './fixtures.ts';

test('the panel switches persona, page type, flags, theme and variant, and the URL carries them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/playground?persona=guest');
  const panel = page.getByRole('complementary', { name: 'Playground' });
  await panel.getByLabel('Persona').selectOption('team-owner');
  await panel.getByLabel('Page type').selectOption('dedicatedFlowTeams');
  await panel.getByLabel('Theme').selectOption('white');
  await panel.getByLabel('Variant').selectOption('desktop');
  await panel.getByRole('checkbox', { name: 'ent_team_mgmt' }).check();
  await panel.getByRole('button', { name: 'Apply' }).press('Enter');
  await page.waitForURL(/persona=team-owner/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ persona: 'team-owner', pageType: 'dedicatedFlowTeams', theme: 'white', variant: 'desktop', flags: 'ent_team_mgmt' });
  await expect(banner(page)).toHaveAttribute('data-theme', 'white');
  await expect(banner(page).getByRole('link', { name: 'Contact Sales' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  // The link is shareable: a fresh context with only the URL sees the same header.
  const other = await page.context().browser()!.newPage({ viewport: { width: 1280, height: 900 } });
  await other.goto(page.url());
  await expect(other.getByRole('banner').getByRole('link', { name: 'Contact Sales' })).toBeVisible();
  await other.close();
});

test('bad parameters get specific messages and the rest still applies', async ({ page }) => {
  await page.goto('/playground?persona=hacker&theme=white&pageType=nope&variant=watch&locale=!!&flags=ch,zzz');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Unknown persona \"hacker\". Known personas: guest, free, expired, member, canceled, teacher, applicant, team-owner, team-admin, team-member.");
  await expect(alert).toContainText('Unknown pageType "nope"');
  await expect(alert).toContainText('Unknown variant "watch"');
  await expect(alert).toContainText('Locale "!!" is not a language tag');
  await expect(alert).toContainText('Unknown flags ignored: "zzz"');
  await expect(page.getByRole('banner').first()).toHaveAttribute('data-theme', 'white');
});

// Reset puts every persona's read state back to the seed, on the worker's own API.
test.describe('Reset in the playground', () => {
  test('as a teacher, opening the bell marks everything read; Reset brings the unread badge back, without JavaScript too', async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const bell = notificationsBell(page);
      const badge = banner(page).locator('.mh-bell__badge');
      // The seed: a teacher has 7 unread of their own and 25 in students' activity.
      await page.goto('/playground?persona=teacher&variant=desktop&theme=white');
      await expect(bell).toHaveAccessibleName('Notifications, 32 unread');
      await expect(badge).toHaveText('9+');
      if (javaScriptEnabled) {
        await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
        const marked = page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('MarkNotificationsAsRead'));
        await bell.click();
        await expect(notificationsDrawer(page).locator('.mh-ncard').first()).toBeVisible();
        await marked;
        await page.keyboard.press('Escape');
        // The cards kept their unread look while the drawer was open; opened again, they look read.
        await bell.click();
        await expect(notificationsDrawer(page).locator('.mh-ncard').first()).toBeVisible();
        await expect(notificationsDrawer(page).locator('.mh-ncard[data-state="unread"]')).toHaveCount(0);
        await page.keyboard.press('Escape');
      } else {
        // Without JavaScript the bell cannot open; mark everything read the way the drawer does.
        const marked = await page.request.post('/graphql', {
          data: { query: 'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }' },
          headers: { cookie: 'masthead_persona=teacher' },
        });
        expect(marked.ok()).toBe(true);
      }
      await page.reload();
      await expect(bell).toHaveAccessibleName('Notifications');
      await expect(badge).toBeHidden();

      const panel = page.getByRole('complementary', { name: 'Playground' });
      await panel.getByRole('button', { name: 'Reset demo data' }).click();
      // Back on the same page, same parameters, and the server has the seed again.
      await page.waitForURL((url) => url.pathname === '/playground' && url.searchParams.get('theme') === 'white');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ persona: 'teacher', variant: 'desktop', theme: 'white' });
      await expect(bell).toHaveAccessibleName('Notifications, 32 unread');
      await expect(badge).toHaveText('9+');
      await context.close();
    }
  });
});
