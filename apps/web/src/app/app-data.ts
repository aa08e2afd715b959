import type { HeaderConfig } from '@masthead/header-core';
import type { HeaderViewer } from '@masthead/header-react';
import type { PageState } from './page-state.ts';
import type { RouteMatch } from './routes.ts';

export interface PersonaOption {
  id: string;
  label: string;
  description: string;
}

/** Everything a page needs, computed by the server and handed to the client for hydration. */
export interface AppData {
  path: string;
  /** The query string of the request, without '?'. */
  query: string;
  route: RouteMatch;
  state: PageState;
  errors: string[];
  personas: PersonaOption[];
  /** Development mode: the persona switch, the demo sign-in and the demo-data reset are offered. */
  devTools: boolean;
  /**
   * The persona the page was rendered for (cookie or playground parameter); in production, with a session
   * cookie, only 'session' (the page never carries the session itself).
   */
  persona: string;
  languageCookie: string | null;
  config: HeaderConfig;
  /**
   * The results page's search as the API refused it while the server rendered the page (a bad filter, an
   * unknown skill): the page says so in its first HTML, which without JavaScript is all there is.
   */
  searchFailure?: SearchFailure | null;
  /** For the gallery: each persona's viewer, fetched with that persona's cookie. */
  gallery: { persona: string; viewer: HeaderViewer | null | 'loading' }[] | null;
}

/** GraphQL errors of a refused search, as plain data (they travel to the browser in the page's JSON). */
export interface SearchFailure {
  readonly errors: readonly { readonly message: string; readonly extensions: { readonly code?: string } }[];
}

/** The id of the JSON block in which the server hands the page's data and Apollo cache to the client. */
export const PAGE_DATA_ID = 'masthead-data';

/** Addresses the demo marketplace links to. */
export const APP_CONFIG: HeaderConfig = {
  productName: 'Masthead',
  liveSessionsUrl: 'https://live.masthead.example/sessions',
  creatorHubUrl: 'https://creators.masthead.example',
  partnerUrl: 'https://partners.masthead.example',
  helpSiteUrl: 'https://help.masthead.example',
  salesEmail: 'sales@masthead.example',
  communityUrl: 'https://community.masthead.example',
};
