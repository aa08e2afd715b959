// @masthead/header-react: what both renderers share — the model hook, the context, and the leaf parts.
export type { AnalyticsTransport, HeaderProps, HeaderViewer, HostLinkProps } from './header-props.ts';

export { useHeaderModel, type HeaderModelState } from './model/use-header-model.ts';
export { useHeaderCategories, type HeaderCategories } from './model/use-categories.ts';
export { HeaderContext, useHeader, type HeaderContextValue } from './context/header-context.ts';
export { HeaderProvider, type HeaderProviderProps } from './context/header-provider.tsx';

export { useHydrated } from './hooks/use-hydrated.ts';
export { useLayer } from './hooks/use-layer.ts';
export { useFocusIntent } from './hooks/use-focus-intent.ts';
export { useDismissOutside } from './hooks/use-dismiss-outside.ts';

export { HeaderRoot, type HeaderRootProps } from './parts/header-root.tsx';
export { ActionsRegion } from './parts/actions-region.tsx';
export { SkipLink } from './parts/skip-link.tsx';
export { Logo } from './parts/logo.tsx';
export { HeaderLink, type HeaderLinkProps } from './parts/header-link.tsx';
export { BetaPill } from './parts/beta-pill.tsx';
export { VisuallyHidden } from './parts/visually-hidden.tsx';
export { Avatar, type AvatarProps } from './parts/avatar.tsx';
export { Chevron } from './parts/chevron.tsx';
export { CloseButton } from './parts/close-button.tsx';
export { NavSectionList, type NavSectionListProps } from './parts/nav-section-list.tsx';
export { DisclosureMenu } from './parts/disclosure-menu.tsx';
export { ProfileMenu } from './parts/profile-menu.tsx';
export { ModalDialog, type ModalDialogProps } from './parts/modal-dialog.tsx';
export { AuthModal, type AuthModalProps } from './parts/auth-modal.tsx';
export { AuthControls } from './parts/auth-controls.tsx';
export { UpgradeButton } from './parts/upgrade-button.tsx';
export { TopBar } from './parts/top-bar.tsx';
export { ReferralCta } from './parts/referral-cta.tsx';
export { TeamFlowLinks } from './parts/team-flow-links.tsx';
export { TeacherNotice } from './parts/teacher-notice.tsx';
export { SearchForm, SEARCH_MAX_LENGTH } from './parts/search-form.tsx';

export { createBeaconAnalytics, type BeaconAnalytics, type BeaconAnalyticsOptions } from './analytics/beacon-analytics.ts';
export { ensureDeviceSessionId, readCookie } from './analytics/device-session.ts';
