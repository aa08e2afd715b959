import type { PageType } from '../scenario/scenario.types.ts';

/**
 * What each page type keeps of the header (spec §1; decisions.md "Sign in and sign up").
 * - core: everything.
 * - marketplace: the shop is the point: no Plans menu, no upgrade button, no teacher notice.
 * - signup: logo and Sign In only (the page itself is the sign-up form).
 * - referralLanding: logo and the referral call to action instead of the normal controls.
 * - dedicated flows: nav links hidden; only authentication controls on the right (Sign In / Sign Up,
 *   or the profile menu when signed in); team flows add Help and Contact Sales.
 */
export interface PageRules {
  readonly nav: boolean;
  readonly plans: boolean;
  readonly search: boolean;
  readonly memberControls: boolean;
  readonly upgrade: boolean;
  readonly profile: boolean;
  readonly signIn: boolean;
  readonly signUp: boolean;
  readonly referralCta: boolean;
  readonly teamFlow: boolean;
  readonly teacherNotice: boolean;
  readonly drawer: boolean;
}

const full: PageRules = {
  nav: true,
  plans: true,
  search: true,
  memberControls: true,
  upgrade: true,
  profile: true,
  signIn: true,
  signUp: true,
  referralCta: false,
  teamFlow: false,
  teacherNotice: true,
  drawer: true,
};

const authOnly: PageRules = {
  ...full,
  nav: false,
  plans: false,
  search: false,
  memberControls: false,
  upgrade: false,
  teacherNotice: false,
  drawer: false,
};

export const PAGE_RULES: Readonly<Record<PageType, PageRules>> = {
  core: full,
  marketplace: { ...full, plans: false, upgrade: false, teacherNotice: false },
  signup: { ...authOnly, profile: false, signUp: false },
  referralLanding: { ...authOnly, profile: false, signIn: false, signUp: false, referralCta: true },
  dedicatedFlowIndividual: authOnly,
  dedicatedFlowTeams: { ...authOnly, teamFlow: true },
};
