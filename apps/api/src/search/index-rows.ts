/**
 * The search index's rows (migrations/0002_search.sql): the seed's classes, skills, paths and teachers go
 * in through `insertClasses` and the rest here, and a class added at run time (POST /dev/classes) through
 * the same `insertClasses`. Each document's words are cut by search/words.ts; the database stems them
 * (`search_doc`) and keeps the vocabulary, the distinct words typos are checked against.
 */
import type { Queryable } from '../db/types.ts';
import { LANGUAGES, type Language } from '../language.ts';
import type { Catalog, ClassRecord, LearningPathRecord, Localized, PersonRecord, SkillRecord } from '../seed/types.ts';
import { indexForms, searchWords } from './words.ts';

/** Each shipped language's tsvector column and Snowball configuration. */
export const LANGUAGE_INDEX: Readonly<Record<Language, { column: string; config: string }>> = {
  'en-US': { column: 'doc_en', config: 'english' },
  es: { column: 'doc_es', config: 'spanish' },
  fr: { column: 'doc_fr', config: 'french' },
  de: { column: 'doc_de', config: 'german' },
  'pt-BR': { column: 'doc_pt', config: 'portuguese' },
  ar: { column: 'doc_ar', config: 'arabic' },
};

/** What one document says in one language: suggestion texts (A) and the others (B), as the language and English read them. */
interface DocText {
  aOwn: string;
  aEn: string;
  bOwn: string;
  bEn: string;
}

const words = (text: string): string => searchWords(text).flatMap(indexForms).join(' ');
/** The first of words already cut and joined. */
const lead = (joined: string): string => joined.split(' ')[0] ?? '';

/** A text in the language, and English's only when it says something else (matches in both count). */
function localizedDoc(texts: Localized, language: Language, others?: Localized): DocText {
  const own = texts[language];
  const en = texts['en-US'];
  // A class's other texts in a language are its English ones and then its names in the language
  // (ClassRecord.searchTexts): each part once, stemmed by its own language.
  const othersEn = others?.['en-US'] ?? '';
  const othersOwn = language === 'en-US' ? '' : (others?.[language] ?? '');
  return {
    aOwn: words(own),
    aEn: own === en ? '' : words(en),
    bOwn: words(othersOwn.startsWith(othersEn) ? othersOwn.slice(othersEn.length) : othersOwn),
    bEn: words(othersEn),
  };
}

export interface Row {
  id: number;
  popularity: number;
  flag?: boolean;
  docs: Record<Language, DocText>;
}

const perLanguage = (doc: (language: Language) => DocText): Record<Language, DocText> =>
  Object.fromEntries(LANGUAGES.map((l) => [l, doc(l)])) as Record<Language, DocText>;

const classRow = (c: ClassRecord): Row => ({
  id: Number(c.id), popularity: c.studentCount, flag: c.isHighQuality,
  docs: perLanguage((l) => localizedDoc(c.foldedTitles, l, c.searchTexts)),
});
const skillRow = (s: SkillRecord): Row => ({ id: Number(s.id), popularity: s.followerCount, docs: perLanguage((l) => localizedDoc(s.foldedNames, l)) });
const pathRow = (p: LearningPathRecord): Row => ({ id: Number(p.id), popularity: p.enrollmentCount, docs: perLanguage((l) => localizedDoc(p.foldedTitles, l)) });

/** The SQL expression of one language's tsvector from the row's parameters at `$n`. */
function docSql(language: Language, n: number): string {
  const { config } = LANGUAGE_INDEX[language];
  return `search_doc('${config}', u.a${n}, u.e${n}, u.l${n}, u.m${n}, u.b${n}, u.f${n})`;
}

/** Inserts `rows` into `table` (search_classes, search_skills or search_paths), 500 per statement. */
async function insertDocs(tx: Queryable, table: string, rows: readonly Row[], extra: { flag?: string }, added = false): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    const chunk = rows.slice(start, start + 500);
    const params: unknown[] = [chunk.map((r) => r.id), chunk.map((r) => r.popularity)];
    const columns: string[] = ['u.id', 'u.popularity'];
    const unnest: string[] = ['$1::int[]', '$2::int[]'];
    const names = ['id', 'popularity'];
    if (extra.flag) {
      params.push(chunk.map((r) => r.flag === true));
      unnest.push(`$${params.length}::boolean[]`);
      columns.push('u.flag');
      names.push('flag');
    }
    LANGUAGES.forEach((language, n) => {
      const docs = chunk.map((r) => r.docs[language]);
      params.push(docs.map((d) => d.aOwn), docs.map((d) => d.aEn), docs.map((d) => lead(d.aOwn)), docs.map((d) => lead(d.aEn)), docs.map((d) => d.bOwn), docs.map((d) => d.bEn));
      const at = params.length - 5;
      unnest.push(...[0, 1, 2, 3, 4, 5].map((k) => `$${at + k}::text[]`));
      names.push(`a${n}`, `e${n}`, `l${n}`, `m${n}`, `b${n}`, `f${n}`);
      columns.push(docSql(language, n));
    });
    const target = ['id', 'popularity', ...(extra.flag ? [extra.flag] : []), ...LANGUAGES.map((l) => LANGUAGE_INDEX[l].column)];
    await tx.query(`INSERT INTO ${table} (${target.join(', ')}) SELECT ${columns.join(', ')} FROM unnest(${unnest.join(', ')}) AS u(${names.join(', ')})`, params);
  }
  await addVocabulary(tx, rows.flatMap((r) => LANGUAGES.flatMap((l) => Object.values(r.docs[l]))), added);
}

/**
 * Every configuration a document's tsvector is made with (search_doc in migrations/0006_search_lead_words.sql:
 * the words as written, the language's Snowball and English's; a teacher's name as written).
 */
const LEXEME_CONFIGS = ['simple', ...new Set(Object.values(LANGUAGE_INDEX).map((l) => l.config))];

/**
 * Adds the words of `texts` to the vocabulary, and their lexemes by every configuration of the index to its
 * lexemes (migrations/0007_search_lexemes.sql): a word's lexemes are the same alone as in a text, so these hold
 * every lexeme of every document. `added`: words a run-time row brought (POST /dev/reset takes those away).
 */
async function addVocabulary(tx: Queryable, texts: readonly string[], added: boolean): Promise<void> {
  const vocabulary = [...new Set(texts.flatMap((t) => (t === '' ? [] : t.split(' '))))];
  await tx.query(
    `INSERT INTO search_vocabulary (word, first_letter, letters, added)
     SELECT w, left(w, 1), length(w), $2 FROM unnest($1::text[]) AS w ON CONFLICT (word) DO NOTHING`,
    [vocabulary, added],
  );
  await tx.query(
    `INSERT INTO search_lexemes (lexeme, added)
     SELECT DISTINCT l.lexeme, $3::boolean FROM unnest($1::text[]) AS w, unnest($2::regconfig[]) AS c, unnest(to_tsvector(c, w)) AS l
     ON CONFLICT (lexeme) DO NOTHING`,
    [vocabulary, LEXEME_CONFIGS, added],
  );
}

/** Indexes classes; `added`: classes added at run time, whose new words POST /dev/reset takes away with them. */
export async function insertClasses(tx: Queryable, classes: readonly ClassRecord[], added = false): Promise<void> {
  await insertDocs(tx, 'search_classes', classes.map(classRow), { flag: 'high_quality' }, added);
}

const teacherWords = (t: PersonRecord): string => words(t.name);

/** The seed's documents, as the index gets them: what the seed's key names (index-seed.ts). */
export interface CatalogDocuments {
  classes: Row[];
  skills: Row[];
  paths: Row[];
  teachers: Array<{ id: number; popularity: number; words: string }>;
}

export function catalogDocuments(catalog: Catalog): CatalogDocuments {
  return {
    classes: catalog.classes.map((c) => classRow(c)),
    skills: catalog.skills.filter((s) => s.isApproved).map(skillRow),
    paths: catalog.paths.map(pathRow),
    teachers: catalog.teachers.map((t) => ({ id: Number(t.id), popularity: t.followerCount, words: teacherWords(t) })),
  };
}

/** Writes the seed's documents into empty search tables. */
export async function insertCatalog(tx: Queryable, docs: CatalogDocuments): Promise<void> {
  await insertDocs(tx, 'search_classes', docs.classes, { flag: 'high_quality' });
  await insertDocs(tx, 'search_skills', docs.skills, {});
  await insertDocs(tx, 'search_paths', docs.paths, {});
  await tx.query(
    `INSERT INTO search_teachers (id, popularity, doc)
     SELECT u.id, u.popularity, setweight(to_tsvector('simple', u.words), 'A') || setweight(to_tsvector('simple', u.lead), 'C') || search_marked('^', to_tsvector('simple', u.lead))
     FROM unnest($1::int[], $2::int[], $3::text[], $4::text[]) AS u(id, popularity, words, lead)`,
    [docs.teachers.map((t) => t.id), docs.teachers.map((t) => t.popularity), docs.teachers.map((t) => t.words), docs.teachers.map((t) => lead(t.words))],
  );
  await addVocabulary(tx, docs.teachers.map((t) => t.words), false);
}
