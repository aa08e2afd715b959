// Every persona's page loads, server-rendered and hydrated, without an error or warning in the console.
import { expect, test } from '@playwright/test';
import { PERSONAS, scenarioUrl } from './fixtures.ts';

for (const persona of PERSONAS) {
  test(`clean console: ${persona}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    for (const path of ['/', '/flows/teams', '/classes/watercolor-basics/1']) {
      await page.goto(scenarioUrl({ persona, path, flags: ['lo_nav_update', 'li_nav_update', 'ent_team_mgmt'] }));
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    }
    expect(problems).toEqual([]);
  });
}
