import type { MouseEvent } from 'react';

const cancelledBefore = new WeakSet<Event>();

/** The layer's capture-phase click handler: notes a click whose default was prevented before it arrived. */
export function noteCancelledClick(event: MouseEvent): void {
  if (event.defaultPrevented) cancelledBefore.add(event.nativeEvent);
}

/**
 * A click inside an open layer (the notifications drawer): when it follows a link in this tab, the layer
 * closes, whatever router the host has; a router link (the card's action, the host's link component) has
 * navigated already, and a plain link to this site (one inside a message's text) goes through the host's
 * `navigate` too, so it does not load the whole page. A click that opens elsewhere (a modified click,
 * another target, a download), or that the page cancelled before the header saw it (`noteCancelledClick`
 * in the capture phase: a router link cancels it later, as it navigates), leaves the layer as it is.
 */
export function followFromLayer(event: MouseEvent, navigate: ((href: string) => void) | null, close: () => void): void {
  // The page cancelled the click before the header's handlers ran (a capture listener): no navigation.
  if (cancelledBefore.has(event.nativeEvent)) return;
  const anchor = (event.target as Element).closest('a[href]') as HTMLAnchorElement | null;
  if (!anchor || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  if (!event.defaultPrevented && navigate && anchor.origin === window.location.origin) {
    event.preventDefault();
    navigate(anchor.pathname + anchor.search + anchor.hash);
  }
  close();
}
