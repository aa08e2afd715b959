/** What every language's texts are built with: numbers, plural forms and lists of names. */
import { numberLocale } from '@masthead/header-core';
import type { Language } from '../../language.ts';
import { bold } from '../html.ts';

/** Plural forms by CLDR category; `#` stands for the formatted number. `other` is required: every language has it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A language's number formatting and plural choice, e.g. Arabic's zero/one/two/few/many/other. */
export function numbers(language: Language) {
  // The header's digits (Latin, pinned for Arabic: engines disagree on its default).
  const format = new Intl.NumberFormat(numberLocale(language));
  const rules = new Intl.PluralRules(language);
  return {
    /** 1234 → "1,234" (en), "1.234" (de), "1 234" (fr). */
    n: (value: number): string => format.format(value),
    /** The form for `value`, its `#` replaced by the formatted number. */
    plural: (value: number, forms: PluralForms): string => (forms[rules.select(value)] ?? forms.other).replaceAll('#', format.format(value)),
  };
}

/** How a language lists names. */
export interface ListWords {
  /** Between names but the last two: ", " (Arabic "، "). */
  comma: string;
  /** Before the last name (given as plain text: Spanish says "e" before an /i/ sound), or before the others. */
  and: (next: string) => string;
  /** "3 others". */
  others: (count: number) => string;
}

/** "<b>A</b>", "<b>A</b> and <b>B</b>", "<b>A</b>, <b>B</b> and 3 others", with the language's words. */
export function listNames(people: readonly string[], others: number, words: ListWords): string {
  const parts = people.map(bold);
  if (others > 0) return `${parts.join(words.comma)}${words.and('')}${words.others(others)}`;
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(words.comma)}${words.and(people[people.length - 1] ?? '')}${parts[parts.length - 1] ?? ''}`;
}
