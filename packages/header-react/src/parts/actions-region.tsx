import type { ReactNode } from 'react';
import { useHeader } from '../context/header-context.ts';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * The right-hand controls. While the viewer loads it holds fixed-size placeholders (no Sign In flash,
 * no layout shift) and is marked busy.
 */
export function ActionsRegion({ children, className }: { children: ReactNode; className?: string }) {
  const { loading, messages } = useHeader();
  const classes = className ? `mh-actions ${className}` : 'mh-actions';
  if (loading) {
    return (
      <div className={classes} aria-busy="true">
        <VisuallyHidden>{messages.loading}</VisuallyHidden>
        <span className="mh-skeleton mh-skeleton--button" aria-hidden="true" />
        <span className="mh-skeleton mh-skeleton--avatar" aria-hidden="true" />
      </div>
    );
  }
  return <div className={classes}>{children}</div>;
}
