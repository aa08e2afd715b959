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
import { SEARCH_DEBOUNCE_DELAY, SEARCH_FETCH_ACTOR, searchMachine } from './search.machine.ts';
import { defaultSearchMessages, resultsMessage } from './search.messages.ts';
import { completedValue, isOverLimit } from './search.model.ts';
import { createFakeFetch, fixtureAnswer, flush } from './search.testing.ts';
import type { SearchEmitted, SearchEvent, SearchInput } from './search.types.ts';

const AFTER_DEBOUNCE = `xstate.after.${SEARCH_DEBOUNCE_DELAY}.search.focused.open.debouncing`;
const DONE = `xstate.done.actor.${SEARCH_FETCH_ACTOR}`;
const ERROR = `xstate.error.actor.${SEARCH_FETCH_ACTOR}`;

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

/** Events offered in a state: the user's, plus the clock and the network where they can act. */
function eventsFor(snapshot: SearchSnapshot, user: readonly SearchEvent[]): SearchEvent[] {
  const events = [...user];
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
  const { typed, completion, activeIndex, cache, loggedIn } = snapshot.context;
  const keys = new Set(cache.map((entry) => entry.key));
  const cached = ['hq', 'all'].flatMap((prefix) => [
    keys.has(`${prefix}:${queryOf(typed)}`),
    keys.has(`${prefix}:${queryOf(completedValue(snapshot.context))}`),
  ]);
  return JSON.stringify([snapshot.value, typed, completion !== '', Math.min(activeIndex, 2), cached, loggedIn]);
}
function serialize(snapshot: SearchSnapshot, event: { type: string } | undefined, previous?: SearchSnapshot): string {
  if (!event || !previous) return abstractState(snapshot);
  return `${abstractState(previous)} ${JSON.stringify(event, (key, value: unknown) => (key === 'output' ? undefined : value))} ${abstractState(snapshot)}`;
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
  const descendant = api.inputProps['aria-activedescendant'];
  if (api.isOpen && api.activeIndex > 0) expect(descendant).toBe(api.options[api.activeIndex]?.id);
  else expect(descendant).toBeUndefined();
  // Suggestions show only in `showing`, and only for the current query.
  if (api.options.length > 2) {
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
function modelFor(input: SearchInput, user: readonly SearchEvent[]) {
  return new TestModel(searchMachine as never, {
    input,
    events: ((snapshot: SearchSnapshot) => eventsFor(snapshot, user).filter((event) => snapshot.can(event))) as never,
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
const machine = searchMachine.provide({ actors: { fetchSuggestions: fake.logic } });

async function runPath(path: Path, input: SearchInput, covered: Covered) {
  const clock = new SimulatedClock();
  fake.calls.length = 0;
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
    else actor.send(event);
    await flush();
    check(path.description, event);
    expect(emitted).toEqual(modelEmitted(actions));
  }
  actor.stop();
}

// Four plans: the whole box for a logged-in viewer with the high-quality flag (cache keys carry
// it); a viewer still loading that logs in and out (waiting, and cache hits after it); a box that
// starts with a query, with a stored search to restore; clearing and changes past the 58 limit.
const PLANS: ReadonlyArray<{ name: string; input: SearchInput; events: readonly SearchEvent[] }> = [
  { name: 'logged in, flag on', input: { id: 's', loggedIn: true, onlyHighQuality: true, storage: frozenStorage(null) }, events: CORE_EVENTS },
  { name: 'viewer loading', input: { id: 's', loggedIn: 'loading', onlyHighQuality: true, storage: frozenStorage(null) }, events: VIEWER_EVENTS },
  { name: 'initial query, stored search', input: { id: 's', initialQuery: 'pho', storage: frozenStorage('xyz') }, events: RESTORE_EVENTS },
  { name: 'clearing and the length limit', input: { id: 's', loggedIn: false, storage: frozenStorage(null) }, events: LIMIT_EVENTS },
];

const GENERATED = PLANS.map((plan) => ({ ...plan, paths: modelFor(plan.input, plan.events).getShortestPaths() }));

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
