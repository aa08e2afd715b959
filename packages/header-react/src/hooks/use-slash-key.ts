import { useEffect, type RefObject } from 'react';

/**
 * "/" anywhere on the page goes to the search (GitHub, YouTube and MDN taught people the key): it
 * focuses and presses the element under `root` that declares the key (`aria-keyshortcuts="/"`: the
 * desktop box, or the phone's search icon, which opens the overlay), so what screen readers are told
 * and what the key does cannot drift apart; no "/" is typed. Left alone: in a text field or a dialog
 * (a drawer, a modal, the overlay: that layer has the keyboard), with Ctrl, Alt or Meta held (Shift is
 * allowed: "/" needs it on many layouts), and when the element cannot take focus (inert behind a
 * modal, or not rendered: the other renderer under the host's CSS). In the first bundle: the key is
 * often the header's first use, before the machines load.
 */
export function useSlashKey(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = root.current?.querySelector<HTMLElement>('[aria-keyshortcuts="/"]');
      if (
        !target ||
        event.key !== '/' ||
        event.defaultPrevented ||
        event.ctrlKey ||
        event.altKey ||
        event.metaKey ||
        (event.target as Element).closest?.('input,textarea,select,dialog,[contenteditable]')
      ) {
        return;
      }
      target.focus();
      if (document.activeElement !== target) return;
      event.preventDefault();
      target.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);
}
