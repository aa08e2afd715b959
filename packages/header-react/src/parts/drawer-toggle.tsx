import type { DrawerApi } from '@masthead/header-core';

/**
 * The hamburger: a 44px button whose name says what it does ('Open menu' / 'Close menu'). `onClick`
 * replaces the machine's handler (the drawer wraps it, so the no-JavaScript fallback shows it again).
 */
export function DrawerToggle({ api, label, onClick = api.toggleProps.onClick }: { api: DrawerApi; label: string; onClick?: () => void }) {
  return (
    <button type="button" className="mh-icon-button mh-drawer-toggle" {...api.toggleProps} onClick={onClick} aria-label={label}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
