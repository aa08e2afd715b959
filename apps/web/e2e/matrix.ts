// The scenario matrix: every persona × page type × variant renders what the spec says it must, and
// nothing it must not. The web app runs all of it (matrix.spec.ts); the outside hosts (apps/hosts) run it
// against the Next.js host, which takes the same URL parameters, each with the `test` of its own suite
// (its own servers).
import {
  expect,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from './test.ts';
import type { HeaderModel, PageType } from '@masthead/header-core';
import { ariaNodes, byRole, type AriaNode } from './aria-tree.ts';
import { banner, expectedModel, open, type Persona, type Scenario } from './fixtures.ts';

const UPGRADE_LABELS = ['Start Now', 'Rejoin Masthead', 'Resume Membership'];
const TOP_BAR = ['Teach', 'My Team', 'My Classes'];

/** Sign In is a link without JavaScript and a modal trigger with it: accept either. */
const CONTROL = ['link', 'button'];

/** What the banner shows, against the model: each control there once when it should be, and not otherwise. */
function expectHeader(nodes: AriaNode[], model: HeaderModel, variant: 'desktop' | 'mobile'): void {
  const count = (role: string | string[], name: string | RegExp, exact = true) => byRole(nodes, role, name, { exact }).length;
  const href = (name: string | RegExp, exact = true) => byRole(nodes, 'link', name, { exact })[0]?.url;
  expect(count('link', 'Masthead home', false), 'Masthead home').toBe(1);
  expect(href('Masthead home', false)).toBe(model.logo.href);
  expect(count(CONTROL, 'Sign In'), 'Sign In').toBe(model.signIn ? 1 : 0);
  // Sign Up is always the link to the sign-up page (decisions.md).
  expect(count('link', 'Sign Up'), 'Sign Up').toBe(model.signUp ? 1 : 0);
  expect(count('button', 'Account menu', false), 'Account menu').toBe(model.profile ? 1 : 0);
  for (const label of UPGRADE_LABELS) expect(count('link', label), label).toBe(model.upgrade?.label === label ? 1 : 0);
  if (model.upgrade) expect(href(model.upgrade.label, false)).toBe('/membership/checkout?via=header-upgrade');
  const cta = variant === 'desktop' ? model.referralCta?.desktopLabel : model.referralCta?.mobileLabel;
  const ctas = byRole(nodes, 'link', /^Get 1 Free Month/);
  expect(ctas.map((link) => link.name)).toEqual(cta ? [cta] : []);
  if (variant === 'mobile') {
    expect(count('button', 'Open menu', false), 'Open menu').toBe(model.drawer.length ? 1 : 0);
    return;
  }
  // Team flows: Help and Contact Sales on the desktop bar (in the mobile drawer, checked there).
  expect(count('link', /^Help/), 'Help').toBe(model.teamFlow.length ? 1 : 0);
  expect(count('link', 'Contact Sales', false), 'Contact Sales').toBe(model.teamFlow.length ? 1 : 0);
  if (model.teamFlow.length) expect(href('Contact Sales', false)).toBe('mailto:sales@masthead.example');
  expect(count('search', /.*/), 'search').toBe(model.search.visible ? 1 : 0);
  for (const label of ['Browse', 'Plans', 'Shop']) expect(count('button', label), label).toBe(model.menus.some((m) => m.label === label) ? 1 : 0);
  for (const label of TOP_BAR) {
    const link = model.topBar.find((l) => l.label === label);
    expect(count('link', label), label).toBe(link ? 1 : 0);
    if (link) expect(href(label)).toBe(link.href);
  }
}

/** The phone's drawer, against the model: its groups' headings and every link with its target. */
function expectDrawer(nodes: AriaNode[], model: HeaderModel): void {
  const titles = model.drawer.map((g) => g.title).filter((t): t is string => t !== null);
  for (const title of ['Browse', 'Plans', 'Shop']) expect(byRole(nodes, 'heading', title, { exact: true }).length, title).toBe(titles.includes(title) ? 1 : 0);
  for (const link of model.drawer.flatMap((g) => [...g.links, ...g.sections.flatMap((s) => s.links)]).filter((l) => !l.id.startsWith('category:'))) {
    expect(byRole(nodes, 'link', link.label)[0]?.url, link.label).toBe(link.href);
  }
}

export interface MatrixOptions {
  /** The suite's `test`: the web app's (e2e/test.ts) or the hosts'. */
  test: TestType<PlaywrightTestArgs & PlaywrightTestOptions, PlaywrightWorkerArgs & PlaywrightWorkerOptions>;
  variants: readonly ('desktop' | 'mobile')[];
  pageTypes: readonly PageType[];
  personas: readonly Persona[];
}

/** Declares one test per variant × page type × persona. */
export function defineMatrix({ test, variants, pageTypes, personas }: MatrixOptions): void {
  for (const variant of variants) {
    for (const pageType of pageTypes) {
      test.describe(`${variant} · ${pageType}`, () => {
        for (const persona of personas) {
          test(persona, async ({ page, request }) => {
            const scenario: Scenario = { persona, pageType, variant };
            const model = await expectedModel(request, scenario);
            await open(page, scenario);
            await expect(banner(page)).toHaveCount(1);
            // The tree is read once per state and asked every question (aria-tree.ts), again until they all
            // hold or the timeout, as each expect(locator) waits on its own.
            await expect(async () => expectHeader(await ariaNodes(banner(page)), model, variant)).toPass();
            if (variant === 'mobile' && model.drawer.length) {
              await banner(page).getByRole('button', { name: 'Open menu' }).click();
              const drawer = page.getByRole('dialog');
              await expect(drawer).toBeVisible();
              await expect(async () => expectDrawer(await ariaNodes(drawer), model)).toPass();
            }
          });
        }
      });
    }
  }
}
