/**
 * Catalog queries: categories, the four suggestion lists, popular searches and full class search. The
 * vocabulary (categories, skills, facet labels) answers in the request's language (ctx.language, issue 23).
 */
import type { ClassSearchFilter, ClassSearchSort, FacetType, SearchFacetName } from '@masthead/graphql';
import type { ApiContext } from '../context.ts';
import { imageUrl } from '../images.ts';
import type { Language } from '../language.ts';
import { decodeOffset, encodeCursor, makeConnection, offsetConnection, validateFirst, type Connection } from '../relay.ts';
import { searchClasses, type ClassResult, type ClassSearchOutcome } from '../search/class-search.ts';
import { didYouMean, type DidYouMeanInput } from '../search/did-you-mean.ts';
import { highlightsOf } from '../search/highlight.ts';
import { popularSearches } from '../search/popular.ts';
import {
  suggestClasses, suggestLearningPaths, suggestSkills, suggestTeachers, type SuggestionList,
} from '../search/suggestions.ts';
import { categoryName } from '../seed/category-names.ts';
import type { CategoryRecord, StoredClass, StoredPath, StoredSkill, StoredTeacher } from '../seed/types.ts';

interface SuggestArgs {
  query: string;
  first?: number | null;
}

/**
 * A page of suggestions; each node carries its `highlights`, found in `shown(item)`, the text the node answers
 * (highlight.ts), and the deprecated `highlight`, the first of them.
 */
async function suggestionConnection<T, N extends object>(
  first: number, find: (first: number) => Promise<SuggestionList<T>>, toNode: (item: T) => N, shown: (item: T) => string,
) {
  const list = await find(first);
  const page = offsetConnection(list.items, { listKey: list.listKey, first });
  const edges = page.edges.map((edge) => {
    const highlights = highlightsOf(shown(edge.node), list.terms);
    return { ...edge, node: { ...toNode(edge.node), highlights, highlight: highlights[0] ?? null } };
  });
  // The list holds only the page (a page holds at most 100): whether more follow is the whole list's, and
  // its count is read only when a query asks for it (GraphQL calls the function).
  const pageInfo = { ...page.pageInfo, hasNextPage: list.hasMore };
  return { searchId: list.searchId, ...page, totalCount: list.totalCount, pageInfo, edges };
}

const teacherNode = (t: StoredTeacher) => ({
  id: t.id,
  name: t.name,
  user: { id: t.id, avatar: t.avatarUrl, followers: { totalCount: t.followerCount }, url: t.url },
});

const pathNode = (p: StoredPath) => ({
  id: p.id, title: p.title, slug: p.slug, coverImage: p.coverImage, items: { totalCount: p.classIds.length },
});

const same = <T>(x: T): T => x;

/**
 * Where this request's suggestion lists search: the database, what the four lists share (one plan, one
 * statement), and the catalogue's small tables.
 */
const searchFrom = async (ctx: ApiContext) => ({
  db: await ctx.state.notifications.database(), plans: ctx.searchPlans, catalog: await ctx.state.notifications.catalog(),
});

/** A skill as a `Facet`, named in `language` (its slug and id are the same in every language). */
export function skillFacet(skill: StoredSkill, language: Language): { id: string; slug: string; displayName: string; facetType: FacetType } {
  return { id: skill.id, slug: skill.slug, displayName: skill.names[language], facetType: skill.facetType };
}

/**
 * What `search` resolves to: its page, `facets` and `didYouMean` are read on demand from the outcome and the
 * input (GetFacets asks for facets alone, and never reads a page).
 */
interface SearchParent {
  searchId: string;
  algorithmId: string;
  outcome: ClassSearchOutcome;
  input: DidYouMeanInput;
  page: () => Promise<Connection<ClassResult>>;
}

export const catalogResolvers = {
  Query: {
    topLevelCategories: async (_: unknown, args: { sort?: 'POSITION' | 'NAME' | null }, ctx: ApiContext) => {
      const categories = [...(await ctx.state.notifications.catalog()).categories];
      if (args.sort !== 'NAME') return categories.sort((a, b) => a.position - b.position);
      // By the names the visitor reads, in their language's alphabetical order (É among the E's in French).
      const named = categories.map((c) => ({ c, name: categoryName(c, ctx.language) }));
      return named.sort((a, b) => a.name.localeCompare(b.name, ctx.language)).map(({ c }) => c);
    },
    classSuggestions: async (_: unknown, args: SuggestArgs & { onlyHighQuality?: boolean | null }, ctx: ApiContext) =>
      suggestionConnection(
        validateFirst(args.first, 3),
        async (first) => suggestClasses(await searchFrom(ctx), args.query, args.onlyHighQuality ?? false, ctx.language, first),
        same,
        (c) => c.title,
      ),
    skillSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        validateFirst(args.first, 10),
        async (first) => suggestSkills(await searchFrom(ctx), args.query, ctx.language, first),
        same,
        (s) => s.names[ctx.language],
      ),
    teacherSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        validateFirst(args.first, 7),
        async (first) => suggestTeachers(await searchFrom(ctx), args.query, ctx.language, first),
        teacherNode,
        (t) => t.name,
      ),
    learningPathsSuggestions: async (_: unknown, args: SuggestArgs, ctx: ApiContext) =>
      suggestionConnection(
        validateFirst(args.first, 3),
        async (first) => suggestLearningPaths(await searchFrom(ctx), args.query, ctx.language, first),
        pathNode,
        (p) => p.title,
      ),
    // A public operation (GetPopularSearches): ctx.language is Accept-Language's, never the cookie's.
    popularSearches: async (_: unknown, args: { limit?: number | null }, ctx: ApiContext) =>
      popularSearches(await ctx.state.notifications.catalog(), args.limit).map(({ skill, searchCount }) => ({
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
        searchClasses(await ctx.state.notifications.database(), await ctx.state.notifications.catalog(), input, ctx.searchPlans));
      const listKey = `search:${outcome.searchId}`;
      // Checked before any statement, so a bad cursor is answered as one.
      const start = decodeOffset(args.after, listKey);
      let page: Promise<Connection<ClassResult>> | undefined;
      const parent: SearchParent = {
        searchId: outcome.searchId,
        algorithmId: outcome.algorithmId,
        outcome,
        input,
        page: () => {
          page ??= outcome.page(start, first).then(({ results, total }) => {
            const edges = results.map((node, i) => ({ cursor: encodeCursor(listKey, start + i), node }));
            return makeConnection(total, edges, start > 0, start + results.length < total);
          });
          return page;
        },
      };
      return parent;
    },
  },
  ClassSearchResults: {
    totalCount: async (parent: SearchParent) => (await parent.page()).totalCount,
    edges: async (parent: SearchParent) => (await parent.page()).edges,
    pageInfo: async (parent: SearchParent) => (await parent.page()).pageInfo,
    facets: (parent: SearchParent, args: { facet: SearchFacetName }) => parent.outcome.facet(args.facet),
    skills: (parent: SearchParent, _: unknown, ctx: ApiContext) => parent.outcome.skills.map((s) => skillFacet(s, ctx.language)),
    // Asked only when nothing was found: a search with results costs nothing more.
    didYouMean: async (parent: SearchParent, _: unknown, ctx: ApiContext): Promise<string | null> =>
      (await parent.page()).totalCount > 0
        ? null
        : didYouMean(await ctx.state.notifications.database(), await ctx.state.notifications.catalog(), parent.input),
  },
  SkillSuggestion: {
    name: (s: StoredSkill, _: unknown, ctx: ApiContext): string => s.names[ctx.language],
  },
  ClassSuggestion: {
    coverImageUrl: (c: StoredClass, _: unknown, ctx: ApiContext) => imageUrl(c.coverImageUrl, ctx.imageOrigin),
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
    coverImageUrl: (c: ClassResult, _: unknown, ctx: ApiContext) => imageUrl(c.coverImageUrl, ctx.imageOrigin),
    teacher: (c: ClassResult) => ({ id: c.teacherId, name: c.teacherName ?? 'Unknown teacher', url: c.teacherUrl ?? '/' }),
    publishedAt: (c: ClassResult): string => new Date(c.publishedAtMs).toISOString(),
  },
};
