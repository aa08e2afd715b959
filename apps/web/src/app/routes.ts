import type { PageType } from '@masthead/header-core';

export type PageKind = 'content' | 'classDetails' | 'signIn' | 'search' | 'gallery' | 'notFound';

export interface RouteMatch {
  kind: PageKind;
  /** The page type the route has unless the playground overrides it. */
  pageType: PageType;
  title: string;
  status: number;
}

const titled = (title: string, pageType: PageType = 'core', kind: PageKind = 'content'): RouteMatch => ({ kind, pageType, title, status: 200 });

// Pages the header links to; each is a simple content page of the demo marketplace.
const CONTENT: Record<string, string> = {
  '/': 'Learn creative skills',
  '/playground': 'Header playground',
  '/home': 'Home',
  '/browse': 'All Classes',
  '/paths': 'All Learning Paths',
  '/projects': 'All Student Projects',
  '/pricing': 'Plans for individuals',
  '/for-teams/home': 'Plans for teams',
  '/one-on-one-sessions': '1-on-1 Sessions',
  '/community': 'Community',
  '/blog': 'Blog',
  '/teach': 'Teacher Hub',
  '/teach/activity': 'Student Activity',
  '/lists/saved-classes': 'My Classes',
  '/settings': 'Account Settings',
  '/settings/membership-and-payments': 'Membership & Payments',
  '/settings/language': 'Language',
  '/settings/team': 'Team Administration',
  '/settings/referrals': 'Refer a Friend',
  '/teams': 'Team Plans',
  '/perks': 'Perks',
  '/help': 'Help Center',
  '/membership/checkout': 'Checkout',
  '/teamAdmin': 'My Team',
  '/teamAdmin/management': 'Team Management',
};

/** Maps a path to its page; the playground's pageType parameter may still override the page type. */
export function matchRoute(path: string): RouteMatch {
  const known = CONTENT[path];
  if (known) return titled(known);
  if (path === '/gallery') return titled('Header gallery', 'core', 'gallery');
  if (path === '/search') return titled('Search results', 'core', 'search');
  if (path === '/signin') return titled('Sign in', 'core', 'signIn');
  if (path === '/signup') return titled('Sign up', 'signup', 'signIn');
  if (path === '/referral') return titled('A friend invited you', 'referralLanding');
  if (path === '/flows/individual') return titled('Checkout: individual plan', 'dedicatedFlowIndividual');
  if (path === '/flows/teams') return titled('Checkout: team plan', 'dedicatedFlowTeams');
  if (path === '/shop' || path === '/shop/digital-products') return titled('Digital Products', 'marketplace');
  // A category or a sub-category (/browse/fine-art/painting).
  if (/^\/browse\/[^/]+(?:\/[^/]+)?$/.test(path)) return titled('Category');
  if (/^\/(user|profile)\//.test(path)) return titled('Profile');
  if (/^\/paths\/[^/]+$/.test(path)) return titled('Learning Path');
  if (/^\/classes\/[^/]+\/[^/]+$/.test(path)) return titled('Class', 'core', 'classDetails');
  return { kind: 'notFound', pageType: 'core', title: 'Page not found', status: 404 };
}
