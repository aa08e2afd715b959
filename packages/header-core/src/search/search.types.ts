// The search machine's own types: its input, its context, the events it takes and the intents it emits.
// What the server answers is in search.wire.types.ts, what the list shows in search.options.types.ts,
// what a renderer spreads in search.connect.types.ts.
import type { SafeStorage } from '../storage/index.ts';
import type { SearchMethod } from './search.limits.ts';
import type { SearchMessageKey, SearchMessages } from './search.messages.ts';
import type { PopularSearch, SearchSuggestions } from './search.options.types.ts';
import type { SearchRowMessageKey, SearchRowMessages } from './search.strings.ts';

/**
 * Where recent searches are kept and whose they are (issue 23). `owner` is `recentSearchesOwner(viewer id,
 * or null for a visitor)`, or null while the viewer loads: nothing is read or kept then.
 */
export interface RecentSearchesConfig {
  /** The header's `storage` (localStorage behind `createSafeStorage`); never the session store. */
  readonly storage: SafeStorage;
  readonly owner: string | null;
}

/** Viewer state: `'loading'` while the current user is unknown (no request is sent then). */
export type ViewerLoggedIn = boolean | 'loading';

export interface SearchInput {
  /** Stable id; prefix of every DOM id that `connectSearch` produces. */
  readonly id: string;
  /** Tracking value of the search URL (decisions.md). Default `'header'`. */
  readonly via?: string;
  /** Path of the search results page. Default `'/search'`. */
  readonly searchPagePath?: string;
  /** Text shown in the box at start (e.g. the results page's query); cut to 58 code points. */
  readonly initialQuery?: string;
  /** Where submitted searches are kept (`sessionStorage` behind `createSafeStorage` in the browser). Default: memory. */
  readonly storage?: SafeStorage;
  /** The high-quality-classes flag. `onlyHighQuality` is sent only when it is on and the viewer is logged in. Default false. */
  readonly onlyHighQuality?: boolean;
  /** Whether the viewer is logged in; `'loading'` holds requests back until `viewer.set`. Default false. */
  readonly loggedIn?: ViewerLoggedIn;
  /** `analyticsTags` variable of the suggestions query; omitted when empty. Default none. */
  readonly analyticsTags?: readonly string[];
  /** Origin that relative data URLs resolve against (URL policy). Default: any relative path is same-origin. */
  readonly origin?: string;
  /**
   * Hosts besides `origin` that a suggestion's link may point at (`HeaderModel.linkHosts`; see
   * `linkPolicy`). A class or teacher whose link goes elsewhere is not suggested. Default: none.
   */
  readonly linkHosts?: readonly string[];
  /** Live-region strings (English defaults), the row strings included; pass the same overrides to `connectSearch`. */
  readonly messages?: Partial<Record<SearchMessageKey | SearchRowMessageKey, unknown>>;
  /**
   * Recent searches in the empty box (issue 23): kept on submit and on a picked skill, shown when the
   * box is focused empty. Default null: none kept, none shown. A host may also give it later (and change
   * it: another viewer, the feature turned off) with `rows.configure`.
   */
  readonly recent?: RecentSearchesConfig | null;
  /** Popular searches in the empty box, from the injected `fetchPopular` actor. Default false. */
  readonly popular?: boolean;
}

export interface SearchResults {
  /** The trimmed query these suggestions answer (results are tagged, never shown for another query). */
  readonly query: string;
  readonly suggestions: SearchSuggestions;
}

export interface SearchCacheEntry {
  /** Query plus the variables that change the answer (see `cacheKeyFor`). */
  readonly key: string;
  readonly results: SearchResults;
}

export interface SearchContext {
  readonly id: string;
  readonly via: string;
  readonly searchPagePath: string;
  readonly storage: SafeStorage;
  readonly onlyHighQuality: boolean;
  readonly loggedIn: ViewerLoggedIn;
  readonly analyticsTags: readonly string[];
  readonly origin: string | undefined;
  readonly linkHosts: readonly string[];
  readonly messages: SearchMessages;
  /** What the user typed (at most 58 code points, no lone surrogate). */
  readonly typed: string;
  /**
   * Inline completion: the top suggestion's own text, of which `typed` is a case-insensitive prefix
   * (empty when none). The input shows `typed` and then the rest of it, selected (`displayValue`);
   * accepting or submitting gives this text (`completedValue`).
   */
  readonly completion: string;
  /**
   * Whether an answer may bring an inline completion: only after the person typed. Focusing a box that
   * already holds a query (the search page) must not, or a Tab through the header would accept it.
   */
  readonly completionArmed: boolean;
  /**
   * The text as it was when the person accepted the inline completion (Tab, Right), else null. While
   * `typed` is still that text, Enter submits it with `searchMethod=autocomplete` (decisions.md).
   */
  readonly acceptedText: string | null;
  /** 0 = the typed text, 1 = natural language, then the suggestions. */
  readonly activeIndex: number;
  /** Where the caret was at the last `input.change` (fallback when a key event does not say). */
  readonly caretAtEnd: boolean;
  /** Suggestions last shown; only displayed in the `showing` state and only for their own query. */
  readonly results: SearchResults | null;
  /** The query of the request in flight (the `fetching` state). */
  readonly pendingQuery: string | null;
  /** Answered queries, least recently used first (at most `CACHE_SIZE`). */
  readonly cache: readonly SearchCacheEntry[];
  /**
   * The polite live-region text: once suggestions settle (or fail), or the empty box's rows show, the
   * number of options the listbox holds; after a change cut at 58 code points, the limit's message;
   * after a recent search was removed (or all were), that; empty otherwise.
   */
  readonly liveMessage: string;
  /** The empty box's row strings (issue 23; English defaults, overrides from `messages`). */
  readonly rowMessages: SearchRowMessages;
  /** Where recent searches are kept and whose they are; null when they are off. */
  readonly recentConfig: RecentSearchesConfig | null;
  /** Whether the empty box asks `fetchPopular` for popular searches. */
  readonly popularEnabled: boolean;
  /** The recent searches as last read (newest first, at most 5); none while off or the viewer is unknown. */
  readonly recent: readonly string[];
  /** Popular searches once answered (kept for the box's life: one answer per page); null before, and after failures. */
  readonly popular: readonly PopularSearch[] | null;
  /** The popular request failed while the box was focused empty; the next time it is, it asks again. */
  readonly popularFailed: boolean;
}

export type SearchEvent =
  | { readonly type: 'input.focus' }
  | { readonly type: 'input.blur' }
  /** The input's value changed; `caretAtEnd` says whether the caret sits at the end. */
  | { readonly type: 'input.change'; readonly value: string; readonly caretAtEnd?: boolean }
  | { readonly type: 'composition.start' }
  | { readonly type: 'composition.end'; readonly value: string }
  /**
   * `key` is `KeyboardEvent.key`. `isComposing`/`keyCode` let the machine ignore IME key presses
   * (keyCode 229). `caretAtEnd`: the selection ends at the end of the value (for ArrowRight).
   */
  | {
      readonly type: 'key.down';
      readonly key: string;
      readonly isComposing?: boolean;
      readonly keyCode?: number;
      readonly caretAtEnd?: boolean;
    }
  | { readonly type: 'option.pointerEnter'; readonly index: number }
  | { readonly type: 'option.select'; readonly index: number }
  | { readonly type: 'clear' }
  /** The search form was submitted (submit button, or the platform's own submit): submits what the input shows. */
  | { readonly type: 'form.submit' }
  | { readonly type: 'outside.click' }
  /** Sent by the host on every page: restores the stored search on the search page, forgets it elsewhere. */
  | { readonly type: 'page.restore'; readonly isSearchPage: boolean }
  | { readonly type: 'viewer.set'; readonly loggedIn: ViewerLoggedIn }
  /**
   * The empty box's rows (issue 23), as the host has them now: recent searches (null: off), popular
   * ones, and their strings (the header's `messages`; other keys are ignored). Sent again when any
   * changes (another viewer, the feature turned off); the recent searches are read again at once.
   */
  | {
      readonly type: 'rows.configure';
      readonly recent: RecentSearchesConfig | null;
      readonly popular: boolean;
      readonly messages?: Readonly<Record<string, unknown>> | null;
    }
  /** Removes one recent search (its remove button; Delete on the highlighted row is a `key.down`). */
  | { readonly type: 'recent.remove'; readonly query: string }
  /** Removes every recent search (the Clear button of their group). */
  | { readonly type: 'recent.clear' };

export type SearchTrackName = 'entered-text' | 'selected-suggestion' | 'submitted-search';

export type SearchEmitted =
  /** Go to `href`. Every selection emits exactly one `navigate`. */
  | { readonly type: 'navigate'; readonly href: string }
  /** A search was submitted (emitted just before its `navigate`; informational for hosts that route themselves). */
  | { readonly type: 'submit'; readonly query: string; readonly searchMethod: SearchMethod; readonly href: string }
  | { readonly type: 'track'; readonly name: SearchTrackName; readonly properties: Readonly<Record<string, unknown>> }
  /** A suggestions request went out (observability and tests). */
  | { readonly type: 'request'; readonly query: string }
  /** Suggestions or the empty box's rows settled (the count), or a recent search was removed: for the polite live region (also in `context.liveMessage`). */
  | { readonly type: 'announce'; readonly message: string }
  /** Move DOM focus to the input (after the clear button, which then disappears, was used). */
  | { readonly type: 'focus.input' };
