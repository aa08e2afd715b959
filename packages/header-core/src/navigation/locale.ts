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

export function isEnglish(locale: string): boolean {
  return primaryLanguage(locale) === 'en';
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RTL.has(primaryLanguage(locale)) ? 'rtl' : 'ltr';
}

/** The profile menu's language label: the language cookie when valid, else the page locale, else English. */
export function languageLabel(languageCookie: string | null | undefined, locale: string): string {
  const code = parseLanguage(languageCookie) ?? parseLanguage(locale) ?? 'en';
  return KNOWN_LANGUAGES[code];
}
