// What a suggestion emphasises (search/highlight.ts, issue 33): each word that matched, the way it matched.
import { describe, expect, it } from 'vitest';
import { highlightsOf, type MatchTerm } from '../src/search/highlight.ts';

const term = (word: string, options: { last?: boolean; whole?: string[]; stems?: string[] } = {}): MatchTerm => ({
  word, last: options.last ?? true, whole: new Set([word, ...(options.whole ?? [])]), stems: new Set(options.stems ?? []),
});
/** The marked parts, in order ('' when none). */
const marked = (text: string, terms: MatchTerm[]) => highlightsOf(text, terms).map((span) => text.slice(span.start, span.start + span.length)).join('|');

describe('highlightsOf', () => {
  it.each([
    // [text, terms, what is marked]
    ['Watercolor Basics', [term('wat')], 'Wat'],
    ['Modern Watercolor', [term('wat')], 'Wat'],
    // Every word the typed word begins.
    ['Watercolor Waterfalls', [term('wat')], 'Wat|Wat'],
    // A typo marks the word it matched, whole.
    ['Watercolor Basics', [term('watrcolor', { whole: ['watercolor'] })], 'Watercolor'],
    ['Intro to Watercolor', [term('watrcol', { whole: ['watercolor'] })], 'Watercolor'],
    // A stem marks the word it begins.
    ['Watercolor Basics', [term('watercolors', { stems: ['watercolor'] })], 'Watercolor'],
    // Every typed word marks the words it matched, in the text's order.
    ['Portrait in Watercolor', [term('watercolor', { last: false }), term('portrait')], 'Portrait|Watercolor'],
    // A typo in the second word marks that word too ("watercolor esentials").
    ['Watercolor Essentials', [term('watercolor', { last: false }), term('esentials', { whole: ['essentials'] })], 'Watercolor|Essentials'],
    ['Watercolor Basics', [term('watercolor', { last: false }), term('esentials', { whole: ['essentials'] })], 'Watercolor'],
    // Accents and case as the engine folds them; the letters typed, in the text's own code units.
    ['Acuarela Básica', [term('basi')], 'Bási'],
    ['Straße Photos', [term('strasse', { last: false })], 'Straße'],
    // Arabic, with or without the article: the word as written.
    ['ألوان مائية', [term('الالوان', { last: false, whole: ['الوان'] }), term('الماييه', { whole: ['ماييه'] })], 'ألوان|مائية'],
    // A Latin word beside Japanese is a word of its own (words.ts): a typo marks it alone.
    ['Watercolor入門', [term('watrcolor', { whole: ['watercolor'] })], 'Watercolor'],
    ['はじめてのProcreate', [term('procreate', { last: false }), term('はしめての')], 'はじめての|Procreate'],
    // Letters inside a word are not a match, and a word not typed is not marked.
    ['Documentary Basics', [term('tar')], ''],
    ['Ink Drawing', [term('watercolor')], ''],
  ])('%s: %s', (text, terms, expected) => {
    expect(marked(text, terms)).toBe(expected);
  });
});
