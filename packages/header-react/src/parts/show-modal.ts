/**
 * Opens `dialog` as a modal. The page's scroll lock (`html:has(dialog.mh-dialog:modal, …)` in theme/base.css) hides the
 * page's scrollbar, so the modal and its backdrop reach the window's edge; the scrollbar's width, measured
 * here just before, becomes the page's padding so nothing on it moves.
 */
export function showModal(dialog: HTMLDialogElement): void {
  const root = dialog.ownerDocument.documentElement;
  const view = dialog.ownerDocument.defaultView;
  // A modal already open has taken the scrollbar away; keep what was measured then.
  if (view && !anyModalOpen(root)) {
    root.style.setProperty('--mh-scrollbar-width', `${Math.max(0, view.innerWidth - root.clientWidth)}px`);
  }
  dialog.showModal();
}

function anyModalOpen(root: Element): boolean {
  try {
    return root.matches(':has(dialog.mh-dialog:modal, dialog.mh-search-overlay:modal)');
  } catch {
    // A DOM without :has() or :modal (test environments): measure anyway.
    return false;
  }
}
