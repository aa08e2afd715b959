import type { CSSProperties } from 'react';
import type { SearchApi, SearchMessages, SearchOptionView } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { SearchThumb } from './search-thumb.tsx';

/**
 * Formats the rows' counts and the live message once ahead of the first answer: the first use of the
 * number formatter and the plural rules loads locale data (tens of milliseconds on a slow phone), which
 * would land in the task that draws the first list.
 */
export function prepareSearchRows(messages: SearchMessages): void {
  messages.searchClassCount({ count: 1234 });
  messages.searchFollowerCount({ count: 2 });
  messages.searchResults({ count: 3 });
}

export interface SearchOptionRowProps {
  api: SearchApi;
  view: SearchOptionView;
  /** Called when the pointer takes over the highlight (so it is not scrolled into view). */
  onPointer?: () => void;
  /** Inline style (a recent row sizes its option beside its remove button). Default none. */
  style?: CSSProperties;
}

/**
 * One suggestion: its picture in a fixed box, the text with the typed part emphasised, and a
 * secondary line (class count of a skill or path, followers of a teacher). The whole row is the
 * option; pressing it keeps focus in the input (mousedown is prevented).
 */
export function SearchOptionRow({ api, view, onPointer, style }: SearchOptionRowProps) {
  const { messages } = useHeader();
  const { onPointerEnter, onMouseDown, onClick, ...props } = api.optionProps(view.index);
  const { meta } = view;
  // Words from data are isolated for the bidi algorithm (a title in another script than the page's
  // reads in its own direction, and moves no punctuation around it): a suggestion's whole label, or the
  // typed text inside the 'Search for ‘…’' row, whose quotes are the page's.
  const typed = view.option.kind === 'naturalLanguage';
  return (
    <div
      {...props}
      // The view's own id: the same before the popup opens (the first key's row built ahead) as after.
      id={view.id}
      className="mh-search__option"
      data-kind={view.option.kind}
      {...(style ? { style } : {})}
      onPointerEnter={() => {
        onPointer?.();
        onPointerEnter();
      }}
      onMouseDown={(event) => {
        if (onMouseDown()) event.preventDefault();
      }}
      onClick={onClick}
    >
      <SearchThumb kind={view.option.kind} image={view.image} label={view.option.label} />
      <span className="mh-search__text">
        <span className="mh-search__label" dir={typed ? undefined : 'auto'}>
          {view.parts.map((part, i) =>
            part.match ? (
              <mark key={i} className="mh-search__match" dir={typed ? 'auto' : undefined}>
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
          {/* The name reads 'Watercolor, 19 classes': a comma only screen readers get, the language's own
              (Arabic's '،'), kept inline (an absolutely positioned one makes Chromium read 'Watercolor , 19 classes'). */}
          {meta ? <span className="mh-search__comma">{messages.searchDetailSeparator}</span> : null}
        </span>
        {meta ? (
          <>
            {' '}
            <span className="mh-search__meta">{meta}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}
