import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '../storage/index.ts';
import { connectSearch } from './search.connect.ts';
import { CACHE_SIZE, DEBOUNCE_MS } from './search.limits.ts';
import { searchMachine } from './search.machine.ts';
import { SEARCH_STORAGE_KEY } from './search.stored-query.ts';
import { flush, rawAnswer, startSearch } from './search.testing.ts';

/** 'pho' answered: options 0 input, 1 natural, 2–3 skills, 4–5 classes, 6 path, 7 teacher. */
async function showingPho(input: Parameters<typeof startSearch>[0] = {}) {
  const h = startSearch(input);
  h.typeAndSettle('pho');
  await h.answer();
  expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
  return h;
}

const api = (h: ReturnType<typeof startSearch>) => connectSearch(h.snapshot(), h.send);

describe('Enter on each kind of option', () => {
  const S = '/search?query=';
  const cases = [
    // The completion gives the suggestion's own text ('Photography' for 'pho'; issue 25).
    { name: 'index 0 with the inline completion', index: 0, href: `${S}Photography&searchMethod=autocomplete&via=header`, stored: 'Photography', typed: 'Photography' },
    { name: 'index 1, natural language', index: 1, href: `${S}pho&searchMethod=naturalLang&via=header`, stored: 'pho', typed: 'pho' },
    { name: 'a skill (its slug, the same in every language)', index: 3, href: `${S}Photo+Editing&skill=photo-editing&searchMethod=autocomplete&via=header`, stored: 'Photo Editing', typed: 'Photo Editing' },
    { name: 'a class', index: 4, href: '/classes/phone-photography-basics/0?via=header', stored: null, typed: 'pho' },
    { name: 'a learning path', index: 6, href: '/paths/become-a-photographer?via=header', stored: null, typed: 'pho' },
    { name: 'a teacher', index: 7, href: '/user/phoebe-lens?via=header', stored: null, typed: 'pho' },
  ] as const;

  for (const c of cases) {
    it(`${c.name} → ${c.href}`, async () => {
      const h = await showingPho();
      for (let i = 0; i < c.index; i += 1) h.send({ type: 'key.down', key: 'ArrowDown' });
      expect(h.snapshot().context.activeIndex).toBe(c.index);
      h.emitted.length = 0;
      expect(api(h).inputProps.onKeyDown('Enter')).toBe(true);
      expect(h.ofType('navigate')).toEqual([{ type: 'navigate', href: c.href }]);
      expect(h.storage.get(SEARCH_STORAGE_KEY)).toBe(c.stored);
      expect(h.snapshot().context.typed).toBe(c.typed);
      expect(h.snapshot().matches({ focused: 'dismissed' })).toBe(true);
      const tracks = h.ofType('track').map((event) => event.name);
      if (c.stored !== null) {
        const method = c.href.includes('autocomplete') ? 'autocomplete' : 'naturalLang';
        expect(h.ofType('submit')).toEqual([{ type: 'submit', query: c.stored, searchMethod: method, href: c.href }]);
        expect(tracks).toContain('submitted-search');
      } else {
        expect(h.ofType('submit')).toEqual([]);
      }
      expect(tracks.includes('selected-suggestion')).toBe(c.index >= 2);
    });
  }

  it('index 0 without a completion submits the typed text with naturalLang; clicks select like Enter', async () => {
    const h = await showingPho({ via: 'mobile-search', searchPagePath: '/find' });
    h.send({ type: 'key.down', key: 'Backspace' });
    h.send({ type: 'option.select', index: 0 });
    expect(h.ofType('navigate')).toEqual([{ type: 'navigate', href: '/find?query=pho&searchMethod=naturalLang&via=mobile-search' }]);
  });

  it('a form submit sends what the input shows, open or closed, failed or not', async () => {
    const h = await showingPho();
    h.send({ type: 'form.submit' });
    expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['Photography', 'autocomplete']]);
    const failed = startSearch();
    failed.typeAndSettle('wat');
    failed.fake.last()?.reject();
    await flush();
    failed.send({ type: 'form.submit' });
    failed.send({ type: 'input.blur' });
    failed.send({ type: 'form.submit' });
    expect(failed.ofType('navigate').map((e) => e.href)).toEqual([
      '/search?query=wat&searchMethod=naturalLang&via=header',
      '/search?query=wat&searchMethod=naturalLang&via=header',
    ]);
    const empty = startSearch();
    empty.send({ type: 'form.submit' });
    expect(empty.emitted).toEqual([]);
  });

  it('Enter with the list closed submits the typed text; with an empty box it does nothing', async () => {
    const h = await showingPho();
    h.send({ type: 'key.down', key: 'Escape' });
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('navigate').map((e) => e.href)).toEqual(['/search?query=pho&searchMethod=naturalLang&via=header']);
    h.send({ type: 'input.change', value: '' });
    h.emitted.length = 0;
    expect(api(h).inputProps.onKeyDown('Enter')).toBe(true);
    expect(h.emitted).toEqual([]);
  });
});

describe('inline completion', () => {
  it('shows the rest of the top suggestion as a selected suffix', async () => {
    const h = await showingPho();
    expect(h.snapshot().context.completion).toBe('Photography');
    expect(api(h).inputProps.value).toBe('photography');
    expect(api(h).inputProps.selection).toEqual({ start: 3, end: 11 });
  });

  it('is case-insensitive and keeps what the user typed', async () => {
    const h = startSearch();
    h.typeAndSettle('PHO');
    await h.answer(rawAnswer({ skills: ['Photography'] }));
    expect(api(h).inputProps.value).toBe('PHOtography');
  });

  it('does not come back when a box that holds a query is focused again (a Tab must not change it)', async () => {
    const h = await showingPho();
    expect(h.snapshot().context.completion).not.toBe('');
    h.send({ type: 'input.blur' });
    h.send({ type: 'input.focus' });
    expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
    expect(h.snapshot().context.completion).toBe('');
    expect(api(h).inputProps.onKeyDown('Tab')).toBe(false);
    expect(h.snapshot().context.typed).toBe('pho');
    // Typing arms it again (here served from the cache).
    h.send({ type: 'input.change', value: 'ph', caretAtEnd: true });
    h.typeAndSettle('pho');
    expect(h.snapshot().context.completion).toBe('Photography');
  });

  it('appears only for a prefix', async () => {
    const h = startSearch();
    h.typeAndSettle('oto');
    await h.answer(rawAnswer({ skills: ['Photography'] }));
    expect(h.snapshot().context.completion).toBe('');
  });

  for (const [key, caretAtEnd] of [['Tab', undefined], ['ArrowRight', true]] as const) {
    it(`${key} accepts it: the completed text settles at once`, async () => {
      const h = await showingPho();
      h.emitted.length = 0;
      expect(api(h).inputProps.onKeyDown(key, caretAtEnd === undefined ? {} : { caretAtEnd })).toBe(true);
      expect(h.snapshot().context.typed).toBe('Photography');
      expect(h.ofType('request')).toEqual([{ type: 'request', query: 'Photography' }]);
      expect(h.ofType('track')[0]?.properties).toEqual({ query: 'Photography', via: 'header' });
    });
  }

  it('after accepting it, Enter submits with searchMethod=autocomplete until the text is edited', async () => {
    const h = await showingPho();
    api(h).inputProps.onKeyDown('Tab');
    await h.answer(rawAnswer({ skills: ['Photography'] }));
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['Photography', 'autocomplete']]);
    // Edited: what is submitted is the person's own text again.
    h.emitted.length = 0;
    h.send({ type: 'input.change', value: 'photograph' });
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['photograph', 'naturalLang']]);
  });

  it('ArrowRight with the caret before the end moves the caret, nothing else', async () => {
    const h = await showingPho();
    expect(api(h).inputProps.onKeyDown('ArrowRight', { caretAtEnd: false })).toBe(false);
    expect(h.snapshot().context.typed).toBe('pho');
    h.send({ type: 'input.change', value: 'pho', caretAtEnd: false });
    // Without a caret flag on the key, the last change's caret position counts.
    expect(api(h).inputProps.onKeyDown('ArrowRight')).toBe(false);
  });

  it('Backspace removes only the completion; the next Backspace is the browser’s', async () => {
    const h = await showingPho();
    expect(api(h).inputProps.onKeyDown('Backspace')).toBe(true);
    expect(h.snapshot().context).toMatchObject({ typed: 'pho', completion: '' });
    expect(api(h).inputProps.value).toBe('pho');
    expect(api(h).inputProps.onKeyDown('Backspace')).toBe(false);
    expect(api(h).inputProps.onKeyDown('Tab')).toBe(false);
  });

  it('deleting the selected suffix (same typed text) drops it without a new query', async () => {
    const h = await showingPho();
    h.send({ type: 'input.change', value: 'pho' });
    expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
    expect(h.snapshot().context.completion).toBe('');
  });

  it('hides while an option is highlighted and returns with the input', async () => {
    const h = await showingPho();
    h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(api(h).inputProps.value).toBe('pho');
    h.send({ type: 'key.down', key: 'ArrowUp' });
    expect(api(h).inputProps.value).toBe('photography');
  });
});

describe('requests', () => {
  it('one request for a typed word, 500 ms after the last keystroke', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    for (const value of ['p', 'ph', 'pho', 'phot', 'photo']) {
      h.send({ type: 'input.change', value });
      h.clock.increment(200);
    }
    expect(h.ofType('request')).toEqual([]);
    h.clock.increment(DEBOUNCE_MS - 200 - 1);
    expect(h.ofType('request')).toEqual([]);
    h.clock.increment(1);
    expect(h.ofType('request')).toEqual([{ type: 'request', query: 'photo' }]);
    expect(h.fake.calls).toHaveLength(1);
  });

  it('none under 3 trimmed characters or for an empty box', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    for (const value of ['', '   ', 'ab', ' ab ', '👍👍']) {
      h.send({ type: 'input.change', value });
      h.clock.increment(DEBOUNCE_MS * 2);
    }
    expect(h.fake.calls).toEqual([]);
  });

  it('a query already answered is served from the cache', async () => {
    const h = await showingPho();
    h.send({ type: 'input.change', value: 'phot' });
    h.clock.increment(DEBOUNCE_MS);
    await h.answer();
    h.send({ type: 'input.change', value: 'pho' });
    h.clock.increment(DEBOUNCE_MS);
    expect(h.ofType('request').map((e) => e.query)).toEqual(['pho', 'phot']);
    expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
    expect(api(h).options).toHaveLength(8);
    // Focusing again after a blur is served from the cache too.
    h.send({ type: 'input.blur' });
    h.send({ type: 'input.focus' });
    expect(h.fake.calls).toHaveLength(2);
    expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
  });

  it(`keeps at most ${CACHE_SIZE} answers, dropping the least recently used`, async () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    for (let i = 0; i <= CACHE_SIZE; i += 1) {
      h.send({ type: 'input.change', value: `q${String(i).padStart(3, '0')}` });
      h.clock.increment(DEBOUNCE_MS);
      await h.answer();
    }
    const keys = h.snapshot().context.cache.map((entry) => entry.key);
    expect(keys).toHaveLength(CACHE_SIZE);
    expect(keys).not.toContain('all:q000');
  });

  it('a superseded request is aborted and its late answer never shows', async () => {
    const h = startSearch();
    h.typeAndSettle('pho');
    const first = h.fake.last();
    h.send({ type: 'input.change', value: 'wat' });
    expect(first?.aborted).toBe(true);
    first?.resolve();
    await flush();
    expect(h.snapshot().matches({ focused: { open: 'debouncing' } })).toBe(true);
    expect(api(h).options).toHaveLength(2);
    h.clock.increment(DEBOUNCE_MS);
    await h.answer();
    expect(api(h).options.map((o) => o.label)).toContain('Watercolor');
    expect(h.snapshot().context.cache.map((e) => e.key)).toEqual(['all:wat']);
  });

  it('blur and Escape abort the request in flight too', () => {
    const h = startSearch();
    h.typeAndSettle('pho');
    h.send({ type: 'input.blur' });
    expect(h.fake.calls[0]?.aborted).toBe(true);
    h.send({ type: 'input.focus' });
    h.send({ type: 'key.down', key: 'Escape' });
    expect(h.fake.calls[1]?.aborted).toBe(true);
  });

  it('waits while the viewer loads; onlyHighQuality only with the flag and a logged-in viewer', () => {
    const h = startSearch({ loggedIn: 'loading', onlyHighQuality: true, analyticsTags: ['header'] });
    h.typeAndSettle('pho');
    expect(h.snapshot().matches({ focused: { open: 'waiting' } })).toBe(true);
    expect(h.fake.calls).toEqual([]);
    h.send({ type: 'viewer.set', loggedIn: true });
    expect(h.fake.last()?.input.variables).toEqual({
      query: 'pho',
      classesPageSize: 7,
      skillsPageSize: 10,
      teachersPageSize: 7,
      learningPathPageSize: 7,
      onlyHighQuality: true,
      analyticsTags: ['header'],
    });
    const out = startSearch({ loggedIn: false, onlyHighQuality: true });
    out.typeAndSettle('pho');
    expect(out.fake.last()?.input.variables).not.toHaveProperty('onlyHighQuality');
  });

  it('a failure keeps the typed-text rows, shows no error text (only their count), and the next change retries', async () => {
    const h = startSearch();
    h.typeAndSettle('pho');
    h.fake.last()?.reject();
    await flush();
    expect(h.snapshot().matches({ focused: { open: 'error' } })).toBe(true);
    expect(api(h).options.map((o) => o.kind)).toEqual(['input', 'naturalLanguage']);
    expect(h.snapshot().context.liveMessage).toBe('1 suggestion available');
    h.send({ type: 'input.change', value: 'phot' });
    h.clock.increment(DEBOUNCE_MS);
    expect(h.fake.calls).toHaveLength(2);
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('navigate')).toHaveLength(1);
  });

  it('without a provided fetch actor the box still works (error state, submit)', () => {
    const actor = createActor(searchMachine, { input: { id: 's' } }).start();
    actor.send({ type: 'input.focus' });
    actor.send({ type: 'input.change', value: 'pho' });
    actor.send({ type: 'key.down', key: 'Enter' });
    expect(actor.getSnapshot().context.typed).toBe('pho');
    actor.stop();
  });
});

describe('IME composition', () => {
  it('no request and no key handling while composing; the request follows composition end', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'composition.start' });
    h.send({ type: 'input.change', value: 'にほんご' });
    h.clock.increment(DEBOUNCE_MS * 3);
    expect(h.fake.calls).toEqual([]);
    expect(api(h).inputProps.onKeyDown('Enter')).toBe(false);
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('navigate')).toEqual([]);
    h.send({ type: 'composition.end', value: '日本語' });
    h.clock.increment(DEBOUNCE_MS);
    expect(h.ofType('request')).toEqual([{ type: 'request', query: '日本語' }]);
  });

  it('ignores keys flagged isComposing or with keyCode 229 (isComposing false)', async () => {
    const h = await showingPho();
    for (const flags of [{ isComposing: true }, { isComposing: false, keyCode: 229 }]) {
      expect(api(h).inputProps.onKeyDown('Enter', flags)).toBe(false);
      h.send({ type: 'key.down', key: 'Enter', ...flags });
      h.send({ type: 'key.down', key: 'Tab', ...flags });
    }
    expect(h.emitted.filter((e) => e.type === 'navigate' || e.type === 'submit')).toEqual([]);
    expect(h.snapshot().context.typed).toBe('pho');
  });
});

describe('storage', () => {
  const throwing: SafeStorage = {
    get: () => {
      throw new Error('denied');
    },
    set: () => {
      throw new Error('denied');
    },
    remove: () => {
      throw new Error('denied');
    },
  };

  it('restores a submitted search on the search page and forgets it elsewhere', () => {
    const storage = createMemoryStorage({ [SEARCH_STORAGE_KEY]: 'watercolor' });
    const h = startSearch({ storage });
    h.send({ type: 'page.restore', isSearchPage: true });
    expect(connectSearch(h.snapshot(), h.send).status).toBe('unfocused-filled');
    expect(h.snapshot().context.typed).toBe('watercolor');
    const other = startSearch({ storage });
    other.send({ type: 'page.restore', isSearchPage: false });
    expect(other.snapshot().context.typed).toBe('');
    expect(storage.get(SEARCH_STORAGE_KEY)).toBeNull();
  });

  for (const garbage of ['', '   ', 'x'.repeat(59), '\uD83D', ' padded ']) {
    it(`ignores a stored value that is not a query: ${JSON.stringify(garbage).slice(0, 20)}`, () => {
      const h = startSearch({ storage: createMemoryStorage({ [SEARCH_STORAGE_KEY]: garbage }) });
      h.send({ type: 'page.restore', isSearchPage: true });
      expect(h.snapshot().context.typed).toBe('');
      expect(connectSearch(h.snapshot(), h.send).status).toBe('unfocused-empty');
    });
  }

  it('storage that throws changes nothing visible', async () => {
    const h = await showingPho({ storage: throwing });
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('navigate')).toHaveLength(1);
    h.send({ type: 'input.blur' });
    h.send({ type: 'page.restore', isSearchPage: true });
    h.send({ type: 'page.restore', isSearchPage: false });
    h.send({ type: 'clear' });
    expect(h.snapshot().context.typed).toBe('');
  });

  it('clear empties the box, removes the stored search and asks for focus', async () => {
    const h = await showingPho();
    h.send({ type: 'key.down', key: 'Enter' });
    h.send({ type: 'input.blur' });
    expect(connectSearch(h.snapshot(), h.send).clearButtonProps.hidden).toBe(false);
    connectSearch(h.snapshot(), h.send).clearButtonProps.onClick();
    expect(h.snapshot().context.typed).toBe('');
    expect(h.storage.get(SEARCH_STORAGE_KEY)).toBeNull();
    expect(h.ofType('focus.input')).toHaveLength(1);
  });
});

describe('analytics and announcements', () => {
  it('entered-text: only past 2 trimmed characters, once per settled text', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    for (const value of ['a', 'ab', ' ab ', 'abc', 'abcd']) {
      h.send({ type: 'input.change', value });
      h.clock.increment(DEBOUNCE_MS);
    }
    expect(h.ofType('track').map((e) => [e.name, e.properties.query])).toEqual([
      ['entered-text', 'abc'],
      ['entered-text', 'abcd'],
    ]);
  });

  it('announces the count once results settle and keeps it in context', async () => {
    // The options the listbox holds: the "Search for" row and six suggestions (issue 25).
    const h = await showingPho();
    expect(h.ofType('announce')).toEqual([{ type: 'announce', message: '7 suggestions available' }]);
    expect(api(h).liveRegionProps.text).toBe('7 suggestions available');
    h.send({ type: 'input.change', value: 'xyz' });
    expect(h.snapshot().context.liveMessage).toBe('');
    h.clock.increment(DEBOUNCE_MS);
    await h.answer();
    expect(h.snapshot().context.liveMessage).toBe('1 suggestion available');
    h.send({ type: 'input.change', value: 'one' });
    h.clock.increment(DEBOUNCE_MS);
    await h.answer(rawAnswer({ teachers: ['One Teacher'] }));
    expect(h.snapshot().context.liveMessage).toBe('2 suggestions available');
  });

  it('takes message overrides: text with arguments, or a function for plural forms', async () => {
    const text = await showingPho({ messages: { searchResults: '{count} Vorschläge' } });
    expect(text.snapshot().context.liveMessage).toBe('7 Vorschläge');
    const plural = await showingPho({ messages: { searchResults: ({ count }: { count: number }) => (count === 1 ? 'Ein Vorschlag' : `${count} Vorschläge`) } });
    expect(plural.snapshot().context.liveMessage).toBe('7 Vorschläge');
  });
});

describe('focus, index and closing', () => {
  it('moves within bounds without wrapping', async () => {
    const h = await showingPho();
    h.send({ type: 'key.down', key: 'ArrowUp' });
    expect(h.snapshot().context.activeIndex).toBe(0);
    for (let i = 0; i < 12; i += 1) h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(h.snapshot().context.activeIndex).toBe(7);
    h.send({ type: 'option.pointerEnter', index: 4 });
    expect(h.snapshot().context.activeIndex).toBe(4);
    h.send({ type: 'option.pointerEnter', index: 8 });
    h.send({ type: 'option.select', index: -1 });
    expect(h.snapshot().context.activeIndex).toBe(4);
    expect(h.ofType('navigate')).toEqual([]);
  });

  it('Escape and outside clicks close the list; Down reopens it from the cache', async () => {
    const h = await showingPho();
    h.send({ type: 'key.down', key: 'Escape' });
    expect(api(h).isOpen).toBe(false);
    h.send({ type: 'key.down', key: 'ArrowDown' });
    expect(h.snapshot().matches({ focused: { open: 'showing' } })).toBe(true);
    h.send({ type: 'outside.click' });
    expect(api(h).isOpen).toBe(false);
    expect(h.fake.calls).toHaveLength(1);
  });

  it('cuts input at 58 code points, never inside an emoji', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'input.change', value: `${'a'.repeat(57)}😀😀` });
    expect(h.snapshot().context.typed).toBe(`${'a'.repeat(57)}😀`);
    h.send({ type: 'input.change', value: `abc\uD83D` });
    expect(h.snapshot().context.typed).toBe('abc');
  });

  it('starts from initialQuery with the clear button', () => {
    const h = startSearch({ initialQuery: 'pho' });
    expect(api(h).status).toBe('unfocused-filled');
  });
});
