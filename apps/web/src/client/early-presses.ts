/**
 * Presses on the page's buttons made while it hydrates, replayed once it has. The page hydrates as a
 * transition (main.tsx): React renders it in slices and keeps the page responsive, but a press on a
 * control whose slice has not run yet would be dropped (React no longer replays such events). Until
 * `hydrated()` says otherwise, a click on a button (Enter and Space on a button fire one) is held back;
 * once the page has hydrated, the last one is clicked again. Links and forms work without JavaScript and
 * are left alone.
 */
export function holdEarlyPresses(hydrated: () => boolean): { release(): void } {
  let last: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (hydrated()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || (button as HTMLButtonElement).type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    last = button;
  };
  document.addEventListener('click', hold, true);
  return {
    release() {
      document.removeEventListener('click', hold, true);
      const pressed = last;
      last = null;
      if (pressed?.isConnected) pressed.click();
    },
  };
}
