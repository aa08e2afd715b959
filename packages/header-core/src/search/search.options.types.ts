// What the list shows: the suggestions once normalized (validated, limited, every URL through the URL
// policy), the empty box's popular searches, and the flattened options with where each one goes.
// search.model.ts builds the options; the connect layer and the renderers draw them.
import type { SearchMethod } from './search.limits.ts';

/** A part of a suggestion's text to emphasise, checked to lie inside it (search.suggestions.ts). */
export interface TextSpan {
  readonly start: number;
  readonly length: number;
}

/** A suggestion's emphasis. */
interface Highlighted {
  /**
   * What matched the typed words (the API's), in order and apart; without any, the typed text is emphasised
   * where it occurs.
   */
  readonly highlights?: readonly TextSpan[];
}

export interface SkillSuggestion extends Highlighted {
  readonly id: string;
  readonly displayName: string;
  readonly slug: string;
  readonly classCount: number;
  readonly followerCount: number;
}

export interface ClassSuggestion extends Highlighted {
  readonly id: string;
  readonly title: string;
  /** Cover image after the URL policy; null when absent or refused. */
  readonly coverImageUrl: string | null;
  /** The class page, after the URL policy (classes whose url is refused are dropped). */
  readonly url: string;
}

export interface PathSuggestion extends Highlighted {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /** Cover image after the URL policy; null when absent or refused. */
  readonly coverImage: string | null;
  readonly itemCount: number;
  /** `/paths/{slug}` with the slug encoded as one path segment. */
  readonly url: string;
}

export interface TeacherSuggestion extends Highlighted {
  readonly id: string;
  readonly name: string;
  /** Avatar after the URL policy; null when absent or refused. */
  readonly avatar: string | null;
  readonly followerCount: number;
  /** The teacher's profile, after the URL policy (teachers whose url is refused are dropped). */
  readonly url: string;
}

/** A popular search (issue 23): a skill many visitors search, named in the page's language. */
export interface PopularSearch {
  /** The skill's id. */
  readonly id: string;
  /** What the row shows and searches (a valid query: at most 58 code points). */
  readonly query: string;
  /** The skill's slug, the same in every language. */
  readonly slug: string;
}

export interface SearchSuggestions {
  readonly skills: readonly SkillSuggestion[];
  readonly classes: readonly ClassSuggestion[];
  readonly paths: readonly PathSuggestion[];
  readonly teachers: readonly TeacherSuggestion[];
}

// ---------------------------------------------------------------------------------------------
// The flattened option list: 0 = typed text, 1 = natural language, then skills, classes, paths, teachers.
// ---------------------------------------------------------------------------------------------

export type SuggestionKind = 'skill' | 'class' | 'path' | 'teacher';
/** The rows of the empty box (issue 23): the person's recent searches, then popular ones. */
export type SearchRowKind = 'recent' | 'popular';
export type SearchOptionKind = 'input' | 'naturalLanguage' | SuggestionKind | SearchRowKind;

export interface SearchTarget {
  /** Root-relative (or absolute, for absolute data URLs) href; never holds a lone surrogate. */
  readonly href: string;
  /** Present when the target is a search results page. */
  readonly searchMethod?: SearchMethod;
  /** The search text, when the target is a search results page. */
  readonly query?: string;
}

interface OptionBase<K extends SearchOptionKind> {
  /** Position in the flattened list (the active index that selects it). */
  readonly index: number;
  /** Stable DOM id, unique within the search box. */
  readonly id: string;
  readonly kind: K;
  /** Plain text of the row: typed text, the query, a skill name, a title or a teacher name. */
  readonly label: string;
  readonly target: SearchTarget;
}

export type SearchOption =
  | OptionBase<'input'>
  | OptionBase<'naturalLanguage'>
  | (OptionBase<'skill'> & { readonly item: SkillSuggestion })
  | (OptionBase<'class'> & { readonly item: ClassSuggestion })
  | (OptionBase<'path'> & { readonly item: PathSuggestion })
  | (OptionBase<'teacher'> & { readonly item: TeacherSuggestion })
  | OptionBase<'recent'>
  | (OptionBase<'popular'> & { readonly item: PopularSearch });
