import { useQuery } from '@apollo/client/react';
import { GetClassesDocument } from '@masthead/graphql';
import { safeUrl, truncateCodePoints } from '@masthead/header-core';

/** Search results from GetClasses, paged forward by cursor links (works without JavaScript). */
export function SearchResults({ query: search }: { query: string }) {
  const params = new URLSearchParams(search);
  const query = truncateCodePoints(params.get('query') ?? '', 58);
  const after = params.get('after');
  const { data, error, loading } = useQuery(GetClassesDocument, {
    variables: { query, first: 20, ...(after ? { after } : {}) },
  });
  if (loading && !data) return <p aria-busy="true">Searching…</p>;
  if (error) return <p role="alert">Search failed: {error.message}</p>;
  const result = data?.search;
  if (!result) return null;
  const next = new URLSearchParams(params);
  if (result.pageInfo.endCursor) next.set('after', result.pageInfo.endCursor);
  return (
    <>
      <h1>{query ? `Results for “${query}”` : 'All classes'}</h1>
      <p>{result.totalCount.toLocaleString('en-US')} classes</p>
      <ol className="app-results">
        {result.edges.map(({ node }) => (
          <li key={node.id}>
            <a href={safeUrl(node.url) ?? undefined}>{node.title}</a>
            <span> · {node.teacher.name} · {node.durationMinutes} min · {node.level}</span>
          </li>
        ))}
      </ol>
      {result.pageInfo.hasNextPage && <a href={`/search?${next.toString()}`}>Next page</a>}
    </>
  );
}
