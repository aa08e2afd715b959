import { useHeader } from '../context/header-context.ts';
import { usePaintedOnce } from '../hooks/scheduling.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useNotifications, type NotificationsOptions } from './use-notifications.ts';

function NotificationsControl(props: NotificationsOptions) {
  const { api, lists, cards, failed, intent } = useNotifications(props);
  // The click's frame shows the drawer's frame (placeholders inside); the lists come in the next one.
  const framed = usePaintedOnce(api.isOpen);
  return (
    <>
      <BellButton api={api} onIntent={intent} />
      <NotificationsDrawer api={api} failed={failed}>
        {framed && lists && cards ? <cards.NotificationsBody {...lists} /> : null}
      </NotificationsDrawer>
    </>
  );
}

/**
 * The notifications bell and its right-hand drawer, for signed-in members where the model has a bell.
 * The bell and the dialog's frame are in the header's bundle; the read-flow machine comes with the
 * interaction chunk, the lists, the cards and DOMPurify with a second one on the bell's first use.
 * One notifications actor per mount (a new one when the member changes). Needs the host's
 * ApolloProvider for its requests; without one, opening shows the error text.
 */
export function NotificationsBell() {
  const { model, viewer } = useHeader();
  if (!model.notifications || viewer === null) return null;
  const isTeacher = model.scenario.userContentInteraction === 'teacher';
  return <NotificationsControl key={viewer.id} unreadCount={viewer.notifications.count + (isTeacher ? viewer.teacherNotifications.count : 0)} isTeacher={isTeacher} />;
}
