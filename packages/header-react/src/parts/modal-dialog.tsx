import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { showModal } from './show-modal.ts';

export interface ModalDialogProps {
  /** Whether the dialog is shown (as a modal, with `showModal()`). */
  open: boolean;
  /** Called when the dialog closed itself: Escape, Back, a backdrop click, its close button. */
  onClose: () => void;
  id?: string;
  className?: string;
  /** Id of the element naming the dialog. */
  labelledBy: string;
  children: ReactNode;
}

/**
 * A native `<dialog>` driven by `open`: the platform makes the page inert, contains focus, closes on
 * Escape and (with `closedby="any"`) on a backdrop click. No hand-written focus trap. `onClose` may be
 * called twice for one closing (at `cancel`, then at `close`): the layer machines ignore a close when closed.
 */
export function ModalDialog({ open, onClose, id, className, labelledBy, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) showModal(dialog);
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  useDoubleClickGuard(ref);
  return (
    <dialog
      ref={ref}
      className={className ? `mh-dialog ${className}` : 'mh-dialog'}
      {...(id ? { id } : {})}
      aria-labelledby={labelledBy}
      closedby="any"
      // The dialog's cancel (Escape, Back, a backdrop click; not a file input's, which bubbles), when not
      // refused, closes the layer at once: the browser gives focus back to the opener before `close`
      // fires, and the opener must already say it is closed when focus lands on it.
      onCancel={(event) => event.target !== event.currentTarget || event.defaultPrevented || onClose()}
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}

/** How long after opening a backdrop press can still be the second click of the press that opened it. */
const DOUBLE_CLICK_MS = 600;

/**
 * A double click on the button that opens a dialog opens it: the second click lands on the new
 * backdrop, whose light dismiss (`closedby="any"`) would close the dialog at once. That one cancel is
 * refused; a backdrop press after it, Escape and Back still close the dialog.
 */
function useDoubleClickGuard(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    let openedAt = -Infinity;
    // Set by the second press of a double click on the backdrop; the light dismiss's cancel comes at its
    // release, however long the press is held.
    let secondPress = false;
    // showModal() fires no event of its own; an observer of the `open` attribute sees every opening.
    const observer = new MutationObserver(() => {
      if (dialog.open) openedAt = performance.now();
    });
    const onMouseDown = (event: MouseEvent) => {
      // The backdrop's press targets the dialog itself; `detail` counts the clicks of one gesture.
      secondPress = event.target === dialog && event.detail >= 2 && performance.now() - openedAt < DOUBLE_CLICK_MS;
    };
    const onCancel = (event: Event) => {
      if (event.target !== dialog) return;
      if (secondPress) event.preventDefault();
      secondPress = false;
    };
    const onRelease = () => {
      // After the cancel (it comes with the release): the next press starts afresh.
      setTimeout(() => (secondPress = false), 0);
    };
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    dialog.addEventListener('mousedown', onMouseDown, true);
    dialog.addEventListener('mouseup', onRelease, true);
    // In the capture phase: before the dialog's own `onCancel` (a bubble listener), which must see the refusal.
    dialog.addEventListener('cancel', onCancel, true);
    return () => {
      observer.disconnect();
      dialog.removeEventListener('mousedown', onMouseDown, true);
      dialog.removeEventListener('mouseup', onRelease, true);
      dialog.removeEventListener('cancel', onCancel, true);
    };
  }, [ref]);
}
