import { useMemo } from 'react';
import { HeaderErrorBoundary, HeaderProvider, HeaderRoot, Logo, MobileDrawer, SearchOverlay, SkipLink, TeacherNotice, useHeader, type HeaderProps } from '@masthead/header-react';
import { MobileActions } from './mobile-actions.tsx';

function MobileLayout({ isSearchPage, highQualityFlag }: { isSearchPage: boolean; highQualityFlag: boolean }) {
  const { model } = useHeader();
  return (
    <HeaderRoot variant="mobile">
      <SkipLink />
      {model.drawer.length > 0 ? <MobileDrawer /> : null}
      <Logo />
      {model.search.visible ? <SearchOverlay isSearchPage={isSearchPage} highQualityFlag={highQualityFlag} /> : null}
      <MobileActions />
      {model.drawer.length > 0 ? <TeacherNotice /> : null}
    </HeaderRoot>
  );
}

/**
 * The mobile header: drawer toggle, logo, the search icon (it opens the full-screen search overlay),
 * and on the right the member or visitor controls (or the referral CTA).
 */
export function MobileHeader(props: HeaderProps) {
  // Read once, so the provider and the search box see the same flags whatever Iterable the host passed.
  const flags = useMemo(() => (props.flags ? [...props.flags] : undefined), [props.flags]);
  return (
    <HeaderErrorBoundary variant="mobile" messages={props.messages} mainId={props.mainId}>
      {/* A new language starts the header afresh: its parts (the search box's live region, group
          headings) take their words when they start. */}
      <HeaderProvider key={props.locale ?? 'en-US'} {...props} {...(flags ? { flags } : {})}>
        <MobileLayout isSearchPage={props.isSearchPage ?? false} highQualityFlag={flags?.includes('hq_classes') ?? false} />
      </HeaderProvider>
    </HeaderErrorBoundary>
  );
}
