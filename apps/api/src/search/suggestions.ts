/**
 * The search box's four suggestion lists, found by the search engine (engine.ts, issue 33): every typed word
 * matches a word of the text, in any order, the last one as a prefix, typos forgiven by the typo rule, in
 * the visitor's language and in English. Ranked by the engine (fewer typos first, then a text that starts
 * with the first word), then popularity (descending), then id (ascending).
 *
 * A skill is matched by its name in the request's language and by its English name; a class or a learning
 * path by its title and by its title read with its skill in the language ("Introducción a Watercolor" is
 * found by "acuarela"); a class also by its teacher, skills and category, after the title matches. Teachers
 * are matched by their names, which are the same in every language.
 */
import { classFromRow, pathFromRow, teacherFromRow } from '../catalog/tables.ts';
import type { Queryable } from '../db/types.ts';
import type { Language } from '../language.ts';
import { MAX_PAGE_SIZE } from '../relay.ts';
import type { CatalogReference, StoredClass, StoredPath, StoredSkill, StoredTeacher } from '../seed/types.ts';
import { fold } from '../text-match.ts';
import { checkQueryLength } from './class-search.ts';
import { findTop, type SearchKind, type SearchOptions, type TopMatch } from './engine.ts';
import type { MatchTerm } from './highlight.ts';
import { resultListId } from './search-id.ts';
import type { SearchSession } from './session.ts';

/** A ranked suggestion list: the page asked for, whether more match, and how many do (asked apart). */
export interface SuggestionList<T> {
  /** The first `first` matches (the page), as the catalogue's tables hold them. */
  items: readonly T[];
  /** Whether more than the page match. */
  hasMore: boolean;
  /** How many match in all: a statement of its own, run only when a query asks for `totalCount`. */
  totalCount: () => Promise<number>;
  /** The typed words as the engine looked for them: what a suggestion's highlight is found by (highlight.ts). */
  terms: readonly MatchTerm[];
  searchId: string;
  /** Cursor list identity: a cursor from one list cannot page another. */
  listKey: string;
}

/**
 * Where one request's lists search: its database, what they share (session.ts: one plan, one statement), and
 * the catalogue's small tables (skills are found there by id).
 */
export interface SuggestFrom {
  db: Queryable;
  plans: SearchSession;
  catalog: CatalogReference;
}

async function suggest<T extends { id: string }>(
  { db, plans }: SuggestFrom,
  list: { name: string; kind: SearchKind; options: SearchOptions },
  query: string,
  language: Language,
  first: number,
  lookup: (match: TopMatch) => T | undefined,
): Promise<SuggestionList<T>> {
  checkQueryLength(query);
  const { matches, more, terms, count } = await findTop(db, list.kind, query, language, { ...list.options, records: first }, plans);
  // `matches` are the page's: the first `first`, with their records.
  const page = matches.map(lookup).filter((item): item is T => item !== undefined);
  // The list as shown: the query and the page's matches, in order (a list is its page: suggestions have no
  // next page to ask for).
  const searchId = resultListId(`sug-${list.name}`, [fold(query), matches.map((m) => m.id)]);
  // A match whose record is gone (a class taken away since the index was read; none should be) is not listed.
  const gone = matches.length - page.length;
  return { items: page, hasMore: more, totalCount: async () => (await count()) - gone, terms, searchId, listKey: `${list.name}:${searchId}` };
}

const recordOf = <T>(read: (row: Record<string, unknown>) => T) => (m: TopMatch): T | undefined => (m.record ? read(m.record) : undefined);

export function suggestClasses(from: SuggestFrom, query: string, onlyHighQuality: boolean, language: Language = 'en-US', first = MAX_PAGE_SIZE): Promise<SuggestionList<StoredClass>> {
  const list = { name: onlyHighQuality ? 'classes-hq' : 'classes', kind: 'classes' as const, options: { titleOnly: false, highQualityOnly: onlyHighQuality } };
  return suggest(from, list, query, language, first, recordOf(classFromRow));
}

/** Only approved skills are suggested (schema: SkillSuggestion.isApproved): only those are in the index. */
export function suggestSkills(from: SuggestFrom, query: string, language: Language = 'en-US', first = MAX_PAGE_SIZE): Promise<SuggestionList<StoredSkill>> {
  return suggest(from, { name: 'skills', kind: 'skills', options: { titleOnly: true } }, query, language, first, (m) => from.catalog.skillById.get(m.id));
}

/**
 * Names are the same in every language and not stemmed, so `language` finds the same teachers; it is the
 * request's so the list reads the plan the request's other lists made (its typos, without their stems).
 */
export function suggestTeachers(from: SuggestFrom, query: string, language: Language = 'en-US', first = MAX_PAGE_SIZE): Promise<SuggestionList<StoredTeacher>> {
  return suggest(from, { name: 'teachers', kind: 'teachers', options: { titleOnly: true } }, query, language, first, recordOf(teacherFromRow));
}

export function suggestLearningPaths(from: SuggestFrom, query: string, language: Language = 'en-US', first = MAX_PAGE_SIZE): Promise<SuggestionList<StoredPath>> {
  return suggest(from, { name: 'paths', kind: 'paths', options: { titleOnly: true } }, query, language, first, recordOf(pathFromRow));
}
