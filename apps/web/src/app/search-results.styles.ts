// Styles of the search results page. The server runs the app's TypeScript directly (no CSS loader), so
// the page carries its own rules in a <style> element: same markup on the server, without JavaScript
// and after hydration. Colours pass WCAG AA on the page's #fafafa background.
export const SEARCH_PAGE_CSS = `
.app-visually-hidden { position: absolute !important; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.app-search h1 { overflow-wrap: anywhere; }
.app-search__layout { display: grid; grid-template-columns: minmax(13rem, 16rem) minmax(0, 1fr); gap: 2rem; align-items: start; }
@media (max-width: 767.98px) { .app-search__layout { grid-template-columns: minmax(0, 1fr); gap: 1rem; } }
.app-search__filters { display: grid; gap: 0.25rem; padding: 1rem; border: 1px solid #d4d4dc; border-radius: 0.75rem; background: #fff; }
.app-search__filters-title { margin: 0 0 0.25rem; font-size: 1.125rem; }
.app-search__badge { color: #4a4a55; font-weight: 400; font-size: 0.9em; }
.app-facet { border-block-start: 1px solid #e4e4ea; padding-block: 0.25rem; }
.app-facet__summary { display: flex; align-items: center; gap: 0.25rem; min-block-size: 2.75rem; font-weight: 600; cursor: pointer; }
.app-facet__summary:focus-visible { outline: 3px solid #0a5c8a; outline-offset: 2px; border-radius: 4px; }
.app-facet__options { margin: 0; padding: 0 0 0.5rem; border: 0; min-inline-size: 0; }
.app-facet__options ul { list-style: none; margin: 0; padding: 0; max-block-size: 16rem; overflow-y: auto; }
.app-facet__option { display: flex; align-items: center; gap: 0.5rem; min-block-size: 2.25rem; padding-inline: 0.25rem; border-radius: 6px; cursor: pointer; }
.app-facet__option:hover { background: #f0f0f5; }
.app-facet__option input { inline-size: 1.125rem; block-size: 1.125rem; margin: 0; flex: none; accent-color: #0a5c8a; }
.app-facet__option input:focus-visible { outline: 3px solid #0a5c8a; outline-offset: 2px; }
.app-facet__option[data-empty] { color: #5f5f6b; cursor: default; }
.app-facet__name { flex: 1 1 auto; min-inline-size: 0; }
.app-facet__count { color: #4a4a55; font-size: 0.85rem; font-variant-numeric: tabular-nums; }
.app-search__filter-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem 1rem; padding-block-start: 0.75rem; }
.app-search__filter-actions:empty { display: none; }
.app-search__filter-actions a { display: inline-flex; align-items: center; min-block-size: 2.75rem; }
.app-search__main { min-inline-size: 0; }
.app-search__main[aria-busy='true'] .app-search__results { opacity: 0.6; }
.app-search__bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem 1rem; margin-block-end: 1rem; }
.app-search__count { margin: 0; font-size: 1.125rem; }
.app-search__sort { display: inline-flex; align-items: center; gap: 0.5rem; }
.app-search__sort select { font: inherit; min-block-size: 2.75rem; padding-inline: 0.5rem; border: 1px solid #6b6b78; border-radius: 0.5rem; background: #fff; color: inherit; }
.app-search__sort select:focus-visible { outline: 3px solid #0a5c8a; outline-offset: 2px; }
.app-search__results { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.app-result { display: grid; grid-template-columns: 160px minmax(0, 1fr); gap: 1rem; padding: 0.75rem; border: 1px solid #e0e0e8; border-radius: 0.75rem; background: #fff; }
.app-result__cover { display: block; inline-size: 160px; block-size: 90px; overflow: hidden; border-radius: 0.5rem; background: #e8e8ef; }
.app-result__cover img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
@media (max-width: 479.98px) { .app-result { grid-template-columns: 96px minmax(0, 1fr); gap: 0.75rem; } .app-result__cover { inline-size: 96px; block-size: 54px; } }
.app-result__body { min-inline-size: 0; }
.app-result__title { margin: 0 0 0.25rem; font-size: 1.0625rem; line-height: 1.3; overflow-wrap: anywhere; }
.app-result__title a { display: inline-block; min-block-size: 1.5rem; }
.app-result__teacher { margin: 0 0 0.25rem; color: #3d3d48; }
.app-result__facts { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; color: #4a4a55; font-size: 0.875rem; }
.app-search__more { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; margin-block: 1.5rem; }
.app-search__more .app-button { display: inline-flex; align-items: center; text-decoration: none; }
.app-search__more a.app-button { color: #fff; }
.app-search__shown { margin: 0; color: #3d3d48; }
.app-search__empty, .app-search__problem { padding: 1rem; border-radius: 0.75rem; background: #fff; border: 1px solid #e0e0e8; }
.app-search__problem { background: #fdecea; color: #7a1d12; border-color: #f3c2bb; }
.app-search__note { margin-block: 0 1rem; }
.app-search__filters-summary { display: flex; align-items: center; gap: 0.25rem; min-block-size: 2.75rem; font-weight: 700; font-size: 1.0625rem; cursor: pointer; }
.app-search__filters-summary:focus-visible { outline: 3px solid #0a5c8a; outline-offset: 2px; border-radius: 4px; }
.app-search__filters-title { display: none; }
/* Wide screens: the facets are always shown, under a heading instead of the fold-away summary. */
@supports selector(::details-content) {
  @media (min-width: 768px) {
    .app-search__filters-title { display: block; }
    .app-search__filters-summary { display: none; }
    .app-search__filters-panel::details-content { content-visibility: visible; display: contents; }
  }
}
/* The summaries are flex boxes (no native marker): draw the disclosure arrow. */
.app-facet__summary::-webkit-details-marker, .app-search__filters-summary::-webkit-details-marker { display: none; }
.app-facet__summary::after, .app-search__filters-summary::after { content: ''; inline-size: 0.5rem; block-size: 0.5rem; margin-inline-start: auto; border-block-end: 2px solid currentColor; border-inline-end: 2px solid currentColor; transform: rotate(45deg); transition: transform 120ms; }
details[open] > .app-facet__summary::after, details[open] > .app-search__filters-summary::after { transform: rotate(225deg); }
`;
