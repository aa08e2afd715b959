import { and, stateIn, type Actor } from 'xstate';
import { KEYS } from './search.keys.ts';
import { queryOf } from './search.limits.ts';
import { initialSearchContext, variablesFor } from './search.context.ts';
import type { TextSource } from './search.text.ts';
import { SEARCH_DEBOUNCE_DELAY, SEARCH_FETCH_ACTOR, SEARCH_POPULAR_ACTOR, searchSetup } from './search.setup.ts';
import type { FetchPopularInput, FetchSuggestionsInput } from './search.wire.types.ts';

export { SEARCH_DEBOUNCE_DELAY, SEARCH_FETCH_ACTOR, SEARCH_POPULAR_ACTOR } from './search.setup.ts';

const cached = (source: TextSource) => ({ type: 'isCached', params: { source } }) as const;
const arrowKeys = { type: 'isKey', params: { keys: ['ArrowDown', 'ArrowUp'] } } as const;
const SHOWING = '#search.focused.open.showing';
const WAITING = '#search.focused.open.waiting';
const FETCHING = '#search.focused.open.fetching';
const DISMISSED = '#search.focused.dismissed';
const LISTED = '#search.focused.empty.list.listed';
const CLOSED_ROWS = '#search.focused.empty.list.closed';
const isKey = (...keys: string[]) => ({ type: 'isKey', params: { keys } }) as const;

/**
 * The search box: a combobox with inline completion (`aria-autocomplete="both"`) and grouped
 * suggestions. Requests go through the injected `fetchSuggestions` actor; navigation, analytics
 * and announcements are emitted intents (see `SearchEmitted`).
 */
export const searchMachine = searchSetup.createMachine({
  id: 'search',
  context: ({ input }) => initialSearchContext(input),
  initial: 'unfocused',
  on: {
    'viewer.set': { actions: 'setViewer' },
    // Works in every state, list open or not, and after a failed request (decisions.md).
    'form.submit': { guard: 'hasQuery', actions: 'select' },
    // The empty box's rows (issue 23): the host's configuration, in any state.
    'rows.configure': { actions: ['configureRows', 'loadRecent'] },
  },
  states: {
    unfocused: {
      entry: 'resetView',
      initial: 'empty',
      states: {
        /** Shows the hint placeholder. */
        empty: { always: { guard: 'hasQuery', target: 'filled' } },
        /** A query and no focus. */
        filled: {},
      },
      on: {
        // The clear button shows while the box shows text; pressed from the keyboard, focus went to it.
        clear: { target: '.empty', actions: ['clearQuery', 'emitFocusInput'] },
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
          { guard: 'isSameTyped', actions: ['dropCompletion', 'noteLimit'] },
          { guard: 'isEmptyChange', target: '.empty', actions: 'setTyped' },
          { guard: 'isShortChange', target: '.open.typing', actions: 'setTyped' },
          { target: '.open.debouncing', actions: 'setTyped' },
        ],
        'composition.start': { target: '.composing' },
        // Pressed with the pointer, focus stayed in the box (the button's mouse down is prevented).
        clear: { target: '.empty', actions: ['clearQuery', 'emitFocusInput'] },
        'page.restore': { guard: 'isElsewhere', actions: 'forgetStored' },
      },
      states: {
        /**
         * Focused and empty (issue 23): the list opens when there are rows (recent searches, then popular
         * ones) and stays closed without them. The recent ones are read on every entry; popular ones are
         * asked for once (per entry until one answer came), beside.
         */
        empty: {
          type: 'parallel',
          entry: ['resetView', 'loadRecent', 'resetPopularFailure'],
          // The remove and Clear buttons of the recent rows (they show only here).
          on: {
            'recent.remove': { actions: 'removeRecent' },
            'recent.clear': { actions: 'clearRecent' },
          },
          states: {
            popular: {
              initial: 'idle',
              states: {
                idle: { always: { guard: 'needsPopular', target: 'fetching' } },
                /** Leaving the empty box (a key, blur) aborts it; the next time it is empty asks again. */
                fetching: {
                  invoke: {
                    id: SEARCH_POPULAR_ACTOR,
                    src: SEARCH_POPULAR_ACTOR,
                    input: (): FetchPopularInput => ({}),
                    onDone: [
                      { guard: stateIn(LISTED), target: 'idle', actions: ['showPopular', 'announceRows'] },
                      { target: 'idle', actions: 'showPopular' },
                    ],
                    // No popular rows and no error text; the recent ones stay.
                    onError: [
                      { guard: stateIn(LISTED), target: 'idle', actions: ['failPopular', 'announceRows'] },
                      { target: 'idle', actions: 'failPopular' },
                    ],
                  },
                },
              },
            },
            list: {
              initial: 'none',
              states: {
                /** Nothing to list: the list stays closed (APG: it opens on focus only with rows). */
                none: { always: { guard: 'hasRows', target: 'listed' } },
                /** Open with the rows: the keys act as on suggestions; Delete removes a recent one. */
                listed: {
                  entry: 'announceRows',
                  always: { guard: 'hasNoRows', target: 'none' },
                  on: {
                    'key.down': [
                      { guard: isKey(KEYS.down), actions: 'highlightNext' },
                      { guard: isKey(KEYS.up), actions: 'highlightPrevious' },
                      { guard: and([isKey(KEYS.enter), 'hasActiveRow']), target: DISMISSED, actions: 'select' },
                      { guard: isKey(KEYS.escape), target: 'closed' },
                      { guard: 'isRemoveKey', actions: 'removeRecent' },
                    ],
                    'option.pointerEnter': { guard: 'isOptionIndex', actions: 'highlightOption' },
                    'option.select': { guard: and(['isOptionIndex', 'isRowIndex']), target: DISMISSED, actions: 'select' },
                    'outside.click': { target: 'closed' },
                    // Another viewer, or the feature turned off, while the list shows: the rows change, and their count is said.
                    'rows.configure': { actions: ['configureRows', 'loadRecent', 'announceRows'] },
                  },
                },
                /** Closed by Escape or a press outside; Up or Down opens it again. */
                closed: {
                  entry: 'resetHighlight',
                  on: { 'key.down': { guard: and([arrowKeys, 'hasRows']), target: 'listed' } },
                },
              },
            },
          },
        },
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
            // Emptied while closed (the search field's own Escape, Backspace): the empty box's rows stay
            // closed too, until Up or Down (so the next Escape is the overlay's, as before issue 23).
            'input.change': { guard: 'isEmptyChange', target: CLOSED_ROWS, actions: 'setTyped' },
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
            // As Enter on the input: the list closes, so it never lists another query's rows under the submitted text.
            'form.submit': { guard: 'hasQuery', target: 'dismissed', actions: 'select' },
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
export type SearchActor = Actor<SearchMachine>;
