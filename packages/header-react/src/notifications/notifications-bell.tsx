import { useHeader } from '../context/header-context.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useNotifications, type NotificationsOptions } from './use-notifications.ts';

function NotificationsControl(props: NotificationsOptions) {
  const { api, actor, messages, module, failed, load, origin } = useNotifications(props);
  return (
    <>
      <BellButton api={api} onIntent={load} />
      <NotificationsDrawer api={api} failed={failed}>
        {actor && module ? <module.NotificationsBody actor={actor} messages={messages} origin={origin} /> : null}
      </NotificationsDrawer>
    </>
  );
}

/**
 * The notifications bell and its right-hand drawer, for signed-in members where the model has a bell.
 * The bell and the dialog's frame are in the header's bundle; the read-flow machine, the lists, the
 * cards and DOMPurify load on the bell's first use. One notifications actor per mount (a new one when
 * the member changes). Needs the host's ApolloProvider for its requests; without one, opening shows
 * the error text.
 */
export function NotificationsBell() {
  const { model, viewer } = useHeader();
  if (!model.notifications || viewer === null) return null;
  const isTeacher = model.scenario.userContentInteraction === 'teacher';
  return <NotificationsControl key={viewer.id} unreadCount={viewer.notifications.count + (isTeacher ? viewer.teacherNotifications.count : 0)} isTeacher={isTeacher} />;
}
