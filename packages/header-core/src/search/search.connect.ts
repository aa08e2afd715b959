import type { SnapshotFrom } from 'xstate';
import { queryOf } from './search.limits.ts';
import type { SearchMachine } from './search.machine.ts';
import { isImeKey } from './search.keys.ts';
import type { SearchMessages } from './search.messages.ts';
import { resolveSearchMessages, resolveSearchRowMessages, type SearchRowMessages } from './search.strings.ts';
import { searchFormParts } from './search.form.ts';
import { displayValue, visibleCompletion } from './search.text.ts';
import { getSearchOptions, matchSpan } from './search.model.ts';
import type { SearchEvent } from './search.types.ts';
import type { SearchOption, TextSpan } from './search.options.types.ts';
import type {
  SearchApi,
  SearchGroupKind,
  SearchInputProps,
  SearchOptionView,
  SearchRowButtonProps,
  SearchRowsApi,
  SearchSection,
  SearchSend,
  SearchStatus,
  SearchTextPart,
} from './search.connect.types.ts';

export type {
  SearchApi,
  SearchGroupKind,
  SearchInputProps,
  SearchKeyOptions,
  SearchOptionView,
  SearchRowButtonProps,
  SearchRowsApi,
  SearchSection,
  SearchSend,
  SearchStatus,
  SearchTextPart,
} from './search.connect.types.ts';

export type SearchSnapshot = SnapshotFrom<SearchMachine>;
/** The groups in list order: the suggestions' (a query), or the empty box's (issue 23). */
const SECTION_KINDS: readonly SearchGroupKind[] = ['skill', 'class', 'path', 'teacher', 'recent', 'popular'];

const FOCUSED_STATUS: ReadonlyArray<readonly [string, SearchStatus]> = [
  ['empty', 'focused-empty'],
  ['composing', 'composing'],
  ['dismissed', 'dismissed'],
];
const OPEN_STATUS: readonly SearchStatus[] = ['typing', 'debouncing', 'waiting', 'fetching', 'showing', 'error'];

function statusOf(snapshot: SearchSnapshot): SearchStatus {
  if (snapshot.matches({ unfocused: 'filled' })) return 'unfocused-filled';
  if (snapshot.matches('unfocused')) return 'unfocused-empty';
  if (snapshot.matches({ focused: { empty: { list: 'listed' } } })) return 'listing';
  for (const [state, status] of FOCUSED_STATUS) if (snapshot.matches({ focused: state as 'empty' })) return status;
  return OPEN_STATUS.find((state) => snapshot.matches({ focused: { open: state as 'typing' } })) ?? 'typing';
}

function headingOf(kind: SearchGroupKind, messages: SearchMessages, rows: SearchRowMessages): string {
  switch (kind) {
    case 'recent':
      return rows.searchRecentGroup;
    case 'popular':
      return rows.searchPopularGroup;
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

const QUERY_MARK = '\u0000';
const frames = new WeakMap<SearchMessages['searchForQuery'], { before: string; after: readonly string[] } | null>();

/**
 * Where the typed text sits in the 'Search for ‘…’' message of this language (the words before and
 * after it), found once per message with a marker for the query, not on every keystroke.
 */
function queryFrame(message: SearchMessages['searchForQuery']): { before: string; after: readonly string[] } | null {
  let frame = frames.get(message);
  if (frame === undefined) {
    const [before = '', ...rest] = message({ query: QUERY_MARK }).split(QUERY_MARK);
    frame = rest.length > 0 ? { before, after: rest } : null;
    frames.set(message, frame);
  }
  return frame;
}

/** `text` cut into parts around `spans` (in order, apart, inside it), each span's part emphasised. */
function cut(text: string, spans: readonly TextSpan[]): SearchTextPart[] {
  const parts: SearchTextPart[] = [];
  let at = 0;
  for (const { start, length } of spans) {
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    if (length > 0) parts.push({ text: text.slice(start, start + length), match: true });
    at = start + length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}

/** The label cut around the API's highlights when it has some (what the engine matched), else around the typed text. */
function partsOf(option: SearchOption, query: string): SearchTextPart[] {
  const spans = 'item' in option && 'highlights' in option.item ? option.item.highlights ?? [] : [];
  const typed = spans.length > 0 ? null : matchSpan(option.label, query);
  return cut(option.label, typed ? [typed] : spans);
}

function viewOf(option: SearchOption, query: string, activeIndex: number, messages: SearchMessages): SearchOptionView {
  let text = option.label;
  let parts = partsOf(option, query);
  let meta: string | null = null;
  let image: string | null = null;
  switch (option.kind) {
    case 'naturalLanguage': {
      const frame = queryFrame(messages.searchForQuery);
      text = messages.searchForQuery({ query: option.label });
      parts = cut(text, frame ? [{ start: frame.before.length, length: option.label.length }] : []);
      break;
    }
    case 'skill':
      meta = messages.searchClassCount({ count: option.item.classCount });
      break;
    case 'class':
      image = option.item.coverImageUrl;
      break;
    case 'path':
      meta = messages.searchClassCount({ count: option.item.itemCount });
      image = option.item.coverImage;
      break;
    case 'teacher':
      meta = messages.searchFollowerCount({ count: option.item.followerCount });
      image = option.item.avatar;
      break;
    default:
      break;
  }
  return { option, index: option.index, id: option.id, text, parts, meta, image, href: option.target.href, active: option.index === activeIndex };
}

/**
 * The sections of the flattened `views`: rows 0 and 1 without a heading (a query's), then one group per
 * kind; the empty box has only its groups (row 0, the empty input, is no row).
 */
function sectionsOf(views: readonly SearchOptionView[], messages: SearchMessages, rows: SearchRowMessages, groupLabel: (kind: string) => string): SearchSection[] {
  const sections: SearchSection[] = [];
  if (views[1]?.option.kind === 'naturalLanguage') sections.push({ kind: 'query', heading: null, headingId: null, options: views.slice(0, 2) });
  for (const kind of SECTION_KINDS) {
    const inKind = views.filter((view) => view.option.kind === kind);
    if (inKind.length > 0) sections.push({ kind, heading: headingOf(kind, messages, rows), headingId: groupLabel(kind), options: inKind });
  }
  return sections;
}

/** A pointer-only button of the rows (see `SearchRowButtonProps`). */
function rowButton(id: string, label: string, press: () => void): SearchRowButtonProps {
  return { id, type: 'button', 'aria-hidden': true, tabIndex: -1, 'aria-label': label, title: label, onMouseDown: () => true, onClick: press };
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
  overrides?: Partial<Record<string, unknown>>,
): SearchApi & SearchRowsApi {
  const messages = overrides ? resolveSearchMessages(overrides, snapshot.context.messages) : snapshot.context.messages;
  const rowMessages = overrides ? resolveSearchRowMessages(overrides, snapshot.context.rowMessages) : snapshot.context.rowMessages;
  const context = snapshot.context;
  const status = statusOf(snapshot);
  const isFocused = !status.startsWith('unfocused');
  const isOpen = status === 'listing' || snapshot.matches({ focused: 'open' });
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
  const sections = sectionsOf(views, messages, rowMessages, ids.groupLabel);
  const recentShown = status === 'listing' && options.some((option) => option.kind === 'recent');
  const recentHint = recentShown ? { id: `${context.id}-recent-hint`, text: rowMessages.searchRecentHint } : null;
  // The same code the first key runs, on the rows it will show (ids included, so a renderer keeps them):
  // in the empty box, whether it shows nothing or its recent and popular rows.
  const previewSections = (): readonly SearchSection[] => {
    if (status !== 'focused-empty' && status !== 'listing') return [];
    const typed = { ...context, typed: PREVIEW_TEXT, completion: '', activeIndex: 0, results: null };
    const previewViews = getSearchOptions(typed).map((option) => viewOf(option, PREVIEW_TEXT, 0, messages));
    return sectionsOf(previewViews, messages, rowMessages, ids.groupLabel);
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
        ...(recentHint && option?.kind === 'recent' ? { 'aria-describedby': recentHint.id } : {}),
        onPointerEnter: () => send({ type: 'option.pointerEnter', index }),
        onMouseDown: () => true,
        onClick: () => send({ type: 'option.select', index }),
      };
    },
    clearButtonProps: {
      id: ids.clear,
      type: 'button',
      'aria-label': messages.searchClear,
      hidden: value === '',
      onMouseDown: () => true,
      onClick: () => send({ type: 'clear' }),
    },
    // Not atomic: the region holds one message, said as it is written, and its emptying (each key) is a
    // removal, which a reader does not say (aria-relevant's default 'additions text'). An atomic region
    // is read whole on every change, so emptying it announced nothing: 'polite:' alone (issue 35).
    liveRegionProps: { id: ids.live, role: 'status', 'aria-live': 'polite', 'aria-atomic': false, text: context.liveMessage },
    removeButtonProps: (index) => {
      const option = options[index];
      if (!recentShown || option?.kind !== 'recent') return null;
      return rowButton(`${option.id}-remove`, rowMessages.searchRecentRemove({ query: option.label }), () => send({ type: 'recent.remove', query: option.label }));
    },
    clearRecentProps: recentShown
      ? { ...rowButton(`${context.id}-recent-clear`, rowMessages.searchRecentClear, () => send({ type: 'recent.clear' })), text: rowMessages.searchRecentClear }
      : null,
    recentHint,
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
