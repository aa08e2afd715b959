// Issue 25 in the rendered box: the completion's casing, one count for the live region and the
// listbox, the clear button while the box has text, and the 58-character limit said aloud.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_STORAGE_KEY } from '@masthead/header-core';
import { SearchBox } from '../src/index.ts';
import { findOption, liveRegion, renderWithSuggestions, sleep } from './search-fixtures.tsx';

const combobox = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const clearButton = () => screen.queryByRole('button', { name: 'Clear search' });
const TOO_LONG = 'Searches can be up to 58 characters';

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the inline completion keeps the suggestion’s casing (defect 6)', () => {
  it('shows the typed part as typed; Enter submits the suggestion’s own text', async () => {
    const { navigate } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'port');
    await waitFor(() => expect(combobox().value).toBe('portfolio Building'), { timeout: 3000 });
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([4, 18]);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=Portfolio+Building&searchMethod=autocomplete&via=header');
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBe('Portfolio Building');
  });

  it('Tab accepts the suggestion’s own text', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'port');
    await waitFor(() => expect(combobox().value).toBe('portfolio Building'), { timeout: 3000 });
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().value).toBe('Portfolio Building');
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([18, 18]);
  });
});

describe('the live region counts the options the listbox holds (defect 7)', () => {
  it.each([
    ['every kind', 'wat'],
    ['no skills', 'brush'],
    ['no classes', 'clay'],
    ['teachers only', 'tutor'],
    ['no suggestions', 'xyz'],
    ['links refused by the URL policy', 'links'],
    ['a failed request', 'fail'],
  ])('%s (“%s”): the number announced is the number of options', async (_name, query) => {
    const { server } = renderWithSuggestions(<SearchBox />);
    server.fail = query === 'fail';
    await userEvent.type(combobox(), query);
    await waitFor(() => expect(liveRegion()?.textContent).toMatch(/^\d+ suggestions? available$/), { timeout: 3000 });
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(Number.parseInt(liveRegion()?.textContent ?? '', 10)).toBe(options.length);
    expect(options[0]?.textContent).toBe(`Search for ‘${query}’`);
  });
});

describe('the clear button', () => {
  it('shows while the box has text; a click empties it, forgets the stored search, closes the list, keeps focus', async () => {
    renderWithSuggestions(<SearchBox />);
    expect(clearButton()).toBeNull();
    await userEvent.type(combobox(), 'wat');
    await findOption('Watercolor 101');
    expect(clearButton()).not.toBeNull();
    window.sessionStorage.setItem(SEARCH_STORAGE_KEY, 'wat');
    // A press keeps focus in the box (its mouse down is prevented), so the list does not blink shut first.
    expect(fireEvent.mouseDown(clearButton()!)).toBe(false);
    await userEvent.click(clearButton()!);
    expect(combobox().value).toBe('');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBeNull();
    expect(clearButton()).toBeNull();
  });

  it('is a real button in the Tab order: Tab from the box, Enter, and focus is back in the empty box', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wa');
    await userEvent.tab();
    expect(document.activeElement).toBe(clearButton());
    expect(clearButton()?.tagName).toBe('BUTTON');
    expect(clearButton()?.getAttribute('type')).toBe('button');
    await userEvent.keyboard('{Enter}');
    expect(combobox().value).toBe('');
    expect(document.activeElement).toBe(combobox());
  });

  it('Escape still empties the box as the platform’s search field does', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wa');
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    // Escape with the list closed is the browser's (type=search clears itself): the machine hears the change.
    fireEvent.change(combobox(), { target: { value: '' } });
    expect(clearButton()).toBeNull();
  });
});

describe('the 58-character limit', () => {
  it('the combobox has no UTF-16 maxlength: the machine counts code points and says when it cuts', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    expect(combobox().hasAttribute('maxlength')).toBe(false);
  });

  it('a pasted longer text keeps its first 58 characters (never half an emoji), politely said', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    await userEvent.paste(`${'🎨'.repeat(50)} watercolor and gouache`);
    expect(combobox().value).toBe(`${'🎨'.repeat(50)} waterco`);
    expect(liveRegion()?.textContent).toBe(TOO_LONG);
    expect(liveRegion()?.getAttribute('aria-live')).toBe('polite');
  });

  it('a key typed into a full box is refused and said; a shorter text clears the note', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    await userEvent.paste('x'.repeat(58));
    expect(liveRegion()?.textContent).toBe('');
    await userEvent.keyboard('y');
    expect(combobox().value).toBe('x'.repeat(58));
    expect(liveRegion()?.textContent).toBe(TOO_LONG);
    await userEvent.keyboard('{Backspace}');
    expect(combobox().value).toBe('x'.repeat(57));
    await sleep(10);
    expect(liveRegion()?.textContent).not.toBe(TOO_LONG);
    act(() => combobox().blur());
  });
});
