import { describe, expect, it } from 'vitest';
import { deriveScenario, parsePageType } from './derive-scenario.ts';
import { PAGE_TYPES, type ScenarioViewer } from './scenario.types.ts';

const sub = (isActive: boolean, hasEverSubscribed: boolean, canUpgrade: boolean) => ({ isActive, hasEverSubscribed, canUpgrade });
const user = (over: Partial<ScenarioViewer> = {}): ScenarioViewer => ({
  isTeacher: false,
  teacherApplicationStatus: null,
  teams: [],
  isTeamAdmin: false,
  isTeamOwner: false,
  subscription: sub(false, false, false),
  ...over,
});

describe('deriveScenario (spec §3 derived values)', () => {
  it.each([
    ['no user', null, 'loggedOut', 'none'],
    ['never subscribed', user(), 'free', 'neverSubscribed'],
    ['expired', user({ subscription: sub(false, true, false) }), 'free', 'expired'],
    ['expired, canUpgrade ignored', user({ subscription: sub(false, true, true) }), 'free', 'expired'],
    ['active canceled', user({ subscription: sub(true, true, true) }), 'paid', 'activeCanceled'],
    ['active renewing', user({ subscription: sub(true, true, false) }), 'paid', 'activeRenewing'],
    ['active without history flag', user({ subscription: sub(true, false, false) }), 'paid', 'activeRenewing'],
  ] as const)('%s → access %s, state %s', (_name, viewer, access, state) => {
    const s = deriveScenario(viewer, 'core');
    expect(s.userAccountAccess).toBe(access);
    expect(s.userSubscriptionState).toBe(state);
  });

  it.each([
    ['no user', null, 'standardIndividual'],
    ['no teams', user(), 'standardIndividual'],
    ['owner', user({ isTeamOwner: true, teams: [{}] }), 'teamOwner'],
    ['admin', user({ isTeamAdmin: true, teams: [{}] }), 'teamOwner'],
    ['owner flag without teams listed', user({ isTeamOwner: true }), 'teamOwner'],
    ['member of a team', user({ teams: [{}] }), 'teamParticipant'],
    ['member of two teams', user({ teams: [{}, {}] }), 'teamParticipant'],
  ] as const)('subscription type: %s → %s', (_name, viewer, type) => {
    expect(deriveScenario(viewer, 'core').userSubscriptionType).toBe(type);
  });

  it.each([
    ['no user', null, 'student'],
    ['student', user(), 'student'],
    ['teacher', user({ isTeacher: true }), 'teacher'],
    ['approved applicant', user({ teacherApplicationStatus: 'Approved' }), 'teacher'],
    ['submitted applicant', user({ teacherApplicationStatus: 'Submitted' }), 'student'],
    ['declined applicant', user({ teacherApplicationStatus: 'Declined' }), 'student'],
  ] as const)('content interaction: %s → %s', (_name, viewer, interaction) => {
    expect(deriveScenario(viewer, 'core').userContentInteraction).toBe(interaction);
  });

  it.each(PAGE_TYPES)('keeps the page type %s', (pageType) => {
    expect(deriveScenario(null, pageType).pageType).toBe(pageType);
  });

  it('parses only known page types', () => {
    expect(parsePageType('signup')).toBe('signup');
    expect(parsePageType('Signup')).toBeNull();
    expect(parsePageType('<script>')).toBeNull();
    expect(parsePageType(null)).toBeNull();
  });
});
