// The playground panel: every scenario is a URL, set from a plain form, with clear errors for bad values.
import { expect, test } from '@playwright/test';
import { banner } from './fixtures.ts';

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
