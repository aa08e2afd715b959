import { describe, expect, it } from 'vitest';
import { connectSearch } from './search.connect.ts';
import type { SearchEvent } from './search.types.ts';
import { startSearch } from './search.testing.ts';

async function showingPho() {
  const h = startSearch();
  h.typeAndSettle('pho');
  await h.answer();
  return h;
}

/** Connects with a recording `send`. */
function connect(h: ReturnType<typeof startSearch>, messages?: Parameters<typeof connectSearch>[2]) {
  const sent: SearchEvent[] = [];
  const api = connectSearch(
    h.snapshot(),
    (event) => {
      sent.push(event);
      h.send(event);
    },
    messages,
  );
  return { api, sent };
}

describe('connectSearch: the combobox', () => {
  it('unfocused and empty: hint placeholder, collapsed, no clear button', () => {
    const { api } = connect(startSearch());
    expect(api.status).toBe('unfocused-empty');
    expect(api.rootProps).toEqual({ id: 's-root', 'data-state': 'unfocused-empty' });
    expect(api.inputProps).toMatchObject({
      id: 's-input',
      role: 'combobox',
      type: 'search',
      name: 'query',
      autoComplete: 'off',
      'aria-autocomplete': 'both',
      'aria-expanded': false,
      'aria-controls': 's-listbox',
      'aria-label': 'Search',
      placeholder: 'What do you want to learn today?',
      value: '',
      selection: null,
    });
    expect(api.inputProps).not.toHaveProperty('aria-activedescendant');
    // The machine keeps the 58-code-point limit and says when it cuts (no silent UTF-16 maxlength).
    expect(api.inputProps).not.toHaveProperty('maxLength');
    expect(api.listboxProps).toEqual({ id: 's-listbox', role: 'listbox', 'aria-label': 'Search suggestions', hidden: true });
    expect(api.clearButtonProps).toMatchObject({ id: 's-clear', type: 'button', 'aria-label': 'Clear search', hidden: true });
    expect(api.formProps).toMatchObject({ action: '/search', method: 'get', role: 'search' });
    expect(api.hiddenFields).toEqual([
      { name: 'searchMethod', value: 'naturalLang' },
      { name: 'via', value: 'header' },
    ]);
  });

  it('focused and empty: no placeholder, still collapsed', () => {
    const h = startSearch();
    connect(h).api.inputProps.onFocus();
    const { api } = connect(h);
    expect(api.status).toBe('focused-empty');
    expect(api.rootProps['data-focused']).toBe(true);
    expect(api.inputProps).not.toHaveProperty('placeholder');
    expect(api.isOpen).toBe(false);
  });

  it('focused and empty: a preview of the first key’s rows (same ids), the list still collapsed', () => {
    const h = startSearch();
    expect(connect(h).api.previewSections()).toEqual([]);
    connect(h).api.inputProps.onFocus();
    const { api } = connect(h);
    const preview = api.previewSections();
    expect(preview.map((s) => [s.kind, s.heading, s.options.map((o) => [o.id, o.option.kind, o.active])])).toEqual([
      ['query', null, [['s-opt-input', 'input', true], ['s-opt-natural', 'naturalLanguage', false]]],
    ]);
    expect(preview[0]?.options[1]?.parts).toEqual([{ text: 'Search for ‘', match: false }, { text: 'a', match: true }, { text: '’', match: false }]);
    // Nothing about the combobox changes: collapsed, nothing to show, no option active.
    expect(api.isOpen).toBe(false);
    expect(api.sections).toEqual([]);
    expect(api.inputProps['aria-expanded']).toBe(false);
    expect(api.inputProps).not.toHaveProperty('aria-activedescendant');
    expect(api.listboxProps.hidden).toBe(true);
    // The first key shows the natural-language row under the id the preview gave it.
    connect(h).api.inputProps.onChange('w', true);
    const typed = connect(h).api;
    expect(typed.sections[0]?.options[1]?.id).toBe('s-opt-natural');
    expect(typed.previewSections()).toEqual([]);
  });

  it('no preview once something is typed, dismissed or composing', async () => {
    const h = await showingPho();
    expect(connect(h).api.previewSections()).toEqual([]);
    connect(h).api.inputProps.onKeyDown('Escape');
    expect(connect(h).api.status).toBe('dismissed');
    expect(connect(h).api.previewSections()).toEqual([]);
    connect(h).api.inputProps.onChange('', true);
    connect(h).api.inputProps.onCompositionStart();
    expect(connect(h).api.status).toBe('composing');
    expect(connect(h).api.previewSections()).toEqual([]);
  });

  it('typing opens the list with the typed-text and natural-language rows; busy while waiting', () => {
    const h = startSearch();
    const first = connect(h).api;
    first.inputProps.onFocus();
    connect(h).api.inputProps.onChange('pho', true);
    const { api } = connect(h);
    expect(api.status).toBe('debouncing');
    expect(api.inputProps['aria-expanded']).toBe(true);
    expect(api.listboxProps).toMatchObject({ hidden: false, 'aria-busy': true });
    expect(api.sections).toHaveLength(1);
    expect(api.sections[0]?.options.map((o) => o.text)).toEqual(['pho', 'Search for ‘pho’']);
    expect(api.sections[0]?.options[1]?.parts).toEqual([{ text: 'Search for ‘', match: false }, { text: 'pho', match: true }, { text: '’', match: false }]);
  });

  it('showing: grouped sections with headings, emphasis, meta and images', async () => {
    const h = await showingPho();
    const { api } = connect(h);
    expect(api.status).toBe('showing');
    expect(api.sections.map((s) => [s.kind, s.heading, s.headingId, s.options.length])).toEqual([
      ['query', null, null, 2],
      ['skill', 'Skills', 's-group-skill-label', 2],
      ['class', 'Classes', 's-group-class-label', 2],
      ['path', 'Learning Paths', 's-group-path-label', 1],
      ['teacher', 'Teachers', 's-group-teacher-label', 1],
    ]);
    const skill = api.sections[1]?.options[0];
    expect(skill).toMatchObject({ index: 2, text: 'Photography', meta: '10 classes', image: null, parts: [{ text: 'Pho', match: true }, { text: 'tography', match: false }] });
    expect(api.sections[2]?.options[0]).toMatchObject({ image: '/img/covers/0.svg', meta: null, href: '/classes/phone-photography-basics/0?via=header' });
    expect(api.sections[3]?.options[0]).toMatchObject({ meta: '4 classes', image: '/img/paths/0.svg' });
    expect(api.sections[4]?.options[0]).toMatchObject({ meta: '1,000 followers', image: '/img/avatars/0.png' });
    expect(api.groupProps('class')).toEqual({ id: 's-group-class', role: 'group', 'aria-labelledby': 's-group-class-label' });
  });

  it('emphasis: the word the API says matched (a typo, a stem, a second word), else the typed text', async () => {
    const h = startSearch();
    h.typeAndSettle('watrcolor');
    await h.answer({
      skillSuggestions: { edges: [{ node: { id: 's1', displayName: 'Watercolor', slug: 'watercolor', highlights: [{ start: 0, length: 10 }] } }] },
      classSuggestions: {
        edges: [
          { node: { id: 'c1', title: 'Portrait Watercolor', url: '/classes/a/1', highlights: [{ start: 9, length: 10 }] } },
          // Two typed words, each marking the word it matched ("watercolor esentials").
          { node: { id: 'c3', title: 'Watercolor Essentials', url: '/classes/c/3', highlights: [{ start: 0, length: 10 }, { start: 11, length: 10 }] } },
          // A class found by its skills: nothing of its title matched, and the typed text is not in it.
          { node: { id: 'c2', title: 'Ink Basics', url: '/classes/b/2', highlights: [] } },
        ],
      },
    });
    const { api } = connect(h);
    const [skill] = api.sections[1]?.options ?? [];
    const [portrait, essentials, ink] = api.sections[2]?.options ?? [];
    expect(skill?.parts).toEqual([{ text: 'Watercolor', match: true }]);
    expect(portrait?.parts).toEqual([{ text: 'Portrait ', match: false }, { text: 'Watercolor', match: true }]);
    expect(essentials?.parts).toEqual([{ text: 'Watercolor', match: true }, { text: ' ', match: false }, { text: 'Essentials', match: true }]);
    expect(ink?.parts).toEqual([{ text: 'Ink Basics', match: false }]);
  });

  it('aria-activedescendant and aria-selected follow the index past the input', async () => {
    const h = await showingPho();
    expect(connect(h).api.inputProps).not.toHaveProperty('aria-activedescendant');
    expect(connect(h).api.optionProps(0)).toMatchObject({ 'aria-selected': false, 'data-active': true });
    connect(h).api.inputProps.onKeyDown('ArrowDown');
    connect(h).api.inputProps.onKeyDown('ArrowDown');
    const { api } = connect(h);
    expect(api.inputProps['aria-activedescendant']).toBe('s-opt-skill-sk0');
    expect(api.optionProps(2)).toMatchObject({ id: 's-opt-skill-sk0', role: 'option', 'aria-selected': true, 'data-active': true });
    expect(api.optionProps(3)).toMatchObject({ 'aria-selected': false });
    expect(api.optionProps(3)).not.toHaveProperty('data-active');
    // The inline completion shows only while the input itself is active.
    expect(api.inputProps.selection).toBeNull();
  });

  it('option handlers: hover highlights, mouse down keeps focus, click selects', async () => {
    const h = await showingPho();
    const { api, sent } = connect(h);
    api.optionProps(4).onPointerEnter();
    expect(api.optionProps(4).onMouseDown()).toBe(true);
    api.optionProps(4).onClick();
    expect(sent).toEqual([
      { type: 'option.pointerEnter', index: 4 },
      { type: 'option.select', index: 4 },
    ]);
    expect(h.ofType('navigate').map((e) => e.href)).toEqual(['/classes/phone-photography-basics/0?via=header']);
  });

  it('inline completion: value and selection range to apply', async () => {
    const { api } = connect(await showingPho());
    expect(api.inputProps.value).toBe('photography');
    expect(api.inputProps.selection).toEqual({ start: 3, end: 11 });
  });

  it('live region: polite status text, not atomic (its emptying is a removal, never said)', async () => {
    const { api } = connect(await showingPho());
    expect(api.liveRegionProps).toEqual({ id: 's-live', role: 'status', 'aria-live': 'polite', 'aria-atomic': false, text: '7 suggestions available' });
  });

  it('clear button: whenever the box shows text, focused or not (issue 25)', async () => {
    const h = await showingPho();
    expect(connect(h).api.clearButtonProps.hidden).toBe(false);
    connect(h).api.inputProps.onBlur();
    const { api } = connect(h);
    expect(api.status).toBe('unfocused-filled');
    expect(api.clearButtonProps.hidden).toBe(false);
    expect(api.inputProps.value).toBe('pho');
  });

  it('message overrides reach headings, rows and labels', async () => {
    const h = await showingPho();
    const { api } = connect(h, { searchForQuery: 'Suche nach „{query}“', searchGroupSkills: 'Fähigkeiten', search: 'Suche' });
    expect(api.sections[0]?.options[1]?.text).toBe('Suche nach „pho“');
    expect(api.sections[1]?.heading).toBe('Fähigkeiten');
    expect(api.inputProps['aria-label']).toBe('Suche');
  });
});

describe('connectSearch: key mapping (return value = preventDefault)', () => {
  const cases: ReadonlyArray<[string, string, Record<string, unknown>, boolean]> = [
    ['showing', 'ArrowDown', {}, true],
    ['showing', 'ArrowUp', {}, true],
    ['showing', 'Enter', {}, true],
    ['showing', 'Escape', {}, true],
    ['showing', 'Tab', {}, true],
    ['showing', 'ArrowRight', { caretAtEnd: true }, true],
    ['showing', 'ArrowRight', { caretAtEnd: false }, false],
    ['showing', 'Backspace', {}, true],
    ['showing', 'a', {}, false],
    ['showing', 'Enter', { isComposing: true }, false],
    ['showing', 'Enter', { keyCode: 229, isComposing: false }, false],
    ['dismissed', 'Escape', {}, false],
    ['dismissed', 'ArrowDown', {}, true],
    ['dismissed', 'Tab', {}, false],
    ['focused-empty', 'ArrowDown', {}, false],
    ['focused-empty', 'Enter', {}, true],
  ];

  for (const [state, key, options, expected] of cases) {
    it(`${state}: ${key} ${JSON.stringify(options)} → ${expected}`, async () => {
      const h = await showingPho();
      if (state === 'dismissed') h.send({ type: 'key.down', key: 'Escape' });
      if (state === 'focused-empty') h.send({ type: 'input.change', value: '' });
      expect(connect(h).api.status).toBe(state);
      const { api, sent } = connect(h);
      expect(api.inputProps.onKeyDown(key, options)).toBe(expected);
      // IME keys never reach the machine.
      if ('isComposing' in options) expect(sent).toEqual([]);
    });
  }

  it('passes the flags and caret through to the machine event', async () => {
    const h = await showingPho();
    const { api, sent } = connect(h);
    api.inputProps.onKeyDown('Tab', { caretAtEnd: true, keyCode: 9, isComposing: false });
    expect(sent).toEqual([{ type: 'key.down', key: 'Tab', caretAtEnd: true, keyCode: 9, isComposing: false }]);
  });

  it('the form submit is handled by the machine (preventDefault)', () => {
    const { api, sent } = connect(startSearch({ initialQuery: 'ink' }));
    expect(api.formProps.onSubmit()).toBe(true);
    expect(sent).toEqual([{ type: 'form.submit' }]);
  });

  it('composition handlers and onChange send their events', () => {
    const h = startSearch();
    const { api, sent } = connect(h);
    api.inputProps.onFocus();
    api.inputProps.onCompositionStart();
    api.inputProps.onChange('にほ');
    api.inputProps.onCompositionEnd('日本');
    expect(sent).toEqual([
      { type: 'input.focus' },
      { type: 'composition.start' },
      { type: 'input.change', value: 'にほ' },
      { type: 'composition.end', value: '日本' },
    ]);
  });
});
