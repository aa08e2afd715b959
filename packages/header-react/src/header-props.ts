import type { ComponentType, ReactNode } from 'react';
import type { FlagKey, HeaderConfig, MessageOverrides, NavCategory, PageType, SearchRowMessageOverrides } from '@masthead/header-core';
import type { GetViewerQuery } from '@masthead/graphql';

/** The signed-in member as the GetViewer query returns it. */
export type HeaderViewer = NonNullable<GetViewerQuery['viewer']>;

/** Receives the header's analytics events (spec §7); the default batches to the API's /analytics. */
export interface AnalyticsTransport {
  track(name: string, properties: Readonly<Record<string, unknown>>): void;
}

/** Props of the host's link component, when the host routes client-side. */
export interface HostLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  target?: string;
  rel?: string;
  role?: string;
  tabIndex?: number;
  id?: string;
  onClick?: (event: { preventDefault(): void }) => void;
  [attribute: `aria-${string}` | `data-${string}`]: string | number | boolean | undefined;
}

/**
 * Everything a host passes to `<DesktopHeader>` or `<MobileHeader>`. Both renderers take the same props.
 * The header reads categories through Apollo (GetTopLevelCategories, GetFollowedCategoriesAndFacets),
 * so it must sit inside the host's `ApolloProvider`.
 */
export interface HeaderProps {
  /** The signed-in member, `null` for a logged-out visitor, or `'loading'` while unknown (renders a stable skeleton). */
  viewer: HeaderViewer | null | 'loading';
  /** Kind of page (spec §1). Default 'core'. */
  pageType?: PageType;
  /** Feature flags that are on. Default none. */
  flags?: Iterable<FlagKey>;
  /**
   * BCP 47 locale of the page: the header's `lang` and direction, number formats, and whether
   * 1-on-1 Sessions show (English locales only). Its words come from `messages`. Default 'en-US'.
   */
  locale?: string;
  /** Raw value of the language cookie; validated before display. */
  languageCookie?: string | null;
  /** Product name and external addresses. */
  config?: HeaderConfig;
  /**
   * The header's words: the catalog for `locale` (`await loadMessages(locale)`; English is built in),
   * with any single message overridden after it, as text with `{name}` arguments or a function of the
   * values: `{ ...catalog, signIn: 'Log in' }`. The search box's empty-state rows take theirs from here
   * too (`searchRecentGroup`, `searchRecentRemove` with `{query}`, …; every catalog but English has them,
   * and English ships with the search box's code). Default: English.
   */
  messages?: MessageOverrides & SearchRowMessageOverrides;
  /** Colour theme. Default 'dark'. */
  theme?: 'dark' | 'white';
  /** True on a class-details page (the header is not sticky there). Default false. */
  isClassDetailsPage?: boolean;
  /**
   * True on the search results page: the search box shows the page's `query` parameter (or, without
   * one, the search stored in this tab), and a submitted search stays stored. Elsewhere the stored
   * search is forgotten (spec §4). Default false.
   */
  isSearchPage?: boolean;
  /**
   * On the search results page, the search it shows (its URL's `query` parameter, as the host read it on
   * the server): the box holds it from the first HTML on, rather than once the page's script has run.
   * Without it the box reads the URL in the browser. Ignored elsewhere.
   */
  searchQuery?: string;
  /** Where analytics go. Default: none (events are dropped). */
  analytics?: AnalyticsTransport;
  /** Link component of the host's router. Default: a plain `<a>`. */
  linkComponent?: ComponentType<HostLinkProps>;
  /**
   * Client-side navigation for intents that are not plain link clicks (e.g. the teacher notice action,
   * whose link is then prevented). Default: none — the link navigates natively.
   */
  navigate?: (href: string) => void;
  /**
   * Body of the Sign In modal (the host's sign-in form). Without it, Sign In is a plain link. Sign Up is
   * always the link to the sign-up page (decisions: only Sign In opens a modal).
   */
  signInSlot?: ReactNode;
  /** Categories to show instead of querying them (tests, static hosts). */
  categories?: readonly NavCategory[];
  /** Id of the page's main content, the skip link's target. Default 'main'. */
  mainId?: string;
  /**
   * The path of the page showing the header (`/teach/activity`), so the header marks where the person is:
   * `aria-current="page"` and a visible mark on My Classes, Teach, My Team, Home, the link to this very page
   * in a menu or the drawer, and Browse on category pages. A host with a client-side router passes its
   * current path (Next.js: `usePathname()`) so the mark follows navigation. Default: none is marked.
   */
  currentPath?: string | undefined;
  /**
   * Web Storage for what the header remembers on the device: dismissals, and the recent searches. Default:
   * `window.localStorage` (guarded; `null` keeps them in memory for the page).
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /**
   * Recent searches (issue 23): the search box keeps the text of each search made (submitted, or a picked
   * skill; at most 5, newest first, under the `storage` key `masthead.search.recent`) and shows them when
   * it is focused empty, above popular searches, each removable. They belong to the device and the
   * viewer: signing out, or in, clears them. `false` turns the feature off: none are kept or shown
   * (popular searches still are). Default true.
   */
  recentSearches?: boolean;
}
