import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { SearchApi } from '@masthead/header-core';

/**
 * What the combobox does to the page after each render once its machine runs: the inline completion
 * selected in the input, the option the keyboard highlighted scrolled into view. Called by the
 * suggestions list, so it loads with the machines (the interaction chunk), not in the first bundle:
 * before them there is no completion and no highlight.
 */
export function useComboboxSync(api: SearchApi, inputRef?: RefObject<HTMLInputElement | null>, keyboardRef?: RefObject<boolean>): void {
  // The inline completion is the selected suffix (aria-autocomplete="both"): select it after the
  // render that wrote the completed value, and only while the input has focus.
  const start = api.inputProps.selection?.start ?? -1;
  const end = api.inputProps.selection?.end ?? -1;
  const value = api.inputProps.value;
  const shown = useRef({ start: -1, end: -1 });
  useLayoutEffect(() => {
    const input = inputRef?.current;
    const previous = shown.current;
    shown.current = { start, end };
    if (!input || input.ownerDocument.activeElement !== input || input.value !== value) return;
    if (start >= 0) {
      if (input.selectionStart !== start || input.selectionEnd !== end) input.setSelectionRange(start, end);
    } else if (previous.start >= 0 && input.selectionStart === previous.start && input.selectionEnd === previous.end) {
      // Accepted (Tab, Right): the text stays, the selection goes; the caret ends up after it.
      input.setSelectionRange(value.length, value.length);
    }
  }, [inputRef, start, end, value]);

  // Keep the option the keyboard highlighted in view (the pointer highlights only what it can see).
  const activeId = api.inputProps['aria-activedescendant'];
  useLayoutEffect(() => {
    if (!activeId || !keyboardRef?.current) return;
    const option = document.getElementById(activeId);
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [keyboardRef, activeId]);
}
