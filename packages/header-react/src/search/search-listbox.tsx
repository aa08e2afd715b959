import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { SearchApi } from '@masthead/header-core';
import { connectSearch, type SearchActor, type SearchSection } from '@masthead/header-core/machines';
import { SearchOptionRow } from './search-option.tsx';
import { SearchRecentHeading, SearchRecentRow } from './search-recent.tsx';
import { whenIdle } from '../hooks/scheduling.ts';
import { useComboboxSync } from './use-combobox-sync.ts';
import { useRowsStayOpen, useSearchRows } from './use-search-rows.ts';

export interface SearchListboxProps {
  /** The running search machine (the box's actor): the list binds to it through @xstate/react. */
  actor: SearchActor;
  /** Called when the pointer takes over the highlight (it is then not scrolled into view). */
  onPointer?: () => void;
  /** The combobox's input, where the list selects the inline completion. Default none (not selected). */
  inputRef?: RefObject<HTMLInputElement | null>;
  /** True while the keyboard moves the highlight: only then is the active option scrolled into view. Default none (never scrolled). */
  keyboardRef?: RefObject<boolean>;
  /**
   * The empty box's rows show whenever it is empty (the phone overlay, where they are the whole screen):
   * emptied after its list was closed (Escape, then the search field's own Escape), it opens them again.
   * Default false: they stay closed until Up or Down, as APG's popup does.
   */
  rowsStayOpen?: boolean;
}

const NO_SECTIONS: readonly SearchSection[] = [];

/**
 * While primed the listbox is not `hidden` (display: none skips layout, the very work to do ahead)
 * but `visibility: hidden`, which also keeps it out of the accessibility tree and from the pointer;
 * `aria-hidden` says so once more for tools that only read attributes. `aria-expanded` stays false.
 */
const PRIMED = { 'aria-hidden': true, 'data-primed': '', style: { visibility: 'hidden' } } as const;

/**
 * True while the box is focused and empty, from the first moment the browser was idle in that state
 * on: not in the first focus's own render, which would only move the one-time work (first layout, first
 * run of the code) onto the click or Tab. Later focuses build the row in their own render: by then
 * that work is done, and it is one row.
 */
function usePrimed(focusedEmpty: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => (focusedEmpty && !ready ? whenIdle(() => setReady(true), { timeout: 500, fallbackMs: 50 }) : undefined), [focusedEmpty, ready]);
  return focusedEmpty && ready;
}

/**
 * While the empty box shows its recent and popular rows the listbox cannot hold the first key's rows,
 * so they are drawn once beside it (the same rows, under ids of their own, `visibility: hidden` and
 * `aria-hidden`), laid out in that commit and dropped in the next: the first key then finds the row's
 * code run and its fonts and shaped text in the browser's caches (at 4× CPU its layout went from 6.9 to
 * 2 ms, its task from about 36 to 30 ms). Once per mount: that work is done for the page.
 */
function FirstKeyAhead({ api, sections, onDone }: { api: SearchApi; sections: readonly SearchSection[]; onDone: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.getBoundingClientRect();
    onDone();
  }, [onDone]);
  return (
    <div ref={ref} className="mh-search__listbox" aria-hidden="true" data-ahead="" style={AHEAD_STYLE}>
      {sections.flatMap((section) =>
        section.options.filter((view) => view.index > 0).map((view) => <SearchOptionRow key={view.id} api={api} view={{ ...view, id: `${view.id}-ahead` }} />),
      )}
    </div>
  );
}

const AHEAD_STYLE = { visibility: 'hidden', pointerEvents: 'none' } as const;

/**
 * The suggestions popup (APG grouped listbox): the natural-language row, then one group per kind
 * (Skills, Classes, Learning Paths, Teachers) labelled by its heading. Row 0 — the typed text — is
 * the input itself, so it is not drawn again here. In the empty box (issue 23) its groups are Recent
 * searches (with Clear, and a remove button per row) and Popular searches; it gives the machine their
 * configuration (`useSearchRows`).
 *
 * While the box is focused and empty it is built ahead of the first keystroke: the rows of
 * `api.previewSections()` (that key's rows, under the same ids) rendered into the closed listbox,
 * laid out but invisible and not exposed. That key then only updates their text, instead of
 * creating, styling and laying out the popup (fonts included) and running its code for the first
 * time, which made the first keystroke the slowest of a word. It also selects the input's inline
 * completion and keeps the keyboard's highlight in view (`useComboboxSync`).
 *
 * It is the interaction chunk's own view, so it binds through @xstate/react, which that chunk carries:
 * `useSelector` reads the machine's snapshot (the box, in the first bundle, reads the same snapshot
 * with its small `useSnapshot`; both are React external stores, so one change renders them together).
 */
export function SearchListbox({ actor, onPointer, inputRef, keyboardRef, rowsStayOpen = false }: SearchListboxProps) {
  const snapshot = useSelector(actor, (state) => state);
  const api = connectSearch(snapshot, actor.send);
  useComboboxSync(api, inputRef, keyboardRef);
  useSearchRows(actor);
  useRowsStayOpen(actor, rowsStayOpen && api.status === 'focused-empty');
  const pointer = onPointer ? { onPointer } : {};
  const { hidden, ...listboxProps } = api.listboxProps;
  const [laidOutAhead, setLaidOutAhead] = useState(false);
  const doneAhead = useRef(() => setLaidOutAhead(true)).current;
  const preview = usePrimed(api.status === 'focused-empty' || (api.status === 'listing' && !laidOutAhead)) ? api.previewSections() : NO_SECTIONS;
  const primed = hidden && preview.length > 0;
  const sections = primed ? preview : api.sections;
  const beside = !hidden && !laidOutAhead && preview.length > 0;
  return (
    <>
      {beside ? <FirstKeyAhead api={api} sections={preview} onDone={doneAhead} /> : null}
      <div {...listboxProps} hidden={!primed && (hidden || sections.length === 0)} {...(primed ? PRIMED : {})} className="mh-search__listbox">
        {sections.map((section) => {
          if (section.kind === 'query' || section.headingId === null) {
            return section.options
              .filter((view) => view.index > 0)
              .map((view) => <SearchOptionRow key={view.id} api={api} view={view} {...pointer} />);
          }
          const recent = section.kind === 'recent';
          return (
            <div key={section.kind} {...api.groupProps(section.kind)} className="mh-search__group" data-kind={section.kind}>
              {recent ? (
                <SearchRecentHeading api={api} section={section} />
              ) : (
                <div role="presentation" aria-hidden="true" id={section.headingId} className="mh-search__heading">
                  {section.heading}
                </div>
              )}
              {section.options.map((view) =>
                recent ? <SearchRecentRow key={view.id} api={api} view={view} {...pointer} /> : <SearchOptionRow key={view.id} api={api} view={view} {...pointer} />,
              )}
            </div>
          );
        })}
      </div>
    </>
  );
}
