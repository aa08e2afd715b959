/** Languages the product is offered in; the language label is only ever one of these names. */
export const KNOWN_LANGUAGES = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ja: '日本語',
  ar: 'العربية',
  he: 'עברית',
} as const;
export type LanguageCode = keyof typeof KNOWN_LANGUAGES;

const RTL = new Set(['ar', 'he', 'fa', 'ur']);

/** The primary language subtag of a BCP 47 tag, lower-cased ('pt-BR' → 'pt'); '' when unusable. */
export function primaryLanguage(locale: string | null | undefined): string {
  const match = /^([a-zA-Z]{2,3})(?:[-_]|$)/.exec(locale ?? '');
  return match?.[1]?.toLowerCase() ?? '';
}

/** The language code named by an untrusted value (a cookie), or null. Never echoes the input. */
export function parseLanguage(value: string | null | undefined): LanguageCode | null {
  const code = primaryLanguage(value);
  return code in KNOWN_LANGUAGES ? (code as LanguageCode) : null;
}

/** The English locales that 1-on-1 Sessions are offered in (spec: "only in English locale"). */
const ENGLISH_LOCALES = new Set(['en', 'en-us', 'en-gb']);

/** Whether `locale` is one of the English locales 1-on-1 Sessions are offered in: en, en-US, en-GB and no other. */
export function isEnglish(locale: string): boolean {
  return ENGLISH_LOCALES.has(locale.replace('_', '-').toLowerCase());
}

/** The locales the header ships catalogs for (issue 11), English first: the fallback. */
export const SHIPPED_LOCALES = ['en-US', 'es', 'fr', 'de', 'pt-BR', 'ar'] as const;

const TAG = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2}|\d{3}))?(?:[-_][a-zA-Z0-9]{1,8})*$/;

/**
 * The locale a tag asks for, as the header renders it, or null when it ships no such language. English
 * keeps its region when it has one (en-GB stays en-GB: 1-on-1 Sessions and formats depend on it);
 * another language becomes its shipped locale (es-MX → es, pt → pt-BR). Malformed or hostile values give null.
 */
export function shippedLocale(tag: string | null | undefined): string | null {
  const match = typeof tag === 'string' && tag.length <= 35 ? TAG.exec(tag.trim()) : null;
  if (!match) return null;
  const language = match[1]!.toLowerCase();
  if (language === 'en') return match[2] && /^[a-zA-Z]{2}$/.test(match[2]) ? `en-${match[2].toUpperCase()}` : 'en-US';
  return SHIPPED_LOCALES.find((locale) => primaryLanguage(locale) === language) ?? null;
}

/** The tags of an Accept-Language header, most wanted first (by q, then by order); q=0 and '*' dropped. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Math.min(1, Number(q)), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The locales whose words the header has (a catalog each, i18n/catalogs). A visitor's cookie or
 * browser only ever picks one of these (a page in right-to-left Arabic with English words would help
 * nobody); the locale parameter may pick any shipped locale, and the pseudo-locale en-XA, for the
 * playground and tests. Every shipped locale has its catalog since issue 11.
 */
export const TRANSLATED_LOCALES: readonly string[] = SHIPPED_LOCALES;

/**
 * The locale to render a page in (issue 11): the `locale` URL parameter, then the language cookie, then
 * the browser's Accept-Language, then English. A source that names no shipped language (unknown,
 * malformed, hostile) is skipped, never echoed; the cookie and the browser choose only among
 * `translated` languages.
 */
export function negotiateLocale(
  sources: { param?: string | null | undefined; cookie?: string | null | undefined; acceptLanguage?: string | null | undefined },
  translated: readonly string[] = TRANSLATED_LOCALES,
): string {
  const fromParam = shippedLocale(sources.param);
  if (fromParam) return fromParam;
  const languages = new Set(translated.map(primaryLanguage));
  for (const tag of [sources.cookie, ...acceptedLanguages(sources.acceptLanguage)]) {
    const locale = shippedLocale(tag);
    if (locale && languages.has(primaryLanguage(locale))) return locale;
  }
  return SHIPPED_LOCALES[0];
}

/**
 * The locale numbers are written in: the page's, with Latin digits pinned for Arabic ('ar-u-nu-latn').
 * CLDR made Latin digits Arabic's default only in version 46, so engines disagree (an older browser
 * writes ١٢); the server and the browser must write the same digits, and every shipped language then
 * writes the badge's "9+" alike.
 */
export function numberLocale(locale: string): string {
  return primaryLanguage(locale) === 'ar' && !/-u-/i.test(locale) ? `${locale}-u-nu-latn` : locale;
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL.has(primaryLanguage(locale)) ? 'rtl' : 'ltr';
}

/** The profile menu's language label: the language cookie when valid, else the page locale, else English. */
export function languageLabel(languageCookie: string | null | undefined, locale: string): string {
  const code = parseLanguage(languageCookie) ?? parseLanguage(locale) ?? 'en';
  return KNOWN_LANGUAGES[code];
}
