/** The kinds of page the header appears on (spec §1). */
export const PAGE_TYPES = [
  'core',
  'dedicatedFlowIndividual',
  'dedicatedFlowTeams',
  'referralLanding',
  'signup',
  'marketplace',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export type UserAccountAccess = 'loggedOut' | 'free' | 'paid';
/** `none` is the state of a logged-out visitor, who has no subscription to speak of. */
export type UserSubscriptionState = 'none' | 'neverSubscribed' | 'expired' | 'activeCanceled' | 'activeRenewing';
export type UserSubscriptionType = 'standardIndividual' | 'teamOwner' | 'teamParticipant';
export type UserContentInteraction = 'student' | 'teacher';

/** The header scenario of spec §3: everything the header's rules branch on. */
export interface HeaderScenario {
  readonly pageType: PageType;
  readonly userAccountAccess: UserAccountAccess;
  readonly userSubscriptionState: UserSubscriptionState;
  readonly userSubscriptionType: UserSubscriptionType;
  readonly userContentInteraction: UserContentInteraction;
}

/**
 * The fields of the current user the scenario depends on. Structural, so the GraphQL viewer type
 * (GetViewerQuery['viewer']) fits without header-core knowing about GraphQL.
 */
export interface ScenarioViewer {
  readonly isTeacher: boolean;
  readonly teacherApplicationStatus?: string | null;
  readonly teams: readonly unknown[];
  readonly isTeamAdmin: boolean;
  readonly isTeamOwner: boolean;
  readonly subscription: {
    readonly isActive: boolean;
    readonly hasEverSubscribed: boolean;
    readonly canUpgrade: boolean;
  };
}
