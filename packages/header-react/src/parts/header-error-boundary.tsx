import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react';
import { HeaderHostContext } from '../context/header-host-provider.tsx';
import { HEADER_VIA, resolveMessages, SEARCH_PAGE_PATH, tracked, type MessageOverrides } from '@masthead/header-core';

export interface HeaderErrorBoundaryProps {
  variant: 'desktop' | 'mobile';
  /** The host's message overrides (the fallback's few words). */
  messages?: MessageOverrides | undefined;
  /** Id of the page's main content (the skip link's target). Default 'main'. */
  mainId?: string | undefined;
  children: ReactNode;
}

/**
 * Keeps a failure inside the header from taking the host's page down: React unmounts the whole tree
 * when a render throws and nothing catches it. If any part of the header throws, this shows the
 * header's plain form instead (the skip link, the logo, Browse and Plans as links, the GET search form,
 * Sign In), built from nothing that could have failed, and logs the error for the host. The page
 * around it keeps working.
 */
export class HeaderErrorBoundary extends Component<HeaderErrorBoundaryProps, { failed: boolean }> {
  // The host provider's services: its messages are the plain header's words when the props have none.
  static override contextType = HeaderHostContext;
  declare context: ContextType<typeof HeaderHostContext>;
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[masthead] the header failed and shows its plain form instead:', error, info.componentStack ?? '');
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <PlainHeader variant={this.props.variant} messages={this.props.messages ?? this.context.messages} mainId={this.props.mainId ?? 'main'} />;
  }
}

function safeMessages(overrides: HeaderErrorBoundaryProps['messages']) {
  try {
    return resolveMessages(overrides);
  } catch {
    return resolveMessages();
  }
}

function PlainHeader({ variant, messages: overrides, mainId }: { variant: 'desktop' | 'mobile'; messages: HeaderErrorBoundaryProps['messages']; mainId: string }) {
  const m = safeMessages(overrides);
  return (
    <header className={`mh-header mh-header--${variant} mh-header--plain`} data-theme="dark" data-enhanced-failed="">
      <div className="mh-header__bar">
        <a className="mh-skip-link" href={`#${mainId}`}>
          {m.skipToContent}
        </a>
        <a className="mh-logo mh-plain__logo" href="/" aria-label={m.homeLogo}>
          masthead
        </a>
        <nav className="mh-plain__nav" aria-label={m.mainNavigation}>
          <a className="mh-link" href={tracked('/browse')}>
            {m.browse}
          </a>
          <a className="mh-link" href={tracked('/pricing')}>
            {m.plans}
          </a>
        </nav>
        <form className="mh-search mh-plain__search" role="search" action={SEARCH_PAGE_PATH} method="get">
          <input type="search" name="query" aria-label={m.search} placeholder={m.searchPlaceholder} maxLength={58} />
          <input type="hidden" name="searchMethod" value="naturalLang" />
          <input type="hidden" name="via" value={HEADER_VIA} />
        </form>
        <a className="mh-link mh-plain__signin" href={tracked('/signin')}>
          {m.signIn}
        </a>
      </div>
    </header>
  );
}
