/**
 * Every user-facing string of the header, in English. Hosts override any subset through the
 * `messages` prop; `{product}` is replaced by the configured product name.
 */
export const defaultMessages = {
  skipToContent: 'Skip to main content',
  homeLogo: '{product} home',
  mainNavigation: 'Main',
  browse: 'Browse',
  yourCategories: 'Your Categories',
  yourTopics: 'Topics You Follow',
  categories: 'Categories',
  explore: 'Explore',
  allClasses: 'All Classes',
  allLearningPaths: 'All Learning Paths',
  allStudentProjects: 'All Student Projects',
  plans: 'Plans',
  plansIndividual: 'Individual',
  plansTeams: 'Teams',
  shop: 'Shop',
  digitalProducts: 'Digital Products',
  oneOnOneSessions: '1-on-1 Sessions',
  liveSessions: 'Live Sessions',
  community: 'Community',
  blog: 'Blog',
  beta: 'BETA',
  home: 'Home',
  teach: 'Teach',
  myTeam: 'My Team',
  myClasses: 'My Classes',
  upgradeStart: 'Start Now',
  upgradeRejoin: 'Rejoin {product}',
  upgradeResume: 'Resume Membership',
  /** The upgrade button's label on phones, where the full one would wrap (its accessible name stays whole). */
  upgradeRejoinShort: 'Rejoin',
  upgradeResumeShort: 'Resume',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  referralCtaMobile: 'Get 1 Free Month',
  referralCtaDesktop: 'Get 1 Free Month of {product}',
  help: 'Help',
  contactSales: 'Contact Sales',
  notifications: 'Notifications',
  accountMenu: 'Account menu',
  profile: 'Profile',
  savedClasses: 'Saved Classes',
  accountSettings: 'Account Settings',
  membershipSettings: 'Membership & Payments',
  language: 'Language',
  teamAdministration: 'Team Administration',
  teamPlans: 'Team Plans',
  referrals: 'Refer a Friend',
  referralsWidget: 'Give 1 month, get 1 month',
  perks: 'Perks',
  helpCenter: 'Help Center',
  logout: 'Log Out',
  teacherHub: 'Teacher Hub',
  creatorHub: 'Creator Hub',
  partnerProgram: 'Partner Program',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  search: 'Search',
  searchPlaceholder: 'What do you want to learn today?',
  searchSubmit: 'Search',
  loading: 'Loading',
  teacherNotice: 'Your Student Activity is now in the Teacher Hub.',
  teacherNoticeAction: 'View Student Activity',
  dismiss: 'Dismiss',
  opensInNewTab: '(opens in a new tab)',
  signInTitle: 'Sign in to {product}',
  close: 'Close',
  // Search box (spec §4). `{query}` and `{count}` are placeholders.
  searchForQuery: 'Search for ‘{query}’',
  searchSuggestions: 'Search suggestions',
  searchGroupSkills: 'Skills',
  searchGroupClasses: 'Classes',
  searchGroupPaths: 'Learning Paths',
  searchGroupTeachers: 'Teachers',
  searchResultsOne: '1 suggestion available',
  searchResultsMany: '{count} suggestions available',
  searchResultsNone: 'No suggestions',
  searchClear: 'Clear search',
  searchCancel: 'Cancel',
  searchClassCountOne: '1 class',
  searchClassCountMany: '{count} classes',
  searchFollowerCountOne: '1 follower',
  searchFollowerCountMany: '{count} followers',
  // Notifications (spec §8 texts verbatim).
  notificationsUnread: 'Notifications, {count} unread',
  notificationsTabList: 'Notification lists',
  notificationsStudentsTab: 'Student Activity',
  notificationsOwnTab: 'Your Activity',
  notificationsSeeAllStudentActivity: 'See all student activity',
  notificationsEmptyOwn:
    "Learning is better together! Follow this feed for notifications about teachers you follow, class you'll love, and more.",
  notificationsEmptyStudents:
    'Teaching is all about community! Browse new projects, questions, and discussions created by your students.',
  notificationsError: 'Hmm, something went wrong. Refresh the page or try again in a few minutes.',
  notificationsMarkAllReadFailed: "We couldn't mark your notifications as read. They still show as unread.",
  notificationsLoading: 'Loading notifications',
  notificationsUnreadCard: 'Unread',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = { readonly [K in MessageKey]: string };

/** Merges host overrides over the defaults; non-string overrides are ignored. */
export function resolveMessages(overrides?: Partial<Record<MessageKey, unknown>>): Messages {
  const out: Record<string, string> = { ...defaultMessages };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (key in defaultMessages && typeof value === 'string') out[key] = value;
    }
  }
  return out as Messages;
}

/** Fills `{name}` placeholders; unknown placeholders are left as they are. */
export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
