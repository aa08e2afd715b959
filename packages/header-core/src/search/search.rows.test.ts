// The empty box's rows (issue 23): recent searches, then popular ones, in the search machine and its
// connect layer. Table tests in the style of search.machine.test.ts; the model-based paths are in
// search.paths.test.ts ('recent and popular rows').
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '../storage/index.ts';
import { connectSearch } from './search.connect.ts';
import { searchHref } from './search.href.ts';
import { DEBOUNCE_MS } from './search.limits.ts';
import { RECENT_SEARCHES_KEY, readRecentSearches, recentSearchesOwner } from './search.recent.ts';
import { normalizePopular } from './search.rows.ts';
import { POPULAR, flush, popularAnswer, startSearch, storedRecent } from './search.testing.ts';
import type { SearchInput } from './search.types.ts';

const VISITOR = recentSearchesOwner(null);
const S = '/search?query=';

/** A box with these recent searches (a visitor's) and popular searches on. */
function withRows(recent: readonly string[] = ['Watercolor', 'Lettering'], input: Partial<SearchInput> = {}) {
  const recentStorage = createMemoryStorage(recent.length > 0 ? { [RECENT_SEARCHES_KEY]: storedRecent(recent) } : {});
  const h = startSearch({ recent: { storage: recentStorage, owner: VISITOR }, popular: true, ...input });
  return { ...h, recentStorage, api: () => connectSearch(h.snapshot(), h.send) };
}

/** Focused empty, popular answered (default: POPULAR). */
async function listing(recent?: readonly string[], input?: Partial<SearchInput>) {
  const h = withRows(recent, input);
  h.send({ type: 'input.focus' });
  await h.answerPopular();
  return h;
}

const stored = (storage: SafeStorage) => readRecentSearches(storage, VISITOR).queries;
const rows = (h: Awaited<ReturnType<typeof listing>>) => h.api().options.slice(1).map((o) => [o.kind, o.label]);

describe('the empty box lists recent, then popular searches', () => {
  it('opens on focus with two labelled groups: recent (newest first), then popular ones not already listed, five in all', async () => {
    const h = await listing();
    const api = h.api();
    expect(api.status).toBe('listing');
    expect(api.isOpen).toBe(true);
    expect(api.inputProps['aria-expanded']).toBe(true);
    expect(api.inputProps).not.toHaveProperty('aria-activedescendant');
    expect(rows(h)).toEqual([
      ['recent', 'Watercolor'],
      ['recent', 'Lettering'],
      ['popular', 'Calligraphy'],
      ['popular', 'Oil Painting'],
      ['popular', 'Drawing'],
    ]);
    expect(api.sections.map((s) => [s.kind, s.heading, s.headingId, s.options.length])).toEqual([
      ['recent', 'Recent searches', 's-group-recent-label', 2],
      ['popular', 'Popular searches', 's-group-popular-label', 3],
    ]);
    expect(api.groupProps('recent')).toEqual({ id: 's-group-recent', role: 'group', 'aria-labelledby': 's-group-recent-label' });
    // Ids from the row's own text or id: unique, and the same while the row stays.
    expect(api.options.map((o) => o.id)).toEqual(['s-opt-input', 's-opt-recent-watercolor', 's-opt-recent-lettering', 's-opt-popular-pop1', 's-opt-popular-pop2', 's-opt-popular-pop3']);
  });

  it('a preview of the first key’s rows while the rows show, under ids no row has; none once typed', async () => {
    const h = await listing();
    const api = h.api();
    const preview = api.previewSections();
    expect(preview.map((s) => [s.kind, s.options.map((o) => [o.id, o.option.kind])])).toEqual([
      ['query', [['s-opt-input', 'input'], ['s-opt-natural', 'naturalLanguage']]],
    ]);
    expect(api.options.map((o) => o.id)).not.toContain('s-opt-natural');
    // The rows as they were: the preview changes nothing the combobox says.
    expect(api.status).toBe('listing');
    expect(rows(h)).toHaveLength(5);
    h.send({ type: 'input.change', value: 'w', caretAtEnd: true });
    expect(h.api().previewSections()).toEqual([]);
    expect(h.api().sections[0]?.options[1]?.id).toBe('s-opt-natural');
  });

  it('says how many rows there are once, when popular searches have answered', async () => {
    const h = withRows();
    h.send({ type: 'input.focus' });
    expect(h.api().status).toBe('listing');
    expect(h.ofType('announce')).toEqual([]);
    expect(h.snapshot().context.liveMessage).toBe('');
    await h.answerPopular();
    expect(h.ofType('announce')).toEqual([{ type: 'announce', message: '5 suggestions available' }]);
    expect(h.api().liveRegionProps.text).toBe('5 suggestions available');
  });

  it.each([
    ['five recent searches: no popular row', ['a1', 'a2', 'a3', 'a4', 'a5'], POPULAR, ['a1', 'a2', 'a3', 'a4', 'a5']],
    ['none recent: five popular', [], POPULAR, [...POPULAR]],
    ['a popular one equal to a recent one but for case and accents is left out', ['ACUARELA'], ['Acuarela', 'Óleo'], ['ACUARELA', 'Óleo']],
    ['fewer than five in all', ['Ink'], ['Clay'], ['Ink', 'Clay']],
  ])('%s', async (_, recent, popular, expected) => {
    const h = withRows(recent);
    h.send({ type: 'input.focus' });
    await h.answerPopular(popularAnswer(popular));
    expect(h.api().options.slice(1).map((o) => o.label)).toEqual(expected);
  });

  it('without rows the list stays closed (APG: it opens on focus only with rows), and says nothing', async () => {
    const h = withRows([]);
    h.send({ type: 'input.focus' });
    expect(h.api().isOpen).toBe(false);
    await h.answerPopular(popularAnswer([]));
    expect(h.api().status).toBe('focused-empty');
    expect(h.api().inputProps['aria-expanded']).toBe(false);
    expect(h.ofType('announce')).toEqual([]);
  });

  it('a failed popular request: no popular rows and no error text; the recent ones show, counted', async () => {
    const h = withRows();
    h.send({ type: 'input.focus' });
    h.popular.inFlight()[0]?.reject();
    await flush();
    expect(rows(h)).toEqual([
      ['recent', 'Watercolor'],
      ['recent', 'Lettering'],
    ]);
    expect(h.ofType('announce').map((e) => e.message)).toEqual(['2 suggestions available']);
  });

  it('popular searches are asked for once per focus of the empty box until answered, then kept', async () => {
    const h = withRows([]);
    h.send({ type: 'input.focus' });
    h.popular.inFlight()[0]?.reject();
    await flush();
    // The next focus asks again; typing aborts it; emptying the box asks again.
    h.send({ type: 'input.blur' });
    h.send({ type: 'input.focus' });
    expect(h.popular.calls).toHaveLength(2);
    h.send({ type: 'input.change', value: 'w' });
    expect(h.popular.calls[1]?.aborted).toBe(true);
    h.send({ type: 'input.change', value: '' });
    expect(h.popular.calls).toHaveLength(3);
    await h.answerPopular();
    h.send({ type: 'input.blur' });
    h.send({ type: 'input.focus' });
    expect(h.popular.calls).toHaveLength(3);
    expect(h.api().options).toHaveLength(6);
  });

  it('a wrong answer is no rows: nodes without an id or a query, control characters, padding cut, duplicates, over five', () => {
    expect(normalizePopular(null)).toEqual([]);
    expect(normalizePopular({ popularSearches: 'Watercolor' })).toEqual([]);
    const list = normalizePopular({
      popularSearches: [
        null,
        { id: '', query: 'No id' },
        { id: 'a', query: 42 },
        { id: 'b', query: '  Ink  ', slug: 'ink' },
        { id: 'c', query: 'INK' },
        { id: 'd', query: 'bell\u0007' },
        { id: 'e', query: 'x'.repeat(80) },
        ...['f', 'g', 'h', 'i', 'j'].map((id) => ({ id, query: `Q ${id}` })),
      ],
    });
    expect(list.map((item) => [item.id, item.query])).toEqual([
      ['b', 'Ink'],
      ['e', 'x'.repeat(58)],
      ['f', 'Q f'],
      ['g', 'Q g'],
      ['h', 'Q h'],
    ]);
  });
});

describe('the rows behave as the suggestions do (APG combobox)', () => {
  it('arrows move the highlight across the rows without wrapping; aria-activedescendant follows', async () => {
    const h = await listing();
    const down = () => h.api().inputProps.onKeyDown('ArrowDown');
    expect(down()).toBe(true);
    expect(h.api().inputProps['aria-activedescendant']).toBe('s-opt-recent-watercolor');
    for (let i = 0; i < 6; i += 1) down();
    expect(h.api().activeIndex).toBe(5);
    expect(h.api().options[5]?.label).toBe('Drawing');
    expect(h.api().optionProps(5)).toMatchObject({ 'aria-selected': true, 'data-active': true });
    for (let i = 0; i < 9; i += 1) h.api().inputProps.onKeyDown('ArrowUp');
    expect(h.api().activeIndex).toBe(0);
    expect(h.api().inputProps).not.toHaveProperty('aria-activedescendant');
  });

  it.each([
    ['a recent row', 1, 'Watercolor', 'recent', '', ['Watercolor', 'Lettering']],
    ['the second recent row', 2, 'Lettering', 'recent', '', ['Lettering', 'Watercolor']],
    // A popular search is a skill: its link carries the slug, the same in every language.
    ['a popular row', 3, 'Calligraphy', 'popular', '&skill=calligraphy', ['Calligraphy', 'Watercolor', 'Lettering']],
  ] as const)('Enter on %s searches its text with its searchMethod, and keeps it as the newest recent search', async (_, index, query, method, skill, after) => {
    const h = await listing();
    for (let i = 0; i < index; i += 1) h.send({ type: 'key.down', key: 'ArrowDown' });
    h.emitted.length = 0;
    expect(h.api().inputProps.onKeyDown('Enter')).toBe(true);
    const href = `${S}${query}${skill}&searchMethod=${method}&via=header`;
    expect(h.ofType('navigate')).toEqual([{ type: 'navigate', href }]);
    expect(h.ofType('submit')).toEqual([{ type: 'submit', query, searchMethod: method, href }]);
    expect(h.ofType('track')).toEqual([{ type: 'track', name: 'submitted-search', properties: { query, searchMethod: method, via: 'header' } }]);
    expect(h.snapshot().matches({ focused: 'dismissed' })).toBe(true);
    expect(h.snapshot().context.typed).toBe(query);
    expect(stored(h.recentStorage)).toEqual(after);
  });

  it('a click on a row searches it like Enter; Enter with no row highlighted does nothing', async () => {
    const h = await listing();
    h.emitted.length = 0;
    expect(h.api().inputProps.onKeyDown('Enter')).toBe(true);
    expect(h.emitted).toEqual([]);
    expect(h.api().status).toBe('listing');
    h.api().optionProps(4).onClick();
    expect(h.ofType('navigate').map((e) => e.href)).toEqual([`${S}Oil+Painting&skill=oil-painting&searchMethod=popular&via=header`]);
  });

  it('Escape and a press outside close the list; Up or Down opens it again at the input; Tab leaves', async () => {
    const h = await listing();
    h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(h.api().inputProps.onKeyDown('Escape')).toBe(true);
    expect(h.api().isOpen).toBe(false);
    expect(h.api().status).toBe('focused-empty');
    expect(h.api().inputProps.onKeyDown('ArrowDown')).toBe(true);
    expect(h.api().isOpen).toBe(true);
    expect(h.api().activeIndex).toBe(0);
    h.send({ type: 'outside.click' });
    expect(h.api().isOpen).toBe(false);
    h.send({ type: 'key.down', key: 'ArrowUp' });
    // Tab is the browser's: focus moves on, and the blur closes the list.
    expect(h.api().inputProps.onKeyDown('Tab')).toBe(false);
    h.send({ type: 'input.blur' });
    expect(h.api().status).toBe('unfocused-empty');
  });

  it('one or two typed characters show the typed-text rows; from three, suggestions; emptied, the rows again', async () => {
    const h = await listing();
    h.send({ type: 'input.change', value: 'wa', caretAtEnd: true });
    expect(h.api().status).toBe('typing');
    expect(h.api().options.map((o) => o.kind)).toEqual(['input', 'naturalLanguage']);
    expect(h.api().sections.map((s) => s.kind)).toEqual(['query']);
    h.send({ type: 'input.change', value: 'wat', caretAtEnd: true });
    h.clock.increment(DEBOUNCE_MS);
    await h.answer();
    expect(h.api().sections.map((s) => s.kind)).toEqual(['query', 'skill', 'class']);
    h.send({ type: 'input.change', value: '' });
    expect(h.api().status).toBe('listing');
    expect(h.api().sections.map((s) => s.kind)).toEqual(['recent', 'popular']);
  });

  it('recent searches are read at every focus (another tab’s show)', async () => {
    const h = await listing();
    h.send({ type: 'input.blur' });
    h.recentStorage.set(RECENT_SEARCHES_KEY, storedRecent(['From another tab']));
    h.send({ type: 'input.focus' });
    expect(rows(h)[0]).toEqual(['recent', 'From another tab']);
  });
});

describe('removing recent searches', () => {
  it('Delete on the highlighted recent row removes it, says so, and highlights the row that took its place', async () => {
    const h = await listing(['Watercolor', 'Lettering', 'Ink']);
    h.send({ type: 'key.down', key: 'ArrowDown' });
    h.send({ type: 'key.down', key: 'ArrowDown' });
    h.emitted.length = 0;
    expect(h.api().inputProps.onKeyDown('Delete')).toBe(true);
    expect(h.ofType('announce')).toEqual([{ type: 'announce', message: 'Removed ‘Lettering’ from recent searches' }]);
    expect(h.api().liveRegionProps.text).toBe('Removed ‘Lettering’ from recent searches');
    expect(stored(h.recentStorage)).toEqual(['Watercolor', 'Ink']);
    expect(h.api().activeIndex).toBe(2);
    expect(h.api().options[2]?.label).toBe('Ink');
    expect(h.api().isOpen).toBe(true);
  });

  it('the last recent row removed: the highlight moves to the first popular row (Watercolor, no longer recent, shows as popular)', async () => {
    const h = await listing(['Watercolor']);
    h.send({ type: 'key.down', key: 'ArrowDown' });
    h.api().inputProps.onKeyDown('Delete');
    expect(rows(h)[0]).toEqual(['popular', 'Watercolor']);
    expect(h.api().activeIndex).toBe(1);
  });

  it('Backspace removes it too while the box holds nothing; Delete and Backspace leave a popular row alone', async () => {
    const h = await listing(['Watercolor', 'Lettering']);
    h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(h.api().inputProps.onKeyDown('Backspace')).toBe(true);
    expect(stored(h.recentStorage)).toEqual(['Lettering']);
    h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(h.api().options[h.api().activeIndex]?.kind).toBe('popular');
    h.emitted.length = 0;
    expect(h.api().inputProps.onKeyDown('Delete')).toBe(false);
    expect(h.api().inputProps.onKeyDown('Backspace')).toBe(false);
    expect(h.emitted).toEqual([]);
  });

  it('with nothing highlighted Delete and Backspace are the text field’s own keys', async () => {
    const h = await listing();
    expect(h.api().inputProps.onKeyDown('Delete')).toBe(false);
    expect(h.api().inputProps.onKeyDown('Backspace')).toBe(false);
    expect(stored(h.recentStorage)).toEqual(['Watercolor', 'Lettering']);
  });

  it('the remove button of a row removes it (ignoring case and accents), keeps the highlight on its row, and says so', async () => {
    const h = await listing(['Watercolor', 'Lettering', 'Ink']);
    for (let i = 0; i < 3; i += 1) h.send({ type: 'key.down', key: 'ArrowDown' });
    const remove = h.api().removeButtonProps(1);
    expect(remove).toMatchObject({
      id: 's-opt-recent-watercolor-remove',
      type: 'button',
      'aria-hidden': true,
      tabIndex: -1,
      'aria-label': 'Remove ‘Watercolor’ from recent searches',
      title: 'Remove ‘Watercolor’ from recent searches',
    });
    expect(remove?.onMouseDown()).toBe(true);
    remove?.onClick();
    expect(stored(h.recentStorage)).toEqual(['Lettering', 'Ink']);
    expect(h.api().options[h.api().activeIndex]?.label).toBe('Ink');
    expect(h.ofType('announce').at(-1)?.message).toBe('Removed ‘Watercolor’ from recent searches');
    h.send({ type: 'recent.remove', query: 'LETTERING' });
    expect(stored(h.recentStorage)).toEqual(['Ink']);
  });

  it('popular rows have no remove button; the Clear button removes every recent search, popular ones fill the list', async () => {
    const h = await listing(['Watercolor', 'Lettering']);
    expect(h.api().removeButtonProps(3)).toBeNull();
    expect(h.api().removeButtonProps(0)).toBeNull();
    const clear = h.api().clearRecentProps;
    expect(clear).toMatchObject({ id: 's-recent-clear', 'aria-hidden': true, tabIndex: -1, text: 'Clear' });
    clear?.onClick();
    expect(h.recentStorage.get(RECENT_SEARCHES_KEY)).toBeNull();
    expect(rows(h).map(([kind]) => kind)).toEqual(['popular', 'popular', 'popular', 'popular', 'popular']);
    expect(h.api().clearRecentProps).toBeNull();
    expect(h.api().liveRegionProps.text).toBe('Recent searches cleared');
  });

  it('the last row gone (no popular ones): the list closes', async () => {
    const h = withRows(['Watercolor']);
    h.send({ type: 'input.focus' });
    h.popular.inFlight()[0]?.reject();
    await flush();
    h.send({ type: 'key.down', key: 'ArrowDown' });
    h.send({ type: 'key.down', key: 'Delete' });
    expect(h.api().isOpen).toBe(false);
    expect(h.api().liveRegionProps.text).toBe('Removed ‘Watercolor’ from recent searches');
  });

  it('recent rows are described by how to remove them; the description shows while they do', async () => {
    const h = await listing();
    expect(h.api().recentHint).toEqual({ id: 's-recent-hint', text: 'Press Delete to remove' });
    expect(h.api().optionProps(1)['aria-describedby']).toBe('s-recent-hint');
    expect(h.api().optionProps(3)).not.toHaveProperty('aria-describedby');
    h.send({ type: 'input.change', value: 'ph' });
    expect(h.api().recentHint).toBeNull();
  });
});

describe('what is remembered, and whose', () => {
  it.each([
    ['Enter on the typed text', 'watercolour', 0, 'watercolour'],
    ['the “Search for” row', 'wat', 1, 'wat'],
    ['a picked skill (its name)', 'wat', 2, 'Watercolor'],
  ] as const)('%s is kept', async (_, typed, index, kept) => {
    const h = withRows([]);
    h.typeAndSettle(typed);
    await h.answer();
    h.send({ type: 'key.down', key: 'Backspace' });
    for (let i = 0; i < index; i += 1) h.send({ type: 'key.down', key: 'ArrowDown' });
    h.send({ type: 'key.down', key: 'Enter' });
    expect(stored(h.recentStorage)).toEqual([kept]);
  });

  it('picking a class is navigation, not a search: nothing is kept', async () => {
    const h = withRows([]);
    h.typeAndSettle('wat');
    await h.answer();
    h.api().optionProps(3).onClick();
    expect(h.ofType('navigate').map((e) => e.href)).toEqual(['/classes/watercolor-101/0?via=header']);
    expect(h.recentStorage.get(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('the search form (the submit button) keeps what it submits', () => {
    const h = withRows([]);
    h.send({ type: 'input.change', value: 'Gouache' });
    h.send({ type: 'form.submit' });
    expect(stored(h.recentStorage)).toEqual(['Gouache']);
  });

  it('turned off by the host: none shown, none kept; popular ones still show', async () => {
    const h = await listing(['Watercolor']);
    h.send({ type: 'rows.configure', recent: null, popular: true });
    expect(rows(h).map(([kind]) => kind)).toEqual(['popular', 'popular', 'popular', 'popular', 'popular']);
    h.send({ type: 'input.change', value: 'Gouache' });
    h.send({ type: 'form.submit' });
    expect(stored(h.recentStorage)).toEqual(['Watercolor']);
  });

  it('off by default: a box without a configuration keeps and shows none (and asks for no popular ones)', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    expect(h.popular.calls).toEqual([]);
    expect(connectSearch(h.snapshot(), h.send).isOpen).toBe(false);
  });

  it('while the viewer loads (owner unknown) none are read or kept', async () => {
    const h = await listing(['Watercolor'], { popular: false });
    h.send({ type: 'rows.configure', recent: { storage: h.recentStorage, owner: null }, popular: false });
    expect(h.api().isOpen).toBe(false);
    h.send({ type: 'input.change', value: 'Gouache' });
    h.send({ type: 'form.submit' });
    expect(stored(h.recentStorage)).toEqual(['Watercolor']);
  });

  it('signing out (the viewer a visitor now) clears a member’s from the device; the visitor starts afresh', async () => {
    const member = recentSearchesOwner('user-1');
    const recentStorage = createMemoryStorage({ [RECENT_SEARCHES_KEY]: storedRecent(['Private'], member) });
    const h = startSearch({ recent: { storage: recentStorage, owner: member } });
    h.send({ type: 'input.focus' });
    expect(connectSearch(h.snapshot(), h.send).options.map((o) => o.label)).toEqual(['', 'Private']);
    h.send({ type: 'rows.configure', recent: { storage: recentStorage, owner: VISITOR }, popular: false });
    expect(connectSearch(h.snapshot(), h.send).isOpen).toBe(false);
    expect(recentStorage.get(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('a page after the sign-out (a new box, the visitor’s) finds none and removes the member’s', () => {
    const recentStorage = createMemoryStorage({ [RECENT_SEARCHES_KEY]: storedRecent(['Private'], recentSearchesOwner('user-1')) });
    const h = startSearch({ recent: { storage: recentStorage, owner: VISITOR } });
    // Configured when the box starts (the header does it on its first use): the stale list goes at once.
    h.send({ type: 'rows.configure', recent: { storage: recentStorage, owner: VISITOR }, popular: false });
    expect(recentStorage.get(RECENT_SEARCHES_KEY)).toBeNull();
    h.send({ type: 'input.focus' });
    expect(connectSearch(h.snapshot(), h.send).isOpen).toBe(false);
  });

  it('a configuration that arrives after the focus (the header’s first use) opens the list then', async () => {
    const recentStorage = createMemoryStorage({ [RECENT_SEARCHES_KEY]: storedRecent(['Watercolor']) });
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'rows.configure', recent: { storage: recentStorage, owner: VISITOR }, popular: true });
    expect(h.popular.calls).toHaveLength(1);
    expect(connectSearch(h.snapshot(), h.send).status).toBe('listing');
  });
});

describe('the rows’ strings', () => {
  const es = {
    searchRecentGroup: 'Búsquedas recientes',
    searchPopularGroup: 'Búsquedas populares',
    searchRecentRemove: (values?: Readonly<Record<string, unknown>>) => `Quitar «${String(values?.['query'])}» de las búsquedas recientes`,
    searchRecentRemoved: 'Se quitó «{query}» de las búsquedas recientes',
    searchResults: ({ count }: { count?: unknown }) => `${String(count)} sugerencias`,
  };

  it('come from the host’s messages (a catalog’s functions or text with {query}); the count from the box’s own', async () => {
    const h = await listing(['Acuarela'], { messages: { searchResults: es.searchResults } });
    h.send({ type: 'rows.configure', recent: { storage: h.recentStorage, owner: VISITOR }, popular: true, messages: es });
    const api = h.api();
    expect(api.sections.map((s) => s.heading)).toEqual(['Búsquedas recientes', 'Búsquedas populares']);
    expect(api.removeButtonProps(1)?.['aria-label']).toBe('Quitar «Acuarela» de las búsquedas recientes');
    expect(api.liveRegionProps.text).toBe('5 sugerencias');
    h.send({ type: 'key.down', key: 'ArrowDown' });
    h.send({ type: 'key.down', key: 'Delete' });
    expect(h.api().liveRegionProps.text).toBe('Se quitó «Acuarela» de las búsquedas recientes');
  });

  it('a plural form as text, or a value that is no message, gives the English; a throwing function gives nothing', async () => {
    const h = await listing();
    const api = connectSearch(h.snapshot(), h.send, {
      searchRecentGroup: '{n, plural, one {#} other {#}}',
      searchPopularGroup: 42,
      searchRecentRemove: () => {
        throw new Error('broken');
      },
    });
    expect(api.sections.map((s) => s.heading)).toEqual(['Recent searches', 'Popular searches']);
    expect(api.removeButtonProps(1)?.['aria-label']).toBe('');
  });
});

describe('a list the person closed stays closed', () => {
  it('emptied while closed (the field’s own Escape after the list’s): the rows stay closed until Down; the next Escape is not the box’s', async () => {
    const h = withRows(['Lettering']);
    h.send({ type: 'input.focus' });
    await h.answerPopular();
    h.send({ type: 'input.change', value: 'mar', caretAtEnd: true });
    h.send({ type: 'key.down', key: 'Escape' });
    expect(h.api().status).toBe('dismissed');
    // The box's Escape is not the machine's here: the browser empties the search field.
    expect(h.api().inputProps.onKeyDown('Escape')).toBe(false);
    h.send({ type: 'input.change', value: '' });
    expect(h.api().isOpen).toBe(false);
    expect(h.api().inputProps.onKeyDown('Escape')).toBe(false);
    expect(h.api().inputProps.onKeyDown('ArrowDown')).toBe(true);
    expect(h.api().status).toBe('listing');
  });

  it('emptied from an open list (Backspace while typing): the rows show', async () => {
    const h = withRows(['Lettering']);
    h.send({ type: 'input.focus' });
    await h.answerPopular();
    h.send({ type: 'input.change', value: 'm', caretAtEnd: true });
    h.send({ type: 'input.change', value: '' });
    expect(h.api().status).toBe('listing');
  });
});

describe("a picked skill's link (issue 23)", () => {
  const context = { searchPagePath: '/search', via: 'header' };
  it.each([
    ['a slug', 'watercolor', '/search?query=Acuarela&skill=watercolor&searchMethod=autocomplete&via=header'],
    ['no slug', undefined, '/search?query=Acuarela&searchMethod=autocomplete&via=header'],
    ['a slug that is not one (data): left out, the words search', 'Water Color<script>', '/search?query=Acuarela&searchMethod=autocomplete&via=header'],
    ['an overlong slug: left out', 'a'.repeat(49), '/search?query=Acuarela&searchMethod=autocomplete&via=header'],
  ])('%s', (_, skill, href) => {
    expect(searchHref(context, 'Acuarela', 'autocomplete', skill)).toBe(href);
  });
});
