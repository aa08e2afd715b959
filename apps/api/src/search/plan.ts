/**
 * A search's plan (engine.ts): what each typed word, and each pair of neighbouring words, is looked for
 * as. Its stems by the visitor's language and by English (Snowball), and the vocabulary's words within
 * its typo budget: asked in ONE statement, since neither depends on the other (a UNION ALL with a column
 * saying which part a row answers). The four suggestion lists of a keystroke share one plan; teachers,
 * whose names are not stemmed, read the same rows without the stems.
 */
import { PREPARED, type Queryable } from '../db/types.ts';
import { indexForms, typoBudget, typoDistance } from './words.ts';

/** The most typo-matched words one typed word may bring into a query. */
const MAX_VARIANTS = 40;

/**
 * The most lexemes a prefix is asked as (PlannedWord.completions); a prefix that more lexemes start with is asked
 * as a prefix. Each is a lookup in the GIN index, as a prefix's range is one; listed, the index can skip through
 * their documents beside another word's ("watercolor portr").
 */
export const MAX_COMPLETIONS = 16;

/** One typed word as the database answered for it. */
interface PlannedWord {
  word: string;
  last: boolean;
  /** Its stems by the language's configuration and English's. */
  stems: Set<string>;
  /** Vocabulary words one or two typos away, fewest typos first, at most MAX_VARIANTS. */
  variants: Array<{ word: string; typos: number }>;
  /**
   * The last word (or pair), a prefix: the index's lexemes that start with it (migrations/0007_search_lexemes.sql),
   * which find what the prefix finds; null when more than MAX_COMPLETIONS do, or for a word that is not last.
   */
  completions: string[] | null;
}

/** The typed words (by position) and each neighbouring pair (pairs[i] joins words i and i + 1). */
export interface QueryPlan {
  words: PlannedWord[];
  pairs: PlannedWord[];
}

/** One typed word as a query asks for it: its forms, by the typos each costs. */
export interface TypedWord {
  word: string;
  last: boolean;
  /** [0]: the word (a prefix when last) and its stems; [1], [2]: vocabulary words one and two typos away. */
  forms: [Set<string>, Set<string>, Set<string>];
  /** The stems among forms[0]. */
  stems: Set<string>;
  /** The last word's prefix as the lexemes that start with it, or null: asked as a prefix (PlannedWord.completions). */
  completions: readonly string[] | null;
}

const planned = (word: string, last: boolean): PlannedWord => ({ word, last, stems: new Set(), variants: [], completions: null });

/** Looks up the stems (by `config` and English) and typo candidates of `typed` and its pairs, in one statement. */
export async function planQuery(db: Queryable, typed: readonly string[], config: string): Promise<QueryPlan> {
  const words = typed.map((word, i) => planned(word, i === typed.length - 1));
  // Two neighbouring words also stand for the word they make together, as Meilisearch does ("water color"
  // finds "Watercolor").
  const pairs = typed.slice(1).map((word, i) => planned(`${typed[i]}${word}`, i + 1 === typed.length - 1));
  const all = [...words, ...pairs];
  const asked = all.filter((w) => typoBudget(Array.from(w.word).length) > 0);
  const bounds = asked.map((w, i) => {
    const letters = Array.from(w.word);
    const budget = typoBudget(letters.length);
    return { i: i + 1, first: letters[0] ?? '', lo: letters.length - budget, hi: w.last ? 10_000 : letters.length + budget };
  });
  // 's': a stem at `positions` (1-based over `all`); 't': the vocabulary words that may be typos of asked[i - 1],
  // joined by spaces (a word has none): one row a typed word rather than hundreds (the last word reads every
  // longer word with its first letter), which halved the statement on PGlite at 50,000 classes. Each typed
  // word reads the vocabulary through its index (LATERAL), its bounds given as JSON, not arrays: the statement
  // is prepared, and the plan PostgreSQL keeps for any values scanned the whole vocabulary when the first
  // plans, which see an array's length, looked cheaper than it (0.9 ms a keystroke at 50,000 classes on
  // PGlite; 0.35 ms so).
  // 'p': the lexemes that start with a last word or pair (positions over `all`), one more than MAX_COMPLETIONS at
  // most, through the lexemes' key: their range in byte order, as a tsquery's prefix compares.
  const prefixes = all.flatMap((w, i) => (w.last ? [{ i: i + 1, prefix: w.word }] : []));
  const rows = await db.query<{ part: 's' | 't' | 'p'; i: number | null; word: string | null; positions: number[] | null }>(
    `SELECT 's' AS part, NULL::int AS i, lexeme AS word, positions FROM unnest(to_tsvector($1::regconfig, $2))
     UNION ALL SELECT 's', NULL, lexeme, positions FROM unnest(to_tsvector('english', $2))
     UNION ALL SELECT 't', u.i, c.words, NULL FROM jsonb_to_recordset($3::jsonb) AS u(i int, first text, lo int, hi int),
       LATERAL (SELECT string_agg(v.word, ' ') AS words FROM search_vocabulary v WHERE v.first_letter = u.first AND v.letters BETWEEN u.lo AND u.hi) AS c
     WHERE c.words IS NOT NULL
     UNION ALL SELECT 'p', u.i, c.words, NULL FROM jsonb_to_recordset($4::jsonb) AS u(i int, prefix text),
       LATERAL (SELECT string_agg(l.lexeme, ' ') AS words FROM (SELECT x.lexeme FROM search_lexemes x
         WHERE x.lexeme >= u.prefix COLLATE "C" AND x.lexeme < (u.prefix || chr(1114111)) COLLATE "C" AND starts_with(x.lexeme, u.prefix)
         ORDER BY x.lexeme LIMIT ${MAX_COMPLETIONS + 1}) AS l) AS c`,
    [config, all.map((w) => w.word).join(' '), JSON.stringify(bounds), JSON.stringify(prefixes)],
    PREPARED,
  );
  const found = asked.map(() => [] as Array<{ word: string; typos: number }>);
  for (const { part, i, word, positions } of rows) {
    if (part === 's') {
      for (const p of positions ?? []) if (word !== null) all[p - 1]?.stems.add(word);
      continue;
    }
    if (part === 'p') {
      const completions = word === null ? [] : word.split(' ');
      const prefixed = all[(i ?? 0) - 1];
      if (prefixed) prefixed.completions = completions.length > MAX_COMPLETIONS ? null : completions;
      continue;
    }
    const typedWord = asked[(i ?? 0) - 1];
    if (!typedWord || word === null) continue;
    const budget = typoBudget(Array.from(typedWord.word).length);
    for (const candidate of word.split(' ')) {
      const typos = typoDistance(typedWord.word, candidate, budget, typedWord.last);
      if (typos >= 1 && typos <= 2) found[(i ?? 0) - 1]?.push({ word: candidate, typos });
    }
  }
  asked.forEach((typedWord, i) => {
    const variants = (found[i] ?? []).sort((a, b) => a.typos - b.typos || a.word.length - b.word.length || (a.word < b.word ? -1 : 1));
    typedWord.variants = variants.slice(0, MAX_VARIANTS);
  });
  return { words, pairs };
}

/** A planned word's forms; `stemmed` false for teachers, whose names the index keeps as written. */
function typedWord(w: PlannedWord, stemmed: boolean): TypedWord {
  const stems = stemmed ? new Set(w.stems) : new Set<string>();
  const forms: TypedWord['forms'] = [new Set([...indexForms(w.word), ...stems]), new Set(), new Set()];
  // A variant that is already one of the word's own forms costs no typo.
  for (const { word, typos } of w.variants) if (!forms[0].has(word)) forms[typos as 1 | 2].add(word);
  return { word: w.word, last: w.last, forms, stems, completions: w.completions };
}

/** The plan's words and pairs as a query asks for them, stemmed or not. */
export function typedWords(plan: QueryPlan, stemmed: boolean): { words: TypedWord[]; pairs: TypedWord[] } {
  return { words: plan.words.map((w) => typedWord(w, stemmed)), pairs: plan.pairs.map((w) => typedWord(w, stemmed)) };
}
