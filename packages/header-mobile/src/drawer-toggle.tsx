import type { DrawerApi } from '@masthead/header-core';

/**
 * The hamburger: a 44px button whose name says what it does ('Open menu' / 'Close menu'). `onPress`
 * runs before the machine hears the press (the no-JavaScript fallback shows the drawer again).
 */
export function DrawerToggle({ api, label, onPress }: { api: DrawerApi; label: string; onPress?: () => void }) {
  return (
    <button
      type="button"
      className="mh-drawer-toggle"
      {...api.toggleProps}
      onClick={() => {
        onPress?.();
        api.toggleProps.onClick();
      }}
      aria-label={label}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
