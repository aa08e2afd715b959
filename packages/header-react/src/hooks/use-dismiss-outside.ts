import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * While `active`, calls `onOutside` for a pointer press or a focus move outside `ref`
 * (a disclosure left behind by Tab would otherwise keep covering the page).
 */
export function useDismissOutside(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  const dismiss = useEffectEvent((target: EventTarget | null) => {
    const root = ref.current;
    if (root !== null && target instanceof Node && !root.contains(target)) onOutside();
  });
  useEffect(() => {
    if (!active) return;
    const onEvent = (event: Event) => dismiss(event.target);
    document.addEventListener('pointerdown', onEvent, true);
    document.addEventListener('focusin', onEvent, true);
    return () => {
      document.removeEventListener('pointerdown', onEvent, true);
      document.removeEventListener('focusin', onEvent, true);
    };
  }, [active]);
}
