// Part of the lazily loaded half (notifications-lazy.ts): the lists, cards and DOMPurify. It mounts only
// once the notifications actor runs, so it binds to it directly with @xstate/react (the bell and the
// frame, in the initial bundle, are drawn without xstate).
import { useSelector } from '@xstate/react';
import { connectNotifications, type NotificationMessages, type NotificationsSnapshot } from '@masthead/header-core/notifications';
import type { NotificationsActor } from '@masthead/header-core';
import { NotificationsList } from './notifications-list.tsx';
import { NotificationsTabs } from './notifications-tabs.tsx';

export interface NotificationsBodyProps {
  /** The running notifications actor. */
  actor: NotificationsActor;
  /** The notifications' strings (host overrides included). */
  messages: NotificationMessages;
  /** The page's origin for the URL policy of the cards and of links inside messages. */
  origin: string | undefined;
}

/** The drawer's content: teachers get APG tabs (students' activity first), everyone else one list. */
export function NotificationsBody({ actor, messages, origin }: NotificationsBodyProps) {
  const snapshot = useSelector(actor, (state: NotificationsSnapshot) => state);
  const api = connectNotifications(snapshot, actor.send, { ...(origin === undefined ? {} : { origin }), messages });
  return (
    <div className="mh-notifications__body">
      {api.tabListProps ? <NotificationsTabs api={api} /> : null}
      {api.feeds.map((feed) => (
        <NotificationsList key={feed.feed} feed={feed} messages={api.messages} origin={origin} open={api.isOpen} />
      ))}
    </div>
  );
}
