/**
 * Opens `dialog` as a modal. The page's scroll lock (`html:has(dialog.mh-dialog:modal, …)` in theme/base.css) hides the
 * page's scrollbar, so the modal and its backdrop reach the window's edge; the scrollbar's width becomes the page's
 * padding so nothing on it moves. It is measured at the press that opens the modal (`measureScrollbar`, while the
 * page's layout is still clean: measuring after the modal's content was rendered would force a layout of it), or
 * here if nobody did.
 */
export function showModal(dialog: HTMLDialogElement): void {
  const root = dialog.ownerDocument.documentElement;
  if (!measured.has(root)) measureScrollbar(dialog.ownerDocument);
  measured.delete(root);
  dialog.showModal();
}

/** Pages whose scrollbar was measured for the modal about to open. */
const measured = new WeakSet<Element>();

/** Measures the page's scrollbar for a modal the current press may open (see `showModal`). */
export function measureScrollbar(document: Document): void {
  const root = document.documentElement;
  const view = document.defaultView;
  // A modal already open has taken the scrollbar away; keep what was measured then.
  if (!view || anyModalOpen(root)) return;
  root.style.setProperty('--mh-scrollbar-width', `${Math.max(0, view.innerWidth - root.clientWidth)}px`);
  measured.add(root);
}

function anyModalOpen(root: Element): boolean {
  try {
    return root.matches(':has(dialog.mh-dialog:modal, dialog.mh-search-overlay:modal)');
  } catch {
    // A DOM without :has() or :modal (test environments): measure anyway.
    return false;
  }
}
