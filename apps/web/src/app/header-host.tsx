import type { ComponentType } from 'react';
import { DesktopHeader } from '@masthead/header-desktop';
import { MobileHeader } from '@masthead/header-mobile';
import { searchQueryOf } from '@masthead/header-core';
import type { CompiledMessages } from '@masthead/header-core/i18n';
import { HeaderByWidth, type AnalyticsTransport, type HeaderProps, type HeaderViewer } from '@masthead/header-react';
import type { AppData } from './app-data.ts';
import type { Variant } from './page-state.ts';
import { DevLoginForm } from './dev-login.tsx';

export interface HeaderHostProps {
  data: AppData;
  viewer: HeaderViewer | null | 'loading';
  persona: string;
  analytics: AnalyticsTransport | undefined;
  /** Force one renderer; null lets the 1024 px breakpoint pick (decisions.md) with HeaderByWidth. */
  variant: Variant | null;
  /** Distinguishes the ids of several headers on one page (the gallery). */
  idPrefix: string;
  /** The header's words in the page's language (`loadMessages(data.state.locale)`, loaded before rendering). */
  messages: CompiledMessages;
}

const RENDERERS: Record<Variant, ComponentType<HeaderProps>> = { desktop: DesktopHeader, mobile: MobileHeader };

/** Mounts the desktop and/or mobile renderer with the page's scenario. */
export function HeaderHost({ data, viewer, persona, analytics, variant, idPrefix, messages }: HeaderHostProps) {
  // After signing in, come back here, but without a persona parameter that would undo the sign-in.
  const back = new URLSearchParams(data.query);
  back.delete('persona');
  const returnTo = `${data.path}${back.size ? `?${back}` : ''}`;
  const props = (which: Variant): HeaderProps => ({
    viewer,
    pageType: data.state.pageType ?? data.route.pageType,
    flags: data.state.flags,
    locale: data.state.locale,
    messages,
    languageCookie: data.languageCookie,
    config: data.config,
    theme: data.state.theme,
    isClassDetailsPage: data.route.kind === 'classDetails',
    isSearchPage: data.route.kind === 'search',
    // The results page's search in the box from the first HTML on, cut as the search contract cuts it.
    ...(data.route.kind === 'search' ? { searchQuery: searchQueryOf(back.get('query') ?? '') } : {}),
    // Where the person is: the header marks My Classes, Teach, the page's own link… (not in the gallery).
    ...(data.gallery ? {} : { currentPath: data.path }),
    ...(analytics ? { analytics } : {}),
    ...(data.devTools ? { signInSlot: <DevLoginForm personas={data.personas} current={persona} returnTo={returnTo} idPrefix={`${idPrefix}-${which}-in`} /> } : {}),
    ...(data.gallery ? { categories: [] } : {}),
  });
  if (!variant) {
    return <HeaderByWidth desktop={<DesktopHeader {...props('desktop')} />} mobile={<MobileHeader {...props('mobile')} />} />;
  }
  const Renderer = RENDERERS[variant];
  return (
    <div className="app-header-forced" data-variant={variant}>
      <Renderer {...props(variant)} />
    </div>
  );
}
