import { useEffect, useEffectEvent, useRef } from 'react';

/** The key our entries carry in `history.state`, beside whatever the host's router keeps there. */
const STATE_KEY = '__mhLayer';

function stateOf(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

export interface HistoryLayer {
  /**
   * Gives up the layer's history entry without going back (call it before navigating away from the
   * open layer). Returns true when that entry is the current one, so a `location.replace` can take
   * its place and Back from the next page returns to this page, not to the layer.
   */
  release(): boolean;
}

/**
 * While `open`, the layer owns a history entry (same URL, pushed on open) so the browser's Back
 * closes it instead of leaving the page. Closing it any other way (Cancel, Escape) goes back over
 * that entry, so history is left as it was.
 */
export function useHistoryLayer(open: boolean, id: string, onBack: () => void): HistoryLayer {
  const pushed = useRef(false);
  const back = useEffectEvent(onBack);
  useEffect(() => {
    if (!open) return undefined;
    window.history.pushState({ ...stateOf(), [STATE_KEY]: id }, '');
    pushed.current = true;
    const onPopState = () => {
      if (!pushed.current || stateOf()[STATE_KEY] === id) return;
      pushed.current = false;
      back();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (pushed.current) {
        pushed.current = false;
        if (stateOf()[STATE_KEY] === id) window.history.back();
      }
    };
  }, [open, id]);
  return {
    release() {
      const current = pushed.current && stateOf()[STATE_KEY] === id;
      pushed.current = false;
      return current;
    },
  };
}
