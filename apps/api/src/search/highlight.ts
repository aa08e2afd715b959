/**
 * What a suggestion emphasises (issue 33): the word of its shown text that matched what was typed, found
 * the way the engine matched it (engine.ts): the same word, a word one of the typed word's typo-forgiven
 * forms or stems begins, or, for the last typed word, a word it begins. A word matched exactly as typed (or
 * begun by the last typed word) is marked for the letters typed ("Wat" of "Watercolor"); a typo or stem
 * match marks the whole word ("Watercolor" for "watrcolor"). The first such word of the text is the one.
 */
import { fold } from '../text-match.ts';
import { indexForms } from './words.ts';

/** One typed word as the engine looked for it. */
export interface MatchTerm {
  word: string;
  last: boolean;
  /** The word and its typo-forgiven vocabulary words, each matched whole. */
  whole: ReadonlySet<string>;
  /** Its stems: a word they begin matches. */
  stems: ReadonlySet<string>;
}

/** A span of a text in UTF-16 code units, as String#slice counts. */
export interface TextSpan {
  start: number;
  length: number;
}

const WORD_RE = /[\p{L}\p{N}\p{M}]+/gu;

/** The code units of `token`'s start whose fold is `typed`, or null. */
function typedPart(token: string, typed: string): number | null {
  for (let end = 1; end <= token.length; end += 1) {
    const folded = fold(token.slice(0, end));
    if (folded === typed) return end;
    if (!typed.startsWith(folded)) return null;
  }
  return null;
}

/** The span of `text` to emphasise for `terms`, or null when no word of it matched. */
export function highlightOf(text: string, terms: readonly MatchTerm[]): TextSpan | null {
  for (const found of text.matchAll(WORD_RE)) {
    const token = found[0];
    const forms = indexForms(fold(token));
    for (const term of terms) {
      if (term.last || forms.includes(term.word)) {
        const typed = typedPart(token, term.word);
        if (typed !== null) return { start: found.index, length: typed };
      }
      const whole = forms.some((f) => term.whole.has(f) || [...term.stems].some((s) => f.startsWith(s)));
      if (whole) return { start: found.index, length: token.length };
    }
  }
  return null;
}
