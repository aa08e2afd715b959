import { useEffect, useRef, type ReactNode } from 'react';
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
 * Escape and (with `closedby="any"`) on a backdrop click. No hand-written focus trap.
 */
export function ModalDialog({ open, onClose, id, className, labelledBy, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) showModal(dialog);
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={className ? `mh-dialog ${className}` : 'mh-dialog'}
      {...(id ? { id } : {})}
      aria-labelledby={labelledBy}
      closedby="any"
      onClose={onClose}
    >
      {children}
    </dialog>
  );
}
