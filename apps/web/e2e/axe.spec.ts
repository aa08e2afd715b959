// axe (WCAG 2.2 AA tags) with zero violations, both themes, both variants, layers closed and open.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AXE_TAGS, banner, open, type Persona } from './fixtures.ts';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).include('header').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const STATES: { name: string; persona: Persona; variant: 'desktop' | 'mobile'; act?: (page: Page) => Promise<void> }[] = [
  { name: 'closed, visitor', persona: 'guest', variant: 'desktop' },
  { name: 'closed, teacher', persona: 'teacher', variant: 'desktop' },
  { name: 'Browse open', persona: 'member', variant: 'desktop', act: (p) => banner(p).getByRole('button', { name: 'Browse', exact: true }).click() },
  { name: 'Plans open', persona: 'free', variant: 'desktop', act: (p) => banner(p).getByRole('button', { name: 'Plans', exact: true }).click() },
  { name: 'Shop open', persona: 'free', variant: 'desktop', act: (p) => banner(p).getByRole('button', { name: 'Shop', exact: true }).click() },
  { name: 'profile menu open', persona: 'team-owner', variant: 'desktop', act: (p) => banner(p).getByRole('button', { name: 'Account menu' }).click() },
  { name: 'sign-in modal open', persona: 'guest', variant: 'desktop', act: (p) => banner(p).getByRole('button', { name: 'Sign In', exact: true }).click() },
  { name: 'closed, mobile visitor', persona: 'guest', variant: 'mobile' },
  { name: 'closed, mobile member', persona: 'canceled', variant: 'mobile' },
  { name: 'drawer open', persona: 'member', variant: 'mobile', act: (p) => banner(p).getByRole('button', { name: 'Open menu' }).click() },
];

for (const theme of ['dark', 'white'] as const) {
  for (const state of STATES) {
    test(`${theme} theme, ${state.variant}: ${state.name}`, async ({ page }) => {
      await open(page, { persona: state.persona, variant: state.variant, theme, flags: ['lo_nav_update', 'li_nav_update', 'perm_live_sessions_nav', 'ent_team_mgmt'] });
      if (state.act) await state.act(page);
      expect(await violations(page)).toEqual([]);
    });
  }
}
