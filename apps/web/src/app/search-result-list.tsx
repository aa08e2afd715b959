import type { GetClassesQuery } from '@masthead/graphql';
import { safeUrl } from '@masthead/header-core';

export type ClassEdge = GetClassesQuery['search']['edges'][number];

const NUMBER = new Intl.NumberFormat('en-US');
const RATING = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** One class: cover in a fixed box, title link, teacher, and the facts people filter by. */
function ResultCard({ node }: { node: ClassEdge['node'] }) {
  const href = safeUrl(node.url);
  const cover = safeUrl(node.coverImageUrl);
  return (
    <article className="app-result">
      <span className="app-result__cover" aria-hidden="true">
        {cover ? <img src={cover} alt="" width={160} height={90} loading="lazy" decoding="async" /> : null}
      </span>
      <div className="app-result__body">
        <h3 className="app-result__title">{href ? <a href={href}>{node.title}</a> : node.title}</h3>
        <p className="app-result__teacher">{node.teacher.name}</p>
        <p className="app-result__facts">
          <span>{duration(node.durationMinutes)}</span>
          <span>{node.level}</span>
          <span>
            <span aria-hidden="true">★ </span>
            {RATING.format(node.rating)}
            <span className="app-visually-hidden"> out of 5</span>
          </span>
          <span>{NUMBER.format(node.studentCount)} students</span>
        </p>
      </div>
    </article>
  );
}

/** The classes found, in order; `firstNewIndex` marks where the last "Load more" began (focus goes there). */
export function SearchResultList({ edges, labelledBy }: { edges: readonly ClassEdge[]; labelledBy: string }) {
  return (
    <ol className="app-search__results" aria-labelledby={labelledBy}>
      {edges.map((edge, index) => (
        <li key={edge.node.id} data-index={index}>
          <ResultCard node={edge.node} />
        </li>
      ))}
    </ol>
  );
}
