// axe (WCAG 2.2 AA tags) with zero violations, both themes, both variants, layers closed and open.
import { expect, test, type Page } from './test.ts';
import { axeViolations } from './axe.ts';
import { banner, open, type Persona } from './fixtures.ts';

/** Presses a trigger and waits until it reports its layer open (its first press also loads the machines). */
async function openLayer(page: Page, name: string | RegExp): Promise<void> {
  const trigger = banner(page).getByRole('button', { name, exact: typeof name === 'string' });
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}

const STATES: { name: string; persona: Persona; variant: 'desktop' | 'mobile'; act?: (page: Page) => Promise<void> }[] = [
  { name: 'closed, visitor', persona: 'guest', variant: 'desktop' },
  { name: 'closed, teacher', persona: 'teacher', variant: 'desktop' },
  { name: 'Browse open', persona: 'member', variant: 'desktop', act: (p) => openLayer(p, 'Browse') },
  { name: 'Plans open', persona: 'free', variant: 'desktop', act: (p) => openLayer(p, 'Plans') },
  { name: 'Shop open', persona: 'free', variant: 'desktop', act: (p) => openLayer(p, 'Shop') },
  { name: 'profile menu open', persona: 'team-owner', variant: 'desktop', act: (p) => openLayer(p, /^Account menu, /) },
  {
    name: 'sign-in modal open',
    persona: 'guest',
    variant: 'desktop',
    act: async (p) => {
      await banner(p).getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(p.getByRole('dialog', { name: 'Sign in to Masthead' })).toBeVisible();
    },
  },
  { name: 'closed, mobile visitor', persona: 'guest', variant: 'mobile' },
  { name: 'closed, mobile member', persona: 'canceled', variant: 'mobile' },
  {
    name: 'drawer open',
    persona: 'member',
    variant: 'mobile',
    act: async (p) => {
      await banner(p).getByRole('button', { name: 'Open menu', exact: true }).click();
      await expect(p.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    },
  },
];

for (const theme of ['dark', 'white'] as const) {
  for (const state of STATES) {
    test(`${theme} theme, ${state.variant}: ${state.name}`, async ({ page }) => {
      await open(page, { persona: state.persona, variant: state.variant, theme, flags: ['lo_nav_update', 'li_nav_update', 'perm_live_sessions_nav', 'ent_team_mgmt'] });
      if (state.act) await state.act(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
