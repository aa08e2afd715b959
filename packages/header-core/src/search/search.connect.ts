import type { SnapshotFrom } from 'xstate';
import { format } from '../messages.ts';
import { queryOf } from './search.limits.ts';
import type { SearchMachine } from './search.machine.ts';
import { isImeKey } from './search.context.ts';
import { formatCount, resolveSearchMessages, type SearchMessages } from './search.messages.ts';
import { searchFormParts } from './search.form.ts';
import { displayValue, getSearchOptions, splitMatch, visibleCompletion } from './search.options.ts';
import type { SearchEvent, SearchOption, SuggestionKind } from './search.types.ts';

export type SearchSnapshot = SnapshotFrom<SearchMachine>;
export type SearchSend = (event: SearchEvent) => void;

/** The state as one name, for `data-state` and for renderers that switch on it. */
export type SearchStatus =
  | 'unfocused-empty'
  | 'unfocused-filled'
  | 'focused-empty'
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
  /** 58, as the spec says; the machine also cuts at 58 code points (UTF-16 `maxLength` is stricter for emoji). */
  readonly maxLength: number;
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

export interface SearchOptionView {
  readonly option: SearchOption;
  readonly index: number;
  readonly id: string;
  /** Row text: the label, or for the natural-language row the formatted "Search for ‘…’". */
  readonly text: string;
  /** `text` split around the typed query, for emphasis. */
  readonly parts: { readonly before: string; readonly match: string; readonly after: string };
  /** Secondary text: class count of a skill or path, followers of a teacher. */
  readonly meta: string | null;
  /** Cover or avatar (already through the URL policy), when there is one. */
  readonly image: string | null;
  readonly href: string;
  readonly active: boolean;
}

export interface SearchSection {
  /** `'query'` holds rows 0 and 1 (no heading); the others are the suggestion groups. */
  readonly kind: 'query' | SuggestionKind;
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
   * stand-in), while the box is focused and empty; empty in every other state. For a renderer that
   * builds its popup ahead of the first keystroke: rendered into the closed listbox, invisible
   * (`visibility: hidden`), `aria-hidden` and never expanded, so that keystroke only updates text
   * instead of creating, styling and laying out the popup (and running this code) for the first
   * time. Computed when called.
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
  groupProps(kind: SuggestionKind): { readonly id: string; readonly role: 'group'; readonly 'aria-labelledby': string };
  optionProps(index: number): {
    readonly id: string;
    readonly role: 'option';
    readonly 'aria-selected': boolean;
    readonly 'data-active'?: true;
    readonly onPointerEnter: () => void;
    /** Returns true: the renderer should `preventDefault()` so the input keeps focus through the click. */
    readonly onMouseDown: () => boolean;
    readonly onClick: () => void;
  };
  readonly clearButtonProps: {
    readonly id: string;
    readonly type: 'button';
    readonly 'aria-label': string;
    /** The button shows only when the box is not focused and holds a query (spec §4). */
    readonly hidden: boolean;
    readonly onClick: () => void;
  };
  readonly liveRegionProps: {
    readonly id: string;
    readonly role: 'status';
    readonly 'aria-live': 'polite';
    readonly 'aria-atomic': true;
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

const SECTION_KINDS: readonly SuggestionKind[] = ['skill', 'class', 'path', 'teacher'];

const FOCUSED_STATUS: ReadonlyArray<readonly [string, SearchStatus]> = [
  ['empty', 'focused-empty'],
  ['composing', 'composing'],
  ['dismissed', 'dismissed'],
];
const OPEN_STATUS: readonly SearchStatus[] = ['typing', 'debouncing', 'waiting', 'fetching', 'showing', 'error'];

function statusOf(snapshot: SearchSnapshot): SearchStatus {
  if (snapshot.matches({ unfocused: 'filled' })) return 'unfocused-filled';
  if (snapshot.matches('unfocused')) return 'unfocused-empty';
  for (const [state, status] of FOCUSED_STATUS) if (snapshot.matches({ focused: state as 'empty' })) return status;
  return OPEN_STATUS.find((state) => snapshot.matches({ focused: { open: state as 'typing' } })) ?? 'typing';
}

function headingOf(kind: SuggestionKind, messages: SearchMessages): string {
  switch (kind) {
    case 'skill':
      return messages.searchGroupSkills;
    case 'class':
      return messages.searchGroupClasses;
    case 'path':
      return messages.searchGroupPaths;
    case 'teacher':
      return messages.searchGroupTeachers;
  }
}

function viewOf(option: SearchOption, query: string, activeIndex: number, messages: SearchMessages): SearchOptionView {
  let text = option.label;
  let parts = splitMatch(option.label, query);
  let meta: string | null = null;
  let image: string | null = null;
  switch (option.kind) {
    case 'naturalLanguage': {
      const [before = '', ...rest] = messages.searchForQuery.split('{query}');
      text = format(messages.searchForQuery, { query: option.label });
      parts = rest.length > 0 ? { before, match: option.label, after: rest.join(option.label) } : { before: text, match: '', after: '' };
      break;
    }
    case 'skill':
      meta = formatCount(messages.searchClassCountOne, messages.searchClassCountMany, option.item.classCount);
      break;
    case 'class':
      image = option.item.coverImageUrl;
      break;
    case 'path':
      meta = formatCount(messages.searchClassCountOne, messages.searchClassCountMany, option.item.itemCount);
      image = option.item.coverImage;
      break;
    case 'teacher':
      meta = formatCount(messages.searchFollowerCountOne, messages.searchFollowerCountMany, option.item.followerCount);
      image = option.item.avatar;
      break;
    default:
      break;
  }
  return { option, index: option.index, id: option.id, text, parts, meta, image, href: option.target.href, active: option.index === activeIndex };
}

/** The sections of the flattened `views`: rows 0 and 1 without a heading, then one group per kind. */
function sectionsOf(views: readonly SearchOptionView[], messages: SearchMessages, groupLabel: (kind: SuggestionKind) => string): SearchSection[] {
  const sections: SearchSection[] = [];
  if (views.length > 0) sections.push({ kind: 'query', heading: null, headingId: null, options: views.slice(0, 2) });
  for (const kind of SECTION_KINDS) {
    const inKind = views.filter((view) => view.option.kind === kind);
    if (inKind.length > 0) sections.push({ kind, heading: headingOf(kind, messages), headingId: groupLabel(kind), options: inKind });
  }
  return sections;
}

/**
 * What `previewSections` types in: one letter, so the preview has the emphasised part of a row (its
 * bold run is laid out ahead too). Nobody sees or hears it: the first key replaces it.
 */
const PREVIEW_TEXT = 'a';

/**
 * Maps a search snapshot to the props a renderer spreads; pure, so ARIA and the key mapping are
 * tested in Node. Messages: the machine's (its `messages` input), with `overrides` on top.
 */
export function connectSearch(
  snapshot: SearchSnapshot,
  send: SearchSend,
  overrides?: Partial<Record<keyof SearchMessages, unknown>>,
): SearchApi {
  const messages = overrides ? resolveSearchMessages(overrides, snapshot.context.messages) : snapshot.context.messages;
  const context = snapshot.context;
  const status = statusOf(snapshot);
  const isFocused = !status.startsWith('unfocused');
  const isOpen = snapshot.matches({ focused: 'open' });
  const options = isOpen ? getSearchOptions(context) : [];
  const activeIndex = isOpen ? Math.min(context.activeIndex, Math.max(options.length - 1, 0)) : 0;
  const active = activeIndex > 0 ? options[activeIndex] : undefined;
  const value = isOpen ? displayValue(context) : context.typed;
  const completion = isOpen ? visibleCompletion(context) : '';
  const query = queryOf(context.typed);
  const { ids, input, form, hiddenFields } = searchFormParts({
    id: context.id,
    value,
    isFocused,
    via: context.via,
    searchPagePath: context.searchPagePath,
    messages,
  });

  const views = options.map((option) => viewOf(option, query, activeIndex, messages));
  const sections = sectionsOf(views, messages, ids.groupLabel);
  // The same code the first key runs, on the rows it will show (ids included, so a renderer keeps them).
  const previewSections = (): readonly SearchSection[] => {
    if (status !== 'focused-empty') return [];
    const typed = { ...context, typed: PREVIEW_TEXT, completion: '', activeIndex: 0, results: null };
    const previewViews = getSearchOptions(typed).map((option) => viewOf(option, PREVIEW_TEXT, 0, messages));
    return sectionsOf(previewViews, messages, ids.groupLabel);
  };

  const inputProps: SearchInputProps = {
    ...input,
    role: 'combobox',
    'aria-autocomplete': 'both',
    'aria-expanded': isOpen,
    'aria-controls': ids.listbox,
    ...(active ? { 'aria-activedescendant': active.id } : {}),
    selection: completion !== '' ? { start: context.typed.length, end: value.length } : null,
    onFocus: () => send({ type: 'input.focus' }),
    onBlur: () => send({ type: 'input.blur' }),
    onChange: (next, caretAtEnd) =>
      send(caretAtEnd === undefined ? { type: 'input.change', value: next } : { type: 'input.change', value: next, caretAtEnd }),
    onKeyDown: (key, keyOptions = {}) => {
      if (isImeKey(keyOptions) || status === 'composing') return false;
      const event: SearchEvent = {
        type: 'key.down',
        key,
        ...(keyOptions.isComposing === undefined ? {} : { isComposing: keyOptions.isComposing }),
        ...(keyOptions.keyCode === undefined ? {} : { keyCode: keyOptions.keyCode }),
        ...(keyOptions.caretAtEnd === undefined ? {} : { caretAtEnd: keyOptions.caretAtEnd }),
      };
      const acts = snapshot.can(event);
      if (acts) send(event);
      // Enter always belongs to the machine while focused: it submits, or (empty box) does nothing.
      return acts || (key === 'Enter' && isFocused);
    },
    onCompositionStart: () => send({ type: 'composition.start' }),
    onCompositionEnd: (next) => send({ type: 'composition.end', value: next }),
  };

  return {
    status,
    isFocused,
    isOpen,
    activeIndex,
    options,
    sections,
    previewSections,
    liveMessage: context.liveMessage,
    rootProps: {
      id: ids.root,
      'data-state': status,
      ...(isFocused ? { 'data-focused': true as const } : {}),
      ...(isOpen ? { 'data-open': true as const } : {}),
    },
    inputProps,
    listboxProps: {
      id: ids.listbox,
      role: 'listbox',
      'aria-label': messages.searchSuggestions,
      hidden: !isOpen,
      ...(status === 'debouncing' || status === 'fetching' ? { 'aria-busy': true as const } : {}),
    },
    groupProps: (kind) => ({ id: ids.group(kind), role: 'group', 'aria-labelledby': ids.groupLabel(kind) }),
    optionProps: (index) => {
      const option = options[index];
      return {
        id: option?.id ?? `${context.id}-opt-${index}`,
        role: 'option',
        'aria-selected': index > 0 && index === activeIndex,
        ...(isOpen && index === activeIndex ? { 'data-active': true as const } : {}),
        onPointerEnter: () => send({ type: 'option.pointerEnter', index }),
        onMouseDown: () => true,
        onClick: () => send({ type: 'option.select', index }),
      };
    },
    clearButtonProps: {
      id: ids.clear,
      type: 'button',
      'aria-label': messages.searchClear,
      hidden: status !== 'unfocused-filled',
      onClick: () => send({ type: 'clear' }),
    },
    liveRegionProps: { id: ids.live, role: 'status', 'aria-live': 'polite', 'aria-atomic': true, text: context.liveMessage },
    formProps: {
      ...form,
      onSubmit: () => {
        send({ type: 'form.submit' });
        return true;
      },
    },
    hiddenFields,
  };
}
