import { useEffect, useEffectEvent, useRef } from 'react';

export interface LoadMoreSentinelProps {
  /** Called when the end of the list comes near the visible part of its scroll container. */
  onVisible: () => void;
}

/**
 * Infinite scroll: an empty element after the last card, watched by an IntersectionObserver on the
 * nearest `[data-scroll-root]`. It is rendered only while another page can be asked for, so each page
 * answer mounts a fresh one, and a sentinel that is still in view asks again (short pages fill up).
 * Without IntersectionObserver it asks at once, so every page still loads.
 */
export function LoadMoreSentinel({ onVisible }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useEffectEvent(onVisible);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      visible();
      return;
    }
    const root = element.closest<HTMLElement>('[data-scroll-root]');
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) visible();
    }, { root, rootMargin: '0px 0px 240px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className="mh-notifications__sentinel" aria-hidden="true" />;
}
