import { useEffect, useRef, type ReactNode } from 'react';
import { closeAllLayers } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { useSlashKey } from '../hooks/use-slash-key.ts';
import { loadInteraction } from '../runtime/use-part.ts';

export interface HeaderRootProps {
  /** Layout variant; also the `mh-header--{variant}` class. */
  variant: 'desktop' | 'mobile';
  children: ReactNode;
}

/**
 * The `<header>` landmark: theme, text direction and stickiness live here as attributes for the CSS.
 * The first sign of use (a pointer over it, focus inside it, a touch) loads the interaction chunk.
 * When the host's CSS stops rendering it (one renderer per breakpoint), its open layer closes: a menu,
 * a drawer or a modal never stays open, and modal, where nobody can see it. "/" on the page goes to
 * its search (`useSlashKey`).
 */
export function HeaderRoot({ variant, children }: HeaderRootProps) {
  const { model, theme, layers } = useHeader();
  const ref = useRef<HTMLElement>(null);
  useSlashKey(ref);
  useEffect(() => {
    const header = ref.current;
    if (!header || !layers || typeof ResizeObserver === 'undefined') return undefined;
    // display: none (on the header or a wrapper) takes every box away, and the observer hears it.
    let hidden = false;
    const observer = new ResizeObserver(() => {
      hidden = header.getClientRects().length === 0;
      if (hidden) closeAllLayers(layers);
    });
    observer.observe(header);
    // A layer that opens while hidden (a press made before the breakpoint, replayed after) closes too.
    const opened = layers.on('layer.opened', () => {
      if (hidden) queueMicrotask(() => closeAllLayers(layers));
    });
    return () => {
      observer.disconnect();
      opened.unsubscribe();
    };
  }, [layers]);
  return (
    <header
      ref={ref}
      onPointerEnter={loadInteraction}
      onFocus={loadInteraction}
      onTouchStart={loadInteraction}
      className={`mh-header mh-header--${variant}`}
      data-theme={theme}
      lang={model.lang}
      dir={model.dir}
      data-page-type={model.scenario.pageType}
      {...(model.sticky ? { 'data-sticky': '' } : {})}
    >
      <div className="mh-header__bar">{children}</div>
    </header>
  );
}
