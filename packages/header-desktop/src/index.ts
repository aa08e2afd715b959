// @masthead/header-desktop: the desktop renderer. Import '@masthead/header-react/styles.css' then './styles.css'.
export { DesktopHeader } from './desktop-header.tsx';
export { DesktopNav } from './desktop-nav.tsx';
export { DesktopActions } from './desktop-actions.tsx';
