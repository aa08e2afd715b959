import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeaderProps } from '@masthead/header-react';
import { recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '@masthead/header-react/testing';
import { findOption, renderInApollo, sleep, waitForSuggestions } from '../../header-react/test/search-fixtures.tsx';
import { DesktopHeader } from '../src/index.ts';

function renderDesktopSearch(props: Partial<HeaderProps> = {}) {
  const analytics = recordingAnalytics();
  const navigate = vi.fn<(href: string) => void>();
  const result = renderInApollo(
    <DesktopHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} analytics={analytics} navigate={navigate} storage={null} {...props} />,
  );
  return { ...result, analytics, navigate };
}

const banner = () => screen.getByRole('banner');
const combobox = () => within(banner()).getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const activeText = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '')?.textContent ?? null;

beforeEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('Desktop search', () => {
  it('the banner holds one search landmark with a combobox that controls a hidden listbox', () => {
    renderDesktopSearch();
    expect(within(banner()).getAllByRole('search')).toHaveLength(1);
    const input = combobox();
    expect(input.getAttribute('aria-autocomplete')).toBe('both');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
  });

  it('typing shows suggestions from the fake server under headings', async () => {
    const { server } = renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await findOption('Watercolor 101');
    expect(server.calls).toHaveLength(1);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    const labels = within(screen.getByRole('listbox')).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby'));
    expect(labels.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual(['Skills', 'Classes', 'Learning Paths', 'Teachers']);
  });

  it('nothing is requested under 3 characters', async () => {
    const { server } = renderDesktopSearch();
    await userEvent.type(combobox(), 'wa');
    await sleep(800);
    expect(server.calls).toHaveLength(0);
  });

  it('arrows walk every section in order and stop at both ends', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 8; i += 1) {
      await userEvent.keyboard('{ArrowDown}');
      seen.push(activeText());
    }
    expect(seen).toEqual([
      'Search for ‘wat’',
      'Watercolor, 19 classes',
      'Watercolor Portraits, 1 class',
      'Watercolor 101',
      'Loose Watercolor Florals',
      'Watercolor: The Learning Path, 6 classes',
      'WTWat Tyler, 1,240 followers',
      'WTWat Tyler, 1,240 followers',
    ]);
    for (let i = 0; i < 10; i += 1) await userEvent.keyboard('{ArrowUp}');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    expect(combobox().value).toBe('watercolor');
  });

  it.each([
    // The input shows 'watercolor' (typed part as typed) and submits the suggestion's own text.
    ['the input (completion showing)', 0, '/search?query=Watercolor&searchMethod=autocomplete&via=header'],
    ['the natural-language row', 1, '/search?query=wat&searchMethod=naturalLang&via=header'],
    ['a skill', 3, '/search?query=Watercolor+Portraits&skill=watercolor-portraits&searchMethod=autocomplete&via=header'],
    ['a class', 5, '/classes/loose-watercolor-florals/101?via=header'],
    ['a path', 6, '/paths/watercolor-the-learning-path?via=header'],
    ['a teacher', 7, '/user/wat-tyler?via=header'],
  ])('Enter on %s goes to the right URL through the host’s navigate', async (_name, downs, href) => {
    const { navigate, analytics } = renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    for (let i = 0; i < downs; i += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(navigate.mock.calls).toEqual([[href]]);
    const names = analytics.events.map((event) => event.name);
    expect(names).toContain(href.startsWith('/search') ? 'submitted-search' : 'selected-suggestion');
  });

  it('Tab and ArrowRight accept the inline completion; Backspace removes it', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(combobox().value).toBe('watercolor'), { timeout: 3000 });
    expect(combobox().selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    expect(combobox().value).toBe('wat');
    // A settled query comes back from the cache: the completion returns without a request.
    await userEvent.keyboard('{Escape}{ArrowDown}');
    await waitFor(() => expect(combobox().value).toBe('watercolor'));
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(combobox());
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([10, 10]);
  });

  it('ArrowRight accepts only with the caret at the end', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(combobox().value).toBe('watercolor'), { timeout: 3000 });
    await userEvent.keyboard('{ArrowRight}');
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([10, 10]);
  });

  it('Escape closes the list; a press outside closes it', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('true'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Page button' }));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('hovering an option and the keyboard share one highlight', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.hover(screen.getByRole('option', { name: 'Watercolor 101' }));
    expect(activeText()).toBe('Watercolor 101');
    expect(document.querySelectorAll('.mh-search__option[data-active]')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}');
    expect(activeText()).toBe('Loose Watercolor Florals');
  });

  it('the clear button appears after leaving a filled box and empties it', async () => {
    renderDesktopSearch();
    await userEvent.type(combobox(), 'ink');
    await userEvent.click(screen.getByRole('button', { name: 'Page button' }));
    const clear = within(banner()).getByRole('button', { name: 'Clear search' });
    await userEvent.click(clear);
    expect(combobox().value).toBe('');
    expect(document.activeElement).toBe(combobox());
    expect(within(banner()).queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('"/" on the page focuses the box; the clear button then empties it and keeps focus there (issue 25)', async () => {
    renderDesktopSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Page button' }));
    await userEvent.keyboard('/');
    expect(document.activeElement).toBe(combobox());
    expect(combobox().getAttribute('aria-keyshortcuts')).toBe('/');
    await userEvent.keyboard('wat');
    await waitForSuggestions(7);
    await userEvent.click(within(banner()).getByRole('button', { name: 'Clear search' }));
    expect(combobox().value).toBe('');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(combobox());
  });

  it('without a host navigate, intents go to window.location.assign', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign, search: '', origin: original.origin } });
    try {
      renderInApollo(<DesktopHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={null} />);
      await userEvent.type(combobox(), 'ink{Enter}');
      expect(assign).toHaveBeenCalledWith('/search?query=ink&searchMethod=naturalLang&via=header');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('the search page shows the submitted query', () => {
    window.history.replaceState(null, '', '/search?query=ink%20drawing&searchMethod=naturalLang&via=header');
    renderDesktopSearch({ isSearchPage: true });
    expect(combobox().value).toBe('ink drawing');
  });

  it('holds requests while the viewer loads, then sends onlyHighQuality for a member under the flag', async () => {
    const props = { categories: TEST_CATEGORIES, config: TEST_CONFIG, storage: null, flags: ['hq_classes'] } as const;
    const { server, rerenderInApollo } = renderInApollo(<DesktopHeader viewer="loading" {...props} />);
    await userEvent.type(combobox(), 'wat');
    await sleep(700);
    expect(server.calls).toHaveLength(0);
    // The settled query goes out as soon as the viewer is known, with the flag's variable.
    rerenderInApollo(<DesktopHeader viewer={TEST_VIEWERS.member} {...props} />);
    await waitFor(() => expect(server.calls).toHaveLength(1), { timeout: 3000 });
    expect(server.calls[0]).toMatchObject({ query: 'wat', onlyHighQuality: true });
  });

  it('a visitor never sends onlyHighQuality, flag or not', async () => {
    const { server } = renderDesktopSearch({ flags: ['hq_classes'] });
    await userEvent.type(combobox(), 'wat');
    await waitForSuggestions(7);
    expect(server.calls[0]).not.toHaveProperty('onlyHighQuality');
  });
});
