// What the root layout knows of the request: persona and language cookies, and the playground parameters.
import { negotiateLocale, parseFlags, parsePageType, searchQueryOf, type FlagKey, type PageType } from '@masthead/header-core';
import type { HostMode } from './mode';

export const PERSONA_COOKIE = 'masthead_persona';
export const LANGUAGE_COOKIE = 'masthead_language';
export const PERSONAS = ['guest', 'free', 'expired', 'member', 'canceled', 'teacher', 'applicant', 'team-owner', 'team-admin', 'team-member'] as const;
export const REQUEST_HEADERS = { search: 'x-masthead-search' } as const;

export type Variant = 'desktop' | 'mobile';

export interface HostRequest {
  persona: string;
  languageCookie: string | null;
  /** `?pageType=`, which overrides the page type of the route's layout; null without one. */
  pageType: PageType | null;
  flags: FlagKey[];
  theme: 'dark' | 'white';
  /** Forces one renderer; null mounts both and lets the 1024 px breakpoint pick. */
  variant: Variant | null;
  locale: string;
  /** The URL's `query` (the results page's search), as the header's rule cuts it; '' without one. */
  query: string;
}

/**
 * Reads the request; values that cannot be used fall back to defaults, never throw. In production the
 * session cookie is a token the API signed (its sessions.ts), passed on as it came for the API to judge;
 * in development it names a persona.
 */
export function readRequest(cookie: (name: string) => string | undefined, header: (name: string) => string | null, mode: HostMode = 'development'): HostRequest {
  const params = new URLSearchParams(header(REQUEST_HEADERS.search) ?? '');
  const rawPersona = cookie(PERSONA_COOKIE);
  const persona = rawPersona && (mode === 'production' || (PERSONAS as readonly string[]).includes(rawPersona)) ? rawPersona : 'guest';
  const variant = params.get('variant');
  const locale = params.get('locale');
  return {
    persona,
    languageCookie: cookie(LANGUAGE_COOKIE) ?? null,
    pageType: parsePageType(params.get('pageType')),
    flags: [...parseFlags(params.getAll('flags').join(',')).flags],
    theme: params.get('theme') === 'white' ? 'white' : 'dark',
    variant: variant === 'desktop' || variant === 'mobile' ? variant : null,
    // The locale parameter, the language cookie, the browser's Accept-Language, English (header-core).
    locale: negotiateLocale({ param: locale, cookie: cookie(LANGUAGE_COOKIE), acceptLanguage: header('accept-language') }),
    query: searchQueryOf(params.get('query') ?? ''),
  };
}
