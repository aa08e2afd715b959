import type { MouseEvent } from 'react';

/**
 * A click inside an open layer (the notifications drawer): when it follows a link in this tab, the layer
 * closes, whatever router the host has; a router link (the card's action, the host's link component) has
 * navigated already, and a plain link to this site (one inside a message's text) goes through the host's
 * `navigate` too, so it does not load the whole page. A click that opens elsewhere (a modified click,
 * another target, a download) leaves the layer as it is.
 */
export function followFromLayer(event: MouseEvent, navigate: ((href: string) => void) | null, close: () => void): void {
  const anchor = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  if (!event.defaultPrevented && navigate && anchor.origin === window.location.origin) {
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  }
  close();
}
