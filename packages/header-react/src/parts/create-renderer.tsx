import { useMemo, type ComponentType, type ReactElement } from 'react';
import { HeaderProvider } from '../context/header-provider.tsx';
import type { HeaderProps } from '../header-props.ts';
import { HeaderErrorBoundary } from './header-error-boundary.tsx';
import { HeaderRoot } from './header-root.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * Props of a renderer's bar, the parts that make the variant (after the skip link in `<HeaderRoot>`): what
 * its search part (the desktop box, the mobile overlay) takes from the host's props.
 */
export interface RendererBarProps {
  /** `HeaderProps.isSearchPage` (default false). */
  readonly isSearchPage: boolean;
  /** `HeaderProps.searchQuery`. */
  readonly searchQuery?: string | undefined;
  /** The host's flags include `hq_classes`. */
  readonly highQualityFlag: boolean;
}

/**
 * A renderer from its bar: the shell every renderer shares (the error boundary and its plain header, the
 * provider started afresh per language, the `<header>` landmark and the skip link first) around `Bar`.
 * The host's `flags` are read once here, so the provider and the search part see the same ones
 * whatever Iterable the host passed.
 */
export function createRenderer(variant: 'desktop' | 'mobile', Bar: ComponentType<RendererBarProps>): (props: HeaderProps) => ReactElement {
  return function Renderer(props) {
    const flags = useMemo(() => (props.flags ? [...props.flags] : undefined), [props.flags]);
    // The boundary reads the host's messages and mainId; spread, as that is fewer bytes than naming them.
    return (
      <HeaderErrorBoundary {...props} variant={variant}>
        {/* A new language starts the header afresh: its parts (the search box's live region, group
            headings) take their words when they start. */}
        <HeaderProvider key={props.locale ?? 'en-US'} {...props} {...(flags ? { flags } : {})}>
          <HeaderRoot variant={variant}>
            <SkipLink />
            <Bar isSearchPage={props.isSearchPage ?? false} searchQuery={props.searchQuery} highQualityFlag={flags?.includes('hq_classes') ?? false} />
          </HeaderRoot>
        </HeaderProvider>
      </HeaderErrorBoundary>
    );
  };
}
