/**
 * The search box's four suggestion lists. All share one ranking (see text-match.ts): the whole
 * folded query is matched against the folded title or name; prefix of the text first, then prefix
 * of a later word, then plain substring; ties by popularity (descending), then id (ascending).
 *
 * In the visitor's language (issue 23): a skill is matched by its name in the request's language and
 * by its English name, and shown in the language; a class or a learning path by its title and by its
 * title read with its skill in the language ("Introducción a Watercolor" is found by "acuarela"). The
 * best tier of the texts counts; at equal tiers a match in the visitor's language ranks before a match
 * of the English text only (so the names that start with what was typed come first), then popularity,
 * then id. Teachers are matched by their names, which are the same in every language.
 */
import type { Language } from '../language.ts';
import type { Catalog, ClassRecord, LearningPathRecord, Localized, PersonRecord, SkillRecord } from '../seed/types.ts';
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

interface Hit<T> {
  item: T;
  tier: MatchTier;
  /** Which text gave the best tier: 0 the visitor's language (or the only text), 1 English. */
  via: number;
}

/** The best tier among `texts` (in order of preference), and the first text that reached it; null when none matches. */
function bestMatch(texts: readonly string[], needle: string): { tier: MatchTier; via: number } | null {
  let best: { tier: MatchTier; via: number } | null = null;
  for (let via = 0; via < texts.length; via += 1) {
    const tier = matchTier(texts[via] ?? '', needle);
    if (tier !== null && (best === null || tier < best.tier)) best = { tier, via };
  }
  return best;
}

function rank<T extends Rankable>(
  kind: string,
  query: string,
  items: readonly T[],
  texts: (item: T) => readonly string[],
  popularity: (item: T) => number,
): SuggestionList<T> {
  checkQueryLength(query);
  const needle = fold(query);
  const hits: Array<Hit<T>> = [];
  if (needle.length > 0) {
    for (const item of items) {
      const match = bestMatch(texts(item), needle);
      if (match) hits.push({ item, ...match });
    }
  }
  hits.sort(
    (a, b) =>
      a.tier - b.tier || a.via - b.via || popularity(b.item) - popularity(a.item) || Number(a.item.id) - Number(b.item.id),
  );
  const ranked = hits.map((h) => h.item);
  const searchId = resultListId(`sug-${kind}`, [needle, ranked.slice(0, 100).map((r) => r.id)]);
  return { items: ranked, searchId, listKey: `${kind}:${searchId}` };
}

/** A text in the visitor's language, then the English one when it differs. */
function inLanguage(texts: Localized, language: Language): readonly string[] {
  const own = texts[language];
  const english = texts['en-US'];
  return own === english ? [english] : [own, english];
}

export function suggestClasses(
  catalog: Catalog,
  query: string,
  onlyHighQuality: boolean,
  language: Language = 'en-US',
): SuggestionList<ClassRecord> {
  const pool = onlyHighQuality ? catalog.classes.filter((c) => c.isHighQuality) : catalog.classes;
  return rank(onlyHighQuality ? 'classes-hq' : 'classes', query, pool, (c) => inLanguage(c.foldedTitles, language), (c) => c.studentCount);
}

/** Only approved skills are suggested (schema: SkillSuggestion.isApproved). */
export function suggestSkills(catalog: Catalog, query: string, language: Language = 'en-US'): SuggestionList<SkillRecord> {
  const approved = catalog.skills.filter((s) => s.isApproved);
  return rank('skills', query, approved, (s) => inLanguage(s.foldedNames, language), (s) => s.followerCount);
}

export function suggestTeachers(catalog: Catalog, query: string): SuggestionList<PersonRecord> {
  return rank('teachers', query, catalog.teachers, (t) => [t.folded], (t) => t.followerCount);
}

export function suggestLearningPaths(catalog: Catalog, query: string, language: Language = 'en-US'): SuggestionList<LearningPathRecord> {
  return rank('paths', query, catalog.paths, (p) => inLanguage(p.foldedTitles, language), (p) => p.enrollmentCount);
}
