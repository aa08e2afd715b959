import type { SafeStorage } from '../storage/index.ts';
import type { SearchMessageKey, SearchMessages } from './search.messages.ts';
import type { SearchRowMessageKey, SearchRowMessages } from './search.strings.ts';

// ---------------------------------------------------------------------------------------------
// Raw answer: the GraphQL shape of GetSearchSuggestions, described structurally so header-core
// needs no GraphQL client. Every level may be missing or null (spec §7: missing data → empty).
// `GetSearchSuggestionsQuery` from @masthead/graphql is assignable to `RawSearchSuggestions`.
// ---------------------------------------------------------------------------------------------

export interface RawConnection<TNode> {
  readonly edges?: ReadonlyArray<{ readonly node?: TNode | null } | null> | null;
}

export interface RawSkillNode {
  readonly id?: string | null;
  readonly displayName?: string | null;
  readonly slug?: string | null;
  readonly classCount?: number | null;
  readonly followerCount?: number | null;
  readonly isApproved?: boolean | null;
}

export interface RawClassNode {
  readonly id?: string | null;
  readonly title?: string | null;
  readonly coverImageUrl?: string | null;
  readonly url?: string | null;
}

export interface RawPathNode {
  readonly id?: string | null;
  readonly title?: string | null;
  readonly slug?: string | null;
  readonly coverImage?: string | null;
  readonly items?: { readonly totalCount?: number | null } | null;
}

export interface RawTeacherNode {
  readonly id?: string | null;
  readonly name?: string | null;
  readonly user?: {
    readonly avatar?: string | null;
    readonly url?: string | null;
    readonly followers?: { readonly totalCount?: number | null } | null;
  } | null;
}

/** What the injected `fetchSuggestions` actor resolves with: the query's `data` (or nothing). */
export interface RawSearchSuggestions {
  readonly classSuggestions?: RawConnection<RawClassNode> | null;
  readonly skillSuggestions?: RawConnection<RawSkillNode> | null;
  readonly teacherSuggestions?: RawConnection<RawTeacherNode> | null;
  readonly learningPathsSuggestions?: RawConnection<RawPathNode> | null;
}

/** Variables of GetSearchSuggestions (spec §7); fits `GetSearchSuggestionsQueryVariables`. */
export interface SearchSuggestionVariables {
  readonly query: string;
  readonly classesPageSize: number;
  readonly skillsPageSize: number;
  readonly teachersPageSize: number;
  readonly learningPathPageSize: number;
  /** Present only when the high-quality flag is on and the viewer is logged in. */
  readonly onlyHighQuality?: boolean;
  /** Present only when the host gave tags. */
  readonly analyticsTags?: string[];
}

/** Input of the injected `fetchSuggestions` actor. */
export interface FetchSuggestionsInput {
  /** The settled, trimmed query (3–58 code points). */
  readonly query: string;
  readonly variables: SearchSuggestionVariables;
}

/**
 * What the injected `fetchPopular` actor resolves with: GetPopularSearches' `data` (or nothing), described
 * structurally like the suggestions (`GetPopularSearchesQuery` is assignable to it).
 */
export interface RawPopularSearches {
  readonly popularSearches?: ReadonlyArray<{
    readonly id?: string | null;
    readonly query?: string | null;
    readonly slug?: string | null;
    readonly searchCount?: number | null;
  } | null> | null;
}

/** Input of the injected `fetchPopular` actor (nothing varies: one answer per language, the API's default count). */
export type FetchPopularInput = Readonly<Record<string, never>>;

// ---------------------------------------------------------------------------------------------
// Normalized suggestions: validated, limited, every URL through the URL policy.
// ---------------------------------------------------------------------------------------------

export interface SkillSuggestion {
  readonly id: string;
  readonly displayName: string;
  readonly slug: string;
  readonly classCount: number;
  readonly followerCount: number;
}

export interface ClassSuggestion {
  readonly id: string;
  readonly title: string;
  /** Cover image after the URL policy; null when absent or refused. */
  readonly coverImageUrl: string | null;
  /** The class page, after the URL policy (classes whose url is refused are dropped). */
  readonly url: string;
}

export interface PathSuggestion {
  readonly id: string;
  readonly title: string;
  readonly slug: string;
  /** Cover image after the URL policy; null when absent or refused. */
  readonly coverImage: string | null;
  readonly itemCount: number;
  /** `/paths/{slug}` with the slug encoded as one path segment. */
  readonly url: string;
}

export interface TeacherSuggestion {
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

/** How a search was made: the completion or a skill, the typed text, a recent row or a popular row (issue 23). */
export type SearchMethod = 'autocomplete' | 'naturalLang' | 'recent' | 'popular';
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

// ---------------------------------------------------------------------------------------------
// Machine
// ---------------------------------------------------------------------------------------------

/**
 * Where recent searches are kept and whose they are (issue 23). `owner` is `recentSearchesOwner(viewer id,
 * or null for a visitor)`, or null while the viewer loads: nothing is read or kept then.
 */
export interface RecentSearchesConfig {
  /** The header's `storage` (localStorage behind `createSafeStorage`); never the session store. */
  readonly storage: SafeStorage;
  readonly owner: string | null;
}

/** Viewer state: `'loading'` while the current user is unknown (no request is sent then). */
export type ViewerLoggedIn = boolean | 'loading';

export interface SearchInput {
  /** Stable id; prefix of every DOM id that `connectSearch` produces. */
  readonly id: string;
  /** Tracking value of the search URL (decisions.md). Default `'header'`. */
  readonly via?: string;
  /** Path of the search results page. Default `'/search'`. */
  readonly searchPagePath?: string;
  /** Text shown in the box at start (e.g. the results page's query); cut to 58 code points. */
  readonly initialQuery?: string;
  /** Where submitted searches are kept (`sessionStorage` behind `createSafeStorage` in the browser). Default: memory. */
  readonly storage?: SafeStorage;
  /** The high-quality-classes flag. `onlyHighQuality` is sent only when it is on and the viewer is logged in. Default false. */
  readonly onlyHighQuality?: boolean;
  /** Whether the viewer is logged in; `'loading'` holds requests back until `viewer.set`. Default false. */
  readonly loggedIn?: ViewerLoggedIn;
  /** `analyticsTags` variable of the suggestions query; omitted when empty. Default none. */
  readonly analyticsTags?: readonly string[];
  /** Origin that relative data URLs resolve against (URL policy). Default: any relative path is same-origin. */
  readonly origin?: string;
  /**
   * Hosts besides `origin` that a suggestion's link may point at (`HeaderModel.linkHosts`; see
   * `linkPolicy`). A class or teacher whose link goes elsewhere is not suggested. Default: none.
   */
  readonly linkHosts?: readonly string[];
  /** Live-region strings (English defaults), the row strings included; pass the same overrides to `connectSearch`. */
  readonly messages?: Partial<Record<SearchMessageKey | SearchRowMessageKey, unknown>>;
  /**
   * Recent searches in the empty box (issue 23): kept on submit and on a picked skill, shown when the
   * box is focused empty. Default null: none kept, none shown. A host may also give it later (and change
   * it: another viewer, the feature turned off) with `rows.configure`.
   */
  readonly recent?: RecentSearchesConfig | null;
  /** Popular searches in the empty box, from the injected `fetchPopular` actor. Default false. */
  readonly popular?: boolean;
}

export interface SearchResults {
  /** The trimmed query these suggestions answer (results are tagged, never shown for another query). */
  readonly query: string;
  readonly suggestions: SearchSuggestions;
}

export interface SearchCacheEntry {
  /** Query plus the variables that change the answer (see `cacheKeyFor`). */
  readonly key: string;
  readonly results: SearchResults;
}

export interface SearchContext {
  readonly id: string;
  readonly via: string;
  readonly searchPagePath: string;
  readonly storage: SafeStorage;
  readonly onlyHighQuality: boolean;
  readonly loggedIn: ViewerLoggedIn;
  readonly analyticsTags: readonly string[];
  readonly origin: string | undefined;
  readonly linkHosts: readonly string[];
  readonly messages: SearchMessages;
  /** What the user typed (at most 58 code points, no lone surrogate). */
  readonly typed: string;
  /**
   * Inline completion: the top suggestion's own text, of which `typed` is a case-insensitive prefix
   * (empty when none). The input shows `typed` and then the rest of it, selected (`displayValue`);
   * accepting or submitting gives this text (`completedValue`).
   */
  readonly completion: string;
  /**
   * Whether an answer may bring an inline completion: only after the person typed. Focusing a box that
   * already holds a query (the search page) must not, or a Tab through the header would accept it.
   */
  readonly completionArmed: boolean;
  /**
   * The text as it was when the person accepted the inline completion (Tab, Right), else null. While
   * `typed` is still that text, Enter submits it with `searchMethod=autocomplete` (decisions.md).
   */
  readonly acceptedText: string | null;
  /** 0 = the typed text, 1 = natural language, then the suggestions. */
  readonly activeIndex: number;
  /** Where the caret was at the last `input.change` (fallback when a key event does not say). */
  readonly caretAtEnd: boolean;
  /** Suggestions last shown; only displayed in the `showing` state and only for their own query. */
  readonly results: SearchResults | null;
  /** The query of the request in flight (the `fetching` state). */
  readonly pendingQuery: string | null;
  /** Answered queries, least recently used first (at most `CACHE_SIZE`). */
  readonly cache: readonly SearchCacheEntry[];
  /**
   * The polite live-region text: once suggestions settle (or fail), or the empty box's rows show, the
   * number of options the listbox holds; after a change cut at 58 code points, the limit's message;
   * after a recent search was removed (or all were), that; empty otherwise.
   */
  readonly liveMessage: string;
  /** The empty box's row strings (issue 23; English defaults, overrides from `messages`). */
  readonly rowMessages: SearchRowMessages;
  /** Where recent searches are kept and whose they are; null when they are off. */
  readonly recentConfig: RecentSearchesConfig | null;
  /** Whether the empty box asks `fetchPopular` for popular searches. */
  readonly popularEnabled: boolean;
  /** The recent searches as last read (newest first, at most 5); none while off or the viewer is unknown. */
  readonly recent: readonly string[];
  /** Popular searches once answered (kept for the box's life: one answer per page); null before, and after failures. */
  readonly popular: readonly PopularSearch[] | null;
  /** The popular request failed while the box was focused empty; the next time it is, it asks again. */
  readonly popularFailed: boolean;
}

export type SearchEvent =
  | { readonly type: 'input.focus' }
  | { readonly type: 'input.blur' }
  /** The input's value changed; `caretAtEnd` says whether the caret sits at the end. */
  | { readonly type: 'input.change'; readonly value: string; readonly caretAtEnd?: boolean }
  | { readonly type: 'composition.start' }
  | { readonly type: 'composition.end'; readonly value: string }
  /**
   * `key` is `KeyboardEvent.key`. `isComposing`/`keyCode` let the machine ignore IME key presses
   * (keyCode 229). `caretAtEnd`: the selection ends at the end of the value (for ArrowRight).
   */
  | {
      readonly type: 'key.down';
      readonly key: string;
      readonly isComposing?: boolean;
      readonly keyCode?: number;
      readonly caretAtEnd?: boolean;
    }
  | { readonly type: 'option.pointerEnter'; readonly index: number }
  | { readonly type: 'option.select'; readonly index: number }
  | { readonly type: 'clear' }
  /** The search form was submitted (submit button, or the platform's own submit): submits what the input shows. */
  | { readonly type: 'form.submit' }
  | { readonly type: 'outside.click' }
  /** Sent by the host on every page: restores the stored search on the search page, forgets it elsewhere. */
  | { readonly type: 'page.restore'; readonly isSearchPage: boolean }
  | { readonly type: 'viewer.set'; readonly loggedIn: ViewerLoggedIn }
  /**
   * The empty box's rows (issue 23), as the host has them now: recent searches (null: off), popular
   * ones, and their strings (the header's `messages`; other keys are ignored). Sent again when any
   * changes (another viewer, the feature turned off); the recent searches are read again at once.
   */
  | {
      readonly type: 'rows.configure';
      readonly recent: RecentSearchesConfig | null;
      readonly popular: boolean;
      readonly messages?: Readonly<Record<string, unknown>> | null;
    }
  /** Removes one recent search (its remove button; Delete on the highlighted row is a `key.down`). */
  | { readonly type: 'recent.remove'; readonly query: string }
  /** Removes every recent search (the Clear button of their group). */
  | { readonly type: 'recent.clear' };

export type SearchTrackName = 'entered-text' | 'selected-suggestion' | 'submitted-search';

export type SearchEmitted =
  /** Go to `href`. Every selection emits exactly one `navigate`. */
  | { readonly type: 'navigate'; readonly href: string }
  /** A search was submitted (emitted just before its `navigate`; informational for hosts that route themselves). */
  | { readonly type: 'submit'; readonly query: string; readonly searchMethod: SearchMethod; readonly href: string }
  | { readonly type: 'track'; readonly name: SearchTrackName; readonly properties: Readonly<Record<string, unknown>> }
  /** A suggestions request went out (observability and tests). */
  | { readonly type: 'request'; readonly query: string }
  /** Suggestions or the empty box's rows settled (the count), or a recent search was removed: for the polite live region (also in `context.liveMessage`). */
  | { readonly type: 'announce'; readonly message: string }
  /** Move DOM focus to the input (after the clear button, which then disappears, was used). */
  | { readonly type: 'focus.input' };
