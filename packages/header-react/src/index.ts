// @masthead/header-react: what both renderers share — the model hook, the context, and the leaf parts.
export type { AnalyticsTransport, HeaderProps, HeaderViewer, HostLinkProps } from './header-props.ts';

export { useHeaderModel, type HeaderModelState } from './model/use-header-model.ts';
export { useHeaderCategories, type HeaderCategories } from './model/use-categories.ts';
export { HeaderContext, useHeader, type HeaderContextValue } from './context/header-context.ts';
export { HeaderProvider, type HeaderProviderProps } from './context/header-provider.tsx';
export { HeaderHostProvider, type HeaderHostProviderProps, type HeaderHostServices } from './context/header-host-provider.tsx';

export { useHydrated } from './hooks/use-hydrated.ts';
export { usePart, type Part, type PartOptions, type InteractionChunk } from './runtime/use-part.ts';
export type { PartKey, PartLogic } from './runtime/parts.ts';

export { HeaderRoot, type HeaderRootProps } from './parts/header-root.tsx';
export { HeaderErrorBoundary, type HeaderErrorBoundaryProps } from './parts/header-error-boundary.tsx';
export { createRenderer, type RendererBarProps } from './parts/create-renderer.tsx';
export { HeaderByWidth, type HeaderByWidthProps } from './parts/header-by-width.tsx';
export { ActionsRegion } from './parts/actions-region.tsx';
export { SkipLink } from './parts/skip-link.tsx';
export { Logo } from './parts/logo.tsx';
export { HeaderLink, type HeaderLinkProps } from './parts/header-link.tsx';
export { BetaPill } from './parts/beta-pill.tsx';
export { VisuallyHidden } from './parts/visually-hidden.tsx';
export { Avatar, type AvatarProps } from './parts/avatar.tsx';
export { Chevron } from './parts/chevron.tsx';
export { NavSectionList, type NavSectionListProps } from './parts/nav-section-list.tsx';
export { DisclosureMenu } from './parts/disclosure-menu.tsx';
export { ProfileMenu } from './parts/profile-menu.tsx';
export { AuthModal, type AuthModalProps } from './parts/auth-modal.tsx';
export { AuthControls } from './parts/auth-controls.tsx';
export { UpgradeButton } from './parts/upgrade-button.tsx';
export { TopBar } from './parts/top-bar.tsx';
export { ReferralCta } from './parts/referral-cta.tsx';
export { TeamFlowLinks } from './parts/team-flow-links.tsx';
export { TeacherNotice } from './parts/teacher-notice.tsx';
export { MobileDrawer } from './parts/mobile-drawer.tsx';

export { createBeaconAnalytics, type BeaconAnalytics, type BeaconAnalyticsOptions } from './analytics/beacon-analytics.ts';
export { ensureDeviceSessionId, readCookie } from './analytics/device-session.ts';

// Notifications: the bell and the drawer's frame are in the header's bundle, the read-flow machine in
// the interaction chunk, and the lists, the cards and the sanitizer (DOMPurify) in a second chunk loaded
// on the bell's first use. SafeHtml and the Apollo effects are deliberately not re-exported here:
// importing them statically would put DOMPurify or the machine back into every page's bundle.
export { NotificationsBell } from './notifications/notifications-bell.tsx';
export { BellButton, type BellButtonProps } from './notifications/bell-button.tsx';
export { NotificationsDrawer, type NotificationsDrawerProps } from './notifications/notifications-drawer.tsx';
export { NotificationsSkeleton, type NotificationsSkeletonProps } from './notifications/notifications-skeleton.tsx';
export { useNotifications, type CardsChunk, type NotificationsOptions, type NotificationsState } from './notifications/use-notifications.ts';
export type { NotificationsEffects } from './notifications/notifications-effects.ts';
export type { NotificationsActor } from '@masthead/header-core';
export type { NotificationsBodyProps } from './notifications/notifications-body.tsx';
export type { SafeHtmlProps } from './notifications/safe-html.tsx';

// Search: the combobox both renderers share (desktop box, mobile overlay). The machine and the
// suggestions list (SearchListbox, its options) are in the interaction chunk; they are not
// re-exported here, or they would ship with every page.
export { SearchBox, SearchBoxView, type SearchBoxProps, type SearchBoxViewProps } from './search/search-box.tsx';
export { SearchOverlay, type SearchOverlayProps } from './search/search-overlay.tsx';
export { useSearchBox, type SearchBoxOptions, type SearchBoxState } from './search/use-search-box.ts';
export type { SearchListboxProps } from './search/search-listbox.tsx';
export type { SearchOptionRowProps } from './search/search-option.tsx';
