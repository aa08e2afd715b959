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
 * word's first letter, never among the documents (plan.ts, one statement with the stems); the documents
 * are then found through a GIN index by a tsquery of the words found. A suggestion list asks only for its
 * page and one match more, first among the matches that start with the first typed word (pageSelect), and
 * its count only when asked; the lists of one request go to the database as one statement (session.ts): two
 * statements for a keystroke's four lists, whatever the catalogue's size.
 *
 * Rank (lower first): the typos of the text's best words, summed over the typed words; then a text that
 * starts with the first typed word; then (the results page) the title matching before the teacher, skills
 * or category only. Ties: popularity (descending), then id.
 */
import type { TableRow } from '../catalog/tables.ts';
import { PREPARED, type Queryable, type Task } from '../db/types.ts';
import type { Language } from '../language.ts';
import type { MatchTerm } from './highlight.ts';
import { LANGUAGE_INDEX } from './index-rows.ts';
import { planQuery, typedWords, type TypedWord } from './plan.ts';
import { SearchSession } from './session.ts';
import { indexForms, searchWords } from './words.ts';

export type SearchKind = 'classes' | 'skills' | 'paths' | 'teachers';

/** A suggestion list's match, with its record from the catalogue's table (it is among the first `records`). */
export interface TopMatch {
  id: string;
  /**
   * Lower ranks first: typos × 4, plus 0 when the text in the visitor's language starts with the first
   * typed word, 1 when the English one does, 2 when the title matched otherwise, 3 when only the rest did.
   */
  rank: number;
  record: TableRow | null;
}

/** A suggestion list: its page (the first matches), whether more match, and how many do, when asked. */
export interface TopResult {
  /** The first `records` matches, best first, each with its record. */
  matches: TopMatch[];
  /** Whether more than `records` match. */
  more: boolean;
  terms: MatchTerm[];
  /** How many match in all: a statement of its own, run when asked (the header never asks). */
  count: () => Promise<number>;
}

export interface SearchOptions {
  /** Match only what a suggestion shows (titles, names); the results page also matches teachers, skills, category. */
  titleOnly: boolean;
  /** Classes: only the high-quality ones. */
  highQualityOnly?: boolean;
  /**
   * A suggestion list: how many of its best matches come with their record (the page it shows), read from the
   * catalogue's table in the same statement. Skills have none to read: the API holds them (CatalogReference).
   */
  records?: number;
}

/**
 * The typed words read, as Meilisearch reads its first ten: a query's size grows with the square of its words
 * (each neighbouring pair is an alternative), and 200 characters could hold a hundred.
 */
export const MAX_WORDS = 10;

const TABLES: Readonly<Record<SearchKind, string>> = {
  classes: 'search_classes', skills: 'search_skills', paths: 'search_paths', teachers: 'search_teachers',
};
/** Where a match's record is (catalog/tables.ts). */
const RECORD_TABLES: Readonly<Record<SearchKind, string | null>> = {
  classes: 'catalog_classes', skills: null, paths: 'catalog_paths', teachers: 'catalog_teachers',
};

const quote = (lexeme: string): string => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * A tsquery of the word's forms up to `typos`, each restricted to `weights` ('' for any); with `mark`, the
 * forms as marked words ('^': a text's first words; '=': its title's; migrations/0006_search_lead_words.sql).
 */
function formsQuery(typed: TypedWord, typos: number, weights: string, mark = ''): string {
  const whole = (lexeme: string) => `${quote(mark + lexeme)}${weights ? `:${weights}` : ''}`;
  const parts: string[] = [];
  for (let t = 0; t <= typos; t += 1) parts.push(...[...(typed.forms[t] ?? [])].map(whole));
  // The last word, a prefix: as the lexemes that start with it when they are few (plan.ts), else as a prefix.
  if (typed.last) parts.push(...(typed.completions?.map(whole) ?? [`${quote(mark + typed.word)}:*${weights}`]));
  return `(${[...new Set(parts)].join(' | ')})`;
}

/**
 * What a list's parameter holds, named by what it is in the statement, never by its value (slotValue):
 * - `forms:i:t`: typed word i's forms up to t typos, or a pair's it is in (wordOrPairQuery);
 * - `lead:C`, `lead:D`: the forms a text in the language (C) or in English (D) starts with (leadQuery);
 * - `all`: every typed word, any weight but a class's teacher, skills and category (allOf);
 * - `matched:all`, `matched:leads`, `matched:titled`: what a list's SELECT reads (matchedQuery, Among);
 * - `need`: the page and one more; `records`: the page.
 */
type What = `forms:${number}:${number}` | 'lead:C' | 'lead:D' | 'all' | `matched:${'all' | 'leads' | 'titled'}` | 'need' | 'records';

/** A parameter of a list: which list of the statement, and what (What). */
interface Slot {
  list: number;
  what: What;
}

/** A statement's parameters, numbered in the order they are first used. */
export class Params {
  readonly values: unknown[] = [];
  /** Each value's slot (a list's, which slotValue answers), or null for a value given as it is. */
  readonly slots: Array<Slot | null> = [];
  private readonly numbered = new Map<string, number>();
  /**
   * `value` as the next parameter, of `type`, however many equal values came before: the statement is
   * prepared by its text (db/types.ts), and a text that numbered its parameters by which values happened to be
   * equal would change with the words typed.
   */
  value(value: unknown, type: string): string {
    this.slots.push(null);
    return `$${this.values.push(value)}::${type}`;
  }
  /**
   * List `list`'s value `what`, of `type`: one parameter however often the statement reads it, since it is
   * numbered by what it is, not by its value (a one-word keystroke's statement sent 92 values, 13 of them
   * different; binding them was a fifth of the statement's time on PGlite).
   */
  slot(q: ListQuery, list: number, what: What, type: string): string {
    const key = `${list}:${what}`;
    let n = this.numbered.get(key);
    if (n === undefined) {
      this.slots.push({ list, what });
      n = this.values.push(slotValue(q, what));
      this.numbered.set(key, n);
    }
    return `$${n}::${type}`;
  }
}

/** One list as a statement asks for it: a search of `kind`, its words planned. */
interface ListQuery {
  kind: SearchKind;
  language: Language;
  options: SearchOptions;
  words: TypedWord[];
  pairs: TypedWord[];
}

/**
 * The weights a list's words must have: only a class's document has words a title-only search must not match
 * (weight B: its teacher, skills and category); a skill's, path's or teacher's holds its name alone, so a weight
 * there would only hide the query from the planner's statistics (it read all 10,000 teachers rather than their
 * index).
 */
const weightsOf = (q: ListQuery): string => (q.options.titleOnly && q.kind === 'classes' ? 'ACD' : '');

/** The tsvector column a list's documents are read by: teachers' one, or the visitor's language's. */
const columnOf = (q: ListQuery): string => (q.kind === 'teachers' ? 'doc' : LANGUAGE_INDEX[q.language].column);

/** Word i's forms up to `typos`, or a pair's it is in (which then costs word i nothing more). */
function wordOrPairQuery(q: ListQuery, i: number, typos: number): string {
  const { words, pairs } = q;
  return [words[i], pairs[i - 1], pairs[i]].flatMap((w) => (w ? [formsQuery(w, typos, weightsOf(q))] : [])).join(' | ');
}

/**
 * Which matches a list's SELECT reads, each found by the index alone (migrations/0006_search_lead_words.sql):
 * - all: every match;
 * - leads: those whose text starts with the first typed word (or the word the first two make);
 * - titled: the leads and those whose title holds every typed word: every match that ranks 2 or less, and
 *   those that would but for their typos;
 * - popular, popular leads, popular titled: those of classes with POPULAR students or more (partial indexes of
 *   their own).
 */
type Among = 'all' | 'leads' | 'titled' | 'popular' | 'popular leads' | 'popular titled';

/**
 * The popularity from which a class's document is also in the partial indexes of popular classes: about the
 * most popular tenth of the large catalogue's classes. The migration's indexes name the same number.
 */
export const POPULAR = 2000;

/** Every typed word matched (each by itself or in a pair), the forms up to `typos` each, with `weights` ('' any). */
function allOf({ words, pairs }: ListQuery, typos: number, weights: string, mark = ''): string {
  const separate = words.map((word) => formsQuery(word, typos, weights, mark)).join(' & ');
  const joined = pairs.map((pair, i) => [...words.slice(0, i), pair, ...words.slice(i + 2)].map((word) => formsQuery(word, typos, weights, mark)).join(' & '));
  return [separate, ...joined].map((alternative) => `(${alternative})`).join(' | ');
}

/**
 * The forms a text that starts with the first word (or with the word the first two make) starts with: 'C' in
 * the language, 'D' in English, '' with `mark`. The first word's forms but its stems: leads are kept as written
 * (index-rows.ts).
 */
function leadQuery({ words, pairs }: ListQuery, weight: string, mark = ''): string {
  const first = words[0] ?? { word: '', last: true, forms: [new Set<string>(), new Set<string>(), new Set<string>()], stems: new Set<string>(), completions: null };
  const firstWritten: TypedWord = { ...first, forms: [new Set(indexForms(first.word)), first.forms[1], first.forms[2]] };
  return [firstWritten, pairs[0]].flatMap((w) => (w ? [formsQuery(w, 2, weight, mark)] : [])).join(' | ');
}

/** What a list's SELECT reads (Among): every match, or those the index finds by their marked words. */
function matchedQuery(q: ListQuery, among: 'all' | 'leads' | 'titled'): string {
  const every = allOf(q, 2, weightsOf(q));
  if (among === 'all') return every;
  // The marked words have no weight: the index answers them without reading a row (a weight it cannot).
  const marked = among === 'titled' ? `(${leadQuery(q, '', '^')}) | (${allOf(q, 2, '', '=')})` : leadQuery(q, '', '^');
  // One typed word: a text that has a marked form has the form itself, with its weight (index-rows.ts), so the
  // marked forms alone find the same texts, and the index reads their short lists only, not the word's own
  // (every class that says "illustration": 1.4 ms for a tier that found none).
  return q.words.length === 1 ? marked : `(${every}) & (${marked})`;
}

/** The value of list `q`'s parameter `what` (What): its words' tsqueries, or its page's size. */
function slotValue(q: ListQuery, what: What): string | number {
  const [of, a, b] = what.split(':');
  switch (of) {
    case 'forms':
      return wordOrPairQuery(q, Number(a), Number(b));
    case 'lead':
      return leadQuery(q, a ?? '');
    case 'all':
      return allOf(q, 2, 'ACD');
    case 'matched':
      return matchedQuery(q, a as 'all' | 'leads' | 'titled');
    case 'need':
      return (q.options.records ?? 0) + 1;
    default:
      return q.options.records ?? 0;
  }
}

/**
 * The SELECT of one list's matches (id, rank, popularity): plain expressions per typed word (at most
 * MAX_WORDS), no sub-plan per row. `among`: which matches it reads (Among). The leads are the matches that
 * rank 0 or 1, and those that would but for their typos (4 or more); every other match ranks 2 or more. Its
 * text depends on the list's shape alone (shapeOf), its words being parameters (slots of list `list`).
 */
function listSelect(q: ListQuery, params: Params, among: Among = 'all', list = 0): string {
  const tsquery = (what: What) => params.slot(q, list, what, 'tsquery');
  // Each typed word's typos: 0 when an exact form (or a pair's) matches, 1 when one a typo away does, else 2.
  const typos = q.words.map((_, i) => `CASE WHEN d @@ ${tsquery(`forms:${i}:0`)} THEN 0 WHEN d @@ ${tsquery(`forms:${i}:1`)} THEN 1 ELSE 2 END`).join(' + ');
  const place = `CASE WHEN d @@ ${tsquery('lead:C')} THEN 0 WHEN d @@ ${tsquery('lead:D')} THEN 1 WHEN d @@ ${tsquery('all')} THEN 2 ELSE 3 END`;
  const column = columnOf(q);
  const onlyHq = q.kind === 'classes' && q.options.highQualityOnly ? 'AND high_quality' : '';
  const reads = among === 'all' || among === 'popular' ? 'all' : among === 'titled' || among === 'popular titled' ? 'titled' : 'leads';
  // The literal, not a parameter: the planner picks a partial index only for a condition it can see implies it.
  const popular = among.startsWith('popular') ? `AND popularity >= ${POPULAR}` : '';
  return `SELECT id, popularity, ((${typos}) * 4 + ${place})::int AS rank
     FROM (SELECT id, popularity, ${column} AS d FROM ${TABLES[q.kind]} WHERE ${column} @@ ${tsquery(`matched:${reads}`)} ${onlyHq} ${popular}) AS m`;
}

/**
 * The least typos every match has: 4 (a rank's step) for each typed word that no document matches without a
 * typo. Each is a GIN lookup of the word's own forms, quick when none has them, as for a typo. A tier whose
 * matches all have typos can then still answer ("watrcolor": none ranks below 4).
 */
function typoFloor(q: ListQuery, params: Params, list: number): string {
  const column = columnOf(q);
  // A small table's (skills, paths, teachers) rows are counted: asked whether one exists, the planner plans for
  // the first row and reads the table whole, testing each row, when none has the word (10,000 teachers: 1.5 ms).
  const none = (forms: string) => (q.kind === 'classes'
    ? `NOT EXISTS (SELECT 1 FROM ${TABLES[q.kind]} WHERE ${column} @@ ${forms})`
    : `(SELECT count(*) FROM ${TABLES[q.kind]} WHERE ${column} @@ ${forms}) = 0`);
  const missing = q.words.map((_, i) => `(${none(params.slot(q, list, `forms:${i}:0`, 'tsquery'))})::int`);
  return `SELECT 4 * (${missing.join(' + ')}) AS k`;
}

/** A page's order, whichever tier found it: rank, popularity (descending), id (as text). */
const PAGE_ORDER = 'rank, popularity DESC, id';

/** The best `need` of `ranked` (listSelect's), best first: a top-N sort, not a sort of them all. */
const bestOf = (ranked: string, need: string): string =>
  `SELECT id::text AS id, rank, popularity FROM (${ranked}) AS r ORDER BY ${PAGE_ORDER} LIMIT ${need}`;

/** The best `need` of a tier before (a CTE's name) and of `ranked`'s best, together. */
const bestOfBoth = (tier: string, ranked: string, need: () => string): string =>
  `SELECT * FROM (SELECT * FROM ${tier} UNION SELECT * FROM (${bestOf(ranked, need())}) AS p) AS u ORDER BY ${PAGE_ORDER} LIMIT ${need()}`;

/**
 * A suggestion list's page: its first `records` matches with their records (read by key), and one match more
 * when there is one (so the page knows whether more follow). No count: a list's count is asked for apart
 * (countSelect), and the header never asks.
 *
 * Ranking every match to keep the best few costs what the matches cost ("botanical": 5,734 classes of 50,000,
 * 17 ms). So the page is looked for in tiers, each found through the index alone (Among), and a tier answers
 * only when nothing outside it can come before its last row (every match ranks at least the typo floor,
 * typoFloor, plus its place):
 * 1. popular leads (classes): when the page and one more all rank the floor, a class outside ranks more, or
 *    the same and is less popular ("botanical": 107 rows read);
 * 2. leads: a match outside ranks the floor + 2 or more; the page answers when all rank the floor + 1 or less;
 * 3. leads and popular titled (classes), when the page all ranks the floor + 2 or less: a lead outside comes
 *    after the leads' own page, a titled class outside ranks the floor + 2 or more and, ranking the same, is
 *    less popular (a page's row that ranks the floor + 2 is no lead: it is a popular titled one), any other
 *    ranks the floor + 3 ("illustration": no title starts with it and 4,008 hold it; 402 rows read, not 4,008);
 * 4. titled (classes): a match outside ranks the floor + 3, from its teacher, skills or category only;
 * 5. titled and popular (classes): a match outside both ranks the floor + 3 and is less popular ("procreate"
 *    is in 2,228 classes' skills and in no title);
 * and when none can answer, every match is ranked, as before. Every tier orders the same way (rank, popularity
 * descending, id as text), so which one answered never shows. Tiers are CTEs read in turn: a CASE keeps the
 * order, so a tier is read only when the ones before it could not answer.
 */
function pageSelect(q: ListQuery, params: Params, list: number): string {
  const records = q.options.records ?? 0;
  const table = RECORD_TABLES[q.kind];
  const need = () => params.slot(q, list, 'need', 'int');
  // One typed word: two words or more match few classes together, often fewer than a page, which no tier can
  // tell from all there are; each tier that looked read every word's list in the index again ("watercolor
  // portrait" at 200,000 classes on PGlite: p50 9.3 → 17.6 ms). A skill's, path's or teacher's document holds
  // its name alone: every match is titled.
  const oneWord = q.words.length === 1;
  const tiers = !oneWord ? [] : [
    ...(q.kind === 'classes' ? [{ name: 'popular_leads', sql: bestOf(listSelect(q, params, 'popular leads', list), need()), best: 0 }] : []),
    { name: 'leads', sql: bestOf(listSelect(q, params, 'leads', list), need()), best: 1 },
    ...(q.kind === 'classes'
      ? [
        { name: 'popular_titled', sql: bestOfBoth('leads', listSelect(q, params, 'popular titled', list), need), best: 2 },
        { name: 'titled', sql: bestOf(listSelect(q, params, 'titled', list), need()), best: 2 },
        { name: 'titled_popular', sql: bestOfBoth('titled', listSelect(q, params, 'popular', list), need), best: 3 },
      ]
      : []),
  ].map(({ name, sql, best }) => ({
    name,
    sql,
    // The floor only when the tier's rows have typos: a CASE keeps that order.
    enough: `(SELECT CASE WHEN count(*) <> ${need()} THEN false WHEN max(rank) <= ${best} THEN true
      ELSE max(rank) <= ${best} + (SELECT k FROM floor) END FROM ${name})`,
  }));
  /** Tier i answers when no tier before it did and it can; the last branch, every match ranked, when none can. */
  // A CASE, whose order is kept, so a tier is read only when the ones before it could not answer.
  const turn = (i: number) => {
    const own = i < tiers.length ? `(SELECT yes FROM ${tiers[i]?.name}_ok)` : 'true';
    return i === 0 ? own : `CASE ${tiers.slice(0, i).map((t) => `WHEN (SELECT yes FROM ${t.name}_ok) THEN false `).join('')}ELSE ${own} END`;
  };
  // The floor only for tiers to read: a query without them sends none of its parameters.
  const ctes = [
    ...(tiers.length === 0 ? [] : [`floor AS MATERIALIZED (${typoFloor(q, params, list)})`]),
    ...tiers.map((t) => `${t.name} AS MATERIALIZED (${t.sql}), ${t.name}_ok AS MATERIALIZED (SELECT ${t.enough} AS yes)`),
  ];
  const branches = [
    ...tiers.map((t, i) => `SELECT * FROM ${t.name} WHERE ${turn(i)}`),
    `SELECT * FROM (${bestOf(listSelect(q, params, 'all', list), need())}) AS a WHERE ${turn(tiers.length)}`,
  ];
  ctes.push(`best AS (${branches.join('\n      UNION ALL ')})`);
  // The page's size is a parameter, as a visitor chooses it (GraphQL's `first`): the text stays the list's.
  const record = records === 0 || table === null ? 'NULL::jsonb' : `CASE WHEN t.pos <= ${params.slot(q, list, 'records', 'int')} THEN (SELECT to_jsonb(r) FROM ${table} r WHERE r.id = t.id::int) END`;
  return `WITH ${ctes.join(',\n    ')}
    SELECT ${list} AS list, t.id, t.rank, t.popularity, t.pos::int AS pos, ${record} AS record
    FROM (SELECT b.*, row_number() OVER (ORDER BY b.rank, b.popularity DESC, b.id) AS pos FROM best AS b) AS t`;
}

/** How many match `q`, for a list that is asked its count. */
function countSelect(q: ListQuery, params: Params): string {
  return `SELECT count(*)::int AS n FROM (${listSelect(q, params)}) AS m`;
}

/** The typed words as a list's terms: what its highlights are found by. */
function termsOf({ words, pairs }: ListQuery): MatchTerm[] {
  return [...words, ...pairs].map((w) => ({
    word: w.word,
    last: w.last,
    whole: new Set([...w.forms[0], ...w.forms[1], ...w.forms[2]].filter((f) => !w.stems.has(f))),
    stems: w.stems,
  }));
}

/** A search as asked: null when the query has no word after folding (it matches nothing). */
interface Asked {
  kind: SearchKind;
  query: string;
  language: Language;
  options: SearchOptions;
}

/** The list's query, its words planned once per request and language (teachers read the plan unstemmed). */
async function listQuery(db: Queryable, asked: Asked, session: SearchSession): Promise<ListQuery | null> {
  const typed = searchWords(asked.query).slice(0, MAX_WORDS);
  if (typed.length === 0) return null;
  const { config } = LANGUAGE_INDEX[asked.language];
  const plan = await session.once(`plan:${config}:${typed.join(' ')}`, () => planQuery(db, typed, config));
  // Teachers' names are not stemmed (the index keeps them as written).
  return { ...asked, ...typedWords(plan, asked.kind !== 'teachers') };
}

/** A row of a list's page (pageSelect). */
interface PageRow {
  list: number;
  id: string;
  rank: number;
  popularity: number;
  /** 1 for the best match; the page's are 1 to `records`, and one more tells that more match. */
  pos: number;
  record: TableRow | null;
}

const match = ({ id, rank, record }: PageRow): TopMatch => ({ id, rank, record });

/**
 * The SELECT (id, rank, popularity) of every match of `query` among `kind`'s documents in `language`, for a
 * statement of the caller's (the results page's, which filters, sorts, pages and counts facets over it in
 * the database), with its parameters in `params`; null when the query has no word after folding (it matches
 * nothing). `session`: the request's, to share its plans.
 */
export async function matchSelect(
  db: Queryable, kind: SearchKind, query: string, language: Language, options: SearchOptions, params: Params, session = new SearchSession(),
): Promise<{ sql: string; terms: MatchTerm[] } | null> {
  const q = await listQuery(db, { kind, query, language, options }, session);
  return q === null ? null : { sql: listSelect(q, params), terms: termsOf(q) };
}

/** Whether anything of `kind` matches `query`. */
export async function findsAny(db: Queryable, kind: SearchKind, query: string, language: Language, options: SearchOptions): Promise<boolean> {
  const params = new Params();
  const select = await matchSelect(db, kind, query, language, options, params);
  if (select === null) return false;
  const [row] = await db.query<{ found: boolean }>(`SELECT EXISTS (${select.sql}) AS found`, params.values, PREPARED);
  return row?.found === true;
}

/**
 * What a list's statement text depends on: its kind, column and options, whether its page comes with records,
 * and how many words were typed. Never the words: they are parameters (What).
 */
const shapeOf = (q: ListQuery): string =>
  [q.kind, columnOf(q), q.options.titleOnly ? 'title' : '', q.options.highQualityOnly === true ? 'hq' : '', (q.options.records ?? 0) > 0 ? 'page' : '', q.words.length].join(':');

/** A batch's statement by its lists' shapes: its text and the slots of its parameters. */
const LIST_STATEMENTS = new Map<string, { text: string; slots: ReadonlyArray<Slot | null> }>();
/**
 * Shapes kept at most: a few per language and count of words in practice (the header asks one set of four
 * lists); past it the oldest is built again when asked.
 */
const LIST_STATEMENTS_KEPT = 200;

/**
 * The lists of a batch as one statement (each list's page, told apart by a `list` column), null when no list
 * has a word. Its text is built once per shape (shapeOf): a keystroke then only finds its parameters' values.
 */
function listsStatement(queries: ReadonlyArray<ListQuery | null>): { text: string; slots: ReadonlyArray<Slot | null> } | null {
  if (queries.every((q) => q === null)) return null;
  const shape = queries.map((q) => (q ? shapeOf(q) : '-')).join('|');
  const kept = LIST_STATEMENTS.get(shape);
  if (kept) return kept;
  const params = new Params();
  const text = queries.flatMap((q, list) => (q ? [`(${pageSelect(q, params, list)})`] : [])).join('\nUNION ALL\n');
  const made = { text, slots: params.slots };
  LIST_STATEMENTS.set(shape, made);
  if (LIST_STATEMENTS.size > LIST_STATEMENTS_KEPT) LIST_STATEMENTS.delete(LIST_STATEMENTS.keys().next().value as string);
  return made;
}

/** A suggestion list's page as the engine answers it, where it runs (TopResult but its count). */
type TopPage = Omit<TopResult, 'count'>;

/** The lists of one batch in one statement: each list's page, told apart by a `list` column. */
async function runTopLists(db: Queryable, session: SearchSession, batch: readonly Asked[]): Promise<TopPage[]> {
  const queries = await Promise.all(batch.map((asked) => listQuery(db, asked, session)));
  const statement = listsStatement(queries);
  const values = statement?.slots.map((slot) => (slot && queries[slot.list] ? slotValue(queries[slot.list] as ListQuery, slot.what) : null));
  const rows = statement && values ? await db.query<PageRow>(statement.text, values, PREPARED) : [];
  const byList = queries.map(() => [] as PageRow[]);
  for (const row of rows) byList[row.list]?.push(row);
  // UNION ALL keeps no order between or within its parts by contract: each list is put back in its own, the
  // statement's (its ORDER BY's `id` is the text column it answers, as it always was).
  return queries.map((q, list) => {
    if (q === null) return NOTHING_FOUND;
    const records = q.options.records ?? 0;
    const found = (byList[list] ?? []).sort((a, b) => a.pos - b.pos);
    return { matches: found.filter((row) => row.pos <= records).map(match), more: found.length > records, terms: termsOf(q) };
  });
}

/**
 * runTopLists as a task (db/types.ts) that the embedded engine runs in its own thread: the batch's plan and its
 * lists statement one after the other there, the plan's rows read there too.
 */
export const TOP_LISTS: Task<readonly Asked[], TopPage[]> = {
  module: import.meta.url,
  name: 'TOP_LISTS',
  run: (db, batch) => runTopLists(db, new SearchSession(), batch),
};

/** A list that matches nothing (its query has no word). */
const NOTHING_FOUND: TopPage = { matches: [], more: false, terms: [] };
const NOTHING: TopResult = { ...NOTHING_FOUND, count: async () => 0 };

/** How many match a list (the request's plan, when its page was found here). */
async function countMatches(db: Queryable, asked: Asked, session: SearchSession): Promise<number> {
  const q = await listQuery(db, asked, session);
  if (q === null) return 0;
  const params = new Params();
  const [row] = await db.query<{ n: number }>(countSelect(q, params), params.values, PREPARED);
  return row?.n ?? 0;
}

/**
 * A suggestion list's page of the best matches of `query`, and whether more match. The lists of one request
 * (one `session`, one database) that ask together go to the database together: one statement for their
 * plan, one for all of them.
 */
export function findTop(
  db: Queryable, kind: SearchKind, query: string, language: Language, options: SearchOptions, session: SearchSession,
): Promise<TopResult> {
  return session.batch('top', { db, asked: { kind, query, language, options } }, async (items: Array<{ db: Queryable; asked: Asked }>) => {
    // One statement per database: a request has one, so this is one statement.
    const dbs = [...new Set(items.map((i) => i.db))];
    const answers = new Map<{ db: Queryable; asked: Asked }, TopResult>();
    await Promise.all(dbs.map(async (one) => {
      const mine = items.filter((i) => i.db === one);
      const asked = mine.map((i) => i.asked);
      // Beside the data when the engine can (the embedded engine's thread): the plan and the lists statement
      // without a message between them. Else here, with the request's plans.
      const pages = one.beside ? await one.beside(TOP_LISTS, asked) : await runTopLists(one, session, asked);
      const found = pages.map((page, n): TopResult => ({
        ...page,
        count: page.matches.length === 0 && !page.more ? async () => 0 : () => countMatches(one, asked[n] as Asked, session),
      }));
      mine.forEach((item, n) => answers.set(item, found[n] ?? NOTHING));
    }));
    return items.map((item) => answers.get(item) ?? NOTHING);
  });
}
