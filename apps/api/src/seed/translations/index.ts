/**
 * The seed's vocabulary in every shipped language (issue 23): the skills (topics and skills), the
 * sub-categories and the materials, each by its English name, in the words a speaker of the language
 * searches for (es "Acuarela", de "Aquarell", fr "Aquarelle", pt-BR "Aquarela", ar "ألوان مائية"). The
 * Spanish is Latin American where the two differ ("video", "celular"), like the header's catalog.
 *
 * Not translated, by design: software (Procreate, Figma, Adobe Photoshop: product names, like the
 * header's own brand names) and SAME_IN_EVERY_LANGUAGE, the languages, frameworks and products every
 * speaker searches by one name. Class titles, names and what people wrote stay as written too.
 */
import type { Language } from '../../language.ts';
import { ART_AND_FILM } from './art-and-film.ts';
import { BUSINESS } from './business.ts';
import { DESIGN_AND_CODE } from './design-and-code.ts';
import { HOME_AND_CRAFTS } from './home-and-crafts.ts';
import { MUSIC_AND_PHOTOGRAPHY } from './music-and-photography.ts';
import type { TermTable } from './types.ts';

export type { TermTable, Translations } from './types.ts';

/** The tables, one per group of categories (a word is in exactly one: a test checks it). */
export const TERM_TABLES: readonly TermTable[] = [ART_AND_FILM, DESIGN_AND_CODE, MUSIC_AND_PHOTOGRAPHY, BUSINESS, HOME_AND_CRAFTS];

/** English word → its words in es, fr, de, pt-BR and ar. */
export const TERM_NAMES: TermTable = Object.assign({}, ...TERM_TABLES) as TermTable;

/** Skills and materials that are the same word in every language (a speaker of any searches them so). */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set([
  'HTML', 'CSS', 'JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'Git', 'WordPress', 'SQL',
  'Tailwind CSS', 'Next.js', 'Vue.js', 'YouTube', 'iPad', 'Apple Pencil',
]);

/** A word of the seed in `language`: its translation, or the English word when it has none (software, SAME_IN_EVERY_LANGUAGE). */
export function termName(english: string, language: Language): string {
  if (language === 'en-US' || !Object.hasOwn(TERM_NAMES, english)) return english;
  return TERM_NAMES[english]?.[language] ?? english;
}
