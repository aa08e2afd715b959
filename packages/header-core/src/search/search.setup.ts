// Types, injected actors, guards and actions of the search machine (the states are in search.machine.ts).
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { ANALYTICS_EVENTS } from '../analytics/index.ts';
import { KEYS, isKeyEvent } from './search.keys.ts';
import { DEBOUNCE_MS, isSuggestible, queryOf } from './search.limits.ts';
import { cacheKeyFor, showResults } from './search.context.ts';
import {
  changedValue,
  completedValue,
  isOverLimit,
  sourceText,
  visibleCompletion,
  type TextSource,
} from './search.text.ts';
import { getSearchOptions, listedOptionCount, optionCount } from './search.model.ts';
import {
  clearRecentSearches,
  forgetRecentSearch,
  isRecentConfig,
  readRecentSearches,
  rememberRecentSearch,
  withoutRecentSearch,
} from './search.recent.ts';
import { emptyRows, normalizePopular } from './search.rows.ts';
import { resolveSearchRowMessages, resultsMessage } from './search.strings.ts';
import { normalizeSuggestions } from './search.suggestions.ts';
import { forgetQuery, readStoredQuery, storeQuery } from './search.stored-query.ts';
import type {
  FetchPopularInput,
  FetchSuggestionsInput,
  RawPopularSearches,
  RawSearchSuggestions,
} from './search.wire.types.ts';
import type {
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchInput,
} from './search.types.ts';


/** Name of the debounce delay (override with `.provide({ delays: { debounce: ms } })`). */
export const SEARCH_DEBOUNCE_DELAY = 'debounce';
/** Name of the injected fetch actor (`.provide({ actors: { fetchSuggestions: fromPromise(…) } })`). */
export const SEARCH_FETCH_ACTOR = 'fetchSuggestions';
/** Name of the injected popular-searches actor (`.provide({ actors: { fetchPopular: fromPromise(…) } })`), issue 23. */
export const SEARCH_POPULAR_ACTOR = 'fetchPopular';

/** Whether the empty box still has to ask for popular searches (on, not answered, not failed while focused empty). */
const needsPopular = (context: SearchContext) => context.popularEnabled && context.popular === null && !context.popularFailed;

/** The active option, when it is a recent row (what Delete removes). */
function activeRecent(context: SearchContext): string | null {
  const option = getSearchOptions(context)[context.activeIndex];
  return option?.kind === 'recent' ? option.label : null;
}

/**
 * The context after `query` left the recent searches (`removed` says whether it was listed): the rows
 * without it, the highlight on the row that took its place (or the one before, or the input when none
 * is left), and the polite announcement. Storage is written by the caller, beside.
 */
function withoutRecent(context: SearchContext, query: string): { removed: boolean; update: Partial<SearchContext> } {
  const recent = withoutRecentSearch(context.recent, query);
  const position = context.recent.length - recent.length > 0 ? context.recent.findIndex((item) => !recent.includes(item)) + 1 : 0;
  if (position === 0) return { removed: false, update: {} };
  const rows = emptyRows({ ...context, recent }).length;
  const active = context.activeIndex;
  const activeIndex = active === 0 ? 0 : position < active ? active - 1 : Math.min(active, rows);
  return { removed: true, update: { recent, activeIndex, liveMessage: context.rowMessages.searchRecentRemoved({ query: context.recent[position - 1] ?? query }) } };
}

/** Writes a removal to the store (when recent searches are on and the viewer known). */
function storeRemoval(context: SearchContext, query: string | null): () => void {
  const config = context.recentConfig;
  return () => {
    if (config === null || config.owner === null) return;
    if (query === null) clearRecentSearches(config.storage);
    else forgetRecentSearch(config.storage, config.owner, query);
  };
}

/** The search machine's implementation: what its states refer to by name. */
export const searchSetup = setup({
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
    /** Default: no data source. A failure (or none) means no popular rows and no error text. */
    [SEARCH_POPULAR_ACTOR]: fromPromise<RawPopularSearches | null | undefined, FetchPopularInput>(() =>
      Promise.reject(new Error('searchMachine: provide the fetchPopular actor')),
    ),
  },
  guards: {
    hasQuery: ({ context }) => queryOf(context.typed) !== '',
    isEmptyTyped: ({ context }) => queryOf(context.typed) === '',
    isShortTyped: ({ context }) => !isSuggestible(context.typed),
    isSameTyped: ({ context, event }) => changedValue(context, event) === context.typed,
    isEmptyChange: ({ context, event }) => queryOf(changedValue(context, event) ?? '') === '',
    isShortChange: ({ context, event }) => !isSuggestible(changedValue(context, event) ?? ''),
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
    // The empty box's rows (issue 23).
    hasRows: ({ context }) => emptyRows(context).length > 0,
    hasNoRows: ({ context }) => emptyRows(context).length === 0,
    needsPopular: ({ context }) => needsPopular(context),
    /** A row is highlighted (not the empty input, index 0): Enter searches it. */
    hasActiveRow: ({ context }) => context.activeIndex > 0 && context.activeIndex < optionCount(context),
    isRowIndex: ({ event }) => event.type === 'option.select' && event.index > 0,
    /** Delete on a highlighted recent row, or Backspace there while the box holds nothing (its own key otherwise). */
    isRemoveKey: ({ context, event }) =>
      (isKeyEvent(event, [KEYS.delete]) || (isKeyEvent(event, [KEYS.backspace]) && context.typed === '')) && activeRecent(context) !== null,
  },
  actions: {
    setTyped: assign(({ context, event }) => ({
      typed: changedValue(context, event) ?? context.typed,
      acceptedText: null,
      completion: '',
      completionArmed: true,
      activeIndex: 0,
      // A change past 58 code points was cut: the polite live region says so (never a silent cut).
      liveMessage: isOverLimit(event) ? context.messages.searchTooLong : '',
      caretAtEnd: event.type === 'input.change' ? event.caretAtEnd !== false : true,
    })),
    disarmCompletion: assign({ completion: '', completionArmed: false }),
    dropCompletion: assign({ completion: '' }),
    /** A change refused whole (a key in a full box) leaves the text as it was, and still says why. */
    noteLimit: assign({ liveMessage: ({ context, event }) => (isOverLimit(event) ? context.messages.searchTooLong : context.liveMessage) }),
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
      typed: completedValue(context),
      acceptedText: completedValue(context),
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
      const options = { ...(context.origin === undefined ? {} : { origin: context.origin }), linkHosts: context.linkHosts };
      const query = context.pendingQuery ?? queryOf(context.typed);
      const shown = showResults(context, { query, suggestions: normalizeSuggestions(output, options) });
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
    /** The rows that stay (the "Search for" row) are counted like any answer's: one count, no error text. */
    markFailed: enqueueActions(({ context, enqueue }) => {
      const liveMessage = resultsMessage(context.messages, listedOptionCount({ ...context, results: null }));
      enqueue.assign({ pendingQuery: null, liveMessage });
      enqueue.emit({ type: 'announce', message: liveMessage });
    }),
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
      if (option.kind === 'skill' || option.kind === 'class' || option.kind === 'path' || option.kind === 'teacher') {
        enqueue.emit({
          type: 'track',
          name: ANALYTICS_EVENTS.selectedSuggestion,
          properties: { kind: option.kind, id: option.item.id, label: option.label, index, query: queryOf(context.typed), href },
        });
      }
      if (query !== undefined && searchMethod !== undefined) {
        const storage = context.storage;
        const recent = context.recentConfig;
        enqueue.assign({ typed: query, completion: '', activeIndex: 0, caretAtEnd: true });
        enqueue(() => storeQuery(storage, query));
        // The text of a search is remembered (decisions.md: submitted, or a picked skill), on the device, as its owner's.
        const owner = recent?.owner ?? null;
        if (recent && owner !== null) enqueue(() => rememberRecentSearch(recent.storage, owner, query));
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
    // The empty box's rows (issue 23).
    configureRows: assign(({ event }) => {
      if (event.type !== 'rows.configure') return {};
      return {
        recentConfig: isRecentConfig(event.recent) ? event.recent : null,
        popularEnabled: event.popular === true,
        ...(event.messages === undefined ? {} : { rowMessages: resolveSearchRowMessages(event.messages) }),
      };
    }),
    /**
     * Reads the recent searches (every time the box is focused empty, so another tab's show, and when the
     * configuration changes). Someone else's, or garbage, are removed from the device (signing out
     * clears them); with the feature off, or the viewer unknown, there are none.
     */
    loadRecent: enqueueActions(({ context, enqueue }) => {
      const config = context.recentConfig;
      const read = config && config.owner !== null ? readRecentSearches(config.storage, config.owner) : { queries: [], stale: false };
      const rows = emptyRows({ ...context, recent: read.queries }).length;
      enqueue.assign({ recent: read.queries, activeIndex: Math.min(context.activeIndex, rows) });
      if (config && read.stale) enqueue(() => clearRecentSearches(config.storage));
    }),
    resetPopularFailure: assign({ popularFailed: false }),
    showPopular: assign({ popular: ({ event }) => normalizePopular('output' in event ? event.output : null) }),
    failPopular: assign({ popularFailed: true }),
    resetHighlight: assign({ activeIndex: 0 }),
    /** The rows settled (popular answered, failed or not asked for): the polite region counts them once; until then it says nothing. */
    announceRows: enqueueActions(({ context, enqueue }) => {
      if (needsPopular(context)) {
        enqueue.assign({ liveMessage: '' });
        return;
      }
      const liveMessage = resultsMessage(context.messages, emptyRows(context).length);
      enqueue.assign({ liveMessage });
      enqueue.emit({ type: 'announce', message: liveMessage });
    }),
    /** A recent search goes: its remove button's (`recent.remove`), or the highlighted one (Delete, or Backspace in the empty box). */
    removeRecent: enqueueActions(({ context, event, enqueue }) => {
      const query = event.type === 'recent.remove' ? (typeof event.query === 'string' ? event.query : null) : activeRecent(context);
      if (query === null) return;
      const { removed, update } = withoutRecent(context, query);
      enqueue(storeRemoval(context, query));
      if (!removed) return;
      enqueue.assign(update);
      enqueue.emit({ type: 'announce', message: update.liveMessage ?? '' });
    }),
    /** The Clear button: every recent search goes; popular rows stay (and fill up to five). */
    clearRecent: enqueueActions(({ context, enqueue }) => {
      enqueue(storeRemoval(context, null));
      if (context.recent.length === 0) return;
      const liveMessage = context.rowMessages.searchRecentCleared;
      enqueue.assign({ recent: [], activeIndex: 0, liveMessage });
      enqueue.emit({ type: 'announce', message: liveMessage });
    }),
    restoreStored: assign(({ context }) => ({ typed: readStoredQuery(context.storage) ?? context.typed, completion: '', activeIndex: 0 })),
    forgetStored: ({ context }) => forgetQuery(context.storage),
  },
});
