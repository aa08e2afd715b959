import type { Language } from '../../language.ts';

/** One word of the seed in every shipped language but English (the English word is the key). */
export type Translations = Readonly<Record<Exclude<Language, 'en-US'>, string>>;

/** English word → its words in the other shipped languages. */
export type TermTable = Readonly<Record<string, Translations>>;
