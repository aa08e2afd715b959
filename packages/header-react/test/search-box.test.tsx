import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_STORAGE_KEY } from '@masthead/header-core';
import { SearchBox } from '../src/index.ts';
import { findOption, liveRegion, renderWithSuggestions, sleep, waitForSuggestions } from './search-fixtures.tsx';

const combobox = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('SearchBox (shared combobox)', () => {
  it('is a combobox with a listbox popup, inside a GET search form', () => {
    renderWithSuggestions(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    const input = combobox();
    expect(input.name).toBe('query');
    // The combobox leaves the 58 limit to its machine, which counts code points and says when it cuts.
    expect(input.hasAttribute('maxlength')).toBe(false);
    expect(input.getAttribute('aria-autocomplete')).toBe('both');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('autocomplete')).toBe('off');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.hidden).toBe(true);
    const hidden = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((f) => [f.name, f.value]));
    expect(hidden).toEqual({ searchMethod: 'naturalLang', via: 'header' });
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('builds the popup while focused and empty, unseen and unexposed; the first key shows that same row', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.click(combobox());
    const listbox = document.getElementById(combobox().getAttribute('aria-controls') ?? '')!;
    // Once the browser has been idle after the focus: laid out (not display: none), but invisible,
    // out of the accessibility tree, and the combobox still collapsed.
    await waitFor(() => expect(listbox.hasAttribute('data-primed')).toBe(true));
    expect(listbox.hidden).toBe(false);
    expect(listbox.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(listbox).visibility).toBe('hidden');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    const row = listbox.querySelector('.mh-search__option');
    expect(row).not.toBeNull();
    const rowId = row!.id;

    await userEvent.keyboard('w');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('option', { name: 'Search for ‘w’' })).toBe(row);
    // Under the id it was built with, which aria-activedescendant and the analytics refer to.
    expect(row!.id).toBe(rowId);
    expect(listbox.hasAttribute('aria-hidden')).toBe(false);
    expect(listbox.hasAttribute('data-primed')).toBe(false);
    expect(getComputedStyle(listbox).visibility).not.toBe('hidden');

    // Emptied: collapsed and unexposed again. Left: hidden and empty, as before.
    await userEvent.keyboard('{Backspace}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    act(() => combobox().blur());
    expect(listbox.hidden).toBe(true);
    expect(listbox.hasAttribute('aria-hidden')).toBe(false);
    expect(listbox.querySelector('.mh-search__option')).toBeNull();
  });

  it('shows the hint only while unfocused and empty', async () => {
    renderWithSuggestions(<SearchBox />);
    expect(combobox().placeholder).toBe('What do you want to learn today?');
    await userEvent.click(combobox());
    expect(combobox().hasAttribute('placeholder')).toBe(false);
  });

  it('words from data are isolated for the bidi algorithm: a suggestion\'s label, the typed text between the row\'s quotes', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    const klass = await findOption(/^Loose Watercolor Florals$/);
    expect(klass.querySelector('.mh-search__label')?.getAttribute('dir')).toBe('auto');
    const query = screen.getByRole('option', { name: 'Search for ‘wat’' });
    // The quotes are the page's words: only the typed text is isolated.
    expect(query.querySelector('.mh-search__label')?.hasAttribute('dir')).toBe(false);
    expect(query.querySelector('mark')?.getAttribute('dir')).toBe('auto');
    expect(query.querySelector('mark')?.textContent).toBe('wat');
  });

  it('typing shows grouped suggestions with headings, emphasis, covers, avatars and counts', async () => {
    const { server } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await findOption(/^Watercolor, 19 classes$/);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({ query: 'wat', classesPageSize: 7, skillsPageSize: 10, teachersPageSize: 7, learningPathPageSize: 7 });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Skills',
      'Classes',
      'Learning Paths',
      'Teachers',
    ]);
    expect(within(listbox).getByRole('option', { name: 'Search for ‘wat’' })).toBeTruthy();
    // The matched part is emphasised.
    const skill = within(groups[0]!).getAllByRole('option')[0]!;
    expect(skill.querySelector('mark')?.textContent).toBe('Wat');
    const klass = within(groups[1]!).getByRole('option', { name: 'Loose Watercolor Florals' });
    expect(klass.querySelector('mark')?.textContent).toBe('Wat');
    // Pictures in fixed boxes.
    const cover = klass.querySelector('img');
    expect(cover?.getAttribute('width')).toBe('56');
    expect(cover?.getAttribute('height')).toBe('32');
    expect(within(groups[2]!).getByRole('option', { name: 'Watercolor: The Learning Path, 6 classes' })).toBeTruthy();
    const teacher = within(groups[3]!).getByRole('option', { name: 'Wat Tyler, 1,240 followers' });
    expect(teacher.querySelector('img')?.getAttribute('width')).toBe('32');
    // One count: the options of the listbox ("Search for" and six suggestions).
    expect(liveRegion()?.textContent).toBe('7 suggestions available');
  });

  it('sends no request below 3 characters', async () => {
    const { server } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wa');
    await sleep(800);
    expect(server.calls).toHaveLength(0);
    // The typed-text rows are there without any request.
    expect(screen.getByRole('option', { name: 'Search for ‘wa’' })).toBeTruthy();
  });

  it('one request per settled query; a query answered before is served from the cache', async () => {
    const { server } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'photo');
    await findOption('Photo Basics');
    expect(server.calls.map((c) => c['query'])).toEqual(['photo']);
    // The first Backspace removes the inline completion, the second a typed character.
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(combobox().value).toBe('phot');
    await waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 3000 });
    await userEvent.keyboard('o');
    await findOption('Photo Basics');
    await sleep(700);
    expect(server.calls.map((c) => c['query'])).toEqual(['photo', 'phot']);
  });

  it('marks every word the API says matched, and the option keeps its name (issue 33)', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'watercolor esentials');
    // "Search for" and the class.
    await waitForSuggestions(2);
    const klass = screen.getByRole('option', { name: 'Watercolor Essentials' });
    expect([...klass.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Watercolor', 'Essentials']);
    expect(klass.querySelector('.mh-search__label')?.textContent).toBe('Watercolor Essentials');
  });

  it('Down and Up move aria-activedescendant; pointer hover moves the same highlight', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Search for ‘wat’');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    expect(activeOption()?.textContent).toMatch(/^Watercolor/);
    for (let i = 0; i < 20; i += 1) await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toMatch(/Wat Tyler/);
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toMatch(/^Watercolor: The Learning Path/);
    const hovered = screen.getByRole('option', { name: 'Watercolor 101' });
    fireEvent.pointerEnter(hovered);
    expect(activeOption()).toBe(hovered);
    expect(document.querySelectorAll('[data-active]')).toHaveLength(1);
    expect(hovered.hasAttribute('data-active')).toBe(true);
  });

  it.each([
    ['the natural-language row', 1, '/search?query=wat&searchMethod=naturalLang&via=header'],
    ['a skill', 2, '/search?query=Watercolor&skill=watercolor&searchMethod=autocomplete&via=header'],
    ['a class', 4, '/classes/watercolor-101/100?via=header'],
    ['a learning path', 6, '/paths/watercolor-the-learning-path?via=header'],
    ['a teacher', 7, '/user/wat-tyler?via=header'],
  ])('Enter on %s navigates to its URL', async (_name, downs, href) => {
    const { navigate } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    for (let i = 0; i < downs; i += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(href);
  });

  it('Enter on the input submits what it shows: the completion with autocomplete', async () => {
    const { navigate, analytics } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    await userEvent.keyboard('{Enter}');
    // The input shows 'wat' and the rest of the top suggestion; it submits the suggestion's own text.
    expect(navigate).toHaveBeenCalledWith('/search?query=Watercolor&searchMethod=autocomplete&via=header');
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBe('Watercolor');
    expect(analytics.events.map((e) => e.name)).toContain('submitted-search');
  });

  it('a click on a suggestion keeps focus in the input and navigates', async () => {
    const { navigate, analytics } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    const option = await findOption('Watercolor 101');
    const mousedown = fireEvent.mouseDown(option);
    expect(mousedown).toBe(false);
    fireEvent.click(option);
    expect(navigate).toHaveBeenCalledWith('/classes/watercolor-101/100?via=header');
    expect(analytics.events.find((e) => e.name === 'selected-suggestion')?.properties).toMatchObject({ kind: 'class' });
  });

  it('the inline completion is the selected suffix; Tab and Right accept it, Backspace removes it', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(combobox().value).toBe('watercolor'), { timeout: 3000 });
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([3, 10]);
    await userEvent.keyboard('{Backspace}');
    expect(combobox().value).toBe('wat');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');

    await userEvent.type(combobox(), 'e');
    await sleep(50);
    await userEvent.type(combobox(), '{Backspace}');
    await waitFor(() => expect(combobox().value).toBe('watercolor'), { timeout: 3000 });
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().value).toBe('Watercolor');
    expect(combobox().selectionStart).toBe(10);
  });

  it('Right arrow accepts the completion when the caret is at the end', async () => {
    const { server } = renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(combobox().value).toBe('watercolor'), { timeout: 3000 });
    await userEvent.keyboard('{ArrowRight}');
    expect(combobox().value).toBe('Watercolor');
    expect(combobox().selectionStart).toBe(10);
    expect(combobox().selectionEnd).toBe(10);
    // The accepted text is a settled query at once.
    await waitFor(() => expect(server.calls.map((c) => c['query'])).toEqual(['wat', 'Watercolor']));
  });

  it('Escape and a press outside close the list', async () => {
    renderWithSuggestions(<SearchBox />);
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Page button' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('the clear button shows while the box has text; unfocused too, it empties the box, the store, and focuses it', async () => {
    renderWithSuggestions(<SearchBox />);
    const clear = () => screen.queryByRole('button', { name: 'Clear search' });
    expect(clear()).toBeNull();
    await userEvent.type(combobox(), 'xy');
    expect(clear()).not.toBeNull();
    window.sessionStorage.setItem(SEARCH_STORAGE_KEY, 'xy');
    act(() => combobox().blur());
    expect(clear()).not.toBeNull();
    await userEvent.click(clear()!);
    expect(combobox().value).toBe('');
    expect(document.activeElement).toBe(combobox());
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBeNull();
    expect(clear()).toBeNull();
  });

  it('a failed request keeps the typed-text rows, shows no error, and submitting still works', async () => {
    const { server, navigate } = renderWithSuggestions(<SearchBox />);
    server.fail = true;
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 3000 });
    await sleep(20);
    expect(screen.getByRole('option', { name: 'Search for ‘wat’' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=wat&searchMethod=naturalLang&via=header');
  });

  it('an answer with null lists is a failure: typed-text rows only, not cached; the same query typed again asks again', async () => {
    const { server } = renderWithSuggestions(<SearchBox />);
    server.wrongShape = true;
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 3000 });
    await sleep(20);
    expect(screen.getByRole('option', { name: 'Search for ‘wat’' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /^Watercolor/ })).toBeNull();
    // The server is healthy again: the same text, typed again, is asked again and answered.
    server.wrongShape = false;
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'wat');
    await findOption(/^Watercolor, 19 classes$/);
    expect(server.calls).toHaveLength(2);
  });

  it('uses the host’s via and sends onlyHighQuality only for a signed-in member under the flag', async () => {
    const { server } = renderWithSuggestions(<SearchBox />, { config: { searchVia: 'home-hero' } });
    expect((document.querySelector('input[name="via"]') as HTMLInputElement).value).toBe('home-hero');
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    expect(server.calls[0]).not.toHaveProperty('onlyHighQuality');
  });

  it('on the search page the box shows the URL’s query; elsewhere the stored search is forgotten', () => {
    window.sessionStorage.setItem(SEARCH_STORAGE_KEY, 'old search');
    window.history.replaceState(null, '', '/search?query=ink%20drawing&searchMethod=naturalLang&via=header');
    const { unmount } = renderWithSuggestions(<SearchBox isSearchPage />);
    expect(combobox().value).toBe('ink drawing');
    unmount();
    window.history.replaceState(null, '', '/search');
    const second = renderWithSuggestions(<SearchBox isSearchPage />);
    expect(combobox().value).toBe('old search');
    second.unmount();
    window.history.replaceState(null, '', '/');
    renderWithSuggestions(<SearchBox />);
    expect(combobox().value).toBe('');
    expect(window.sessionStorage.getItem(SEARCH_STORAGE_KEY)).toBeNull();
  });
});
