import { useEffect, useEffectEvent, useState, type RefObject } from 'react';

export interface FallbackDismiss {
  /** The trigger's click handler: lets CSS show the part again, then `onClick`. */
  readonly restoring: (onClick: () => void) => () => void;
  /**
   * A Cancel or close button's click handler: `onClick` (the machine's close), then hides the part,
   * focus inside moving to the trigger first (only while `active`).
   */
  readonly dismissing: (onClick: () => void) => () => void;
  /**
   * The part root's `data-enhanced`: JavaScript, not CSS, decides whether the part shows, once the
   * machine drives it (`enhanced`) or, in the fallback, once the person dismissed it.
   */
  readonly rootAttrs: (enhanced: boolean) => { readonly 'data-enhanced'?: '' };
  /** A CSS-shown panel's `hidden`: the machine's (`hidden`) once enhanced, true once dismissed, else CSS's. */
  readonly panelAttrs: (enhanced: boolean, hidden: boolean) => { readonly hidden?: boolean };
}

/**
 * Escape and Cancel for a part in its no-JavaScript form after the header's machines failed to load.
 * CSS shows a menu's panel while it holds focus or (`hover`) the pointer, the search overlay and the
 * drawer while their toggle area holds focus, and nothing could hide them while the person stayed.
 * While `active`, Escape with focus (or, with `hover`, the pointer) in `root`, or a `dismissing` button, hides
 * it: focus inside moves to the element `triggerId` names first (never to `<body>`), and the part renders
 * closed until the person comes back: focus or (`hover`) the pointer entering it from outside, or a
 * press on the trigger (`restoring`). Plain DOM listeners: this is the path without a machine.
 */
export function useFallbackDismiss(root: RefObject<HTMLElement | null>, triggerId: string, active: boolean, hover = false): FallbackDismiss {
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    const element = root.current;
    if (!active || !element) return;
    if (element.contains(document.activeElement)) document.getElementById(triggerId)?.focus();
    setDismissed(true);
  };
  const onEvent = useEffectEvent((event: Event) => {
    const element = root.current;
    if (!element) return;
    if (event instanceof KeyboardEvent) {
      // A key something inside already used (Escape closing the search suggestions) is not for us.
      const here = element.contains(document.activeElement) || (hover && element.matches(':hover'));
      if (event.key === 'Escape' && !event.defaultPrevented && here) dismiss();
    } else if (element.contains(event.target as Node) && !element.contains((event as FocusEvent).relatedTarget as Node | null)) {
      setDismissed(false);
    }
  });
  useEffect(() => {
    if (!active) return undefined;
    // On the document, so a part that mounts later (the profile menu once the viewer is known) is covered.
    const types = hover ? ['keydown', 'focusin', 'pointerover'] : ['keydown', 'focusin'];
    const listener = (event: Event) => onEvent(event);
    for (const type of types) document.addEventListener(type, listener);
    return () => {
      for (const type of types) document.removeEventListener(type, listener);
    };
  }, [active, hover]);
  const dismissedNow = active && dismissed;
  return {
    restoring: (onClick) => () => {
      setDismissed(false);
      onClick();
    },
    dismissing: (onClick) => () => {
      onClick();
      dismiss();
    },
    rootAttrs: (enhanced) => (enhanced || dismissedNow ? { 'data-enhanced': '' } : {}),
    panelAttrs: (enhanced, hidden) => (enhanced ? { hidden } : dismissedNow ? { hidden: true } : {}),
  };
}
