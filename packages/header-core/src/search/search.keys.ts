// The keys the search combobox handles. Apart from the DOM ids (search.dom.ts), which the plain form in
// the initial bundle needs: a bundler that splits by file keeps these with the machine.
import type { SearchEvent } from './search.types.ts';

/** KeyboardEvent.key names of the keys the combobox handles (spec §9 lists their key codes). */
export const KEYS = {
  down: 'ArrowDown',
  up: 'ArrowUp',
  right: 'ArrowRight',
  enter: 'Enter',
  tab: 'Tab',
  backspace: 'Backspace',
  /** Removes the highlighted recent search (issue 23). */
  delete: 'Delete',
  escape: 'Escape',
} as const;

/** IME key presses: `isComposing`, or keyCode 229 (some browsers report it with `isComposing` false). */
export function isImeKey(event: { readonly isComposing?: boolean; readonly keyCode?: number }): boolean {
  return event.isComposing === true || event.keyCode === 229;
}

/** A non-IME `key.down` of one of `keys` (the machine's `isKey` guard). */
export function isKeyEvent(event: SearchEvent, keys: readonly string[]): boolean {
  return event.type === 'key.down' && !isImeKey(event) && keys.includes(event.key);
}
