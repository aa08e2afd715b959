import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GetClassesDocument, GetFacetsDocument } from '@masthead/graphql';
import { useHydrated } from '@masthead/header-react';
import type { SearchFailure } from './app-data.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { unknownSkillOf } from './search-errors.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchResultList, type ClassEdge } from './search-result-list.tsx';
import {
  SORTS,
  activeFilterCount,
  classesVariables,
  emptyFilters,
  facetsVariables,
  parseSearchParams,
  passthroughParams,
  searchPageHref,
  type FacetKey,
  type SearchPageState,
  type SortKey,
} from './search-params.ts';

const SORT_LABELS: Record<SortKey, string> = {
  relevance: 'Most relevant',
  popularity: 'Most popular',
  newest: 'Newest',
  rating: 'Highest rated',
};
const NUMBER = new Intl.NumberFormat('en-US');
const OR = new Intl.ListFormat('en-US', { type: 'disjunction' });

/**
 * What the page searches, quoted, for its heading and messages; null when it lists every class. With
 * `skill`, the skills' names from the answer (`search.skills`, in the page's language: a link made as
 * "Acuarela" reads "Watercolor" on an English page); until the API has answered, the URL's words, else
 * the slugs. Without `skill`, the URL's words as typed.
 */
function searchedText(state: SearchPageState, skills: readonly { slug: string; displayName: string }[] | undefined): string | null {
  let names: readonly string[] = state.query ? [state.query] : [];
  if (state.skill.length > 0) {
    const named = (skills ?? []).filter((skill) => state.skill.includes(skill.slug)).map((skill) => skill.displayName);
    if (named.length > 0) names = named;
    else if (names.length === 0) names = state.skill;
  }
  return names.length > 0 ? OR.format(names.map((name) => `“${name}”`)) : null;
}

function countText(count: number): string {
  return `${NUMBER.format(count)} ${count === 1 ? 'class' : 'classes'}`;
}

/** Appends `next` to `previous`, skipping classes already listed (a page boundary that moved). */
function appendUnique(previous: readonly ClassEdge[], next: readonly ClassEdge[]): ClassEdge[] {
  const seen = new Set(previous.map((edge) => edge.node.id));
  return [...previous, ...next.filter((edge) => !seen.has(edge.node.id))];
}

/**
 * The search results page: `/search?query=…&searchMethod=…&via=…` plus facet filters, sort and (without
 * JavaScript) an `after` cursor; with `&skill=<slug>` (a picked skill) it searches that skill, named in
 * the page's language, instead of the words (search-params.ts, searchTextOf). Results from GetClasses
 * with "Load more" (fetchMore by cursor), filters from GetFacets. Everything is server-rendered and works
 * as plain links and a GET form; with JavaScript a filter or sort change re-queries at once and rewrites
 * the URL (history.replaceState).
 * @param query the page's query string, without '?'
 * @param locale the page's locale: the language of the "Did you mean" line (English by default)
 */
export function SearchResults({ query: initialSearch, serverFailure = null, locale = 'en-US' }: { query: string; serverFailure?: SearchFailure | null; locale?: string }) {
  const enhanced = useHydrated();
  const [search, setSearch] = useState(initialSearch);
  const state = useMemo(() => parseSearchParams(search), [search]);
  const formId = `${useId()}search-filters`;
  const headingId = `${useId()}results`;
  const listRef = useRef<HTMLElement>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);

  const classes = useQuery(GetClassesDocument, { variables: classesVariables(state), notifyOnNetworkStatusChange: true });
  const facets = useQuery(GetFacetsDocument, { variables: facetsVariables(state) });

  const go = (next: SearchPageState) => {
    const href = searchPageHref(next, search);
    setSearch(href.slice('/search?'.length));
    setMoreFailed(false);
    window.history.replaceState(window.history.state, '', href);
  };
  const onToggle = (facet: FacetKey, value: string, checked: boolean) => {
    const filters = { ...state.filters, [facet]: checked ? [...state.filters[facet], value] : state.filters[facet].filter((v) => v !== value) };
    go({ ...state, filters, after: null });
  };
  const onSort = (sort: string) => {
    if (Object.hasOwn(SORTS, sort)) go({ ...state, sort: sort as SortKey, after: null });
  };

  const result = classes.data?.search ?? classes.previousData?.search;
  const edges = result?.edges ?? [];
  const busy = classes.loading;
  // After "Load more", keyboard users continue at the first new result (once it is rendered).
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || edges.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelector<HTMLElement>(`li[data-index="${index}"] a`)?.focus();
  }, [edges.length]);
  const loadMore = async () => {
    const cursor = result?.pageInfo.endCursor;
    if (!cursor || loadingMore) return;
    focusIndex.current = edges.length;
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      await classes.fetchMore({
        variables: { after: cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          search: { ...fetchMoreResult.search, edges: appendUnique(previous.search.edges, fetchMoreResult.search.edges) },
        }),
      });
    } catch {
      focusIndex.current = null;
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const passthrough = passthroughParams(search);
  const hidden: [string, string][] = [
    ['query', state.query],
    ...state.skill.map((slug): [string, string] => ['skill', slug]),
    ...(state.searchMethod ? [['searchMethod', state.searchMethod] as [string, string]] : []),
    ...(state.via ? [['via', state.via] as [string, string]] : []),
    ...passthrough,
  ];
  const clearHref = searchPageHref({ ...state, filters: emptyFilters(), after: null }, search);
  const firstPageHref = searchPageHref({ ...state, after: null }, search);
  const nextHref = result?.pageInfo.endCursor ? searchPageHref({ ...state, after: result.pageInfo.endCursor }, search) : null;
  const filtered = activeFilterCount(state.filters) > 0;
  // Nothing found (issue 35): every filter option would say 0, so the filters go, and the sort with them;
  // with some chosen, only those stay, to be unchosen.
  const nothingFound = result?.totalCount === 0;
  const noFilters = nothingFound && !filtered;
  const searched = searchedText(state, result?.skills);
  const title = searched ? `Results for ${searched}` : 'All classes';
  // A skill the API does not know (a mistyped or outdated link): trying again cannot help, the words can.
  // The server's refusal of this very search stands until the browser's own answer comes (the same one).
  const failure = classes.error ?? (busy && search === initialSearch ? serverFailure : null);
  const unknownSkill = failure && !result ? unknownSkillOf(failure, state.skill) : null;
  const wordsHref = searchPageHref({ ...state, skill: [], searchMethod: null, after: null }, search);
  const wordsLink = <a href={wordsHref}>{state.query ? `Search for “${state.query}” instead` : 'See all classes'}</a>;

  let status: string;
  if (failure && !result) status = '';
  else if (busy && !result) status = 'Searching…';
  else status = result ? countText(result.totalCount) : '';

  return (
    <div className="app-search">
      <h1>{title}</h1>
      <div className={noFilters ? 'app-search__layout app-search__layout--alone' : 'app-search__layout'}>
        {noFilters ? null : (
          <SearchFilters
            formId={formId}
            state={state}
            facets={facets.data ?? facets.previousData}
            failed={Boolean(facets.error) && !facets.data && !unknownSkill}
            enhanced={enhanced}
            hidden={hidden}
            clearHref={clearHref}
            onToggle={onToggle}
            onlyChosen={nothingFound}
          />
        )}
        <section className="app-search__main" aria-labelledby={headingId} aria-busy={busy || undefined} ref={listRef}>
          <div className="app-search__bar">
            <h2 id={headingId} className="app-search__count">
              <span role="status">{status}</span>
            </h2>
            {nothingFound ? null : (
              <label className="app-search__sort">
                Sort by{' '}
                <select name="sort" form={formId} value={state.sort} onChange={(event) => onSort(event.currentTarget.value)}>
                  {(Object.keys(SORTS) as SortKey[]).map((key) => (
                    <option key={key} value={key}>
                      {SORT_LABELS[key]}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {enhanced || nothingFound ? null : (
              <button type="submit" form={formId} className="app-button app-button--quiet">
                Sort
              </button>
            )}
          </div>
          {unknownSkill ? (
            <div role="alert" className="app-search__problem">
              <p>There is no skill “{unknownSkill}” to search for. The link may be mistyped or out of date.</p>
              <p>{wordsLink}</p>
            </div>
          ) : failure && !result ? (
            <div role="alert" className="app-search__problem">
              <p>We could not load the results. Check the address, or try again in a few minutes.</p>
              <p>
                {filtered ? <a href={clearHref}>Clear all filters</a> : null}{' '}
                {enhanced ? (
                  <button type="button" className="app-button app-button--quiet" onClick={() => void classes.refetch().catch(() => undefined)}>
                    Try again
                  </button>
                ) : null}
              </p>
            </div>
          ) : null}
          {result && result.totalCount === 0 ? (
            <div className="app-search__empty">
              <p>
                No classes match {searched ?? 'this search'}
                {filtered ? ' with these filters' : ''}.
              </p>
              {result.didYouMean ? (
                // The closest query that finds classes under the same filters; the link keeps them, the sort and the rest.
                <DidYouMean suggestion={result.didYouMean} href={searchPageHref({ ...state, query: result.didYouMean, after: null }, search)} locale={locale} />
              ) : null}
              <p>
                {filtered ? <a href={clearHref}>Clear all filters</a> : state.skill.length > 0 ? wordsLink : 'Try a shorter or more general word.'}
              </p>
            </div>
          ) : null}
          {state.after ? (
            <p className="app-search__note">
              <a href={firstPageHref}>Back to the first results</a>
            </p>
          ) : null}
          {edges.length > 0 ? <SearchResultList edges={edges} labelledBy={headingId} /> : null}
          {result && edges.length > 0 ? (
            <div className="app-search__more">
              <p className="app-search__shown">
                Showing {NUMBER.format(edges.length)} of {countText(result.totalCount)}
              </p>
              {result.pageInfo.hasNextPage && nextHref ? (
                enhanced ? (
                  <button type="button" className="app-button" onClick={() => void loadMore()} disabled={loadingMore} aria-busy={loadingMore || undefined}>
                    {loadingMore ? 'Loading…' : 'Load more'}
                  </button>
                ) : (
                  <a className="app-button" href={nextHref}>
                    Next page
                  </a>
                )
              ) : null}
              {moreFailed ? (
                <p role="alert" className="app-search__problem">
                  Could not load more classes. Try again.
                </p>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  );
}
