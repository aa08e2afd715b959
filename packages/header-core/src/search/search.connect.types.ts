// What a renderer spreads: the props and views the connect layer gives (connectSearch with its machine,
// connectPlainSearch without). Types only, so the form, the connect layer and the renderers share them
// without importing each other.
import type { SearchEvent } from './search.types.ts';
import type { SearchOption, SearchRowKind, SuggestionKind } from './search.options.types.ts';

export type SearchSend = (event: SearchEvent) => void;

/** The state as one name, for `data-state` and for renderers that switch on it. */
export type SearchStatus =
  | 'unfocused-empty'
  | 'unfocused-filled'
  | 'focused-empty'
  /** Focused and empty with the list open on its rows: recent and popular searches (issue 23). */
  | 'listing'
  | 'composing'
  | 'dismissed'
  | 'typing'
  | 'debouncing'
  | 'waiting'
  | 'fetching'
  | 'showing'
  | 'error';

export interface SearchKeyOptions {
  /** `KeyboardEvent.isComposing`. */
  readonly isComposing?: boolean;
  /** `KeyboardEvent.keyCode` (229 marks an IME key press even when `isComposing` is false). */
  readonly keyCode?: number;
  /** Whether the selection ends at the end of the value (`selectionEnd === value.length`). */
  readonly caretAtEnd?: boolean;
}

export interface SearchInputProps {
  readonly id: string;
  readonly role: 'combobox';
  readonly type: 'search';
  readonly name: 'query';
  readonly autoComplete: 'off';
  readonly 'aria-autocomplete': 'both';
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string;
  /** The highlighted option's id; absent while the input itself (index 0) is active. */
  readonly 'aria-activedescendant'?: string;
  readonly 'aria-label': string;
  /** The hint, only while unfocused (spec §4: shown when empty and unfocused). */
  readonly placeholder?: string;
  /**
   * 58 (spec §5), only in the server's HTML, for a page without JavaScript. With JavaScript the machine
   * keeps the limit in code points (UTF-16 `maxLength` cuts emoji early) and says so when a key or a
   * paste goes past it, which the browser's silent cut would not let it know.
   */
  readonly maxLength?: number;
  /** What the input shows: the typed text plus the inline completion. Bind as a controlled value. */
  readonly value: string;
  /** The range to select after render (UTF-16 offsets for `setSelectionRange`): the inline completion. Null when none. */
  readonly selection: { readonly start: number; readonly end: number } | null;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  /** Pass `input.value`, and whether the caret is at the end. */
  readonly onChange: (value: string, caretAtEnd?: boolean) => void;
  /** Takes `KeyboardEvent.key`; returns true when the renderer should call `preventDefault()`. */
  readonly onKeyDown: (key: string, options?: SearchKeyOptions) => boolean;
  readonly onCompositionStart: () => void;
  /** Pass `input.value` at `compositionend`. */
  readonly onCompositionEnd: (value: string) => void;
}

/** A piece of a row's text; `match`: emphasised (a `<mark>`). */
export interface SearchTextPart {
  readonly text: string;
  readonly match: boolean;
}

export interface SearchOptionView {
  readonly option: SearchOption;
  readonly index: number;
  readonly id: string;
  /** Row text: the label, or for the natural-language row the formatted "Search for ‘…’". */
  readonly text: string;
  /**
   * `text` in order, cut around what to emphasise (`match`): each word the API says matched, else the typed
   * query where it occurs. Joined, the parts are `text`.
   */
  readonly parts: readonly SearchTextPart[];
  /** Secondary text: class count of a skill or path, followers of a teacher. */
  readonly meta: string | null;
  /** Cover or avatar (already through the URL policy), when there is one. */
  readonly image: string | null;
  readonly href: string;
  readonly active: boolean;
}

/** A group of the list: its suggestions' kind, or in the empty box, recent or popular searches. */
export type SearchGroupKind = SuggestionKind | SearchRowKind;

export interface SearchSection {
  /** `'query'` holds rows 0 and 1 (no heading); the others are the suggestion groups, or the empty box's two. */
  readonly kind: 'query' | SearchGroupKind;
  readonly heading: string | null;
  /** Id for the heading element (`groupProps(kind)` points at it). */
  readonly headingId: string | null;
  readonly options: readonly SearchOptionView[];
}

export interface SearchApi {
  readonly status: SearchStatus;
  readonly isFocused: boolean;
  readonly isOpen: boolean;
  readonly activeIndex: number;
  /** The flattened options while open (empty when closed). */
  readonly options: readonly SearchOption[];
  readonly sections: readonly SearchSection[];
  /**
   * The list as a first key will show it (the typed-text and natural-language rows for a one-letter
   * stand-in), while the box is focused and empty, with or without its recent and popular rows; empty in
   * every other state. For a renderer that builds its popup ahead of the first keystroke: rendered into
   * the closed listbox, invisible (`visibility: hidden`), `aria-hidden` and never expanded, so that
   * keystroke only updates text instead of creating, styling and laying out the popup (and running this
   * code) for the first time; while the rows show, laid out once beside them and dropped. Computed when
   * called.
   */
  previewSections(): readonly SearchSection[];
  readonly liveMessage: string;
  readonly rootProps: { readonly id: string; readonly 'data-state': SearchStatus; readonly 'data-focused'?: true; readonly 'data-open'?: true };
  readonly inputProps: SearchInputProps;
  readonly listboxProps: {
    readonly id: string;
    readonly role: 'listbox';
    readonly 'aria-label': string;
    readonly hidden: boolean;
    readonly 'aria-busy'?: true;
  };
  groupProps(kind: SearchGroupKind): { readonly id: string; readonly role: 'group'; readonly 'aria-labelledby': string };
  optionProps(index: number): {
    readonly id: string;
    readonly role: 'option';
    readonly 'aria-selected': boolean;
    readonly 'data-active'?: true;
    /** A recent row: its description, how to remove it from the keyboard (`SearchRowsApi.recentHint`). */
    readonly 'aria-describedby'?: string;
    readonly onPointerEnter: () => void;
    /** Returns true: the renderer should `preventDefault()` so the input keeps focus through the click. */
    readonly onMouseDown: () => boolean;
    readonly onClick: () => void;
  };
  readonly clearButtonProps: {
    readonly id: string;
    readonly type: 'button';
    readonly 'aria-label': string;
    /** Hidden while the input shows no text (issue 25: spec §4's button, shown focused or not). */
    readonly hidden: boolean;
    /** Returns true: the renderer should `preventDefault()` so a press keeps focus in the input. */
    readonly onMouseDown: () => boolean;
    /** Empties the box, forgets the stored search, closes the list and asks for focus (`focus.input`). */
    readonly onClick: () => void;
  };
  /**
   * The polite status: `text` is its one message, or '' between messages. Not atomic, so that emptying
   * it (a removal) is never announced; a renderer writes `text` as the region's only content.
   */
  readonly liveRegionProps: {
    readonly id: string;
    readonly role: 'status';
    readonly 'aria-live': 'polite';
    readonly 'aria-atomic': false;
    readonly text: string;
  };
  /**
   * The search form: a GET form to the results page, so search works before JavaScript. `onSubmit`
   * returns true: call `preventDefault()` and let the machine submit (it stores, tracks, navigates).
   */
  readonly formProps: {
    readonly action: string;
    readonly method: 'get';
    readonly role: 'search';
    readonly onSubmit: () => boolean;
  };
  /** Hidden fields of the no-JavaScript GET form to the search page. */
  readonly hiddenFields: ReadonlyArray<{ readonly name: string; readonly value: string }>;
}

/**
 * A control of the empty box's rows that only the pointer uses (issue 23). It sits inside the listbox,
 * where the APG allows options and groups only, so it is hidden from assistive technology and out of
 * the tab order (`aria-hidden`, `tabIndex` -1); the keyboard's way is Delete on the highlighted recent
 * row, which `recentHint` describes, and every removal is announced. Its name is still given: as the
 * tooltip (`title`) and for tools that address controls by name.
 */
export interface SearchRowButtonProps {
  readonly id: string;
  readonly type: 'button';
  readonly 'aria-hidden': true;
  readonly tabIndex: -1;
  readonly 'aria-label': string;
  readonly title: string;
  /** Returns true: the renderer should `preventDefault()` so the input keeps focus (and the list stays). */
  readonly onMouseDown: () => boolean;
  readonly onClick: () => void;
}

/** What the machine's connect layer adds for the empty box's rows (issue 23); the plain form has none. */
export interface SearchRowsApi {
  /** The remove button of option `index` when it is a recent search, else null. */
  removeButtonProps(index: number): SearchRowButtonProps | null;
  /** The Clear button of the recent group's heading (its visible text is `text`), while recent rows show; else null. */
  readonly clearRecentProps: (SearchRowButtonProps & { readonly text: string }) | null;
  /** The description of every recent row (render it once, `hidden`; the options point at its id), while recent rows show; else null. */
  readonly recentHint: { readonly id: string; readonly text: string } | null;
}
