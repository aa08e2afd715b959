import { and, assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { ANALYTICS_EVENTS } from '../analytics/index.ts';
import {
  KEYS,
  cacheKeyFor,
  changedValue,
  initialSearchContext,
  isKeyEvent,
  optionCount,
  showResults,
  sourceText,
  variablesFor,
  type TextSource,
} from './search.context.ts';
import { DEBOUNCE_MS, isSuggestible, queryOf } from './search.limits.ts';
import { normalizeSuggestions } from './search.suggestions.ts';
import { displayValue, getSearchOptions, visibleCompletion } from './search.options.ts';
import { forgetQuery, readStoredQuery, storeQuery } from './search.store.ts';
import type {
  FetchSuggestionsInput,
  RawSearchSuggestions,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchInput,
} from './search.types.ts';

/** Name of the debounce delay (override with `.provide({ delays: { debounce: ms } })`). */
export const SEARCH_DEBOUNCE_DELAY = 'debounce';
/** Name of the injected fetch actor (`.provide({ actors: { fetchSuggestions: fromPromise(…) } })`). */
export const SEARCH_FETCH_ACTOR = 'fetchSuggestions';

const cached = (source: TextSource) => ({ type: 'isCached', params: { source } }) as const;
const arrowKeys = { type: 'isKey', params: { keys: ['ArrowDown', 'ArrowUp'] } } as const;
const SHOWING = '#search.focused.open.showing';
const WAITING = '#search.focused.open.waiting';
const FETCHING = '#search.focused.open.fetching';

/**
 * The search box: a combobox with inline completion (`aria-autocomplete="both"`) and grouped
 * suggestions. Requests go through the injected `fetchSuggestions` actor; navigation, analytics
 * and announcements are emitted intents (see `SearchEmitted`).
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
    emitted: {} as SearchEmitted,
  },
  delays: {
    [SEARCH_DEBOUNCE_DELAY]: DEBOUNCE_MS,
  },
  actors: {
    /** Default: no data source. Hosts provide one; a failure keeps the typed-text rows (decisions.md). */
    [SEARCH_FETCH_ACTOR]: fromPromise<RawSearchSuggestions | null | undefined, FetchSuggestionsInput>(() =>
      Promise.reject(new Error('searchMachine: provide the fetchSuggestions actor')),
    ),
  },
  guards: {
    hasQuery: ({ context }) => queryOf(context.typed) !== '',
    isEmptyTyped: ({ context }) => queryOf(context.typed) === '',
    isShortTyped: ({ context }) => !isSuggestible(context.typed),
    isSameTyped: ({ context, event }) => changedValue(event) === context.typed,
    isEmptyChange: ({ event }) => queryOf(changedValue(event) ?? '') === '',
    isShortChange: ({ event }) => !isSuggestible(changedValue(event) ?? ''),
    isCached: ({ context }, params: { source: TextSource }) => {
      const key = cacheKeyFor(context, queryOf(sourceText(context, params.source)));
      return context.cache.some((entry) => entry.key === key);
    },
    isViewerLoading: ({ context }) => context.loggedIn === 'loading',
    isViewerKnown: ({ context }) => context.loggedIn !== 'loading',
    isKey: ({ event }, params: { keys: readonly string[] }) => isKeyEvent(event, params.keys),
    /** Tab, or ArrowRight with the caret at the end, while an inline completion shows. */
    isAcceptKey: ({ context, event }) =>
      event.type === 'key.down' &&
      visibleCompletion(context) !== '' &&
      (isKeyEvent(event, [KEYS.tab]) || (isKeyEvent(event, [KEYS.right]) && (event.caretAtEnd ?? context.caretAtEnd))),
    isRemoveCompletionKey: ({ context, event }) => isKeyEvent(event, [KEYS.backspace]) && visibleCompletion(context) !== '',
    isOptionIndex: ({ context, event }) =>
      (event.type === 'option.pointerEnter' || event.type === 'option.select') &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < optionCount(context),
    canRestore: ({ context, event }) =>
      event.type === 'page.restore' && event.isSearchPage === true && readStoredQuery(context.storage) !== null,
    isElsewhere: ({ event }) => event.type === 'page.restore' && event.isSearchPage !== true,
  },
  actions: {
    setTyped: assign(({ context, event }) => ({
      typed: changedValue(event) ?? context.typed,
      completion: '',
      completionArmed: true,
      activeIndex: 0,
      liveMessage: '',
      caretAtEnd: event.type === 'input.change' ? event.caretAtEnd !== false : true,
    })),
    disarmCompletion: assign({ completion: '', completionArmed: false }),
    dropCompletion: assign({ completion: '' }),
    /** Entry of every state but `showing`: results are only ever shown there. */
    leaveResults: assign(({ context }) => ({ results: null, completion: '', activeIndex: Math.min(context.activeIndex, 1) })),
    resetView: assign({ results: null, completion: '', activeIndex: 0 }),
    setViewer: assign({
      loggedIn: ({ context, event }) =>
        event.type === 'viewer.set' && (typeof event.loggedIn === 'boolean' || event.loggedIn === 'loading')
          ? event.loggedIn
          : context.loggedIn,
    }),
    acceptCompletion: assign(({ context }) => ({
      typed: displayValue(context),
      completion: '',
      activeIndex: 0,
      liveMessage: '',
      caretAtEnd: true,
    })),
    highlightNext: assign({
      activeIndex: ({ context }) => Math.min(context.activeIndex + 1, Math.max(optionCount(context) - 1, 0)),
    }),
    highlightPrevious: assign({ activeIndex: ({ context }) => Math.max(context.activeIndex - 1, 0) }),
    highlightOption: assign({
      activeIndex: ({ context, event }) => (event.type === 'option.pointerEnter' ? event.index : context.activeIndex),
    }),
    markPending: assign({ pendingQuery: ({ context }) => queryOf(context.typed) }),
    emitRequest: emit(({ context }) => ({ type: 'request', query: queryOf(context.typed) }) as const),
    showFetched: enqueueActions(({ context, event, enqueue }) => {
      const output = 'output' in event ? (event.output as RawSearchSuggestions | null) : null;
      const origin = context.origin === undefined ? {} : { origin: context.origin };
      const query = context.pendingQuery ?? queryOf(context.typed);
      const shown = showResults(context, { query, suggestions: normalizeSuggestions(output, origin) });
      enqueue.assign({ ...shown, pendingQuery: null });
      enqueue.emit({ type: 'announce', message: shown.liveMessage });
    }),
    showCached: enqueueActions(({ context, enqueue }) => {
      const key = cacheKeyFor(context, queryOf(context.typed));
      const hit = context.cache.find((entry) => entry.key === key);
      if (!hit) return;
      const shown = showResults(context, hit.results);
      enqueue.assign(shown);
      enqueue.emit({ type: 'announce', message: shown.liveMessage });
    }),
    markFailed: assign({ pendingQuery: null, liveMessage: '' }),
    trackEnteredText: emit(({ context }) => ({
      type: 'track',
      name: ANALYTICS_EVENTS.enteredText,
      properties: { query: queryOf(context.typed), via: context.via },
    }) as const),
    /** Enter on the active option, a click on option `index`, or a form submit (option 0, what the input shows). */
    select: enqueueActions(({ context, event, enqueue }) => {
      const index = event.type === 'option.select' ? event.index : event.type === 'form.submit' ? 0 : context.activeIndex;
      const option = getSearchOptions(context)[index];
      if (!option) return;
      const { href, query, searchMethod } = option.target;
      if (option.kind !== 'input' && option.kind !== 'naturalLanguage') {
        enqueue.emit({
          type: 'track',
          name: ANALYTICS_EVENTS.selectedSuggestion,
          properties: { kind: option.kind, id: option.item.id, label: option.label, index, query: queryOf(context.typed), href },
        });
      }
      if (query !== undefined && searchMethod !== undefined) {
        const storage = context.storage;
        enqueue.assign({ typed: query, completion: '', activeIndex: 0, caretAtEnd: true });
        enqueue(() => storeQuery(storage, query));
        enqueue.emit({ type: 'track', name: ANALYTICS_EVENTS.submittedSearch, properties: { query, searchMethod, via: context.via } });
        enqueue.emit({ type: 'submit', query, searchMethod, href });
      } else {
        enqueue.assign({ completion: '', activeIndex: 0 });
      }
      enqueue.emit({ type: 'navigate', href });
    }),
    clearQuery: enqueueActions(({ context, enqueue }) => {
      const storage = context.storage;
      enqueue.assign({ typed: '', completion: '', activeIndex: 0, results: null, liveMessage: '', caretAtEnd: true });
      enqueue(() => forgetQuery(storage));
    }),
    emitFocusInput: emit({ type: 'focus.input' } as const),
    restoreStored: assign(({ context }) => ({ typed: readStoredQuery(context.storage) ?? context.typed, completion: '', activeIndex: 0 })),
    forgetStored: ({ context }) => forgetQuery(context.storage),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => initialSearchContext(input),
  initial: 'unfocused',
  on: {
    'viewer.set': { actions: 'setViewer' },
    // Works in every state, list open or not, and after a failed request (decisions.md).
    'form.submit': { guard: 'hasQuery', actions: 'select' },
  },
  states: {
    unfocused: {
      entry: 'resetView',
      initial: 'empty',
      states: {
        /** Shows the hint placeholder. */
        empty: { always: { guard: 'hasQuery', target: 'filled' } },
        /** A query and no focus: the clear button shows. */
        filled: {
          on: { clear: { target: 'empty', actions: ['clearQuery', 'emitFocusInput'] } },
        },
      },
      on: {
        'input.focus': [
          { guard: 'isEmptyTyped', target: 'focused.empty' },
          { guard: 'isShortTyped', target: 'focused.open.typing' },
          // A query that settled before: served from the cache, held while the viewer loads, or fetched,
          // without an inline completion until the person types again.
          { guard: cached('typed'), target: SHOWING, actions: ['disarmCompletion', 'showCached'] },
          { guard: 'isViewerLoading', target: WAITING, actions: 'disarmCompletion' },
          { target: FETCHING, actions: 'disarmCompletion' },
        ],
        'input.change': [
          { guard: 'isEmptyChange', target: '.empty', actions: 'setTyped' },
          { target: '.filled', actions: 'setTyped' },
        ],
        'page.restore': [
          { guard: 'canRestore', target: '.filled', actions: 'restoreStored' },
          { guard: 'isElsewhere', actions: 'forgetStored' },
        ],
      },
    },
    focused: {
      initial: 'empty',
      on: {
        'input.blur': { target: 'unfocused' },
        'input.change': [
          // Only the completion went (Delete over the selected suffix): keep the query as it is.
          { guard: 'isSameTyped', actions: 'dropCompletion' },
          { guard: 'isEmptyChange', target: '.empty', actions: 'setTyped' },
          { guard: 'isShortChange', target: '.open.typing', actions: 'setTyped' },
          { target: '.open.debouncing', actions: 'setTyped' },
        ],
        'composition.start': { target: '.composing' },
        clear: { target: '.empty', actions: 'clearQuery' },
        'page.restore': { guard: 'isElsewhere', actions: 'forgetStored' },
      },
      states: {
        empty: { entry: 'resetView' },
        /** IME composition: no key handling, no request; the value settles on `composition.end`. */
        composing: {
          entry: 'resetView',
          on: {
            'input.change': { actions: 'setTyped' },
            'composition.end': [
              { guard: 'isEmptyChange', target: 'empty', actions: 'setTyped' },
              { guard: 'isShortChange', target: 'open.typing', actions: 'setTyped' },
              { target: 'open.debouncing', actions: 'setTyped' },
            ],
          },
        },
        /** Focused with a query, list closed (Escape, outside click, or after a selection). */
        dismissed: {
          entry: 'resetView',
          on: {
            'key.down': [
              // Up or Down reopens the list (APG combobox), settling the query as on focus.
              { guard: and([arrowKeys, 'isShortTyped']), target: 'open.typing' },
              { guard: and([arrowKeys, cached('typed')]), target: 'open.showing', actions: 'showCached' },
              { guard: and([arrowKeys, 'isViewerLoading']), target: 'open.waiting' },
              { guard: arrowKeys, target: 'open.fetching' },
              { guard: { type: 'isKey', params: { keys: [KEYS.enter] } }, actions: 'select' },
            ],
          },
        },
        open: {
          initial: 'typing',
          on: {
            'key.down': [
              { guard: { type: 'isKey', params: { keys: [KEYS.down] } }, actions: 'highlightNext' },
              { guard: { type: 'isKey', params: { keys: [KEYS.up] } }, actions: 'highlightPrevious' },
              { guard: { type: 'isKey', params: { keys: [KEYS.enter] } }, target: 'dismissed', actions: 'select' },
              { guard: { type: 'isKey', params: { keys: [KEYS.escape] } }, target: 'dismissed' },
            ],
            'option.pointerEnter': { guard: 'isOptionIndex', actions: 'highlightOption' },
            'option.select': { guard: 'isOptionIndex', target: 'dismissed', actions: 'select' },
            'outside.click': { target: 'dismissed' },
          },
          states: {
            /** A query below 3 characters: the typed-text and natural-language rows only. */
            typing: { entry: 'leaveResults' },
            debouncing: {
              entry: 'leaveResults',
              after: {
                [SEARCH_DEBOUNCE_DELAY]: [
                  { guard: cached('typed'), target: 'showing', actions: ['trackEnteredText', 'showCached'] },
                  { guard: 'isViewerLoading', target: 'waiting', actions: 'trackEnteredText' },
                  { target: 'fetching', actions: 'trackEnteredText' },
                ],
              },
            },
            /** Settled, but the viewer is still loading: no request until `viewer.set`. */
            waiting: {
              entry: 'leaveResults',
              always: [
                {
                  guard: and(['isViewerKnown', cached('typed')]),
                  target: 'showing',
                  actions: 'showCached',
                },
                { guard: 'isViewerKnown', target: 'fetching' },
              ],
            },
            /** One request in flight; leaving this state aborts it (the actor's AbortSignal fires). */
            fetching: {
              entry: ['leaveResults', 'markPending', 'emitRequest'],
              invoke: {
                id: SEARCH_FETCH_ACTOR,
                src: SEARCH_FETCH_ACTOR,
                input: ({ context }): FetchSuggestionsInput => {
                  const query = queryOf(context.typed);
                  return { query, variables: variablesFor(context, query) };
                },
                onDone: { target: 'showing', actions: 'showFetched' },
                onError: { target: 'error', actions: 'markFailed' },
              },
            },
            showing: {
              on: {
                'key.down': [
                  // Accepting the completion makes the completed text a settled query at once.
                  {
                    guard: and(['isAcceptKey', cached('accepted')]),
                    target: 'showing',
                    actions: ['acceptCompletion', 'trackEnteredText', 'showCached'],
                  },
                  { guard: and(['isAcceptKey', 'isViewerLoading']), target: 'waiting', actions: ['acceptCompletion', 'trackEnteredText'] },
                  { guard: 'isAcceptKey', target: 'fetching', actions: ['acceptCompletion', 'trackEnteredText'] },
                  { guard: 'isRemoveCompletionKey', actions: 'dropCompletion' },
                ],
              },
            },
            /** The request failed: typed-text rows stay, no error text; the next change retries. */
            error: { entry: 'leaveResults' },
          },
        },
      },
    },
  },
});

export type SearchMachine = typeof searchMachine;
