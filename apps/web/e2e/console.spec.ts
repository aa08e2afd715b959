// Every persona's page loads, server-rendered and hydrated, without an error or warning in the console,
// and without a single CSP report: the seed's hostile notification messages (event handler attributes,
// inline styles, <style> elements) are sanitized while the page is idle, and the sanitizer must not even
// make the browser weigh them against the policy (issue 25).
import { expect, test } from './test.ts';
import { PERSONAS, scenarioUrl } from './fixtures.ts';

for (const persona of PERSONAS) {
  test(`clean console: ${persona}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP report: ${e.violatedDirective} ${e.blockedURI}`));
    });
    for (const path of ['/', '/flows/teams', '/classes/watercolor-basics/1']) {
      await page.goto(scenarioUrl({ persona, path, flags: ['lo_nav_update', 'li_nav_update', 'ent_team_mgmt'] }));
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    }
    if (persona !== 'guest') {
      // The drawer's cards hold the hostile fixtures: opening it is sure to have sanitized them.
      await page.goto(scenarioUrl({ persona, path: '/' }));
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
      await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.locator('.mh-ncard').nth(2)).toBeVisible();
    }
    expect(problems).toEqual([]);
  });
}
