import type { SearchApi, SearchMessages, SearchOptionView } from '@masthead/header-core';
import { format } from '@masthead/header-core';
import { SearchThumb } from './search-thumb.tsx';

const numbers = new Map<string, Intl.NumberFormat>();

function formatNumber(count: number): string {
  const locale = typeof document === 'undefined' ? 'en-US' : document.documentElement.lang || 'en-US';
  let formatter = numbers.get(locale);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(locale);
    } catch {
      formatter = new Intl.NumberFormat('en-US');
    }
    numbers.set(locale, formatter);
  }
  return formatter.format(count);
}

/**
 * Creates the number formatter ahead of the first answer (its first use loads locale data: tens of
 * milliseconds on a slow phone, which would land in the task that draws the first list).
 */
export function prepareSearchRows(): void {
  formatNumber(0);
}

/** The secondary line with grouped digits ('1,240 followers'); other rows keep the connect layer's text. */
function metaOf(view: SearchOptionView, messages: SearchMessages): string | null {
  const count = (one: string, many: string, n: number) => (n === 1 ? one : format(many, { count: formatNumber(n) }));
  const { option } = view;
  switch (option.kind) {
    case 'skill':
      return count(messages.searchClassCountOne, messages.searchClassCountMany, option.item.classCount);
    case 'path':
      return count(messages.searchClassCountOne, messages.searchClassCountMany, option.item.itemCount);
    case 'teacher':
      return count(messages.searchFollowerCountOne, messages.searchFollowerCountMany, option.item.followerCount);
    default:
      return view.meta;
  }
}

export interface SearchOptionRowProps {
  api: SearchApi;
  view: SearchOptionView;
  messages: SearchMessages;
  /** Called when the pointer takes over the highlight (so it is not scrolled into view). */
  onPointer?: () => void;
}

/**
 * One suggestion: its picture in a fixed box, the text with the typed part emphasised, and a
 * secondary line (class count of a skill or path, followers of a teacher). The whole row is the
 * option; pressing it keeps focus in the input (mousedown is prevented).
 */
export function SearchOptionRow({ api, view, messages, onPointer }: SearchOptionRowProps) {
  const { onPointerEnter, onMouseDown, onClick, ...props } = api.optionProps(view.index);
  const meta = metaOf(view, messages);
  const { before, match, after } = view.parts;
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
          {before}
          {match ? (
            <mark className="mh-search__match" dir={typed ? 'auto' : undefined}>
              {match}
            </mark>
          ) : null}
          {after}
          {/* The name reads 'Watercolor, 19 classes': a comma only screen readers get, kept inline (an
              absolutely positioned one makes Chromium read 'Watercolor , 19 classes'). */}
          {meta ? <span className="mh-search__comma">,</span> : null}
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
