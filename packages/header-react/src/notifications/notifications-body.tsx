// Part of the cards chunk (notifications-lazy.ts): the lists, cards and DOMPurify.
import type { NotificationsApi } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { followFromLayer, noteCancelledClick } from '../hooks/follow-from-layer.ts';
import { NotificationsList } from './notifications-list.tsx';
import { NotificationsTabs } from './notifications-tabs.tsx';

export interface NotificationsBodyProps {
  /** The lists' props (`connectNotifications` over the running actor), with the link policy of the cards. */
  api: NotificationsApi;
}

/**
 * The drawer's content: teachers get APG tabs (students' activity first), everyone else one list. Its
 * polite live region says "2 new notifications" when they arrive with the drawer open (issue 21); it is
 * here, with the lists, so that the drawer's frame in the header's first bundle does not grow.
 */
export function NotificationsBody({ api }: NotificationsBodyProps) {
  const { navigate } = useHeader();
  return (
    // Following a link from the drawer, by pointer or Enter, closes it (issue 25, defect 1).
    <div className="mh-notifications__body" onClickCapture={noteCancelledClick} onClick={(event) => followFromLayer(event, navigate, api.closeButtonProps.onClick)}>
      <p className="mh-visually-hidden" {...api.newStatusProps}>
        {api.newNotifications?.label}
      </p>
      {api.tabListProps ? <NotificationsTabs api={api} /> : null}
      {api.feeds.map((feed) => (
        <NotificationsList key={feed.feed} feed={feed} messages={api.messages} links={api.links} open={api.isOpen} newNotifications={api.newNotifications} />
      ))}
    </div>
  );
}
