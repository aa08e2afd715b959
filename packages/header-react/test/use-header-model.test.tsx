import { render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GetFollowedCategoriesAndFacetsDocument, GetTopLevelCategoriesDocument } from '@masthead/graphql';
import { ActionsRegion, HeaderProvider, useHeader } from '../src/index.ts';
import type { HeaderProps } from '../src/header-props.ts';
import { TEST_VIEWERS } from '../testing/index.ts';
import { FOLLOWED_CATEGORIES_QUERY, TOP_LEVEL_CATEGORIES_QUERY } from '../src/model/category-documents.ts';

const category = (id: string, slug: string, displayName: string) => ({ __typename: 'Category' as const, id, slug, displayName });

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: GetTopLevelCategoriesDocument },
    result: { data: { topLevelCategories: [category('c1', 'illustration', 'Illustration'), category('c2', 'film', 'Film & Video')] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: GetFollowedCategoriesAndFacetsDocument, variables: () => true },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: 'u-1',
          followedCategories: {
            __typename: 'CategoryConnection',
            totalCount: 1,
            edges: [{ __typename: 'CategoryEdge', cursor: 'a', node: category('c2', 'film', 'Film & Video') }],
            pageInfo: { __typename: 'PageInfo', endCursor: 'a', hasNextPage: false },
          },
          followedFacets: {
            __typename: 'FacetConnection',
            totalCount: 0,
            edges: [],
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
          },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

/** Lists the Browse menu as "section: label → href" lines. */
function BrowseProbe() {
  const { model } = useHeader();
  const browse = model.menus.find((menu) => menu.id === 'browse');
  return (
    <ul aria-label="probe">
      {browse?.sections.flatMap((section) =>
        section.links.map((link) => <li key={`${section.id}-${link.id}`}>{`${section.id}: ${link.label} → ${link.href}`}</li>),
      )}
    </ul>
  );
}

function renderModel(props: HeaderProps) {
  return render(
    <MockedProvider mocks={mocks}>
      <HeaderProvider {...props}>
        <BrowseProbe />
        <ActionsRegion>
          <span>controls</span>
        </ActionsRegion>
      </HeaderProvider>
    </MockedProvider>,
  );
}

describe('useHeaderModel', () => {
  it('reads the top-level categories with GetTopLevelCategories', async () => {
    renderModel({ viewer: null });
    await screen.findByText('categories: Illustration → /browse/illustration?via=header');
    expect(screen.getByText('categories: Film & Video → /browse/film?via=header')).toBeTruthy();
    expect(screen.queryByText(/^followed:/)).toBeNull();
  });

  it('adds the followed categories for a signed-in member', async () => {
    renderModel({ viewer: TEST_VIEWERS.member });
    await screen.findByText('followed: Film & Video → /browse/film?via=header');
  });

  it('uses props.categories without querying (and without an ApolloProvider)', () => {
    render(
      <HeaderProvider viewer={null} categories={[{ slug: 'music', displayName: 'Music' }]}>
        <BrowseProbe />
      </HeaderProvider>,
    );
    expect(screen.getByText('categories: Music → /browse/music?via=header')).toBeTruthy();
  });

  it('a loading viewer gives a busy skeleton instead of any control', async () => {
    renderModel({ viewer: 'loading' });
    const region = document.querySelector('.mh-actions');
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('controls')).toBeNull();
    await waitFor(() => expect(screen.getByText(/categories: Illustration/)).toBeTruthy());
  });
});

describe('category answers of the wrong shape', () => {
  const broken = (topLevelCategories: unknown, edges: unknown): MockLink.MockedResponse[] => [
    { request: { query: GetTopLevelCategoriesDocument }, result: { data: { topLevelCategories } }, maxUsageCount: Number.POSITIVE_INFINITY },
    {
      request: { query: GetFollowedCategoriesAndFacetsDocument, variables: () => true },
      result: { data: { viewer: { __typename: 'User', id: 'u-1', followedCategories: { __typename: 'CategoryConnection', totalCount: 1, edges, pageInfo: null }, followedFacets: null } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];

  it.each([
    ['a string instead of the lists', 'not-a-list', 'nope'],
    ['items without their fields', [{ __typename: 'Category', id: 'c9', slug: 9 }, null], [{ node: null }, 'x']],
  ])('%s: no categories, and nothing breaks', async (_name, top, edges) => {
    render(
      <MockedProvider mocks={broken(top, edges)}>
        <HeaderProvider viewer={TEST_VIEWERS.member}>
          <BrowseProbe />
        </HeaderProvider>
      </MockedProvider>,
    );
    // The menu's fixed links are there; no category link was made of the broken items.
    await waitFor(() => expect(screen.getByRole('list', { name: 'probe' }).textContent).toContain('All Classes'));
    expect(screen.queryByText(/^(categories|followed):/)).toBeNull();
  });
});

describe('the Browse menu queries', () => {
  it('are GetTopLevelCategories and GetFollowedCategoriesAndFacets exactly as generated (written out so the first bundle does not import every generated document)', () => {
    expect(TOP_LEVEL_CATEGORIES_QUERY).toStrictEqual(GetTopLevelCategoriesDocument);
    expect(FOLLOWED_CATEGORIES_QUERY).toStrictEqual(GetFollowedCategoriesAndFacetsDocument);
  });
});
