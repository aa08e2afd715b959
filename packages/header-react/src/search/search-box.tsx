import type { ReactNode } from 'react';
import { useHeader } from '../context/header-context.ts';
import { useDismissOutside } from '../hooks/use-dismiss-outside.ts';
import { useSearchBox, type SearchBoxOptions, type SearchBoxState } from './use-search-box.ts';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export interface SearchBoxViewProps {
  box: SearchBoxState;
  className?: string;
  /** 'popup' (desktop): the list floats under the box. 'overlay' (mobile): the list fills the screen below. */
  layout?: 'popup' | 'overlay';
  /** Rendered beside the form, e.g. the mobile overlay's Cancel. */
  trailing?: ReactNode;
  /**
   * The page-wide key that focuses this input, as `aria-keyshortcuts` (HeaderRoot's "/" acts on the
   * element that declares it). Default none.
   */
  keyShortcut?: string;
}

/**
 * The search box markup for a `useSearchBox` state. On the server (and without JavaScript) it is a
 * plain GET form to /search with `query`, `searchMethod` and `via`, and it stays one until the box is
 * first used (pointer over it, focus) and its machine has loaded; then the same input becomes the
 * combobox (aria-autocomplete="both") with its grouped listbox and a polite live region.
 */
export function SearchBoxView({ box, className, layout = 'popup', trailing, keyShortcut }: SearchBoxViewProps) {
  const { messages: headerMessages } = useHeader();
  const { api, enhanced, inputRef, rootRef, keyboardRef, Listbox, actor } = box;
  const { inputProps, formProps, clearButtonProps, liveRegionProps } = api;
  useDismissOutside(rootRef, enhanced && api.isOpen, box.dismiss);
  const combobox = enhanced
    ? {
        role: inputProps.role,
        'aria-autocomplete': inputProps['aria-autocomplete'],
        'aria-expanded': inputProps['aria-expanded'],
        'aria-controls': inputProps['aria-controls'],
        // An empty one is no attribute (React leaves undefined out).
        'aria-activedescendant': inputProps['aria-activedescendant'] || undefined,
      }
    : {};
  const { text: liveText, ...liveProps } = liveRegionProps;
  const classes = ['mh-searchbox', `mh-searchbox--${layout}`, className].filter(Boolean).join(' ');
  // The phone overlay's box is focused from its opening on, so the spec's hint for an unfocused box
  // would never show there: it keeps the hint until typing hides it (issue 35).
  const overlay = layout === 'overlay';
  return (
    <div ref={rootRef} className={classes} {...api.rootProps}>
      <div className="mh-searchbox__row">
        <form
          className="mh-search"
          role={formProps.role}
          action={formProps.action}
          method={formProps.method}
          onSubmit={(event) => {
            if (formProps.onSubmit()) event.preventDefault();
          }}
        >
          <input
            ref={inputRef}
            id={inputProps.id}
            className="mh-search__input"
            type={inputProps.type}
            name={inputProps.name}
            autoComplete={inputProps.autoComplete}
            enterKeyHint="search"
            spellCheck={false}
            maxLength={inputProps.maxLength}
            aria-keyshortcuts={keyShortcut}
            aria-label={inputProps['aria-label']}
            placeholder={overlay ? box.messages.searchPlaceholder : inputProps.placeholder}
            {...combobox}
            value={inputProps.value}
            onFocus={inputProps.onFocus}
            onBlur={inputProps.onBlur}
            onChange={(event) => {
              const input = event.currentTarget;
              inputProps.onChange(input.value, input.selectionEnd === input.value.length);
            }}
            onKeyDown={(event) => {
              const input = event.currentTarget;
              // The overlay's empty box shows its rows as its whole screen: Escape there closes the dialog
              // rather than the rows (which left a blank screen, and took a second Escape to leave).
              if (overlay && event.key === 'Escape' && !input.value) return;
              keyboardRef.current = true;
              const handled = inputProps.onKeyDown(event.key, {
                isComposing: event.nativeEvent.isComposing,
                keyCode: event.keyCode,
                caretAtEnd: input.selectionEnd === input.value.length,
              });
              if (handled) event.preventDefault();
            }}
            onCompositionStart={inputProps.onCompositionStart}
            onCompositionEnd={(event) => inputProps.onCompositionEnd(event.currentTarget.value)}
          />
          {api.hiddenFields.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          <button
            id={clearButtonProps.id}
            type="button"
            className="mh-search__clear"
            aria-label={clearButtonProps['aria-label']}
            hidden={!enhanced || clearButtonProps.hidden}
            onMouseDown={(event) => {
              if (clearButtonProps.onMouseDown()) event.preventDefault();
            }}
            onClick={clearButtonProps.onClick}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <button className="mh-search__submit" type="submit" aria-label={headerMessages.searchSubmit}>
            <SearchIcon />
          </button>
        </form>
        {trailing}
      </div>
      {enhanced && Listbox && actor ? (
        <Listbox
          actor={actor}
          inputRef={inputRef}
          keyboardRef={keyboardRef}
          rowsStayOpen={overlay}
          onPointer={() => {
            keyboardRef.current = false;
          }}
        />
      ) : null}
      <div {...liveProps} className="mh-visually-hidden">
        {liveText}
      </div>
    </div>
  );
}

export interface SearchBoxProps extends SearchBoxOptions {
  className?: string;
}

/**
 * The header's search box with live suggestions (desktop): one search machine per mount, its
 * suggestions popup under the box, closed by Escape and by a press outside. "/" on the page focuses it.
 */
export function SearchBox({ className, ...options }: SearchBoxProps) {
  const box = useSearchBox(options);
  return <SearchBoxView box={box} keyShortcut="/" {...(className ? { className } : {})} />;
}
