// What a suggestion emphasises (search/highlight.ts, issue 33): the word that matched, the way it matched.
import { describe, expect, it } from 'vitest';
import { highlightOf, type MatchTerm } from '../src/search/highlight.ts';

const term = (word: string, options: { last?: boolean; whole?: string[]; stems?: string[] } = {}): MatchTerm => ({
  word, last: options.last ?? true, whole: new Set([word, ...(options.whole ?? [])]), stems: new Set(options.stems ?? []),
});
const marked = (text: string, terms: MatchTerm[]) => {
  const span = highlightOf(text, terms);
  return span ? text.slice(span.start, span.start + span.length) : null;
};

describe('highlightOf', () => {
  it.each([
    // [text, terms, what is marked]
    ['Watercolor Basics', [term('wat')], 'Wat'],
    ['Modern Watercolor', [term('wat')], 'Wat'],
    // A typo marks the word it matched, whole.
    ['Watercolor Basics', [term('watrcolor', { whole: ['watercolor'] })], 'Watercolor'],
    ['Intro to Watercolor', [term('watrcol', { whole: ['watercolor'] })], 'Watercolor'],
    // A stem marks the word it begins.
    ['Watercolor Basics', [term('watercolors', { stems: ['watercolor'] })], 'Watercolor'],
    // Any typed word: the first word of the text that one matched.
    ['Portrait in Watercolor', [term('watercolor', { last: false }), term('portrait')], 'Portrait'],
    // Accents and case as the engine folds them; the letters typed, in the text's own code units.
    ['Acuarela Básica', [term('basi')], 'Bási'],
    ['Straße Photos', [term('strasse', { last: false })], 'Straße'],
    // Arabic, with or without the article: the word as written.
    ['ألوان مائية', [term('الالوان', { last: false, whole: ['الوان'] }), term('الماييه', { whole: ['ماييه'] })], 'ألوان'],
    // Letters inside a word are not a match, and a word not typed is not marked.
    ['Documentary Basics', [term('tar')], null],
    ['Ink Drawing', [term('watercolor')], null],
  ])('%s: %s', (text, terms, expected) => {
    expect(marked(text, terms)).toBe(expected);
  });
});
