// The search box's empty state (issue 23): recent searches (kept in the header's storage) and popular
// ones (GetPopularSearches over Apollo), by role and name, with the keyboard and the pointer.
import type { ReactElement } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RECENT_SEARCHES_KEY, recentSearchesOwner } from '@masthead/header-core/machines';
import { loadMessages } from '@masthead/header-core/i18n';
import type { HeaderProps } from '../src/header-props.ts';
import { HeaderProvider, SearchBox, SearchOverlay } from '../src/index.ts';
import { memoryBacking, recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';
import { suggestionsData } from './search-server.tsx';
import './search-fixtures.tsx';

const POPULAR = ['Watercolor', 'Calligraphy', 'Oil Painting', 'Drawing', 'Photography'];

interface Api {
  client: ApolloClient;
  /** Every request by operation name, with its variables. */
  requests: { name: string; variables: Record<string, unknown> }[];
  popular: readonly string[];
  failPopular: boolean;
}

/** A fake API: suggestions by query, the popular searches, every request recorded. */
function fakeApi(): Api {
  const api: Api = { client: undefined as unknown as ApolloClient, requests: [], popular: POPULAR, failPopular: false };
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        const name = operation.operationName ?? '';
        const variables = operation.variables as Record<string, unknown>;
        api.requests.push({ name, variables });
        const timer = setTimeout(() => {
          if (name === 'GetPopularSearches') {
            if (api.failPopular) return subscriber.error(new Error('network down'));
            const popularSearches = api.popular.map((query, i) => ({ __typename: 'PopularSearch', id: `sk-${i}`, query, slug: query.toLowerCase(), searchCount: 100 - i }));
            subscriber.next({ data: { popularSearches } });
          } else {
            subscriber.next({ data: suggestionsData(String(variables['query'] ?? '')) });
          }
          subscriber.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  api.client = new ApolloClient({ cache: new InMemoryCache(), link });
  return api;
}

/** Renders `ui` in a header over `api` and a storage double that outlives the render (a reload keeps it). */
function renderRows(ui: ReactElement, props: Partial<HeaderProps> = {}, api = fakeApi(), storage = memoryBacking()) {
  const analytics = recordingAnalytics();
  const navigate = vi.fn<(href: string) => void>();
  const all: HeaderProps = { viewer: null, categories: TEST_CATEGORIES, config: TEST_CONFIG, analytics, navigate, storage, ...props };
  const tree = (next: Partial<HeaderProps> = {}) => (
    <ApolloProvider client={api.client}>
      <HeaderProvider {...all} {...next}>
        {ui}
      </HeaderProvider>
      <button type="button">Page button</button>
    </ApolloProvider>
  );
  const result = render(tree());
  return { ...result, api, storage, analytics, navigate, rerenderWith: (next: Partial<HeaderProps>) => result.rerender(tree(next)) };
}

const combobox = () => screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
const listbox = () => screen.getByRole('listbox', { name: 'Search suggestions' });
const group = (name: string) => within(listbox()).getByRole('group', { name });
const optionNames = (name: string) => within(group(name)).getAllByRole('option').map((option) => option.textContent);
const live = () => document.querySelector('.mh-searchbox [role="status"]')?.textContent;
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
const stored = (storage: ReturnType<typeof memoryBacking>) => JSON.parse(storage.data.get(RECENT_SEARCHES_KEY) ?? 'null') as { owner: string; queries: string[] } | null;
const visitorRecent = (queries: string[]) => JSON.stringify({ owner: recentSearchesOwner(null), queries });

function withRecent(queries: string[]) {
  const storage = memoryBacking();
  storage.setItem(RECENT_SEARCHES_KEY, visitorRecent(queries));
  return storage;
}

/** Focuses the empty box and waits for both groups. */
async function focusEmpty() {
  await userEvent.click(combobox());
  await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('true'));
}

beforeEach(() => {
  window.sessionStorage.clear();
});

describe('the empty box lists recent searches, then popular ones', () => {
  it('while the rows show, the first key\'s row is drawn beside them once, hidden and unexposed, under its own id, then dropped; the key still shows it', async () => {
    renderRows(<SearchBox />, {}, fakeApi(), withRecent(['watercolor']));
    // Every ahead copy added to the document (added and removed in one task, so read from the records).
    const seen: { hidden: boolean; ids: string[] }[] = [];
    const observer = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) {
        if (node instanceof HTMLElement && node.hasAttribute('data-ahead')) {
          seen.push({ hidden: node.getAttribute('aria-hidden') === 'true' && node.style.visibility === 'hidden', ids: [...node.querySelectorAll('[id]')].map((el) => el.id) });
        }
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await focusEmpty();
      await waitFor(() => expect(optionNames('Popular searches')).toHaveLength(4));
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(document.querySelector('[data-ahead]')).toBeNull();
      expect(seen[0]?.hidden).toBe(true);
      // Ids of its own: none is an id the page has, or the one the first key's row will have.
      expect(seen[0]?.ids.length).toBeGreaterThan(0);
      for (const id of seen[0]?.ids ?? []) expect(document.getElementById(id)).toBeNull();
      // The rows as they were: five options, nothing else exposed.
      expect(within(listbox()).getAllByRole('option')).toHaveLength(5);
      await userEvent.keyboard('w');
      const row = screen.getByRole('option', { name: 'Search for ‘w’' });
      expect(seen[0]?.ids).not.toContain(row.id);
      expect(seen).toHaveLength(1);
    } finally {
      observer.disconnect();
    }
  });

  it('focused empty: two labelled groups, recent newest first, then popular ones not listed, five in all; said once', async () => {
    const { api } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['watercolor', 'Lettering']));
    await focusEmpty();
    await waitFor(() => expect(optionNames('Popular searches')).toEqual(['Calligraphy', 'Oil Painting', 'Drawing']));
    expect(optionNames('Recent searches')).toEqual(['watercolor', 'Lettering']);
    expect(within(listbox()).getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Recent searches',
      'Popular searches',
    ]);
    await waitFor(() => expect(live()).toBe('5 suggestions available'));
    // One GetPopularSearches, with the document's default count (the same for everyone: one cache entry per language).
    expect(api.requests.filter((r) => r.name === 'GetPopularSearches')).toEqual([{ name: 'GetPopularSearches', variables: { limit: 5 } }]);
  });

  it('nothing to list: the list stays closed; a failed popular request shows no error', async () => {
    const api = fakeApi();
    api.failPopular = true;
    renderRows(<SearchBox />, {}, api);
    await userEvent.click(combobox());
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(live()).toBe('');
  });

  it('recent rows draw their text as text (what storage holds is never markup)', async () => {
    renderRows(<SearchBox />, {}, fakeApi(), withRecent(['<img src=x onerror=alert(1)>']));
    await focusEmpty();
    expect(optionNames('Recent searches')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(listbox().querySelector('img')).toBeNull();
  });

  it('garbage in storage is no recent searches, and the box works', async () => {
    const storage = memoryBacking();
    storage.setItem(RECENT_SEARCHES_KEY, '{"owner":');
    renderRows(<SearchBox />, {}, fakeApi(), storage);
    await focusEmpty();
    expect(within(listbox()).getAllByRole('group').map((g) => g.getAttribute('data-kind'))).toEqual(['popular']);
  });

  it('typing replaces the rows with the typed-text rows, then suggestions; emptying brings them back', async () => {
    renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Lettering']));
    await focusEmpty();
    await userEvent.keyboard('wa');
    expect(within(listbox()).queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Search for ‘wa’' })).toBeTruthy();
    await userEvent.keyboard('t');
    await screen.findByRole('option', { name: 'Watercolor, 19 classes' }, { timeout: 3000 });
    await userEvent.clear(combobox());
    await waitFor(() => expect(optionNames('Recent searches')).toEqual(['Lettering']));
  });
});

describe('searching a row', () => {
  it('arrows move the highlight across the rows; Enter searches a recent one with searchMethod=recent and keeps it newest', async () => {
    const { navigate, analytics, storage } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Watercolor', 'Lettering']));
    await focusEmpty();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Lettering');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=Lettering&searchMethod=recent&via=header');
    expect(analytics.events.filter((e) => e.name === 'submitted-search')).toEqual([{ name: 'submitted-search', properties: { query: 'Lettering', searchMethod: 'recent', via: 'header' } }]);
    expect(stored(storage)?.queries).toEqual(['Lettering', 'Watercolor']);
  });

  it('a click on a popular row searches it with searchMethod=popular; focus stays in the input', async () => {
    const { navigate } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Lettering']));
    await focusEmpty();
    await userEvent.click(await screen.findByRole('option', { name: 'Oil Painting' }));
    expect(navigate).toHaveBeenCalledWith('/search?query=Oil+Painting&searchMethod=popular&via=header');
    expect(document.activeElement).toBe(combobox());
  });

  it('Escape closes the list, Down opens it again, Tab leaves', async () => {
    renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Lettering']));
    await focusEmpty();
    await userEvent.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).not.toBe(combobox());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('a search submitted is there after a reload (a new header over the same storage), newest first', async () => {
    const storage = memoryBacking();
    const first = renderRows(<SearchBox />, {}, fakeApi(), storage);
    await userEvent.type(combobox(), 'gouache{Enter}');
    await userEvent.clear(combobox());
    await userEvent.type(combobox(), 'ink sketching{Enter}');
    first.unmount();
    renderRows(<SearchBox />, {}, fakeApi(), storage);
    await focusEmpty();
    expect(optionNames('Recent searches')).toEqual(['ink sketching', 'gouache']);
  });
});

describe('removing recent searches', () => {
  it('with the keyboard: Delete on the highlighted row removes it, says so, and highlights the row that took its place', async () => {
    const { storage } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['watercolor', 'Lettering']));
    await focusEmpty();
    await waitFor(() => expect(live()).toBe('5 suggestions available'));
    await userEvent.keyboard('{ArrowDown}');
    const row = activeOption();
    expect(row?.textContent).toBe('watercolor');
    // Described by how to remove it from the keyboard.
    expect(document.getElementById(row?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Press Delete to remove');
    await userEvent.keyboard('{Delete}');
    expect(live()).toBe('Removed ‘watercolor’ from recent searches');
    expect(optionNames('Recent searches')).toEqual(['Lettering']);
    expect(activeOption()?.textContent).toBe('Lettering');
    expect(document.activeElement).toBe(combobox());
    expect(stored(storage)?.queries).toEqual(['Lettering']);
  });

  it('with the pointer: the row’s remove button (outside the option, hidden from assistive technology) removes it; focus stays in the input', async () => {
    const { storage } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['watercolor', 'Lettering']));
    await focusEmpty();
    // Named for the pointer (its tooltip), beside the option it removes.
    const remove = screen.getByTitle('Remove ‘watercolor’ from recent searches');
    expect(remove.tagName).toBe('BUTTON');
    expect(remove.getAttribute('aria-label')).toBe('Remove ‘watercolor’ from recent searches');
    expect(remove.parentElement?.querySelector('[role="option"]')?.textContent).toBe('watercolor');
    // Not an option, not inside one, out of the tab order and of the accessibility tree (a listbox
    // holds options only); the keyboard's way is Delete.
    expect(remove.closest('[role="option"]')).toBeNull();
    expect(remove.getAttribute('aria-hidden')).toBe('true');
    expect(remove.tabIndex).toBe(-1);
    expect(screen.queryAllByRole('button', { name: /Remove/ })).toEqual([]);
    expect(within(listbox()).queryAllByRole('button')).toEqual([]);
    await userEvent.click(remove);
    expect(document.activeElement).toBe(combobox());
    expect(live()).toBe('Removed ‘watercolor’ from recent searches');
    expect(optionNames('Recent searches')).toEqual(['Lettering']);
    expect(stored(storage)?.queries).toEqual(['Lettering']);
  });

  it('Clear in the recent group’s heading removes them all; popular rows stay', async () => {
    const { storage } = renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Lettering', 'Ink']));
    await focusEmpty();
    const clear = screen.getByTitle('Clear');
    expect(clear.textContent).toBe('Clear');
    expect(clear.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(clear);
    expect(live()).toBe('Recent searches cleared');
    expect(within(listbox()).queryByRole('group', { name: 'Recent searches' })).toBeNull();
    await waitFor(() => expect(optionNames('Popular searches')).toEqual(POPULAR));
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false);
    expect(document.activeElement).toBe(combobox());
  });
});

describe('whose they are, and turning them off', () => {
  it('signing out clears a member’s from the device', async () => {
    const member = TEST_VIEWERS.member!;
    const storage = memoryBacking();
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify({ owner: recentSearchesOwner(member.id), queries: ['Private search'] }));
    const view = renderRows(<SearchBox />, { viewer: member }, fakeApi(), storage);
    await focusEmpty();
    expect(optionNames('Recent searches')).toEqual(['Private search']);
    view.rerenderWith({ viewer: null });
    await waitFor(() => expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false));
    expect(within(listbox()).queryByRole('group', { name: 'Recent searches' })).toBeNull();
  });

  it('a visitor’s are dropped at a sign-in, and what the member searches is kept as theirs', async () => {
    const member = TEST_VIEWERS.member!;
    const storage = withRecent(['Visitor search']);
    const view = renderRows(<SearchBox />, { viewer: 'loading' }, fakeApi(), storage);
    await focusEmpty().catch(() => undefined);
    // While the viewer loads nothing is read, shown or removed.
    expect(within(document.body).queryByRole('group', { name: 'Recent searches' })).toBeNull();
    expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(true);
    view.rerenderWith({ viewer: member });
    await waitFor(() => expect(storage.data.has(RECENT_SEARCHES_KEY)).toBe(false));
    await userEvent.type(combobox(), 'brush lettering{Enter}');
    expect(stored(storage)).toEqual({ owner: recentSearchesOwner(member.id), queries: ['brush lettering'] });
  });

  it('recentSearches={false}: none shown or kept; popular searches still show', async () => {
    const storage = withRecent(['Lettering']);
    renderRows(<SearchBox />, { recentSearches: false }, fakeApi(), storage);
    await focusEmpty();
    expect(within(listbox()).getAllByRole('group').map((g) => g.getAttribute('data-kind'))).toEqual(['popular']);
    await userEvent.type(combobox(), 'gouache{Enter}');
    expect(stored(storage)?.queries).toEqual(['Lettering']);
  });

  it('storage that throws (private mode): none, and searching still works', async () => {
    const fail = (): never => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const { navigate } = renderRows(<SearchBox />, { storage: { getItem: fail, setItem: fail, removeItem: fail } });
    await focusEmpty();
    expect(within(listbox()).getAllByRole('group').map((g) => g.getAttribute('data-kind'))).toEqual(['popular']);
    await userEvent.type(combobox(), 'gouache{Enter}');
    expect(navigate).toHaveBeenCalledWith('/search?query=gouache&searchMethod=naturalLang&via=header');
  });
});

describe('languages and the mobile overlay', () => {
  it('takes the rows’ words from the page’s catalog (Spanish), and a host override over it', async () => {
    const es = await loadMessages('es');
    renderRows(<SearchBox />, { messages: { ...es, searchRecentClear: 'Vaciar' } }, fakeApi(), withRecent(['Acuarela']));
    await userEvent.click(screen.getByRole('combobox', { name: 'Buscar' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Búsquedas populares' })).toBeTruthy());
    expect(screen.getByRole('group', { name: 'Búsquedas recientes' })).toBeTruthy();
    expect(screen.getByTitle('Quitar «Acuarela» de las búsquedas recientes').tagName).toBe('BUTTON');
    expect(screen.getByTitle('Vaciar').textContent).toBe('Vaciar');
    await userEvent.keyboard('{ArrowDown}{Delete}');
    expect(live()).toBe('Se quitó «Acuarela» de las búsquedas recientes');
  });

  it('the mobile overlay shows the same rows', async () => {
    renderRows(<SearchOverlay />, {}, fakeApi(), withRecent(['Lettering']));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Recent searches' })).toBeTruthy());
    expect(within(within(dialog).getByRole('group', { name: 'Recent searches' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Lettering']);
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Popular searches' })).toBeTruthy());
  });
});

describe('the phone overlay’s empty box (issue 35)', () => {
  async function openOverlay() {
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Popular searches' })).toBeTruthy());
    return dialog;
  }

  it('shows the desktop box’s hint, focused as it is from the opening on', async () => {
    renderRows(<SearchOverlay />);
    await openOverlay();
    expect(document.activeElement).toBe(combobox());
    expect(combobox().placeholder).toBe('What do you want to learn today?');
  });

  it('the text emptied by the search field’s own Escape after the list closed: the rows show again, as at the opening', async () => {
    renderRows(<SearchOverlay />, {}, fakeApi(), withRecent(['Lettering']));
    const dialog = await openOverlay();
    await userEvent.type(combobox(), 'wat');
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Popular searches' })).toBeNull());
    // Escape closes the suggestions (consumed: the dialog stays)…
    expect(fireEvent.keyDown(combobox(), { key: 'Escape' })).toBe(false);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    // …then the platform's Escape of a search field empties it (an input event; jsdom has no such default).
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    fireEvent.change(combobox(), { target: { value: '' } });
    await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('true'));
    expect(optionNames('Recent searches')).toEqual(['Lettering']);
    expect(optionNames('Popular searches')).toHaveLength(4);
    // And the next Escape is the dialog's close request, not the rows' (it is not consumed).
    expect(fireEvent.keyDown(combobox(), { key: 'Escape' })).toBe(true);
  });

  it('the desktop box keeps its APG popup: emptied after Escape, its rows wait for Up or Down', async () => {
    renderRows(<SearchBox />, {}, fakeApi(), withRecent(['Lettering']));
    await focusEmpty();
    await userEvent.type(combobox(), 'wat');
    expect(fireEvent.keyDown(combobox(), { key: 'Escape' })).toBe(false);
    fireEvent.change(combobox(), { target: { value: '' } });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('placeholder')).toBe(false);
    await userEvent.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });
});
