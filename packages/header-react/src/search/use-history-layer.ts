import { useEffect, useEffectEvent, useRef } from 'react';

/** The key our entries carry in `history.state`, beside whatever the host's router keeps there. */
const STATE_KEY = '__mhLayer';

function stateOf(): Record<string, unknown> {
  const state: unknown = history.state;
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}

export interface HistoryLayer {
  /**
   * Gives up the layer's history entry without going back (call it before navigating away from the
   * open layer). Returns true when that entry is the current one, so a `location.replace` can take
   * its place and Back from the next page returns to this page, not to the layer.
   */
  release(): boolean;
  /**
   * Leaves the page for `href` from the open layer, so that one Back from there returns to this page
   * (not to the layer's entry). Without a router the new page takes the layer's entry's place
   * (`location.replace`); a router (`navigate`) pushes, so history first goes back over the layer's
   * entry and the router pushes once it is there.
   */
  leave(href: string, navigate: ((href: string) => void) | null): void;
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
    history.pushState({ ...stateOf(), [STATE_KEY]: id }, '');
    pushed.current = true;
    const onPopState = () => {
      if (!pushed.current || stateOf()[STATE_KEY] === id) return;
      pushed.current = false;
      back();
    };
    addEventListener('popstate', onPopState);
    return () => {
      removeEventListener('popstate', onPopState);
      if (pushed.current) {
        pushed.current = false;
        if (stateOf()[STATE_KEY] === id) history.back();
      }
    };
  }, [open, id]);
  const release = () => {
    const current = pushed.current && stateOf()[STATE_KEY] === id;
    pushed.current = false;
    return current;
  };
  return {
    release,
    leave(href, navigate) {
      const current = release();
      if (!navigate) return current ? location.replace(href) : location.assign(href);
      if (!current) return navigate(href);
      // The router pushes once the Back over the layer's entry has landed (a Back within one document
      // always fires popstate).
      addEventListener('popstate', () => navigate(href), { once: true });
      history.back();
    },
  };
}
