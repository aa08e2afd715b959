// @masthead/header-mobile: the mobile renderer. Import '@masthead/header-react/styles.css' then './styles.css'.
export { MobileHeader } from './mobile-header.tsx';
export { MobileActions } from './mobile-actions.tsx';
