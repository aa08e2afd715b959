import { PAGE_TYPES, type PageType } from '@masthead/header-core';
import type { HeaderProps } from '../src/header-props.ts';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_PERSONAS, TEST_VIEWERS } from './personas.ts';

/** A named set of header props, for tests that run every renderer over the scenario matrix. */
export interface Scenario {
  readonly name: string;
  readonly props: HeaderProps;
}

const ALL_FLAGS = ['perm_live_sessions_nav', 'lo_nav_update', 'li_nav_update', 'li_nav_community_link', 'lo_nav_community_link', 'ent_team_mgmt', 'ch', 'referral_widget'] as const;

/** Every persona (plus a loading viewer) on every page type, alternating themes and flag sets. */
export function allScenarios(): Scenario[] {
  const out: Scenario[] = [];
  const viewers: [string, HeaderProps['viewer']][] = [...TEST_PERSONAS.map((p) => [p, TEST_VIEWERS[p]] as [string, HeaderProps['viewer']]), ['loading', 'loading']];
  let i = 0;
  for (const [persona, viewer] of viewers) {
    for (const pageType of PAGE_TYPES as readonly PageType[]) {
      i += 1;
      out.push({
        name: `${persona} on ${pageType}`,
        props: {
          viewer,
          pageType,
          categories: TEST_CATEGORIES,
          config: TEST_CONFIG,
          theme: i % 2 ? 'dark' : 'white',
          flags: i % 3 ? ALL_FLAGS : [],
          storage: null,
          signInSlot: i % 4 ? 'Sign-in form' : undefined,
        },
      });
    }
  }
  return out;
}
