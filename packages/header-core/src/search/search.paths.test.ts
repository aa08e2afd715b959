import { SimulatedClock, createActor, initialTransition, transition, type AnyTransitionDefinition } from 'xstate';
import { TestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type SafeStorage } from '../storage/index.ts';
import {
  activeAtomicIds,
  atomicStateIdsOf,
  missingCoverage,
  recordTransitions,
  transitionsOf,
} from '../menu/model-coverage.testing.ts';
import { connectSearch, type SearchSnapshot } from './search.connect.ts';
import { DEBOUNCE_MS, MAX_LENGTH, codePointLength, isSuggestible, queryOf } from './search.limits.ts';
import { SEARCH_DEBOUNCE_DELAY, SEARCH_FETCH_ACTOR, SEARCH_POPULAR_ACTOR, searchMachine } from './search.machine.ts';
import { recentSearchKey } from './search.recent.ts';
import { EMPTY_ROWS_LIMIT } from './search.rows.ts';
import { defaultSearchMessages, defaultSearchRowMessages, resultsMessage } from './search.strings.ts';
import { completedValue, isOverLimit } from './search.text.ts';
import { createFakeFetch, createFakePopular, fixtureAnswer, flush, frozenRecentStorage, popularAnswer } from './search.testing.ts';
import type { SearchEmitted, SearchEvent, SearchInput } from './search.types.ts';

const AFTER_DEBOUNCE = `xstate.after.${SEARCH_DEBOUNCE_DELAY}.search.focused.open.debouncing`;
const DONE = `xstate.done.actor.${SEARCH_FETCH_ACTOR}`;
const ERROR = `xstate.error.actor.${SEARCH_FETCH_ACTOR}`;
const POPULAR_DONE = `xstate.done.actor.${SEARCH_POPULAR_ACTOR}`;
const POPULAR_ERROR = `xstate.error.actor.${SEARCH_POPULAR_ACTOR}`;
const POPULAR_FETCHING = { focused: { empty: { popular: 'fetching' } } } as const;

/** A storage the model and the live actor agree on: reads a fixed value, ignores writes. */
function frozenStorage(value: string | null): SafeStorage {
  const inner = createMemoryStorage(value === null ? {} : { 'masthead.search.query': value });
  return { get: (key) => inner.get(key), set: () => {}, remove: () => {} };
}

// The user's events; each plan below offers a subset (all of them at once multiply the graph).
const CORE_EVENTS: SearchEvent[] = [
  { type: 'input.focus' },
  { type: 'input.blur' },
  { type: 'input.change', value: '' },
  { type: 'input.change', value: 'ph' },
  { type: 'input.change', value: 'pho' },
  { type: 'composition.start' },
  { type: 'composition.end', value: '' },
  { type: 'composition.end', value: 'ph' },
  { type: 'composition.end', value: 'pho' },
  { type: 'key.down', key: 'ArrowDown' },
  { type: 'key.down', key: 'ArrowUp' },
  { type: 'key.down', key: 'Enter' },
  { type: 'key.down', key: 'Enter', keyCode: 229 },
  { type: 'key.down', key: 'Escape' },
  { type: 'key.down', key: 'Tab' },
  { type: 'key.down', key: 'ArrowRight', caretAtEnd: true },
  { type: 'key.down', key: 'ArrowRight', caretAtEnd: false },
  { type: 'key.down', key: 'Backspace' },
  { type: 'option.pointerEnter', index: 2 },
  { type: 'option.pointerEnter', index: 99 },
  { type: 'option.select', index: 1 },
  { type: 'clear' },
  { type: 'outside.click' },
  { type: 'form.submit' },
  { type: 'page.restore', isSearchPage: true },
  { type: 'page.restore', isSearchPage: false },
];
const VIEWER_EVENTS: SearchEvent[] = [
  { type: 'input.focus' },
  { type: 'input.blur' },
  { type: 'input.change', value: 'ph' },
  { type: 'input.change', value: 'pho' },
  { type: 'key.down', key: 'ArrowDown' },
  { type: 'key.down', key: 'Escape' },
  { type: 'key.down', key: 'Tab' },
  { type: 'viewer.set', loggedIn: true },
  { type: 'viewer.set', loggedIn: 'loading' },
];
// Issue 25: the clear button while the box has text, and changes past the 58-code-point limit (a
// key into a full box, a long paste over a completion, an IME commit) beside ordinary ones.
const FULL = 'x'.repeat(MAX_LENGTH);
const LIMIT_EVENTS: SearchEvent[] = [
  { type: 'input.focus' },
  { type: 'input.blur' },
  { type: 'input.change', value: 'pho' },
  { type: 'input.change', value: FULL },
  { type: 'input.change', value: `${FULL}y` },
  { type: 'input.change', value: `Pho${'y'.repeat(MAX_LENGTH)}` },
  { type: 'composition.start' },
  { type: 'composition.end', value: 'ネ'.repeat(MAX_LENGTH + 2) },
  { type: 'key.down', key: 'Escape' },
  { type: 'key.down', key: 'Tab' },
  { type: 'clear' },
  { type: 'form.submit' },
];
const RESTORE_EVENTS: SearchEvent[] = [
  { type: 'input.focus' },
  { type: 'input.blur' },
  { type: 'input.change', value: '' },
  { type: 'clear' },
  { type: 'form.submit' },
  { type: 'page.restore', isSearchPage: true },
  { type: 'page.restore', isSearchPage: false },
];

// Issue 23: the empty box's rows, two recent searches (a visitor's) and popular ones (the first of which
// is also recent), with the keys, the remove and Clear buttons, and the host configuring them again
// (off, another viewer, the viewer unknown, back on).
const ROWS_RECENT = ['Watercolor', 'Lettering'] as const;
const rowsConfig = { storage: frozenRecentStorage(ROWS_RECENT), owner: 'visitor' } as const;
const ROWS_EVENTS: SearchEvent[] = [
  { type: 'input.focus' },
  { type: 'input.blur' },
  { type: 'input.change', value: '' },
  { type: 'key.down', key: 'ArrowDown' },
  { type: 'key.down', key: 'ArrowUp' },
  { type: 'key.down', key: 'Enter' },
  { type: 'key.down', key: 'Escape' },
  { type: 'key.down', key: 'Delete' },
  { type: 'key.down', key: 'Backspace' },
  { type: 'option.pointerEnter', index: 3 },
  { type: 'option.select', index: 1 },
  { type: 'outside.click' },
  { type: 'recent.remove', query: 'watercolor' },
  { type: 'recent.clear' },
  { type: 'rows.configure', recent: null, popular: false },
  { type: 'rows.configure', recent: { ...rowsConfig, owner: 'member:1' }, popular: true },
  { type: 'rows.configure', recent: rowsConfig, popular: true },
];
/** Once a row was searched, the box holds its text: only emptying, leaving and coming back are explored from there (the other plans cover a query). */
const ROWS_WITH_QUERY = new Set(['input.change', 'input.blur', 'input.focus']);
const rowsOnly = (snapshot: SearchSnapshot, event: SearchEvent) => queryOf(snapshot.context.typed) === '' || ROWS_WITH_QUERY.has(event.type);

/** Events offered in a state: the user's, plus the clock and the network where they can act. */
function eventsFor(snapshot: SearchSnapshot, user: readonly SearchEvent[]): SearchEvent[] {
  const events = [...user];
  if (snapshot.matches(POPULAR_FETCHING)) {
    events.push({ type: POPULAR_DONE, output: popularAnswer(), actorId: SEARCH_POPULAR_ACTOR } as never);
    events.push({ type: POPULAR_ERROR, error: new Error('network'), actorId: SEARCH_POPULAR_ACTOR } as never);
  }
  if (snapshot.matches({ focused: { open: 'debouncing' } })) events.push({ type: AFTER_DEBOUNCE } as never);
  if (snapshot.matches({ focused: { open: 'fetching' } })) {
    const query = snapshot.context.pendingQuery ?? '';
    events.push({ type: DONE, output: fixtureAnswer(query), actorId: SEARCH_FETCH_ACTOR } as never);
    events.push({ type: ERROR, error: new Error('network'), actorId: SEARCH_FETCH_ACTOR } as never);
  }
  return events;
}

/**
 * Vertices are (abstract state, event, abstract state) edges, so shortest paths end with every
 * edge. The abstraction keeps what the guards read (state, texts, index, viewer, and whether the
 * typed and the completed query are cached under either variables key) and drops what derives
 * from it (results, live text, the rest of the cache); without it the cache subsets multiply the
 * graph past 100,000 states.
 */
function abstractState(snapshot: SearchSnapshot): string {
  const { typed, completion, activeIndex, cache, loggedIn, recent, popular, popularFailed, popularEnabled, recentConfig } = snapshot.context;
  const keys = new Set(cache.map((entry) => entry.key));
  const cached = ['hq', 'all'].flatMap((prefix) => [
    keys.has(`${prefix}:${queryOf(typed)}`),
    keys.has(`${prefix}:${queryOf(completedValue(snapshot.context))}`),
  ]);
  // The empty box's rows (constant in the plans without them): what its guards read.
  const rows = [recent.join('|'), popular === null ? null : popular.length, popularFailed, popularEnabled, recentConfig ? recentConfig.owner : '-'];
  const index = snapshot.matches({ focused: { empty: { list: 'listed' } } }) ? activeIndex : Math.min(activeIndex, 2);
  return JSON.stringify([snapshot.value, typed, completion !== '', index, cached, loggedIn, rows]);
}
function serialize(snapshot: SearchSnapshot, event: { type: string } | undefined, previous?: SearchSnapshot): string {
  if (!event || !previous) return abstractState(snapshot);
  return `${abstractState(previous)} ${JSON.stringify(event, (key, value: unknown) => (key === 'output' || key === 'storage' ? undefined : value))} ${abstractState(snapshot)}`;
}

function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** What must hold after every step (`event`, the step's), seen through the connect layer. */
function checkInvariants(snapshot: SearchSnapshot, emitted: readonly SearchEmitted[], event?: SearchEvent) {
  const api = connectSearch(snapshot, () => {});
  const { context } = snapshot;
  const query = queryOf(context.typed);

  expect(codePointLength(context.typed)).toBeLessThanOrEqual(MAX_LENGTH);
  expect(api.inputProps['aria-expanded']).toBe(api.isOpen);
  expect(api.listboxProps.hidden).toBe(!api.isOpen);
  expect(api.inputProps['aria-controls']).toBe(api.listboxProps.id);
  // The clear button shows whenever the box shows text (issue 25), focused or not.
  expect(api.clearButtonProps.hidden).toBe(api.inputProps.value === '');
  expect(api.status === 'unfocused-filled').toBe(!api.isFocused && query !== '');
  if (api.isOpen) {
    expect(api.options.length).toBeGreaterThanOrEqual(2);
    expect(context.activeIndex).toBeGreaterThanOrEqual(0);
    expect(context.activeIndex).toBeLessThan(api.options.length);
  } else {
    expect(api.options).toEqual([]);
  }
  // Issue 23: the empty box lists only with rows (at most five: recent first, then popular ones not
  // listed), a query never does, and every row is a valid, different query.
  expect(api.status === 'listing').toBe(api.isOpen && query === '');
  if (api.status === 'listing') {
    const rows = api.options.slice(1);
    expect(rows.length).toBeLessThanOrEqual(EMPTY_ROWS_LIMIT);
    expect(rows.every((option) => option.kind === 'recent' || option.kind === 'popular')).toBe(true);
    expect(rows.map((option) => option.kind).join(',')).toMatch(/^(recent,?)*(popular,?)*$/);
    expect(new Set(rows.map((option) => recentSearchKey(option.label))).size).toBe(rows.length);
    expect(new Set(api.options.map((option) => option.id)).size).toBe(api.options.length);
    for (const option of rows) expect(option.target).toMatchObject({ query: option.label, searchMethod: option.kind });
    expect(api.sections.map((section) => section.kind)).toEqual([...new Set(rows.map((option) => option.kind))]);
    const removeButtons = rows.filter((option) => api.removeButtonProps(option.index) !== null);
    expect(removeButtons.map((option) => option.kind)).toEqual(rows.filter((option) => option.kind === 'recent').map(() => 'recent'));
    expect(api.clearRecentProps !== null).toBe(removeButtons.length > 0);
    const settled = [resultsMessage(defaultSearchMessages, rows.length), defaultSearchRowMessages.searchRecentCleared, ''];
    if (!settled.includes(context.liveMessage)) expect(context.liveMessage).toMatch(/^Removed ‘.+’ from recent searches$/);
  }
  const descendant = api.inputProps['aria-activedescendant'];
  if (api.isOpen && api.activeIndex > 0) expect(descendant).toBe(api.options[api.activeIndex]?.id);
  else expect(descendant).toBeUndefined();
  // Suggestions show only in `showing`, and only for the current query.
  if (api.options.length > 2 && api.status !== 'listing') {
    expect(api.status).toBe('showing');
    expect(context.results?.query).toBe(query);
  }
  if (api.inputProps.selection) {
    expect(api.status).toBe('showing');
    expect(api.inputProps.value.slice(0, api.inputProps.selection.start)).toBe(context.typed);
    expect(api.inputProps.selection.end).toBe(api.inputProps.value.length);
    // Casing: the typed part as typed, the rest in the suggestion's; the input's option gives the
    // suggestion's own text (issue 25).
    expect(api.inputProps.value.slice(api.inputProps.selection.start)).toBe(context.completion.slice(api.inputProps.selection.start));
    expect(context.typed.toLowerCase()).toBe(context.completion.slice(0, context.typed.length).toLowerCase());
    expect(api.options[0]?.target).toMatchObject({ query: queryOf(context.completion), searchMethod: 'autocomplete' });
  }
  // One count: once suggestions settled or failed, the live region says how many options the listbox holds.
  const tooLong = defaultSearchMessages.searchTooLong;
  if ((api.status === 'showing' || api.status === 'error') && context.liveMessage !== tooLong) {
    expect(context.liveMessage).toBe(resultsMessage(defaultSearchMessages, api.options.length - 1));
  }
  // A change past the limit is never cut silently.
  if (event && isOverLimit(event)) expect(context.liveMessage).toBe(tooLong);
  for (const event of emitted) {
    if (event.type === 'request') {
      expect(isSuggestible(event.query)).toBe(true);
      expect(snapshot.matches({ focused: { open: 'fetching' } })).toBe(true);
    }
    if (event.type === 'navigate' || event.type === 'submit') expect(hasLoneSurrogate(event.href)).toBe(false);
  }
}

/**
 * `createTestModel` refuses machines with `invoke` or `after` (xstate/graph's validateMachine), so
 * the model is a `TestModel` over the machine itself: the clock and the network are events of the
 * model, which the live run plays with a SimulatedClock and the fake fetch. Only events that take
 * a transition are offered (as `createTestModel` offers only handled events).
 */
function modelFor(input: SearchInput, user: readonly SearchEvent[], offered: (snapshot: SearchSnapshot, event: SearchEvent) => boolean = () => true) {
  return new TestModel(searchMachine as never, {
    input,
    events: ((snapshot: SearchSnapshot) => eventsFor(snapshot, user).filter((event) => offered(snapshot, event) && snapshot.can(event))) as never,
    serializeState: serialize as never,
  } as never);
}

type Path = ReturnType<ReturnType<typeof modelFor>['getShortestPaths']>[number];
interface Covered {
  states: Set<string>;
  transitions: Set<AnyTransitionDefinition>;
}

/** The events the pure model emitted on a step (its `xstate.emit` actions). */
function modelEmitted(actions: ReadonlyArray<{ type: string; params?: unknown }>): SearchEmitted[] {
  return actions.filter((action) => action.type === 'xstate.emit').map((action) => (action.params as { event: SearchEmitted }).event);
}

/**
 * Plays a generated path on a live actor (simulated clock, fake fetch) and, in lockstep, on the
 * pure machine (`transition`): after every step the two agree on state, context and emitted events.
 * The path's own snapshots are not used as the expectation, because the abstraction merges states.
 */
// One provided machine for every path, so the transitions recorded are the ones coverage counts.
const fake = createFakeFetch();
const popularFake = createFakePopular();
const machine = searchMachine.provide({ actors: { fetchSuggestions: fake.logic, fetchPopular: popularFake.logic } });

async function runPath(path: Path, input: SearchInput, covered: Covered) {
  const clock = new SimulatedClock();
  fake.calls.length = 0;
  popularFake.calls.length = 0;
  const emitted: SearchEmitted[] = [];
  const actor = createActor(machine, {
    input,
    clock,
    inspect: recordTransitions(covered.transitions),
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  let [model] = initialTransition(searchMachine, input);

  const check = (label: string, event?: SearchEvent) => {
    const actual = actor.getSnapshot();
    expect(actual.value, label).toEqual(model.value);
    expect(actual.context, label).toEqual(model.context);
    for (const id of activeAtomicIds(actual)) covered.states.add(id);
    checkInvariants(actual, emitted, event);
    expect(fake.inFlight().length, label).toBe(actual.matches({ focused: { open: 'fetching' } }) ? 1 : 0);
    expect(popularFake.inFlight().length, label).toBe(actual.matches(POPULAR_FETCHING) ? 1 : 0);
  };
  check(path.description);

  for (const step of path.steps) {
    const raw = step.event as { type: string };
    if (raw.type === 'xstate.init') continue;
    // The answer is the fixture of the query actually in flight on this replay.
    const event = (raw.type === DONE ? { ...raw, output: fixtureAnswer(model.context.pendingQuery ?? '') } : raw) as SearchEvent;
    const [next, actions] = transition(searchMachine, model, event);
    model = next;
    emitted.length = 0;
    if (raw.type === AFTER_DEBOUNCE) clock.increment(DEBOUNCE_MS);
    else if (raw.type === DONE) fake.inFlight()[0]?.resolve((event as unknown as { output: never }).output);
    else if (raw.type === ERROR) fake.inFlight()[0]?.reject(new Error('network'));
    else if (raw.type === POPULAR_DONE) popularFake.inFlight()[0]?.resolve(popularAnswer());
    else if (raw.type === POPULAR_ERROR) popularFake.inFlight()[0]?.reject(new Error('network'));
    else actor.send(event);
    await flush();
    check(path.description, event);
    expect(emitted).toEqual(modelEmitted(actions));
  }
  actor.stop();
}

// Five plans: the whole box for a logged-in viewer with the high-quality flag (cache keys carry
// it); a viewer still loading that logs in and out (waiting, and cache hits after it); a box that
// starts with a query, with a stored search to restore; clearing and changes past the 58 limit; the
// empty box's recent and popular rows (issue 23).
const PLANS: ReadonlyArray<{
  name: string;
  input: SearchInput;
  events: readonly SearchEvent[];
  offered?: (snapshot: SearchSnapshot, event: SearchEvent) => boolean;
}> = [
  { name: 'logged in, flag on', input: { id: 's', loggedIn: true, onlyHighQuality: true, storage: frozenStorage(null) }, events: CORE_EVENTS },
  { name: 'viewer loading', input: { id: 's', loggedIn: 'loading', onlyHighQuality: true, storage: frozenStorage(null) }, events: VIEWER_EVENTS },
  { name: 'initial query, stored search', input: { id: 's', initialQuery: 'pho', storage: frozenStorage('xyz') }, events: RESTORE_EVENTS },
  { name: 'clearing and the length limit', input: { id: 's', loggedIn: false, storage: frozenStorage(null) }, events: LIMIT_EVENTS },
  { name: 'recent and popular rows', input: { id: 's', storage: frozenStorage(null), recent: rowsConfig, popular: true }, events: ROWS_EVENTS, offered: rowsOnly },
];

const GENERATED = PLANS.map((plan) => ({ ...plan, paths: modelFor(plan.input, plan.events, plan.offered).getShortestPaths() }));

describe('search machine model (xstate/graph)', () => {
  const all: Covered = { states: new Set(), transitions: new Set() };

  for (const { name, input, paths } of GENERATED) {
    it(`${name}: ${paths.length} generated paths hold the invariants`, async () => {
      expect(paths.length).toBeGreaterThan(10);
      for (const path of paths) await runPath(path, input, all);
    });
  }

  const total = GENERATED.reduce((sum, plan) => sum + plan.paths.length, 0);
  const states = atomicStateIdsOf(machine).length;
  const transitions = transitionsOf(machine).length;
  it(`the ${total} paths together take all ${states} states and all ${transitions} transitions`, () => {
    expect(missingCoverage(machine, all.states, all.transitions)).toEqual({ states: [], transitions: [] });
  });
});
