import { useContext } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { getApolloContext, useQuery } from '@apollo/client/react';
import type { NavCategory } from '@masthead/header-core';
import type { HeaderProps } from '../header-props.ts';
import { FOLLOWED_CATEGORIES_QUERY, TOP_LEVEL_CATEGORIES_QUERY } from './category-documents.ts';

export interface HeaderCategories {
  readonly categories: readonly NavCategory[];
  readonly followedCategories: readonly NavCategory[];
}

const NONE: readonly NavCategory[] = [];
let inert: ApolloClient | undefined;

/**
 * A client that never sends anything. `useQuery` needs a client even when skipped, and a host
 * that passes `categories` (tests, static pages) should not need an ApolloProvider for that.
 */
function inertClient(): ApolloClient {
  inert ??= new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return inert;
}

/** Categories from an answer, keeping only well-formed ones: an answer of the wrong shape gives none. */
function toNavCategories(nodes: unknown): readonly NavCategory[] {
  if (!Array.isArray(nodes)) return NONE;
  const valid = nodes.filter(
    (node): node is NavCategory => typeof node === 'object' && node !== null && typeof node.slug === 'string' && typeof node.displayName === 'string',
  );
  return valid.map(({ slug, displayName }) => ({ slug, displayName }));
}

/** The followed categories' nodes, wherever the answer's shape breaks (no viewer, `edges` not a list). */
function followedNodes(data: unknown): unknown {
  const edges = (data as { viewer?: { followedCategories?: { edges?: unknown } } | null } | undefined)?.viewer?.followedCategories?.edges;
  return Array.isArray(edges) ? edges.map((edge: unknown) => (typeof edge === 'object' && edge !== null ? (edge as { node?: unknown }).node : null)) : [];
}

/**
 * The Browse menu's categories: `props.categories` when given, otherwise GetTopLevelCategories and,
 * for a signed-in member, GetFollowedCategoriesAndFacets. Outside an ApolloProvider nothing is queried.
 */
export function useHeaderCategories(props: Pick<HeaderProps, 'categories' | 'viewer'>): HeaderCategories {
  const contextClient = useContext(getApolloContext()).client;
  const client = contextClient ?? inertClient();
  const given = props.categories;
  const skipAll = given !== undefined || contextClient === undefined;
  const isMember = props.viewer !== null && props.viewer !== 'loading';
  const top = useQuery(TOP_LEVEL_CATEGORIES_QUERY, { client, skip: skipAll });
  const followed = useQuery(FOLLOWED_CATEGORIES_QUERY, { client, skip: skipAll || !isMember });
  if (given !== undefined) return { categories: given, followedCategories: NONE };
  return {
    categories: toNavCategories(top.data?.topLevelCategories),
    followedCategories: isMember ? toNavCategories(followedNodes(followed.data)) : NONE,
  };
}
