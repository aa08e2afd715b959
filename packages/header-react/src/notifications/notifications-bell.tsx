import { useHeader } from '../context/header-context.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useNotifications, type NotificationsOptions } from './use-notifications.ts';

function NotificationsControl(props: NotificationsOptions) {
  const { api, lists, cards, failed, listsAsked, intent } = useNotifications(props);
  // The lists are drawn as soon as they are asked for, in one render: ahead of the click (the bell's
  // intent, an idle page) into the closed drawer, so the opening only shows them (as a background
  // render, each update of the bell meanwhile, such as the live bell starting, restarted it from the top:
  // the cards came half a second later at 4× CPU). Asked for by the click, they show their placeholders.
  return (
    <>
      <BellButton api={api} onIntent={intent} />
      <NotificationsDrawer api={api} failed={failed}>
        {listsAsked && lists && cards ? <cards.NotificationsBody {...lists} /> : null}
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
