import type { Messages } from '../messages.ts';
import type { HeaderScenario } from '../scenario/scenario.types.ts';
import type { ProfileOwner } from '../url/paths.ts';
import type { Flags } from './flags.ts';

/** Addresses outside the app that the header links to. All optional; a missing one hides its entry. */
export interface HeaderConfig {
  /** Product name used in labels ('Rejoin {product}'). Default 'Masthead'. */
  readonly productName?: string;
  /** External live sessions site; the Shop entry shows only when set and the flag is on. */
  readonly liveSessionsUrl?: string | null;
  /** Creator Hub address (profile menu, `ch` flag on). */
  readonly creatorHubUrl?: string | null;
  /** Partner program address (profile menu, `ch` flag off). */
  readonly partnerUrl?: string | null;
  /** External help site for team-flow pages. */
  readonly helpSiteUrl?: string | null;
  /** Sales e-mail address for Contact Sales on team-flow pages. */
  readonly salesEmail?: string | null;
  /** The community site's absolute address, used by the mobile drawer. */
  readonly communityUrl?: string | null;
  /** `via` value of search URLs. Default 'header'. */
  readonly searchVia?: string;
  /**
   * Hosts besides the page's own origin that links from data (notifications, suggestions) may point
   * at, added to the hosts of the addresses above (which are always allowed): exact host names
   * (`blog.example.com`, `example.com:8443`) or every subdomain of one (`*.example.com`). A link to
   * any other host renders as its words (in a message) or as a card without a link. Invalid entries
   * are ignored with a console warning. Pictures are not limited by it. Default: none.
   */
  readonly linkHosts?: readonly string[];
}

export interface NavCategory {
  readonly slug: string;
  readonly displayName: string;
}

/** The viewer fields the navigation shows (name, avatar, profile path). */
export interface NavigationViewer extends ProfileOwner {
  readonly mediumPictureUrl?: string | null;
  readonly smallPictureUrl?: string | null;
  readonly headline?: string | null;
}

export interface NavigationInput {
  readonly scenario: HeaderScenario;
  readonly viewer: NavigationViewer | null;
  readonly flags: Flags;
  /** BCP 47 locale of the page, e.g. 'en-US'. */
  readonly locale: string;
  /** Raw value of the language cookie (untrusted). */
  readonly languageCookie?: string | null;
  readonly config?: HeaderConfig;
  readonly messages: Messages;
  /** Top-level categories in menu order. */
  readonly categories?: readonly NavCategory[];
  /** Categories the viewer follows. */
  readonly followedCategories?: readonly NavCategory[];
  /** True on a class-details page: the header is not sticky there. */
  readonly isClassDetailsPage?: boolean;
}

/** An analytics intent attached to a link; the renderer hands it to the host's analytics. */
export interface TrackIntent {
  readonly name: 'click-nav-bar' | 'browse-category' | 'live-session';
  readonly properties: Readonly<Record<string, string>>;
}

export interface NavLink {
  /** Stable id (React keys, test hooks). */
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** Leaves our site (help site, live sessions, mailto…). */
  readonly external: boolean;
  readonly newTab: boolean;
  /** A pill after the label, e.g. 'BETA'. */
  readonly pill?: string;
  /** Secondary text, e.g. the current language in the profile menu. */
  readonly detail?: string;
  /** A shorter label where room is short (the upgrade button on phones); `label` stays its accessible name. */
  readonly shortLabel?: string;
  /**
   * `'post'` for an action that changes state (Log Out): renderers send it as a form POST to `href`, never
   * as a link, which an `<img>`, a prefetch or a host's router could GET. Default: absent (a plain link).
   */
  readonly method?: 'post';
  readonly track: readonly TrackIntent[];
}

export interface NavSection {
  readonly id: string;
  /** Group heading; null for an untitled group. */
  readonly title: string | null;
  readonly links: readonly NavLink[];
}

/**
 * A group of the mobile drawer: its heading (none for an untitled group), its own links, then its
 * sub-lists. Browse keeps the sub-lists of the desktop menu (Your Categories, Categories, Explore) so
 * each list shows once under its own heading rather than run together into one list.
 */
export interface DrawerGroup extends NavSection {
  /** Titled lists after `links`, each under its own heading below the group's. Empty for most groups. */
  readonly sections: readonly NavSection[];
}

export interface NavMenu {
  readonly id: 'browse' | 'plans' | 'shop';
  readonly label: string;
  readonly sections: readonly NavSection[];
}

export interface ProfileMenuModel {
  /** Full name for the avatar's alt text and the menu heading. */
  readonly name: string;
  readonly headline: string | null;
  /** Avatar URL, already through the URL policy; null shows initials. */
  readonly avatarUrl: string | null;
  readonly initials: string;
  readonly sections: readonly NavSection[];
}

export interface ReferralCta {
  readonly href: string;
  readonly mobileLabel: string;
  readonly desktopLabel: string;
  readonly track: readonly TrackIntent[];
}

/** Everything the header shows for one scenario, and where each item points. */
export interface HeaderModel {
  readonly scenario: HeaderScenario;
  /** The page's locale (the header root's `lang`: screen readers pick the voice by it). */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly sticky: boolean;
  readonly logo: { readonly href: string; readonly label: string };
  /** Search box (desktop) and search icon (mobile). */
  readonly search: { readonly visible: boolean; readonly via: string; readonly onlyHighQuality: boolean };
  /** Desktop primary navigation. */
  readonly menus: readonly NavMenu[];
  /** A top-level Community link (logged-out visitors with both logged-out flags). */
  readonly community: NavLink | null;
  /** Teach, My Team, My Classes. */
  readonly topBar: readonly NavLink[];
  readonly upgrade: NavLink | null;
  readonly notifications: boolean;
  readonly profile: ProfileMenuModel | null;
  readonly signIn: NavLink | null;
  readonly signUp: NavLink | null;
  readonly referralCta: ReferralCta | null;
  /** Help and Contact Sales on team-flow pages. */
  readonly teamFlow: readonly NavLink[];
  readonly teacherNotice: boolean;
  /** The mobile drawer's groups (on team flows: Help and Contact Sales only); empty when the page has none. */
  readonly drawer: readonly DrawerGroup[];
  readonly messages: Messages;
  /**
   * The allowlist of links from data, for `linkPolicy`: the hosts of the configured addresses
   * (community, help, live sessions, creator hub, partner), then `config.linkHosts` as given.
   */
  readonly linkHosts: readonly string[];
}
