// The document every page of this host shares: a Server Component that reads the persona and language
// cookies, fetches the viewer (and the Browse menu's categories) from the API, and renders the header's
// renderers directly. The renderers are client components; what they need from client code (next/link,
// analytics, the sign-in form, the Apollo client, the messages of the page's language: functions, which
// cannot cross from a Server Component) comes from HostProviders above them.
//
// Each group of routes with its own page type has its own root layout rendering this document
// (app/(core)/layout.tsx, app/(search)/layout.tsx, …): the page type is then a property of the layout, and
// Next.js loads the page in full when a link crosses from one root layout to another, so the header never
// keeps the page type of the page it came from.
import type { ReactNode } from 'react';
import { cookies, headers } from 'next/headers';
import { textDirection, type PageType } from '@masthead/header-core';
import { DesktopHeader } from '@masthead/header-desktop';
import { MobileHeader } from '@masthead/header-mobile';
import { HeaderByWidth, type HeaderProps } from '@masthead/header-react';
// Both renderers (HeaderByWidth): the shared styles once, then each renderer's own.
import '@masthead/header-react/styles.css';
import '@masthead/header-desktop/renderer.css';
import '@masthead/header-mobile/renderer.css';
import './host.css';
import { HostProviders } from './host-providers';
import { loadHeaderData } from './lib/api';
import { demoPersonas } from './lib/demo-personas';
import { HOST_CONFIG } from './lib/config';
import { hostMode } from './lib/mode';
import { readRequest } from './lib/request';

export interface HostDocumentProps {
  children: ReactNode;
  /** The routes' page type (spec §1); `?pageType=` overrides it, as in the Masthead web app. */
  pageType: PageType;
  isClassDetailsPage?: boolean;
  isSearchPage?: boolean;
}

export async function HostDocument({ children, pageType, isClassDetailsPage = false, isSearchPage = false }: HostDocumentProps) {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const mode = hostMode();
  const request = readRequest((name) => cookieStore.get(name)?.value, (name) => headerStore.get(name), mode);
  // The demo sign-in's personas: development only (production's Sign In is a plain link).
  const [{ viewer, apolloState }, personas] = await Promise.all([loadHeaderData(request.persona, request.locale), mode === 'development' ? demoPersonas() : null]);
  const props: HeaderProps = {
    viewer,
    pageType: request.pageType ?? pageType,
    flags: request.flags,
    locale: request.locale,
    languageCookie: request.languageCookie,
    config: HOST_CONFIG,
    theme: request.theme,
    isClassDetailsPage,
    isSearchPage,
    // The results page's search in the box from the server's HTML on (issue 35).
    ...(isSearchPage ? { searchQuery: request.query } : {}),
  };
  const desktop = <DesktopHeader {...props} />;
  const mobile = <MobileHeader {...props} />;
  return (
    <html lang={request.locale} dir={textDirection(request.locale)}>
      <head>
        {/* The first paint waits until <main> is parsed, so the header above it is whole: Next.js streams the
            document, and a busy browser otherwise paints the part it has so far (a bar without its bell and
            avatar, whose arrival then moves the search box). The web app's document does the same. */}
        <link rel="expect" href="#main" blocking="render" />
      </head>
      <body>
        <HostProviders apolloState={apolloState} locale={request.locale} demoPersonas={personas}>
          {request.variant ? (
            <div className="host-header-forced">{request.variant === 'desktop' ? desktop : mobile}</div>
          ) : (
            // Both in the first HTML (CSS shows the one that fits), one after hydration: header-react's picker.
            <HeaderByWidth desktop={desktop} mobile={mobile} />
          )}
          <main id="main" className="host-main" tabIndex={-1}>
            {children}
          </main>
        </HostProviders>
      </body>
    </html>
  );
}
