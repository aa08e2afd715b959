// Every persona's page loads, server-rendered and hydrated, without an error or warning in the console.
// One kind of report is expected: the seed's hostile notification messages carry event handler
// attributes and <style> elements, and Chrome reports a CSP violation when DOMPurify parses them
// (into an inert document; the attribute is blocked, then removed; nothing runs). Only those, raised
// by the sanitizer's chunk, are let through; any other CSP report (our own code blocked) fails.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PERSONAS, scenarioUrl } from './fixtures.ts';

const sanitizerParsingHostileMarkup = (m: ConsoleMessage) =>
  /^(Executing inline event handler|Applying inline style) violates the following Content Security Policy directive/.test(m.text()) &&
  /\/assets\/notifications-lazy-[\w-]+\.js$/.test(m.location().url);

for (const persona of PERSONAS) {
  test(`clean console: ${persona}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && !sanitizerParsingHostileMarkup(m)) problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    for (const path of ['/', '/flows/teams', '/classes/watercolor-basics/1']) {
      await page.goto(scenarioUrl({ persona, path, flags: ['lo_nav_update', 'li_nav_update', 'ent_team_mgmt'] }));
      await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
    }
    expect(problems).toEqual([]);
  });
}
