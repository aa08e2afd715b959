import type { CSSProperties, ReactNode } from 'react';
import type { SearchApi, SearchOptionView, SearchRowButtonProps, SearchRowsApi, SearchSection } from '@masthead/header-core';
import { SearchOptionRow } from './search-option.tsx';

// The few declarations these rows add to the list's styles are set here, inline, so that they ship with
// the interaction chunk: the stylesheet is in every page's first bundle (style-src-attr allows them; see
// docs/security.md). The rest is the list's own classes: the option row, the heading, the round button.
const HEAD: CSSProperties = { display: 'flex', alignItems: 'center', justifyContent: 'space-between' };
const CLEAR: CSSProperties = { border: 0, background: 'transparent', fontFamily: 'inherit', textDecoration: 'underline', cursor: 'pointer' };
const ROW: CSSProperties = { display: 'flex', alignItems: 'center' };
const ROW_ACTIVE: CSSProperties = { ...ROW, background: 'var(--mh-hover-bg)' };
const OPTION: CSSProperties = { flex: '1 1 auto', minInlineSize: 0 };
const REMOVE: CSSProperties = { inlineSize: 44, blockSize: 44, marginInlineEnd: '0.25rem' };

type RowsApi = SearchApi & SearchRowsApi;

/** A pointer-only button of the rows: pressing it keeps focus in the input (and the list open). */
function RowButton({ props, style, className, onPointerEnter, children }: { props: SearchRowButtonProps; style: CSSProperties; className: string; onPointerEnter?: () => void; children: ReactNode }) {
  const { onMouseDown, onClick, ...attributes } = props;
  return (
    <button
      {...attributes}
      className={className}
      style={style}
      onMouseDown={(event) => {
        if (onMouseDown()) event.preventDefault();
      }}
      onClick={onClick}
      {...(onPointerEnter ? { onPointerEnter } : {})}
    >
      {children}
    </button>
  );
}

/**
 * The recent group's heading row: the heading that names the group, the Clear button (pointer only:
 * see `SearchRowButtonProps`), and the description every recent row points at (how to remove one from
 * the keyboard), not shown.
 */
export function SearchRecentHeading({ api, section }: { api: RowsApi; section: SearchSection }) {
  const { text, ...clear } = api.clearRecentProps ?? { text: null };
  const hint = api.recentHint;
  return (
    <div role="none" style={HEAD}>
      <div role="presentation" aria-hidden="true" id={section.headingId ?? undefined} className="mh-search__heading">
        {section.heading}
      </div>
      {text !== null && 'id' in clear ? (
        <RowButton props={clear} style={CLEAR} className="mh-search__heading">
          {text}
        </RowButton>
      ) : null}
      {hint ? (
        <span id={hint.id} hidden>
          {hint.text}
        </span>
      ) : null}
    </div>
  );
}

/**
 * A recent search: the option (as every row), and beside it, outside the option (a listbox option holds
 * no control), its remove button for the pointer. The keyboard removes the highlighted one with Delete.
 */
export function SearchRecentRow({ api, view, onPointer }: { api: RowsApi; view: SearchOptionView; onPointer?: () => void }) {
  const remove = api.removeButtonProps(view.index);
  const highlight = () => {
    onPointer?.();
    api.optionProps(view.index).onPointerEnter();
  };
  return (
    <div role="none" style={view.active ? ROW_ACTIVE : ROW}>
      <SearchOptionRow api={api} view={view} style={OPTION} {...(onPointer ? { onPointer } : {})} />
      {remove ? (
        <RowButton props={remove} style={REMOVE} className="mh-search__clear" onPointerEnter={highlight}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </RowButton>
      ) : null}
    </div>
  );
}
