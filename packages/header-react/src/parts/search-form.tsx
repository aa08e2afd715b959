import { useId, type FormEvent } from 'react';
import { truncateCodePoints } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';

/** Spec §5: the search input takes at most 58 characters. */
export const SEARCH_MAX_LENGTH = 58;

/**
 * The search box as a plain GET form to /search (works without JavaScript). The search issue replaces
 * it with the suggestions combobox; until then there is no dropdown.
 */
export function SearchForm({ className }: { className?: string }) {
  const { model, messages } = useHeader();
  const inputId = useId();
  // maxLength counts UTF-16 units and pasted text may end in half an emoji: cut at a code point.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('query');
    if (input instanceof HTMLInputElement) input.value = truncateCodePoints(input.value, SEARCH_MAX_LENGTH);
  };
  return (
    <form className={className ? `mh-search ${className}` : 'mh-search'} role="search" action="/search" method="get" onSubmit={onSubmit}>
      <label className="mh-visually-hidden" htmlFor={inputId}>
        {messages.search}
      </label>
      <input
        id={inputId}
        className="mh-search__input"
        type="search"
        name="query"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={messages.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <input type="hidden" name="searchMethod" value="naturalLang" />
      <input type="hidden" name="via" value={model.search.via} />
      <button className="mh-search__submit" type="submit" aria-label={messages.searchSubmit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
