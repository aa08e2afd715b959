// Algolia autocomplete-js with a remote source, as its docs show: getSources → getItems fetches per query.
import { autocomplete } from '@algolia/autocomplete-js';
import { KIND_LABEL, fetchSuggestions } from './suggest-client.js';

autocomplete({
  container: '#root',
  placeholder: 'Search',
  openOnFocus: false,
  // Without the classic theme's CSS the default media query reads empty and matches every width, which
  // would put the box in its full-screen "detached" mode; this is a desktop box.
  detachedMediaQuery: 'none',
  getSources({ query }) {
    return [
      {
        sourceId: 'suggestions',
        getItems: () => fetchSuggestions(query),
        getItemInputValue: ({ item }) => item.label,
        templates: {
          item({ item, html }) {
            return html`<div class="aa-ItemWrapper">${item.label} <small>${KIND_LABEL[item.kind]}</small></div>`;
          },
        },
      },
    ];
  },
});
