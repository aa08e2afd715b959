/**
 * "Did you mean" (issue 33): when the results page finds nothing, the closest phrase the catalogue would find.
 * docs/search-engine.md says why it works this way and what was measured.
 *
 * - Only the words that find nothing by themselves are corrected (the engine's own answer decides: a word
 *   in the vocabulary, a stem, a prefix or a typo within the rule is kept as typed).
 * - Such a word is replaced by a word of the vocabulary within a Levenshtein distance of a third of its
 *   letters (fuzzystrmatch's `levenshtein_less_equal`): further than the typo rule reaches (words.ts), and
 *   on the first letter too ("vatercolor"). Nearest first; a word no class says in the visitor's language
 *   (their column of the index, which holds English too) counts one edit further; then the word more
 *   classes say there.
 * - A correction is offered only when the engine finds classes for it, under the page's filters: the
 *   results page's own search (class-search.ts) answers, so what the link promises is what it finds.
 * - The corrected words are shown as the catalogue writes them (a found class's title, skills, teacher):
 *   "Watercolor", "Acuarela", "الألوان", not the folded forms the index keeps.
 *
 * It runs only when a search found nothing (the resolver asks nothing otherwise): one statement for the
 * words, one search per word that found nothing alone, and at most MAX_TRIES searches of corrections.
 */
import type { ClassSearchFilter, ClassSearchSort } from '@masthead/graphql';
import type { Queryable } from '../db/types.ts';
import type { Language } from '../language.ts';
import type { CatalogReference } from '../seed/types.ts';
import { fold } from '../text-match.ts';
import { searchClasses, type ClassResult } from './class-search.ts';
import { findsAny, MAX_WORDS } from './engine.ts';
import { LANGUAGE_INDEX } from './index-rows.ts';
import { indexForms, searchWords } from './words.ts';

/** The most edits a correction may make to a word of `letters` letters: a third of them (3 of "vatercolor"'s 10). */
export const correctionBudget = (letters: number): number => Math.floor(letters / 3);

/** Corrections tried per search at most (each is one search): the best one, then the next best by one word. */
const MAX_TRIES = 4;
/** The nearest words fetched per typed word, and the alternatives kept for each. */
const NEAREST = 50;
const ALTERNATIVES = 3;
/** Classes read for the words' written forms. */
const SPELLING_CLASSES = 5;
/**
 * Longer typed words are not corrected: no word of a catalogue is that long, and fuzzystrmatch refuses words
 * over 255 characters (a word within a third of 64 letters has at most 85).
 */
const MAX_LETTERS = 64;

/** A word of the vocabulary near a typed one. */
interface Candidate {
  word: string;
  /** Edits away (Levenshtein), plus one when no class says it in the visitor's language. */
  cost: number;
  /** Classes that say it in the visitor's language (up to 1,000). */
  uses: number;
}

const byPreference = (a: Candidate, b: Candidate): number =>
  a.cost - b.cost || b.uses - a.uses || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/**
 * The vocabulary's words near each of `typed` (by index), best first. One statement: the distance is bounded
 * (`levenshtein_less_equal` stops counting above the budget) and the words are those of a length in reach.
 */
async function nearestWords(db: Queryable, typed: readonly string[], language: Language): Promise<Candidate[][]> {
  const column = LANGUAGE_INDEX[language].column;
  const rows = await db.query<{ i: number; word: string; d: number; uses: number }>(
    `WITH typed AS (SELECT u.w, u.budget, u.i FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS u(w, budget, i)),
     near AS (
       SELECT t.i, v.word, levenshtein_less_equal(t.w, v.word, t.budget) AS d, t.budget
       FROM typed t JOIN search_vocabulary v ON v.letters BETWEEN length(t.w) - t.budget AND length(t.w) + t.budget
     ),
     kept AS (
       SELECT i, word, d, row_number() OVER (PARTITION BY i ORDER BY d, word) AS n FROM near WHERE d <= budget
     )
     SELECT k.i::int AS i, k.word, k.d,
       (SELECT count(*)::int FROM (SELECT 1 FROM search_classes c WHERE c.${column} @@ quote_literal(k.word)::tsquery LIMIT 1000) AS s) AS uses
     FROM kept k WHERE k.n <= ${NEAREST}`,
    [typed, typed.map((w) => (Array.from(w).length > MAX_LETTERS ? 0 : correctionBudget(Array.from(w).length)))],
  );
  const found = typed.map(() => [] as Candidate[]);
  for (const { i, word, d, uses } of rows) found[i - 1]?.push({ word, cost: d + (uses === 0 ? 1 : 0), uses });
  return found.map((list) => list.sort(byPreference));
}

/** Whether `word` finds anything by itself, as the engine reads it (stems, prefixes and the typo rule included). */
async function findsAlone(db: Queryable, word: string, language: Language): Promise<boolean> {
  return findsAny(db, 'classes', word, language, { titleOnly: false });
}

/** The phrases to try, best first: each word's best, then one word at a time its next best (by added cost). */
function phrases(typed: readonly string[], options: ReadonlyMap<number, readonly Candidate[]>): string[][] {
  const best = typed.map((word, i) => options.get(i)?.[0]?.word ?? word);
  const swaps: Array<{ words: string[]; extra: number }> = [];
  for (const [i, list] of options) {
    list.slice(1, ALTERNATIVES).forEach((candidate) => {
      const words = [...best];
      words[i] = candidate.word;
      swaps.push({ words, extra: candidate.cost - (list[0]?.cost ?? 0) });
    });
  }
  swaps.sort((a, b) => a.extra - b.extra);
  return [best, ...swaps.map((s) => s.words)].slice(0, MAX_TRIES);
}

/** The words of `texts` as written (letters, marks and digits), e.g. "Watercolor" and "Painting" of a title. */
const writtenWords = (texts: readonly string[]): string[] => texts.flatMap((t) => t.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []);

/** `word` as one of `texts` writes it ("Watercolor" for "watercolor", "الألوان" for "الوان"), else as folded. */
function spelling(word: string, texts: readonly string[]): string {
  const written = writtenWords(texts);
  return (
    written.find((w) => fold(w) === word) ??
    written.find((w) => searchWords(w).length === 1 && indexForms(fold(w)).includes(word)) ??
    word
  );
}

/** The texts a found class shows for the words it matched: its title, its skills' names, its teacher's name. */
function shownTexts(catalog: CatalogReference, classes: readonly ClassResult[], language: Language): string[] {
  return classes.flatMap((c) => {
    const skills = c.skillIds.flatMap((id) => {
      const skill = catalog.skillById.get(id);
      return skill ? [skill.names[language], skill.names['en-US']] : [];
    });
    return [c.title, ...skills, c.teacherName ?? ''];
  });
}

/**
 * The words as the visitor typed them, when each typed run of letters is one word of the engine's (the
 * usual case), so a word kept is shown as typed ("Portrait", not "portrait"); else null.
 */
function typedAsWritten(query: string, words: readonly string[]): string[] | null {
  const written = writtenWords([query]);
  const matches = written.length >= words.length && written.slice(0, words.length).every((w, i) => {
    const own = searchWords(w);
    return own.length === 1 && own[0] === words[i];
  });
  return matches ? written.slice(0, words.length) : null;
}

export interface DidYouMeanInput {
  query: string;
  where: ClassSearchFilter | null | undefined;
  sort: ClassSearchSort;
  language: Language;
}

/**
 * The closest phrase to `input.query` that the results page finds classes for, under the same filters; null
 * when every word finds something by itself (nothing to correct), when a word has nothing near it
 * ("zzzzqqq"), or when no correction tried finds a class. Meant for a search that found nothing.
 */
export async function didYouMean(db: Queryable, catalog: CatalogReference, input: DidYouMeanInput): Promise<string | null> {
  const typed = searchWords(input.query).slice(0, MAX_WORDS);
  if (typed.length === 0) return null;
  const nearest = await nearestWords(db, typed, input.language);
  const options = new Map<number, Candidate[]>();
  for (const [i, word] of typed.entries()) {
    const near = nearest[i] ?? [];
    if (near.some((c) => c.word === word) || (await findsAlone(db, word, input.language))) continue;
    if (near.length === 0 || Array.from(word).length > MAX_LETTERS) return null;
    options.set(i, near);
  }
  if (options.size === 0) return null;
  for (const words of phrases(typed, options)) {
    const found = await (await searchClasses(db, catalog, { ...input, query: words.join(' ') })).page(0, SPELLING_CLASSES);
    if (found.total === 0) continue;
    const texts = shownTexts(catalog, found.results, input.language);
    const asTyped = typedAsWritten(input.query, typed);
    return words.map((word, i) => (options.has(i) ? spelling(word, texts) : (asTyped?.[i] ?? word))).join(' ');
  }
  return null;
}
