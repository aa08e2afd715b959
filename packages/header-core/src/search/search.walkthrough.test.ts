// Issue 25 (what a fresh walk-through found): the inline completion's casing, the one count the live
// region announces, the clear button while the box has text, and the 58-character limit said aloud.
import { describe, expect, it } from 'vitest';
import { connectSearch } from './search.connect.ts';
import { MAX_LENGTH, codePointLength } from './search.limits.ts';
import { SEARCH_STORAGE_KEY } from './search.stored-query.ts';
import { flush, rawAnswer, startSearch, type FixtureSpec } from './search.testing.ts';

const api = (h: ReturnType<typeof startSearch>) => connectSearch(h.snapshot(), h.send);
const TOO_LONG = 'Searches can be up to 58 characters';

async function showing(typed: string, spec: FixtureSpec) {
  const h = startSearch();
  h.typeAndSettle(typed);
  await h.answer(rawAnswer(spec));
  return h;
}

describe('inline completion casing (defect 6)', () => {
  const PORT: FixtureSpec = { skills: ['Portfolio Building', 'Portraits'] };

  it('shows the typed characters as typed and the rest in the suggestion’s casing', async () => {
    const h = await showing('port', PORT);
    expect(api(h).inputProps.value).toBe('portfolio Building');
    expect(api(h).inputProps.selection).toEqual({ start: 4, end: 18 });
  });

  it('Enter on the input submits the suggestion’s own text', async () => {
    const h = await showing('port', PORT);
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['Portfolio Building', 'autocomplete']]);
    expect(h.ofType('navigate').map((e) => e.href)).toEqual(['/search?query=Portfolio+Building&searchMethod=autocomplete&via=header']);
    expect(h.storage.get(SEARCH_STORAGE_KEY)).toBe('Portfolio Building');
  });

  for (const [key, caretAtEnd] of [['Tab', undefined], ['ArrowRight', true]] as const) {
    it(`${key} accepts the suggestion’s own text, and Enter then submits it`, async () => {
      const h = await showing('PORT', PORT);
      expect(api(h).inputProps.onKeyDown(key, caretAtEnd === undefined ? {} : { caretAtEnd })).toBe(true);
      expect(h.snapshot().context.typed).toBe('Portfolio Building');
      expect(api(h).inputProps.value).toBe('Portfolio Building');
      expect(h.ofType('request').at(-1)).toEqual({ type: 'request', query: 'Portfolio Building' });
      await h.answer(rawAnswer(PORT));
      h.send({ type: 'key.down', key: 'Enter' });
      expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['Portfolio Building', 'autocomplete']]);
    });
  }

  it('the form submit (the search button) submits the suggestion’s own text too', async () => {
    const h = await showing('port', PORT);
    api(h).formProps.onSubmit();
    expect(h.ofType('submit').map((e) => e.query)).toEqual(['Portfolio Building']);
  });

  it('without a completion (Backspace removed it) Enter submits the typed text as typed', async () => {
    const h = await showing('port', PORT);
    h.send({ type: 'key.down', key: 'Backspace' });
    h.send({ type: 'key.down', key: 'Enter' });
    expect(h.ofType('submit').map((e) => [e.query, e.searchMethod])).toEqual([['port', 'naturalLang']]);
  });
});

describe('one count: the live region announces the options the listbox holds (defect 7)', () => {
  // The listbox holds every option but row 0, which is the input itself: the "Search for" row and
  // the suggestions whose links pass the URL policy.
  const cases: ReadonlyArray<readonly [string, FixtureSpec | 'failure', number]> = [
    ['everything', { skills: ['Photography', 'Photo Editing'], classes: ['Phone Photography Basics', 'Photoshop'], paths: ['Become a Photographer'], teachers: ['Phoebe Lens'] }, 7],
    ['no skills', { classes: ['Phone Photography Basics'], paths: ['Become a Photographer'], teachers: ['Phoebe Lens'] }, 4],
    ['no classes', { skills: ['Photography'], paths: ['Become a Photographer'] }, 3],
    ['teachers only', { teachers: ['Phoebe Lens', 'Phil Oto'] }, 3],
    ['nothing', {}, 1],
    ['failure', 'failure', 1],
  ];

  for (const [name, answer, listed] of cases) {
    it(`${name}: ${listed} announced, ${listed} in the listbox`, async () => {
      const h = startSearch();
      h.typeAndSettle('pho');
      if (answer === 'failure') {
        h.fake.last()?.reject();
        await flush();
      } else {
        await h.answer(rawAnswer(answer));
      }
      const inListbox = api(h).sections.flatMap((section) => section.options).filter((view) => view.index > 0);
      expect(inListbox).toHaveLength(listed);
      const message = listed === 1 ? '1 suggestion available' : `${listed} suggestions available`;
      expect(api(h).liveRegionProps.text).toBe(message);
      expect(h.ofType('announce').at(-1)).toEqual({ type: 'announce', message });
    });
  }

  it('a suggestion the URL policy drops is not counted', async () => {
    const h = startSearch({ origin: 'https://masthead.example' });
    h.typeAndSettle('pho');
    const answer = rawAnswer({ classes: ['Here', 'Away'] });
    const away = answer.classSuggestions?.edges?.[1]?.node as { url: string } | undefined;
    if (away) away.url = '//evil.example/classes/1';
    await h.answer(answer);
    expect(api(h).options.map((o) => o.label)).toEqual(['pho', 'pho', 'Here']);
    expect(api(h).liveRegionProps.text).toBe('2 suggestions available');
  });
});

describe('the clear button while the box has text', () => {
  it('shows whenever the input shows text, focused or not, open or not', async () => {
    const h = startSearch();
    expect(api(h).clearButtonProps.hidden).toBe(true);
    h.send({ type: 'input.focus' });
    expect(api(h).clearButtonProps.hidden).toBe(true);
    h.send({ type: 'input.change', value: 'p' });
    expect(api(h).clearButtonProps.hidden).toBe(false);
    h.send({ type: 'key.down', key: 'Escape' });
    expect(api(h).clearButtonProps.hidden).toBe(false);
    h.send({ type: 'input.blur' });
    expect(api(h).clearButtonProps.hidden).toBe(false);
  });

  it('a press keeps focus in the input (mouse down prevented)', () => {
    expect(api(startSearch()).clearButtonProps.onMouseDown()).toBe(true);
  });

  it('focused: empties the box, forgets the stored search, closes the list and asks for focus', async () => {
    const h = await showing('pho', { skills: ['Photography'] });
    h.storage.set(SEARCH_STORAGE_KEY, 'pho');
    h.emitted.length = 0;
    api(h).clearButtonProps.onClick();
    expect(api(h).status).toBe('focused-empty');
    expect(api(h).isOpen).toBe(false);
    expect(api(h).inputProps.value).toBe('');
    expect(api(h).liveRegionProps.text).toBe('');
    expect(h.storage.get(SEARCH_STORAGE_KEY)).toBeNull();
    expect(h.ofType('focus.input')).toHaveLength(1);
    expect(api(h).clearButtonProps.hidden).toBe(true);
  });
});

describe(`the ${MAX_LENGTH}-character limit is said, never silent`, () => {
  const full = 'a'.repeat(MAX_LENGTH);

  it('the combobox leaves the limit to the machine (no UTF-16 maxlength that would cut before it)', () => {
    expect(api(startSearch()).inputProps).not.toHaveProperty('maxLength');
  });

  it('a pasted longer text keeps its first 58 code points, never half an emoji, and says so', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'input.change', value: `${'😀'.repeat(40)}${'b'.repeat(30)}` });
    expect(h.snapshot().context.typed).toBe(`${'😀'.repeat(40)}${'b'.repeat(18)}`);
    expect(codePointLength(h.snapshot().context.typed)).toBe(MAX_LENGTH);
    expect(api(h).liveRegionProps.text).toBe(TOO_LONG);
  });

  it('a key typed into a full box changes nothing and says so; fitting text says nothing', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'input.change', value: full });
    expect(api(h).liveRegionProps.text).toBe('');
    h.send({ type: 'input.change', value: `${full.slice(0, 10)}Z${full.slice(10)}` });
    expect(h.snapshot().context.typed).toBe(full);
    expect(api(h).liveRegionProps.text).toBe(TOO_LONG);
    h.send({ type: 'input.change', value: full.slice(1) });
    expect(api(h).liveRegionProps.text).toBe('');
  });

  it('text pasted into the middle keeps what was there and inserts what fits', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    const start = `${'x'.repeat(25)}${'y'.repeat(25)}`;
    h.send({ type: 'input.change', value: start });
    h.send({ type: 'input.change', value: `${'x'.repeat(25)}${'0123456789'.repeat(2)}${'y'.repeat(25)}` });
    expect(h.snapshot().context.typed).toBe(`${'x'.repeat(25)}01234567${'y'.repeat(25)}`);
    expect(api(h).liveRegionProps.text).toBe(TOO_LONG);
  });

  it('an IME commit past the limit is cut the same way', () => {
    const h = startSearch();
    h.send({ type: 'input.focus' });
    h.send({ type: 'composition.start' });
    h.send({ type: 'composition.end', value: '語'.repeat(60) });
    expect(h.snapshot().context.typed).toBe('語'.repeat(MAX_LENGTH));
    expect(api(h).liveRegionProps.text).toBe(TOO_LONG);
  });

  it('takes the message from the messages object (overrides too)', () => {
    const h = startSearch({ messages: { searchTooLong: 'Höchstens 58 Zeichen' } });
    h.send({ type: 'input.focus' });
    h.send({ type: 'input.change', value: 'q'.repeat(70) });
    expect(api(h).liveRegionProps.text).toBe('Höchstens 58 Zeichen');
  });
});
