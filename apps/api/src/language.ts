/**
 * The language of an answer (issue 11). The API owns a little text — the category names, the search
 * vocabulary (skills, materials, facet labels: issue 23) and the notification templates — and answers it
 * in one of the header's shipped locales, chosen per
 * request: the Accept-Language header (q-values honoured, unshipped languages skipped), then the
 * `masthead_language` cookie (when the answer may depend on cookies), then English. Accept-Language
 * comes first because a page sends its own language there (the web app, the hosts): a page in Arabic
 * by its `?locale=` parameter gets Arabic answers even when the cookie says German, and every answer of
 * one page agrees, the public and the private ones. A client that sends no Accept-Language (or only
 * languages the API lacks) gets the cookie's. Every English tag is en-US here (the API has one English).
 *
 * Answers of the public operations (PUBLIC_OPERATIONS: shared by HTTP caches, see persisted.ts) never
 * read the cookie: a cache keys them on the URL and `Vary: Accept-Language`, never on cookies. They
 * are known by their operation name, so a server render that POSTs them gets the very answer the
 * browser's cacheable GET gets.
 */
import { PUBLIC_OPERATIONS } from '@masthead/graphql';
import { acceptedLanguages, SHIPPED_LOCALES, shippedLocale } from '@masthead/header-core';
import type { Plugin } from 'graphql-yoga';
import { LANGUAGE_COOKIE, parseCookies } from './cookies.ts';

export { acceptedLanguages };

/** The locales the header ships, English first: the fallback. */
export const LANGUAGES = SHIPPED_LOCALES;
export type Language = (typeof SHIPPED_LOCALES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';


/**
 * The shipped locale a tag asks for, or null when the API has no such language: the header's own
 * reading of a tag (header-core's `shippedLocale`: es-MX → es, pt-PT → pt-BR; unknown, malformed or
 * hostile values give null, never the input), with every English one en-US.
 */
export function shippedLanguage(tag: string | null | undefined): Language | null {
  const locale = shippedLocale(tag);
  if (locale === null) return null;
  return locale.startsWith('en') ? DEFAULT_LANGUAGE : (locale as Language);
}

/**
 * The language to answer a request in: the Accept-Language header (q-values honoured, unshipped
 * languages skipped), then the language cookie (only with `useCookie`), then English.
 */
export function requestLanguage(request: Request, { useCookie }: { useCookie: boolean }): Language {
  const cookie = useCookie ? parseCookies(request.headers.get('cookie')).get(LANGUAGE_COOKIE) : undefined;
  for (const tag of [...acceptedLanguages(request.headers.get('accept-language')), cookie]) {
    const language = shippedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The language of a GraphQL answer: a public operation's by Accept-Language only, any other's then by the cookie. */
export function answerLanguage(request: Request, operationName: string | null | undefined): Language {
  return requestLanguage(request, { useCookie: !PUBLIC_OPERATIONS.has(operationName ?? '') });
}

/**
 * `Content-Language` on every GraphQL answer: the language its text is in. The operation name is
 * noted when yoga has read the request's parameters; an answer given before that (a request yoga
 * could not parse) gets the language the URL's operation name implies.
 */
export function contentLanguagePlugin(graphqlEndpoint: string): Plugin {
  const answered = new WeakMap<Request, Language>();
  return {
    onParams({ request, params }) {
      answered.set(request, answerLanguage(request, params.operationName));
    },
    onResponse({ request, response }) {
      const url = new URL(request.url);
      if (url.pathname !== graphqlEndpoint || request.method === 'OPTIONS') return;
      // GraphiQL's page is not an answer (and is English whatever is asked).
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) return;
      response.headers.set('content-language', answered.get(request) ?? answerLanguage(request, url.searchParams.get('operationName')));
    },
  };
}
