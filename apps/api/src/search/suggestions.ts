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
import type { Queryable } from '../db/types.ts';
import type { Language } from '../language.ts';
import type { Catalog, ClassRecord, LearningPathRecord, PersonRecord, SkillRecord } from '../seed/types.ts';
import { fold } from '../text-match.ts';
import { checkQueryLength, classOf } from './class-search.ts';
import { findTop, MAX_TOP, type SearchKind, type SearchMatch, type SearchOptions } from './engine.ts';
import type { MatchTerm } from './highlight.ts';
import { resultListId } from './search-id.ts';
import type { SearchSession } from './session.ts';

/** A ranked suggestion list (its best MAX_TOP, all a page may show) plus the ids that describe it. */
export interface SuggestionList<T> {
  items: readonly T[];
  /** How many match in all (items holds the first MAX_TOP of them). */
  totalCount: number;
  /** The typed words as the engine looked for them: what a suggestion's highlight is found by (highlight.ts). */
  terms: readonly MatchTerm[];
  searchId: string;
  /** Cursor list identity: a cursor from one list cannot page another. */
  listKey: string;
}

/** Where one request's lists search: its database and what they share (session.ts: one plan, one statement). */
export interface SuggestFrom {
  db: Queryable;
  plans: SearchSession;
}

async function suggest<T extends { id: string }>(
  { db, plans }: SuggestFrom,
  list: { name: string; kind: SearchKind; options: SearchOptions },
  query: string,
  language: Language,
  lookup: (match: SearchMatch) => T | undefined,
): Promise<SuggestionList<T>> {
  checkQueryLength(query);
  const { matches, terms, total } = await findTop(db, list.kind, query, language, list.options, plans);
  const ranked = matches.map(lookup).filter((item): item is T => item !== undefined);
  const searchId = resultListId(`sug-${list.name}`, [fold(query), ranked.slice(0, MAX_TOP).map((r) => r.id)]);
  // A match the catalogue does not know (none should) is not counted, as it is not listed.
  return { items: ranked, totalCount: total - (matches.length - ranked.length), terms, searchId, listKey: `${list.name}:${searchId}` };
}

export function suggestClasses(from: SuggestFrom, catalog: Catalog, query: string, onlyHighQuality: boolean, language: Language = 'en-US'): Promise<SuggestionList<ClassRecord>> {
  const list = { name: onlyHighQuality ? 'classes-hq' : 'classes', kind: 'classes' as const, options: { titleOnly: false, highQualityOnly: onlyHighQuality } };
  return suggest(from, list, query, language, (m) => classOf(catalog, m));
}

/** Only approved skills are suggested (schema: SkillSuggestion.isApproved): only those are in the index. */
export function suggestSkills(from: SuggestFrom, catalog: Catalog, query: string, language: Language = 'en-US'): Promise<SuggestionList<SkillRecord>> {
  const byId = new Map(catalog.skills.map((s) => [s.id, s]));
  return suggest(from, { name: 'skills', kind: 'skills', options: { titleOnly: true } }, query, language, (m) => byId.get(m.id));
}

/**
 * Names are the same in every language and not stemmed, so `language` finds the same teachers; it is the
 * request's so the list reads the plan the request's other lists made (its typos, without their stems).
 */
export function suggestTeachers(from: SuggestFrom, catalog: Catalog, query: string, language: Language = 'en-US'): Promise<SuggestionList<PersonRecord>> {
  return suggest(from, { name: 'teachers', kind: 'teachers', options: { titleOnly: true } }, query, language, (m) => catalog.teacherById.get(m.id));
}

export function suggestLearningPaths(from: SuggestFrom, catalog: Catalog, query: string, language: Language = 'en-US'): Promise<SuggestionList<LearningPathRecord>> {
  const byId = new Map(catalog.paths.map((p) => [p.id, p]));
  return suggest(from, { name: 'paths', kind: 'paths', options: { titleOnly: true } }, query, language, (m) => byId.get(m.id));
}
