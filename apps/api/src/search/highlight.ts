/**
 * What a suggestion emphasises (issue 33): each word of its shown text that matched a typed word, found the
 * way the engine matched it (engine.ts): the same word, a word one of the typed word's typo-forgiven forms or
 * stems begins, or, for the last typed word, a word it begins. A word matched exactly as typed (or begun by the
 * last typed word) is marked for the letters typed ("Wat" of "Watercolor"); a typo or stem match marks the
 * whole word ("Watercolor" for "watrcolor"). Every such word is marked, as the engines people know mark them:
 * "watercolor esentials" marks both words of "Watercolor Essentials".
 */
import { fold } from '../text-match.ts';
import { indexForms, wordPattern } from './words.ts';

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

/** A shown text's words, cut as the engine cuts them (words.ts), combining marks kept with their letters. */
const WORD_RE = wordPattern(String.raw`\p{M}`);

/**
 * A word of plain ASCII letters and digits: its fold is its lower case, letter for letter (most catalogue words;
 * fold's normalising and its replacements cost five times as much, on every word of every suggestion).
 */
const ASCII_WORD_RE = /^[A-Za-z0-9]+$/;

/** `token` folded as the engine folds (text-match.ts). */
const foldWord = (token: string): string => (ASCII_WORD_RE.test(token) ? token.toLowerCase() : fold(token));

/** The code units of `token`'s start whose fold is `typed`, or null. */
function typedPart(token: string, typed: string): number | null {
  if (ASCII_WORD_RE.test(token)) return token.length >= typed.length && token.slice(0, typed.length).toLowerCase() === typed ? typed.length : null;
  for (let end = 1; end <= token.length; end += 1) {
    const folded = fold(token.slice(0, end));
    if (folded === typed) return end;
    if (!typed.startsWith(folded)) return null;
  }
  return null;
}

/** Whether a form of a text's word is one of `term`'s whole words, or begins with one of its stems. */
function matchesWhole(form: string, term: MatchTerm): boolean {
  if (term.whole.has(form)) return true;
  for (const stem of term.stems) if (form.startsWith(stem)) return true;
  return false;
}

/** The span of `token` (a word of a text, at `start`) to emphasise for `terms`, or null when it matched none. */
function spanOf(token: string, start: number, terms: readonly MatchTerm[]): TextSpan | null {
  const forms = indexForms(foldWord(token));
  for (const term of terms) {
    if (term.last || forms.includes(term.word)) {
      const typed = typedPart(token, term.word);
      if (typed !== null) return { start, length: typed };
    }
    if (forms.some((form) => matchesWhole(form, term))) return { start, length: token.length };
  }
  return null;
}

/** The spans of `text` to emphasise for `terms`, in order: one for each word that matched (none when none did). */
export function highlightsOf(text: string, terms: readonly MatchTerm[]): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const found of text.matchAll(WORD_RE)) {
    const span = spanOf(found[0], found.index, terms);
    if (span) spans.push(span);
  }
  return spans;
}
