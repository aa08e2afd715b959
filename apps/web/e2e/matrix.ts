// The scenario matrix: every persona × page type × variant renders what the spec says it must, and
// nothing it must not. The web app runs all of it (matrix.spec.ts); the outside hosts (apps/hosts) run it
// against the Next.js host, which takes the same URL parameters, each with the `test` of its own suite
// (its own servers).
import {
  expect,
  type Locator,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type PlaywrightWorkerArgs,
  type PlaywrightWorkerOptions,
  type TestType,
} from './test.ts';
import type { PageType } from '@masthead/header-core';
import { banner, expectedModel, open, type Persona, type Scenario } from './fixtures.ts';

const UPGRADE_LABELS = ['Start Now', 'Rejoin Masthead', 'Resume Membership'];
const TOP_BAR = ['Teach', 'My Team', 'My Classes'];

/** Sign In is a link without JavaScript and a modal trigger with it: accept either. */
function control(root: Locator, name: string): Locator {
  return root.getByRole('link', { name, exact: true }).or(root.getByRole('button', { name, exact: true }));
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
            const header = banner(page);
            await expect(header).toHaveCount(1);

            await expect(header.getByRole('link', { name: 'Masthead home' })).toHaveAttribute('href', model.logo.href);
            await expect(control(header, 'Sign In')).toHaveCount(model.signIn ? 1 : 0);
            // Sign Up is always the link to the sign-up page (decisions.md).
            await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(model.signUp ? 1 : 0);
            await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(model.profile ? 1 : 0);
            for (const label of UPGRADE_LABELS) {
              await expect(header.getByRole('link', { name: label, exact: true })).toHaveCount(model.upgrade?.label === label ? 1 : 0);
            }
            if (model.upgrade) await expect(header.getByRole('link', { name: model.upgrade.label })).toHaveAttribute('href', '/membership/checkout?via=header-upgrade');
            const cta = variant === 'desktop' ? model.referralCta?.desktopLabel : model.referralCta?.mobileLabel;
            await expect(header.getByRole('link', { name: /^Get 1 Free Month/ })).toHaveCount(cta ? 1 : 0);
            if (cta) await expect(header.getByRole('link', { name: /^Get 1 Free Month/ })).toHaveText(cta);
            if (variant === 'desktop') {
              // Team flows: Help and Contact Sales on the desktop bar (in the mobile drawer, checked below).
              await expect(header.getByRole('link', { name: /^Help/ })).toHaveCount(model.teamFlow.length ? 1 : 0);
              await expect(header.getByRole('link', { name: 'Contact Sales' })).toHaveCount(model.teamFlow.length ? 1 : 0);
              if (model.teamFlow.length) await expect(header.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', 'mailto:sales@masthead.example');
              await expect(header.getByRole('search')).toHaveCount(model.search.visible ? 1 : 0);
              for (const label of ['Browse', 'Plans', 'Shop']) {
                const shown = model.menus.some((m) => m.label === label);
                await expect(header.getByRole('button', { name: label, exact: true })).toHaveCount(shown ? 1 : 0);
              }
              for (const label of TOP_BAR) {
                const link = model.topBar.find((l) => l.label === label);
                const locator = header.getByRole('link', { name: label, exact: true });
                await expect(locator).toHaveCount(link ? 1 : 0);
                if (link) await expect(locator).toHaveAttribute('href', link.href);
              }
            } else {
              const toggle = header.getByRole('button', { name: 'Open menu' });
              await expect(toggle).toHaveCount(model.drawer.length ? 1 : 0);
              if (model.drawer.length) {
                await toggle.click();
                const drawer = page.getByRole('dialog');
                await expect(drawer).toBeVisible();
                const titles = model.drawer.map((g) => g.title).filter((t): t is string => t !== null);
                for (const title of ['Browse', 'Plans', 'Shop']) {
                  await expect(drawer.getByRole('heading', { name: title, exact: true })).toHaveCount(titles.includes(title) ? 1 : 0);
                }
                for (const link of model.drawer.flatMap((g) => [...g.links, ...g.sections.flatMap((s) => s.links)]).filter((l) => !l.id.startsWith('category:'))) {
                  await expect(drawer.getByRole('link', { name: link.label, exact: false }).first()).toHaveAttribute('href', link.href);
                }
              }
            }
          });
        }
      });
    }
  }
}
