// The search box before and while its machine's chunk loads. This file must not import
// search-fixtures.tsx (it loads the chunk up front); each test file gets its own module registry, so
// here the chunk is really absent until a box is used.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SEARCH_STORAGE_KEY } from '@masthead/header-core';
import { HeaderRoot, SearchBox } from '../src/index.ts';
import { interactionChunk } from '../testing/chunks.ts';
import { findOption, renderWithSuggestions } from './search-server.tsx';

describe('SearchBox before its machine has loaded', () => {
  it('is the plain GET form until used; what is typed meanwhile is handed to the machine, focus kept', async () => {
    window.sessionStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify('stale'));
    const { server } = renderWithSuggestions(
      <HeaderRoot variant="desktop">
        <SearchBox />
      </HeaderRoot>,
    );

    // Nothing loaded, nothing asked: a searchbox in a GET form, and elsewhere than the results page
    // the stored search is already forgotten (spec §4).
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(input.form?.getAttribute('action')).toBe('/search');
    expect(input.form?.getAttribute('method')).toBe('get');
    // No browser maxlength once JavaScript runs (the server's HTML has it): the machine, when it
    // comes, cuts what was pasted meanwhile at 58 code points and says so.
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(interactionChunk.current()).toBeNull();
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(interactionChunk.current()).toBeNull();
    expect(server.calls).toHaveLength(0);

    // Focus starts the load; the text typed before it arrives stays in the box and is handed over.
    act(() => input.focus());
    fireEvent.change(input, { target: { value: 'wat' } });
    expect(input.value).toBe('wat');
    expect(interactionChunk.current()).toBeNull();

    const combobox = (await screen.findByRole('combobox', { name: 'Search' })) as HTMLInputElement;
    expect(combobox).toBe(input);
    expect(combobox.value).toBe('wat');
    expect(document.activeElement).toBe(combobox);
    await findOption(/^Watercolor, 19 classes$/);
    expect(combobox.getAttribute('aria-expanded')).toBe('true');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ query: 'wat' });
  });

  it('once the chunk is on the page, a new box starts as the combobox', async () => {
    expect(interactionChunk.current()).not.toBeNull();
    renderWithSuggestions(<SearchBox />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search' })).toBeTruthy());
  });
});
