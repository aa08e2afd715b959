// The search form without its machine: the box as the server renders it, as it works without
// JavaScript, and as it is in the browser until the search machine has loaded (on the box's first
// use). connectSearch builds on the same parts, so the two never disagree. No xstate here.
import type { SearchApi, SearchStatus } from './search.connect.types.ts';
import { getSearchIds } from './search.dom.ts';
import { MAX_LENGTH } from './search.limits.ts';
import type { SearchMessages } from './search.messages.ts';

export interface SearchFormState {
  /** The box id (DOM ids derive from it). */
  readonly id: string;
  /** What the input shows. */
  readonly value: string;
  readonly isFocused: boolean;
  /** The `via` value the form sends (spec §4). */
  readonly via: string;
  readonly searchPagePath: string;
  readonly messages: SearchMessages;
  /**
   * JavaScript runs (the page is hydrated): the machine that takes the text over keeps the 58 limit
   * and says when it cuts, so the browser's silent `maxlength` is left off (a paste before the machine
   * arrived would be cut unsaid, and early for emoji). Default false: the server's HTML keeps it.
   */
  readonly scripted?: boolean;
}

/** The fixed parts of the box: ids, the form, its hidden fields and the input's own attributes. */
export function searchFormParts({ id, value, isFocused, via, searchPagePath, messages }: SearchFormState) {
  const ids = getSearchIds(id);
  return {
    ids,
    input: {
      id: ids.input,
      type: 'search' as const,
      name: 'query' as const,
      autoComplete: 'off' as const,
      'aria-label': messages.search,
      ...(isFocused ? {} : { placeholder: messages.searchPlaceholder }),
      value,
    },
    form: { action: searchPagePath, method: 'get' as const, role: 'search' as const },
    hiddenFields: [
      { name: 'searchMethod', value: 'naturalLang' },
      { name: 'via', value: via },
    ],
  };
}

export interface PlainSearchHandlers {
  readonly onChange: (value: string) => void;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
}

const ignore = () => {};

/**
 * The box before its machine runs: the GET form, the input keeping what is typed (the machine takes it
 * over when it starts), nothing opens, no key is handled, and submitting is left to the browser.
 */
export function connectPlainSearch(state: SearchFormState, handlers: PlainSearchHandlers): SearchApi {
  const { ids, input, form, hiddenFields } = searchFormParts(state);
  const status: SearchStatus = state.isFocused ? (state.value === '' ? 'focused-empty' : 'typing') : state.value === '' ? 'unfocused-empty' : 'unfocused-filled';
  return {
    status,
    isFocused: state.isFocused,
    isOpen: false,
    activeIndex: 0,
    options: [],
    sections: [],
    previewSections: () => [],
    liveMessage: '',
    rootProps: { id: ids.root, 'data-state': status, ...(state.isFocused ? { 'data-focused': true as const } : {}) },
    inputProps: {
      ...input,
      // Without JavaScript the browser keeps the spec's limit (UTF-16, so stricter for emoji).
      ...(state.scripted ? {} : { maxLength: MAX_LENGTH }),
      role: 'combobox',
      'aria-autocomplete': 'both',
      'aria-expanded': false,
      'aria-controls': ids.listbox,
      selection: null,
      onFocus: handlers.onFocus,
      onBlur: handlers.onBlur,
      onChange: (value) => handlers.onChange(value),
      onKeyDown: () => false,
      onCompositionStart: ignore,
      onCompositionEnd: (value) => handlers.onChange(value),
    },
    listboxProps: { id: ids.listbox, role: 'listbox', 'aria-label': state.messages.searchSuggestions, hidden: true },
    groupProps: (kind) => ({ id: ids.group(kind), role: 'group', 'aria-labelledby': ids.groupLabel(kind) }),
    optionProps: (index) => ({
      id: `${state.id}-opt-${index}`,
      role: 'option',
      'aria-selected': false,
      onPointerEnter: ignore,
      onMouseDown: () => true,
      onClick: ignore,
    }),
    clearButtonProps: { id: ids.clear, type: 'button', 'aria-label': state.messages.searchClear, hidden: true, onMouseDown: () => true, onClick: ignore },
    liveRegionProps: { id: ids.live, role: 'status', 'aria-live': 'polite', 'aria-atomic': false, text: '' },
    formProps: { ...form, onSubmit: () => false },
    hiddenFields,
  };
}
