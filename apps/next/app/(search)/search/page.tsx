import { cookies } from 'next/headers';
import { GetClassesDocument } from '@masthead/graphql';
import { safeUrl, searchQueryOf } from '@masthead/header-core';
import { serverClient } from '../../lib/api';
import { PERSONA_COOKIE } from '../../lib/request';

export default async function SearchPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams)['query'];
  // The header's own rule for a query (trimmed, at most 58 characters counted in code points, never
  // half an emoji), as the web app's results page reads it.
  const query = searchQueryOf((Array.isArray(raw) ? raw[0] : raw) ?? '');
  const persona = (await cookies()).get(PERSONA_COOKIE)?.value ?? 'guest';
  const result = await serverClient(persona).query({ query: GetClassesDocument, variables: { query, first: 20 } }).catch(() => null);
  const search = result?.data?.search;
  return (
    <>
      <h1>{query ? `Results for “${query}”` : 'All classes'}</h1>
      {search ? (
        <>
          <p>{search.totalCount.toLocaleString('en-US')} classes</p>
          <ul className="host-results">
            {search.edges.map(({ node }) => {
              // Addresses from data pass the header's URL policy here too.
              const href = safeUrl(node.url);
              const cover = safeUrl(node.coverImageUrl);
              return (
                <li key={node.id}>
                  {cover ? <img src={cover} alt="" width={96} height={54} /> : null}
                  {href ? <a href={href}>{node.title}</a> : node.title}
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p role="alert">The results cannot be loaded right now. Try again in a few minutes.</p>
      )}
    </>
  );
}
