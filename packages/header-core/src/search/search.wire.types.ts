// The wire: what the GraphQL operations answer (GetSearchSuggestions, GetPopularSearches) and what they
// are sent, described structurally so header-core needs no GraphQL client, and the inputs of the
// injected actors that make the requests. Every level of an answer may be missing or null (spec §7:
// missing data → empty); search.suggestions.ts and search.rows.ts normalize them. The generated
// `GetSearchSuggestionsQuery` and `GetPopularSearchesQuery` of @masthead/graphql are assignable to them.

export interface RawConnection<TNode> {
  readonly edges?: ReadonlyArray<{ readonly node?: TNode | null } | null> | null;
}

/** A part of a suggestion's text to emphasise (the API's TextSpan), in UTF-16 code units. */
export interface RawTextSpan {
  readonly start?: number | null;
  readonly length?: number | null;
}

/** A suggestion node's emphasis. */
interface RawHighlighted {
  /** What matched the typed words, in the text's order (GetSearchSuggestions' `highlights`). */
  readonly highlights?: ReadonlyArray<RawTextSpan | null> | null;
}

export interface RawSkillNode extends RawHighlighted {
  readonly id?: string | null;
  readonly displayName?: string | null;
  readonly slug?: string | null;
  readonly classCount?: number | null;
  readonly followerCount?: number | null;
  readonly isApproved?: boolean | null;
}

export interface RawClassNode extends RawHighlighted {
  readonly id?: string | null;
  readonly title?: string | null;
  readonly coverImageUrl?: string | null;
  readonly url?: string | null;
}

export interface RawPathNode extends RawHighlighted {
  readonly id?: string | null;
  readonly title?: string | null;
  readonly slug?: string | null;
  readonly coverImage?: string | null;
  readonly items?: { readonly totalCount?: number | null } | null;
}

export interface RawTeacherNode extends RawHighlighted {
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
