import type { ReactNode } from 'react';

/** Text for assistive technology only (still in the accessibility tree, never on screen). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="mh-visually-hidden" {...(id ? { id } : {})}>
      {children}
    </span>
  );
}
