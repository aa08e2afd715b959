import type { AppData } from './app-data.ts';
import { DevLoginForm } from './dev-login.tsx';
import { SearchResults } from './search-results.tsx';

const PARAGRAPHS = [
  'Thousands of classes in illustration, animation, photography and more, taught by working creatives.',
  'Every class ends with a project. Share yours with the community and get feedback from other students.',
  'Learning paths string classes together so you can go from first sketch to finished portfolio.',
];

/** The body of each demo page: enough real content to scroll past the sticky header and tab through. */
export function PageContent({ data }: { data: AppData }) {
  const { route } = data;
  if (route.kind === 'signIn') {
    return (
      <>
        <h1>{route.title}</h1>
        <DevLoginForm personas={data.personas} current={data.persona} returnTo="/" idPrefix="page-login" />
      </>
    );
  }
  if (route.kind === 'search') return <SearchResults query={data.query} serverFailure={data.searchFailure ?? null} locale={data.state.locale} />;
  return (
    <>
      <h1>{route.title}</h1>
      {route.kind === 'notFound' && <p>There is no page at {data.path}. The header above still works.</p>}
      {route.kind === 'classDetails' && <p className="app-note">On class pages the header scrolls away with the page.</p>}
      {Array.from({ length: 6 }, (_, section) => (
        <section key={section} aria-labelledby={`section-${section}`}>
          <h2 id={`section-${section}`}>Featured {['classes', 'paths', 'projects', 'teachers', 'skills', 'stories'][section]}</h2>
          {PARAGRAPHS.map((text) => <p key={text}>{text}</p>)}
          <p>
            <a href={`/browse?via=page&section=${section}`}>See more</a>{' '}
            <button type="button" className="app-button app-button--quiet">Save for later</button>
          </p>
        </section>
      ))}
    </>
  );
}
