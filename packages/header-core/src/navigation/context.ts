import type { Messages } from '../messages.ts';
import type { HeaderScenario } from '../scenario/scenario.types.ts';
import type { Flags } from './flags.ts';
import type { HeaderConfig, NavCategory, NavigationInput, NavigationViewer } from './navigation.types.ts';

/** The navigation rules' working set: the input plus the conditions several rules share. */
export interface Context {
  readonly scenario: HeaderScenario;
  readonly viewer: NavigationViewer | null;
  readonly flags: Flags;
  readonly locale: string;
  readonly languageCookie: string | null;
  readonly config: HeaderConfig & { readonly productName: string };
  readonly m: Messages;
  readonly categories: readonly NavCategory[];
  readonly followed: readonly NavCategory[];
  readonly loggedIn: boolean;
  /** Blog shows when the nav-update flag of the visitor's login state is on (spec §6). */
  readonly blogVisible: boolean;
  /** Logged-in members with both logged-in flags find Community under Browse. */
  readonly communityInBrowse: boolean;
  /** Logged-out visitors with both logged-out flags find Community in the last group. */
  readonly communityLast: boolean;
}

export function createContext(input: NavigationInput): Context {
  const { flags, scenario } = input;
  const loggedIn = scenario.userAccountAccess !== 'loggedOut' && input.viewer !== null;
  return {
    scenario,
    viewer: loggedIn ? input.viewer : null,
    flags,
    locale: input.locale,
    languageCookie: input.languageCookie ?? null,
    config: { ...input.config, productName: input.config?.productName || 'Masthead' },
    m: input.messages,
    categories: input.categories ?? [],
    followed: loggedIn ? (input.followedCategories ?? []) : [],
    loggedIn,
    blogVisible: flags.has(loggedIn ? 'li_nav_update' : 'lo_nav_update'),
    communityInBrowse: loggedIn && flags.has('li_nav_update') && flags.has('li_nav_community_link'),
    communityLast: !loggedIn && flags.has('lo_nav_update') && flags.has('lo_nav_community_link'),
  };
}
