import type { NotificationsShellApi } from '@masthead/header-core';

export interface BellButtonProps {
  /** The bell's ARIA, badge and click (from the machine, or from the viewer before it loads). */
  api: NotificationsShellApi;
  /** Called on the first signs of use (pointer over, focus, click) to start loading the drawer's code. */
  onIntent: () => void;
}

/**
 * The bell: a button named with the real unread count ('Notifications, 12 unread'), and beside it
 * (drawn over its corner) the aria-hidden badge: '1'…'9', '9+', hidden at 0. The badge sits outside
 * the button so the button's visible text never contradicts its name (WCAG 2.5.3 label in name).
 */
export function BellButton({ api, onIntent }: BellButtonProps) {
  const { onClick, ...attributes } = api.bellProps;
  return (
    <span className="mh-bell">
      <button
        className="mh-bell__button"
        {...attributes}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          onIntent();
          onClick();
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.4 15.8A.8.8 0 0 0 5.1 17h13.8a.8.8 0 0 0 .7-1.2L18 12.6V9a6 6 0 0 0-6-6Zm-2.5 15.5a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <span className="mh-bell__badge" {...api.badgeProps}>
        {api.badgeText}
      </span>
    </span>
  );
}
