import type {
  HeaderScenario,
  PageType,
  ScenarioViewer,
  UserAccountAccess,
  UserContentInteraction,
  UserSubscriptionState,
  UserSubscriptionType,
} from './scenario.types.ts';

/** Account access: logged out when no user; paid when the subscription is active; otherwise free. */
export function deriveAccountAccess(viewer: ScenarioViewer | null): UserAccountAccess {
  if (!viewer) return 'loggedOut';
  return viewer.subscription.isActive ? 'paid' : 'free';
}

/** Subscription state (spec §3). An active subscription is checked first: it decides canceled vs renewing. */
export function deriveSubscriptionState(viewer: ScenarioViewer | null): UserSubscriptionState {
  if (!viewer) return 'none';
  const { isActive, hasEverSubscribed, canUpgrade } = viewer.subscription;
  if (isActive) return canUpgrade ? 'activeCanceled' : 'activeRenewing';
  return hasEverSubscribed ? 'expired' : 'neverSubscribed';
}

/** Subscription type: owner or admin of a team, else a participant of any team, else individual. */
export function deriveSubscriptionType(viewer: ScenarioViewer | null): UserSubscriptionType {
  if (!viewer) return 'standardIndividual';
  if (viewer.isTeamOwner || viewer.isTeamAdmin) return 'teamOwner';
  return viewer.teams.length > 0 ? 'teamParticipant' : 'standardIndividual';
}

/** Teachers and approved teacher applicants get the teacher experience. */
export function deriveContentInteraction(viewer: ScenarioViewer | null): UserContentInteraction {
  if (!viewer) return 'student';
  return viewer.isTeacher || viewer.teacherApplicationStatus === 'Approved' ? 'teacher' : 'student';
}

/** Derives the header scenario (spec §3 "Derived values") from the viewer (null = logged out). */
export function deriveScenario(viewer: ScenarioViewer | null, pageType: PageType): HeaderScenario {
  return {
    pageType,
    userAccountAccess: deriveAccountAccess(viewer),
    userSubscriptionState: deriveSubscriptionState(viewer),
    userSubscriptionType: deriveSubscriptionType(viewer),
    userContentInteraction: deriveContentInteraction(viewer),
  };
}

/** Narrows an untrusted string (a URL parameter, say) to a page type. */
export function parsePageType(value: string | null | undefined): PageType | null {
  switch (value) {
    case 'core':
    case 'dedicatedFlowIndividual':
    case 'dedicatedFlowTeams':
    case 'referralLanding':
    case 'signup':
    case 'marketplace':
      return value;
    default:
      return null;
  }
}
