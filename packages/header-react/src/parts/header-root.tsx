import type { ReactNode } from 'react';
import { useHeader } from '../context/header-context.ts';

export interface HeaderRootProps {
  /** Layout variant; also the `mh-header--{variant}` class. */
  variant: 'desktop' | 'mobile';
  children: ReactNode;
}

/**
 * The `<header>` landmark: theme, text direction and stickiness live here as attributes for the CSS.
 * The first sign of use (a pointer over it, focus inside it, a touch) loads the header's machines.
 */
export function HeaderRoot({ variant, children }: HeaderRootProps) {
  const { model, theme, loadMachines } = useHeader();
  return (
    <header
      onPointerEnter={loadMachines}
      onFocus={loadMachines}
      onTouchStart={loadMachines}
      className={`mh-header mh-header--${variant}`}
      data-theme={theme}
      dir={model.dir}
      data-page-type={model.scenario.pageType}
      {...(model.sticky ? { 'data-sticky': '' } : {})}
    >
      <div className="mh-header__bar">{children}</div>
    </header>
  );
}
