import type { KeyboardEvent } from 'react';
import type { NotificationsApi } from '@masthead/header-core';

/** The teachers' APG tab list: roving tab stop, arrows wrap, Home/End, selection follows focus. */
export function NotificationsTabs({ api }: { api: NotificationsApi }) {
  if (!api.tabListProps) return null;
  return (
    <div className="mh-notifications__tabs" {...api.tabListProps}>
      {api.tabs.map((tab) => {
        const { onKeyDown, ...props } = tab.props;
        return (
          <button
            key={tab.feed}
            className="mh-notifications__tab"
            {...props}
            onKeyDown={(event: KeyboardEvent) => {
              if (onKeyDown(event.key)) event.preventDefault();
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
