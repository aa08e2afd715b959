import { ApolloProvider } from '@apollo/client/react';
import { HeaderProvider, SearchBox, SearchOverlay } from '../src/index.ts';
import { expectCleanHydration, TEST_CATEGORIES, TEST_CONFIG } from '../testing/index.ts';
import { fakeSuggestionsServer } from './search-fixtures.tsx';

describe('Search hydration', () => {
  it.each([
    ['the box', <SearchBox key="box" isSearchPage />],
    ['the overlay', <SearchOverlay key="overlay" />],
    ["the box with the results page's search from the host", <SearchBox key="box-query" isSearchPage searchQuery="ink" />],
    ["the overlay with the results page's search from the host", <SearchOverlay key="overlay-query" isSearchPage searchQuery="ink" />],
  ])('%s hydrates without warnings, then upgrades to the combobox', async (_name, part) => {
    window.history.replaceState(null, '', '/search?query=ink');
    const server = fakeSuggestionsServer();
    const element = (
      <ApolloProvider client={server.client}>
        <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={null}>
          {part}
        </HeaderProvider>
      </ApolloProvider>
    );
    try {
      await expectCleanHydration(element, (container) => {
        const input = container.querySelector('input[name="query"]');
        expect(input?.getAttribute('role')).toBe('combobox');
        expect(container.querySelector('[role="listbox"]')).not.toBeNull();
      });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
