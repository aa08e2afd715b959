// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { HeaderProvider, SearchBox, SearchOverlay } from '../src/index.ts';
import { TEST_CATEGORIES, TEST_CONFIG } from '../testing/index.ts';

const render = (ui: React.ReactElement) =>
  renderToString(
    <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG}>
      {ui}
    </HeaderProvider>,
  );

describe('Search on the server (the no-JavaScript page)', () => {
  it('the box is a plain GET form to /search with query, searchMethod and via', () => {
    const html = render(<SearchBox />);
    expect(html).toMatch(/<form class="mh-search" role="search" action="\/search" method="get">/);
    const input = /<input [^>]*name="query"[^>]*\/>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="search"', 'maxLength="58"', 'aria-label="Search"', 'value=""']) expect(input).toContain(attribute);
    expect(html).toContain('<input type="hidden" name="searchMethod" value="naturalLang"/>');
    expect(html).toContain('<input type="hidden" name="via" value="header"/>');
    expect(html).toContain('placeholder="What do you want to learn today?"');
    // Not a combobox until JavaScript runs: no popup to control yet.
    expect(html).not.toContain('role="combobox"');
    expect(html).not.toContain('role="listbox"');
    // The clear button needs JavaScript.
    expect(html).toMatch(/<button [^>]*aria-label="Clear search" hidden=""/);
  });

  it.each([
    ['the box', (q?: string) => <SearchBox isSearchPage searchQuery={q} />],
    ['the overlay', (q?: string) => <SearchOverlay isSearchPage searchQuery={q} />],
  ])("%s on the results page holds the page's search in the server's HTML (issue 35)", (_name, part) => {
    const valueOf = (html: string) => /<input [^>]*name="query"[^>]*value="([^"]*)"/.exec(html)?.[1];
    expect(valueOf(render(part('watercolor & "ink"')))).toBe('watercolor &amp; &quot;ink&quot;');
    expect(valueOf(render(part(undefined)))).toBe('');
  });

  it('elsewhere the box ignores a search it is given', () => {
    expect(render(<SearchBox searchQuery="watercolor" />)).toMatch(/name="query"[^>]*value=""/);
  });

  it('the overlay renders its icon and a closed dialog holding the same form', () => {
    const html = render(<SearchOverlay />);
    expect(html).toMatch(/<button type="button" class="mh-icon-button mh-search-toggle"[^>]*aria-expanded="false"[^>]*aria-label="Search"/);
    expect(html).toMatch(/<dialog [^>]*class="mh-search-overlay"[^>]*aria-label="Search"/);
    expect(html).not.toMatch(/<dialog [^>]* open/);
    expect(html).toContain('role="search" action="/search" method="get"');
    expect(html).toContain('>Cancel</button>');
  });
});
