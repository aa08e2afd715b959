import { useMemo } from 'react';
import { HeaderErrorBoundary, HeaderProvider, HeaderRoot, Logo, SearchBox, SkipLink, TeacherNotice, useHeader, type HeaderProps } from '@masthead/header-react';
import { DesktopActions } from './desktop-actions.tsx';
import { DesktopNav } from './desktop-nav.tsx';

function DesktopLayout({ isSearchPage, highQualityFlag }: { isSearchPage: boolean; highQualityFlag: boolean }) {
  const { model } = useHeader();
  return (
    <HeaderRoot variant="desktop">
      <SkipLink />
      <Logo />
      <DesktopNav />
      {model.search.visible ? <SearchBox className="mh-desktop-search" isSearchPage={isSearchPage} highQualityFlag={highQualityFlag} /> : null}
      <DesktopActions />
      <TeacherNotice />
    </HeaderRoot>
  );
}

/**
 * The desktop header (spec §1): logo, Browse/Plans/Shop, Community, search, top bar, upgrade, profile
 * menu or Sign In / Sign Up, referral CTA, team-flow links, teacher notice. Sticky unless the model says not.
 */
export function DesktopHeader(props: HeaderProps) {
  // Read once, so the provider and the search box see the same flags whatever Iterable the host passed.
  const flags = useMemo(() => (props.flags ? [...props.flags] : undefined), [props.flags]);
  return (
    <HeaderErrorBoundary variant="desktop" messages={props.messages} mainId={props.mainId}>
      {/* A new language starts the header afresh: its parts (the search box's live region, group
          headings) take their words when they start. */}
      <HeaderProvider key={props.locale ?? 'en-US'} {...props} {...(flags ? { flags } : {})}>
        <DesktopLayout isSearchPage={props.isSearchPage ?? false} highQualityFlag={flags?.includes('hq_classes') ?? false} />
      </HeaderProvider>
    </HeaderErrorBoundary>
  );
}
