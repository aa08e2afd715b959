/**
 * The search engine (issue 33): one matcher for the four suggestion lists and the results page, on the
 * database's index (migrations/0002_search.sql, index-rows.ts). docs/search-engine.md says why this design.
 *
 * What matches: every word the visitor typed must match a word of the text, in any order (words.ts cuts
 * both the same way). A word matches a word that is the same, or has the same stem in the visitor's
 * language or in English (Snowball), or is within the typo rule of it (words.ts: Meilisearch's). Only the
 * last word may be unfinished: it also matches the start of a word, typos included ("watrcol").
 *
 * How it runs: typos are looked for in the vocabulary, the catalogue's distinct words that share the typed
 * word's first letter, never among the documents; the documents are then found through a GIN index by a
 * tsquery of the words found. Two statements for a search, whatever the catalogue's size.
 *
 * Rank (lower first): the typos of the text's best words, summed over the typed words; then a text that
 * starts with the first typed word; then (the results page) the title matching before the teacher, skills
 * or category only. Ties go to the caller's order (popularity, then id).
 */
import type { Queryable } from '../db/types.ts';
import type { Language } from '../language.ts';
import type { MatchTerm } from './highlight.ts';
import { LANGUAGE_INDEX } from './index-rows.ts';
import { indexForms, searchWords, typoBudget, typoDistance } from './words.ts';

export type SearchKind = 'classes' | 'skills' | 'paths' | 'teachers';

export interface SearchMatch {
  id: string;
  /**
   * Lower ranks first: typos × 4, plus 0 when the text in the visitor's language starts with the first
   * typed word, 1 when the English one does, 2 when the title matched otherwise, 3 when only the rest did.
   */
  rank: number;
  /** A class added at run time, as stored (POST /dev/classes); null for the seed's. */
  record: unknown;
}

/** What matched, best first, and the typed words as they were looked for (for highlight.ts). */
export interface SearchResult {
  matches: SearchMatch[];
  terms: MatchTerm[];
}

export interface SearchOptions {
  /** Match only what a suggestion shows (titles, names); the results page also matches teachers, skills, category. */
  titleOnly: boolean;
  /** Classes: only the high-quality ones. */
  highQualityOnly?: boolean;
}

/** The most typo-matched words one typed word may bring into a query. */
const MAX_VARIANTS = 40;
/**
 * The typed words read, as Meilisearch reads its first ten: a query's size grows with the square of its words
 * (each neighbouring pair is an alternative), and 200 characters could hold a hundred.
 */
export const MAX_WORDS = 10;

const TABLES: Readonly<Record<SearchKind, string>> = {
  classes: 'search_classes', skills: 'search_skills', paths: 'search_paths', teachers: 'search_teachers',
};

/** One typed word as the database is asked for it: its forms, by the typos each costs. */
interface TypedWord {
  word: string;
  last: boolean;
  /** [0]: the word (a prefix when last) and its stems; [1], [2]: vocabulary words one and two typos away. */
  forms: [Set<string>, Set<string>, Set<string>];
  /** The stems among forms[0]. */
  stems: Set<string>;
}

const quote = (lexeme: string): string => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** A tsquery of the word's forms up to `typos`, each restricted to `weights` ('' for any). */
function formsQuery(typed: TypedWord, typos: number, weights: string): string {
  const parts: string[] = [];
  for (let t = 0; t <= typos; t += 1) {
    for (const form of typed.forms[t] ?? []) parts.push(`${quote(form)}${weights ? `:${weights}` : ''}`);
  }
  if (typed.last) parts.push(`${quote(typed.word)}:*${weights}`);
  return `(${[...new Set(parts)].join(' | ')})`;
}

/** The stems of the typed words by `config` and English, added to each word's exact forms. */
async function addStems(db: Queryable, words: readonly TypedWord[], config: string | null): Promise<void> {
  if (config === null) return;
  const rows = await db.query<{ lexeme: string; positions: number[] }>(
    `SELECT lexeme, positions FROM unnest(to_tsvector($1::regconfig, $2))
     UNION ALL SELECT lexeme, positions FROM unnest(to_tsvector('english', $2))`,
    [config, words.map((w) => w.word).join(' ')],
  );
  for (const { lexeme, positions } of rows) {
    for (const p of positions) {
      words[p - 1]?.forms[0].add(lexeme);
      words[p - 1]?.stems.add(lexeme);
    }
  }
}

/** The vocabulary's words within each typed word's typo budget. */
async function addTypos(db: Queryable, words: readonly TypedWord[]): Promise<void> {
  const asked = words.filter((w) => typoBudget(Array.from(w.word).length) > 0);
  if (asked.length === 0) return;
  const bounds = asked.map((w) => {
    const letters = Array.from(w.word).length;
    const budget = typoBudget(letters);
    return { first: Array.from(w.word)[0] ?? '', lo: letters - budget, hi: w.last ? 10_000 : letters + budget };
  });
  const rows = await db.query<{ i: number; word: string }>(
    `SELECT u.i::int AS i, v.word FROM unnest($1::text[], $2::int[], $3::int[]) WITH ORDINALITY AS u(first, lo, hi, i)
     JOIN search_vocabulary v ON v.first_letter = u.first AND v.letters BETWEEN u.lo AND u.hi`,
    [bounds.map((b) => b.first), bounds.map((b) => b.lo), bounds.map((b) => b.hi)],
  );
  const found = asked.map(() => [] as Array<{ word: string; typos: number }>);
  for (const { i, word } of rows) {
    const typed = asked[i - 1];
    if (!typed) continue;
    const typos = typoDistance(typed.word, word, typoBudget(Array.from(typed.word).length), typed.last);
    if (typos >= 1 && typos <= 2) found[i - 1]?.push({ word, typos });
  }
  asked.forEach((typed, i) => {
    const variants = (found[i] ?? []).sort((a, b) => a.typos - b.typos || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
    for (const { word, typos } of variants.slice(0, MAX_VARIANTS)) {
      if (!typed.forms[0].has(word)) typed.forms[typos as 1 | 2].add(word);
    }
  });
}

/** The typed words as the database is asked for them, and each neighbouring pair (pairs[i] joins words i and i + 1). */
interface QueryPlan {
  words: TypedWord[];
  pairs: TypedWord[];
}

/**
 * Plans already made in one request, by stemming and query: the four suggestion lists of one keystroke
 * look up the same stems and typos once (teachers, not stemmed, once more). Never kept across requests:
 * a class added meanwhile brings words to the vocabulary.
 */
export type QueryPlans = Map<string, Promise<QueryPlan>>;

/** Looks up the typed words' stems (by `config` and English; none for null) and typos. */
async function planQuery(db: Queryable, typed: readonly string[], config: string | null): Promise<QueryPlan> {
  const typedWord = (word: string, last: boolean): TypedWord => ({ word, last, forms: [new Set(indexForms(word)), new Set(), new Set()], stems: new Set() });
  const words = typed.map((word, i) => typedWord(word, i === typed.length - 1));
  // Two neighbouring words also stand for the word they make together, as Meilisearch does ("water color"
  // finds "Watercolor").
  const pairs = typed.slice(1).map((word, i) => typedWord(`${typed[i]}${word}`, i + 1 === typed.length - 1));
  await addStems(db, [...words, ...pairs], config);
  await addTypos(db, [...words, ...pairs]);
  return { words, pairs };
}

/**
 * What matches `query` among `kind`'s documents in `language`, best first (ties: popularity, then id). An
 * empty query (no word after folding) matches nothing. `plans`: the request's, to share with its other lists.
 */
export async function findMatches(
  db: Queryable, kind: SearchKind, query: string, language: Language, options: SearchOptions, plans: QueryPlans = new Map(),
): Promise<SearchResult> {
  const typed = searchWords(query).slice(0, MAX_WORDS);
  if (typed.length === 0) return { matches: [], terms: [] };
  // Teachers' names are not stemmed (the index keeps them as written).
  const config = kind === 'teachers' ? null : LANGUAGE_INDEX[language].config;
  const key = `${config ?? ''}:${typed.join(' ')}`;
  let planned = plans.get(key);
  if (!planned) {
    planned = planQuery(db, typed, config);
    plans.set(key, planned);
  }
  const { words, pairs } = await planned;

  const weights = options.titleOnly ? 'ACD' : '';
  /** Every typed word matched (each by itself or in a pair), the forms up to `typos` each. */
  const allOf = (typos: number, w: string) => {
    const separate = words.map((word) => formsQuery(word, typos, w)).join(' & ');
    const joined = pairs.map((pair, i) => [...words.slice(0, i), pair, ...words.slice(i + 2)].map((word) => formsQuery(word, typos, w)).join(' & '));
    return [separate, ...joined].map((alternative) => `(${alternative})`).join(' | ');
  };
  /** Word i's forms up to `typos`, or a pair's it is in (which then costs word i nothing more). */
  const wordOrPair = (i: number, typos: number) =>
    [words[i], pairs[i - 1], pairs[i]].flatMap((w) => (w ? [formsQuery(w, typos, weights)] : [])).join(' | ');
  const all = allOf(2, weights);
  const exact = words.map((_, i) => wordOrPair(i, 0));
  const oneTypo = words.map((_, i) => wordOrPair(i, 1));
  // The first word's forms but its stems: leads are kept as written (index-rows.ts).
  const first = words[0] ?? { word: '', last: true, forms: [new Set<string>(), new Set<string>(), new Set<string>()], stems: new Set<string>() };
  const firstWritten: TypedWord = { ...first, forms: [new Set(indexForms(first.word)), first.forms[1], first.forms[2]] };
  const inTitle = allOf(2, 'ACD');
  /** The text starts with the first word, or with the word the first two make ('C': in the language, 'D': in English). */
  const lead = (weight: string) => [firstWritten, pairs[0]].flatMap((w) => (w ? [formsQuery(w, 2, weight)] : [])).join(' | ');
  const column = kind === 'teachers' ? 'doc' : LANGUAGE_INDEX[language].column;
  const record = kind === 'classes' ? 'record' : 'NULL::jsonb AS record';
  const onlyHq = kind === 'classes' && options.highQualityOnly ? 'AND high_quality' : '';
  const rows = await db.query<{ id: string; rank: number; record: unknown }>(
    `SELECT id::text AS id, record,
       ((SELECT coalesce(sum(CASE WHEN d @@ q0 THEN 0 WHEN d @@ q1 THEN 1 ELSE 2 END), 0)
          FROM unnest($2::tsquery[], $3::tsquery[]) AS u(q0, q1)) * 4
        + CASE WHEN d @@ $4::tsquery THEN 0 WHEN d @@ $5::tsquery THEN 1 WHEN d @@ $6::tsquery THEN 2 ELSE 3 END)::int AS rank
     FROM (SELECT id, popularity, ${record}, ${column} AS d FROM ${TABLES[kind]} WHERE ${column} @@ $1::tsquery ${onlyHq}) AS m
     ORDER BY rank, popularity DESC, id`,
    [all, exact, oneTypo, lead('C'), lead('D'), inTitle],
  );
  const terms = [...words, ...pairs].map((w) => ({
    word: w.word,
    last: w.last,
    whole: new Set([...w.forms[0], ...w.forms[1], ...w.forms[2]].filter((f) => !w.stems.has(f))),
    stems: w.stems,
  }));
  return { matches: rows, terms };
}
