// The search engine's words and typo rule (search/words.ts, issue 33): pure functions, no database.
import { describe, expect, it } from 'vitest';
import { indexForms, searchWords, typoBudget, typoDistance } from '../src/search/words.ts';

describe('words', () => {
  it.each([
    ['Watercolor Portrait', ['watercolor', 'portrait']],
    ['  ÉCOLE   d’Aquarelle ', ['ecole', 'd', 'aquarelle']],
    ['Vue.js for UI/UX', ['vue', 'js', 'for', 'ui', 'ux']],
    ['🎨 paint!!', ['paint']],
    ['Straßenfotografie', ['strassenfotografie']],
    // Arabic: the hamza and the teh marbuta fold.
    ['الألوان المائية', ['الالوان', 'الماييه']],
    // Japanese is written without spaces, beside Latin words: each script's run is a word of its own.
    ['Watercolor入門', ['watercolor', '入門']],
    ['Procreateマスター講座', ['procreate', 'マスター講座']],
    ['はじめてのWellness', ['はしめての', 'wellness']],
    ['水彩画30分', ['水彩画', '30', '分']],
    ['', []],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });

  it.each([
    // Arabic's article (with a particle before it) also stands without it…
    ['الالوان', ['الالوان', 'الوان']],
    ['والرسم', ['والرسم', 'رسم']],
    ['بالالوان', ['بالالوان', 'الوان']],
    // …which "ألوان" (colours, no article) folds to: it is found both ways.
    ['الوان', ['الوان', 'وان']],
    // The article and one letter is a word, not an article.
    ['الم', ['الم']],
    ['watercolor', ['watercolor']],
  ])('%s is kept as %j', (word, forms) => {
    expect(indexForms(word)).toEqual(forms);
  });
});

describe('the typo rule (Meilisearch\'s default)', () => {
  it.each([
    [1, 0], [4, 0], [5, 1], [8, 1], [9, 2], [20, 2],
  ])('%i letters may have %i typos', (letters, typos) => {
    expect(typoBudget(letters)).toBe(typos);
  });

  it.each([
    // [typed, word, max, prefix, distance]
    ['watercolor', 'watercolor', 2, false, 0],
    ['watrcolor', 'watercolor', 2, false, 1],
    ['watercolr', 'watercolor', 2, false, 1],
    ['procrate', 'procreate', 1, false, 1],
    ['photgraphy', 'photography', 2, false, 1],
    ['acuarla', 'acuarela', 1, false, 1],
    // A swap of neighbours is one typo, not two.
    ['wtaercolor', 'watercolor', 2, false, 1],
    ['acaurela', 'acuarela', 1, false, 1],
    // Two typos where one is allowed: no match.
    ['acurla', 'acuarela', 1, false, Infinity],
    // The first letter is never forgiven.
    ['qatercolor', 'watercolor', 2, false, Infinity],
    ['atercolor', 'watercolor', 2, false, Infinity],
    // A prefix: what the visitor may still be typing.
    ['watrcol', 'watercolor', 1, true, 1],
    ['waterc', 'watercolor', 1, true, 0],
    ['watrcol', 'watercolor', 1, false, Infinity],
    ['wxyzcol', 'watercolor', 1, true, Infinity],
    // Letters, not UTF-16 units: one typo in an Arabic or an emoji-adjacent word.
    ['الوان', 'الواان', 1, false, 1],
  ] as const)('%s ~ %s (at most %i, prefix %s): %s', (typed, word, max, prefix, distance) => {
    expect(typoDistance(typed, word, max, prefix)).toBe(distance);
  });
});
