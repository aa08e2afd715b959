/**
 * The search box's four suggestion lists. All share one ranking (see text-match.ts): the whole
 * folded query is matched against the folded title or name; prefix of the text first, then prefix
 * of a later word, then plain substring; ties by popularity (descending), then id (ascending).
 */
import type { Catalog, ClassRecord, LearningPathRecord, PersonRecord, SkillRecord } from '../seed/types.ts';
import { fold, matchTier, type MatchTier } from '../text-match.ts';
import { checkQueryLength } from './class-search.ts';
import { resultListId } from './search-id.ts';

/** A ranked suggestion list plus the ids that describe it. */
export interface SuggestionList<T> {
  items: readonly T[];
  searchId: string;
  /** Cursor list identity: a cursor from one list cannot page another. */
  listKey: string;
}

interface Rankable {
  id: string;
}

function rank<T extends Rankable>(
  kind: string,
  query: string,
  items: readonly T[],
  text: (item: T) => string,
  popularity: (item: T) => number,
): SuggestionList<T> {
  checkQueryLength(query);
  const needle = fold(query);
  const hits: Array<{ item: T; tier: MatchTier }> = [];
  for (const item of items) {
    const tier = matchTier(text(item), needle);
    if (tier !== null) hits.push({ item, tier });
  }
  hits.sort(
    (a, b) => a.tier - b.tier || popularity(b.item) - popularity(a.item) || Number(a.item.id) - Number(b.item.id),
  );
  const ranked = hits.map((h) => h.item);
  const searchId = resultListId(`sug-${kind}`, [needle, ranked.slice(0, 100).map((r) => r.id)]);
  return { items: ranked, searchId, listKey: `${kind}:${searchId}` };
}

export function suggestClasses(catalog: Catalog, query: string, onlyHighQuality: boolean): SuggestionList<ClassRecord> {
  const pool = onlyHighQuality ? catalog.classes.filter((c) => c.isHighQuality) : catalog.classes;
  return rank(onlyHighQuality ? 'classes-hq' : 'classes', query, pool, (c) => c.foldedTitle, (c) => c.studentCount);
}

/** Only approved skills are suggested (schema: SkillSuggestion.isApproved). */
export function suggestSkills(catalog: Catalog, query: string): SuggestionList<SkillRecord> {
  const approved = catalog.skills.filter((s) => s.isApproved);
  return rank('skills', query, approved, (s) => s.folded, (s) => s.followerCount);
}

export function suggestTeachers(catalog: Catalog, query: string): SuggestionList<PersonRecord> {
  return rank('teachers', query, catalog.teachers, (t) => t.folded, (t) => t.followerCount);
}

export function suggestLearningPaths(catalog: Catalog, query: string): SuggestionList<LearningPathRecord> {
  return rank('paths', query, catalog.paths, (p) => p.folded, (p) => p.enrollmentCount);
}
