/**
 * Catalog queries: categories, the four suggestion lists, popular searches and full class search. The
 * vocabulary (categories, skills, facet labels) answers in the request's language (ctx.language, issue 23).
 */
import type { ClassSearchFilter, ClassSearchSort, FacetType, SearchFacetName } from '@masthead/graphql';
import type { ApiContext } from '../context.ts';
import { imageUrl } from '../images.ts';
import type { Language } from '../language.ts';
import { offsetConnection, validateFirst } from '../relay.ts';
import { searchClasses, type ClassSearchOutcome } from '../search/class-search.ts';
import { didYouMean, type DidYouMeanInput } from '../search/did-you-mean.ts';
import { highlightOf } from '../search/highlight.ts';
import { popularSearches } from '../search/popular.ts';
import {
  suggestClasses, suggestLearningPaths, suggestSkills, suggestTeachers, type SuggestionList,
} from '../search/suggestions.ts';
import { categoryName } from '../seed/category-names.ts';
import type { CategoryRecord, ClassRecord, LearningPathRecord, PersonRecord, SkillRecord } from '../seed/types.ts';

interface SuggestArgs {
  query: string;
  first?: number | null;
}

/**
 * A page of suggestions; each node carries its `highlight`, found in `shown(item)`, the text the node answers
 * (highlight.ts).
 */
async function suggestionConnection<T, N extends object>(found: Promise<SuggestionList<T>>, first: number, toNode: (item: T) => N, shown: (item: T) => string) {
  const list = await found;
  const page = offsetConnection(list.items, { listKey: list.listKey, first });
  const edges = page.edges.map((edge) => ({ ...edge, node: { ...toNode(edge.node), highlight: highlightOf(shown(edge.node), list.terms) } }));
  // The engine ranked only the first MAX_TOP (a page holds at most 100): the count and whether more follow
  // are the whole list's.
  const pageInfo = { ...page.pageInfo, hasNextPage: page.edges.length < list.totalCount };
  return { searchId: list.searchId, ...page, totalCount: list.totalCount, pageInfo, edges };
}

const teacherNode = (t: PersonRecord) => ({
  id: t.id,
  name: t.name,
  user: { id: t.id, avatar: t.avatarUrl, followers: { totalCount: t.followerCount }, url: t.url },
});

const pathNode = (p: LearningPathRecord) => ({
  id: p.id, title: p.title, slug: p.slug, coverImage: p.coverImage, items: { totalCount: p.classIds.length },
});

const same = <T>(x: T): T => x;

/** Where this request's suggestion lists search: the database, and what the four lists share (one plan, one statement). */
const searchFrom = async (ctx: ApiContext) => ({ db: await ctx.state.notifications.database(), plans: ctx.searchPlans });

/** A skill as a `Facet`, named in `language` (its slug and id are the same in every language). */
export function skillFacet(skill: SkillRecord, language: Language): { id: string; slug: string; displayName: string; facetType: FacetType } {
  return { id: skill.id, slug: skill.slug, displayName: skill.names[language], facetType: skill.facetType };
}

/** What `search` resolves to; `facets` and `didYouMean` are computed on demand from the outcome and the input. */
interface SearchParent {
  outcome: ClassSearchOutcome;
  input: DidYouMeanInput;
}

export const catalogResolvers = {
  Query: {
    topLevelCategories: (_: unknown, args: { sort?: 'POSITION' | 'NAME' | null }, ctx: ApiContext) => {
      const categories = [...ctx.state.catalog.categories];
      if (args.sort !== 'NAME') return categories.sort((a, b) => a.position - b.position);
      // By the names the visitor reads, in their language's alphabetical order (É among the E's in French).
      const named = categories.map((c) => ({ c, name: categoryName(c, ctx.language) }));
      return named.sort((a, b) => a.name.localeCompare(b.name, ctx.language)).map(({ c }) => c);
    },
    classSuggestions: async (_: unknown, args: SuggestArgs & { onlyHighQuality?: boolean | null }, ctx: ApiContext) =>
      suggestionConnection(
        suggestClasses(await searchFrom(ctx), ctx.state.catalog, args.query, args.onlyHighQuality ?? false, ctx.language),
        validateFirst(args.first, 3),
        same,
        (c) => c.title,
      ),
    skillSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        suggestSkills(await searchFrom(ctx), ctx.state.catalog, args.query, ctx.language),
        validateFirst(args.first, 10),
        same,
        (s) => s.names[ctx.language],
      ),
    teacherSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        suggestTeachers(await searchFrom(ctx), ctx.state.catalog, args.query, ctx.language),
        validateFirst(args.first, 7),
        teacherNode,
        (t) => t.name,
      ),
    learningPathsSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        suggestLearningPaths(await searchFrom(ctx), ctx.state.catalog, args.query, ctx.language),
        validateFirst(args.first, 3),
        pathNode,
        (p) => p.title,
      ),
    // A public operation (GetPopularSearches): ctx.language is Accept-Language's, never the cookie's.
    popularSearches: (_: unknown, args: { limit?: number | null }, ctx: ApiContext) =>
      popularSearches(ctx.state.catalog, args.limit).map(({ skill, searchCount }) => ({
        id: skill.id, query: skill.names[ctx.language], slug: skill.slug, searchCount,
      })),
    search: async (
      _: unknown,
      args: { query: string; where?: ClassSearchFilter | null; after?: string | null; first?: number | null; sort?: ClassSearchSort | null },
      ctx: ApiContext,
    ) => {
      const first = validateFirst(args.first, 20);
      const input: DidYouMeanInput = { query: args.query, where: args.where, sort: args.sort ?? 'RELEVANCE', language: ctx.language };
      // GetFacets asks for the same search nine times (a field per facet): it is made once per request.
      const outcome = await ctx.searchPlans.once(`search:${JSON.stringify(input)}`, async () =>
        searchClasses(await ctx.state.notifications.database(), ctx.state.catalog, input, ctx.searchPlans));
      const page = offsetConnection(outcome.results, { listKey: `search:${outcome.searchId}`, after: args.after, first });
      return { ...page, searchId: outcome.searchId, algorithmId: outcome.algorithmId, outcome, input };
    },
  },
  ClassSearchResults: {
    facets: (parent: SearchParent, args: { facet: SearchFacetName }) => parent.outcome.facet(args.facet),
    skills: (parent: SearchParent, _: unknown, ctx: ApiContext) => parent.outcome.skills.map((s) => skillFacet(s, ctx.language)),
    // Asked only when nothing was found: a search with results costs nothing more.
    didYouMean: async (parent: SearchParent, _: unknown, ctx: ApiContext): Promise<string | null> =>
      parent.outcome.results.length > 0 ? null : didYouMean(await ctx.state.notifications.database(), ctx.state.catalog, parent.input),
  },
  SkillSuggestion: {
    name: (s: SkillRecord, _: unknown, ctx: ApiContext): string => s.names[ctx.language],
  },
  ClassSuggestion: {
    coverImageUrl: (c: ClassRecord, _: unknown, ctx: ApiContext) => imageUrl(c.coverImageUrl, ctx.imageOrigin),
  },
  TeacherUser: {
    avatar: (u: { avatar: string | null }, _: unknown, ctx: ApiContext) => imageUrl(u.avatar, ctx.imageOrigin),
  },
  LearningPathSuggestion: {
    coverImage: (p: { coverImage: string | null }, _: unknown, ctx: ApiContext) => imageUrl(p.coverImage, ctx.imageOrigin),
  },
  Category: {
    // Categories answer in the request's language wherever they appear (followed, parents), sub-categories too.
    displayName: (c: CategoryRecord, _: unknown, ctx: ApiContext): string => categoryName(c, ctx.language),
  },
  Class: {
    coverImageUrl: (c: ClassRecord, _: unknown, ctx: ApiContext) => imageUrl(c.coverImageUrl, ctx.imageOrigin),
    teacher: (c: ClassRecord, _: unknown, ctx: ApiContext) => {
      const t = ctx.state.catalog.teacherById.get(c.teacherId);
      return { id: c.teacherId, name: t?.name ?? 'Unknown teacher', url: t?.url ?? '/' };
    },
    publishedAt: (c: ClassRecord): string => new Date(c.publishedAtMs).toISOString(),
  },
};
