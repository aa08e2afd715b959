// Part of the cards chunk (notifications-lazy.ts): the lists, cards and DOMPurify.
import { useSelector } from '@xstate/react';
import type { ConnectNotificationsOptions, NotificationsActor, connectNotifications } from '@masthead/header-core/machines';
import { useHeader } from '../context/header-context.ts';
import { followFromLayer, noteCancelledClick } from '../hooks/follow-from-layer.ts';
import type { AgeFormat } from './age-clock.ts';
import type { ListViews } from './notifications-list.tsx';
import { NotificationsList } from './notifications-list.tsx';
import { NotificationsTabs } from './notifications-tabs.tsx';
import { useCardAges } from './use-card-ages.ts';

export interface NotificationsBodyProps {
  /** The running read flow (the interaction chunk's notifications actor). */
  actor: NotificationsActor;
  /**
   * header-core's `connectNotifications`, as the interaction chunk carries it: importing it here would
   * split the modules this chunk shares with the first bundle into more files, and the first bundle grow.
   */
  connect: typeof connectNotifications;
  /** header-core's age formatters, carried by the interaction chunk for the same reason as `connect`. */
  ageFormat: AgeFormat;
  /**
   * The first bundle's link and placeholder views, handed over rather than imported: importing them here
   * made the modules this chunk shares with the first bundle (and no other) a file of their own, which
   * gzips poorly (about 250 B gzip more on every page, measured).
   */
  views: ListViews;
  /** How the lists are drawn: the page's origin and the hosts links may point to, the words, the language. */
  options: ConnectNotificationsOptions;
}

/**
 * The drawer's content: teachers get APG tabs (students' activity first), everyone else one list. Its
 * polite live region says "2 new notifications" when they arrive with the drawer open (issue 21); it is
 * here, with the lists, so that the drawer's frame in the header's first bundle does not grow. The
 * "N new notifications" button sits above the lists, in a row of its own (issue 35: floating over a
 * list's top, it hid the first card's name and first line). The cards' ages follow a clock while open.
 */
export function NotificationsBody({ actor, connect, ageFormat, views, options }: NotificationsBodyProps) {
  const { navigate } = useHeader();
  // Bound through @xstate/react, which this chunk carries (xstate is in the lazy chunks already); the
  // header's first bundle reads actors with its own small useSnapshot (see docs/design-notes.md, "Binding").
  const snapshot = useSelector(actor, (state) => state);
  const api = connect(snapshot, actor.send, options);
  const ages = useCardAges(api.isOpen, ageFormat, options.locale ?? 'en-US', options.now);
  const fresh = api.newNotifications;
  return (
    // Following a link from the drawer, by pointer or Enter, closes it (issue 25, defect 1).
    <div className="mh-notifications__body" onClickCapture={noteCancelledClick} onClick={(event) => followFromLayer(event, navigate, api.closeButtonProps.onClick)}>
      <p className="mh-visually-hidden" {...api.newStatusProps}>
        {api.newNotifications?.label}
      </p>
      {api.tabListProps ? <NotificationsTabs api={api} /> : null}
      {fresh ? (
        <p className="mh-notifications__new">
          <button type="button" className="mh-button mh-button--primary" onClick={fresh.onPress}>
            {fresh.label}
          </button>
        </p>
      ) : null}
      {api.feeds.map((feed) => (
        <NotificationsList key={feed.feed} feed={feed} messages={api.messages} links={api.links} open={api.isOpen} ages={ages} views={views} />
      ))}
    </div>
  );
}
