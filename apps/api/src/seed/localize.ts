/** Texts of the seed in every shipped language. */
import { LANGUAGES, type Language } from '../language.ts';
import { fold } from '../text-match.ts';
import { termName } from './translations/index.ts';
import type { Localized } from './types.ts';

/** A text per shipped language, from a function of the language. */
export function localized(text: (language: Language) => string): Localized {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as Localized;
}

/** An English word of the vocabulary (a skill, a sub-category, a material) in every language. */
export function localizedTerm(english: string): Localized {
  return localized((language) => termName(english, language));
}

/** Each text folded for matching. */
export function foldedAll(texts: Localized): Localized {
  return localized((language) => fold(texts[language]));
}
