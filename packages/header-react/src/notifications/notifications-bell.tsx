import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { connectNotifications, notificationMessagesFrom } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useNotificationsActor, type NotificationsActorOptions } from './use-notifications-actor.ts';
import { useNotificationsBody } from './use-notifications-body.ts';

function pageOrigin(): string | undefined {
  return typeof window === 'undefined' ? undefined : window.location.origin;
}

function NotificationsControl(props: NotificationsActorOptions) {
  const actor = useNotificationsActor(props);
  const body = useNotificationsBody();
  const origin = pageOrigin();
  // The drawer's strings come from the header's one messages object, host overrides included.
  const { messages } = useHeader();
  const notificationMessages = useMemo(() => notificationMessagesFrom(messages), [messages]);
  const api = connectNotifications(useSelector(actor, (snapshot) => snapshot), actor.send, {
    ...(origin === undefined ? {} : { origin }),
    messages: notificationMessages,
  });
  return (
    <>
      <BellButton api={api} onIntent={body.load} />
      <NotificationsDrawer api={api} body={body} origin={origin} />
    </>
  );
}

/**
 * The notifications bell and its right-hand drawer, for signed-in members where the model has a bell.
 * The bell and the dialog shell are in the header's bundle; the lists, cards and DOMPurify load on the
 * bell's first use. One notifications actor per mount (a new one when the member changes). Needs the
 * host's ApolloProvider for its requests; without one, opening shows the error text.
 */
export function NotificationsBell() {
  const { model, viewer } = useHeader();
  if (!model.notifications || viewer === null) return null;
  const isTeacher = model.scenario.userContentInteraction === 'teacher';
  return <NotificationsControl key={viewer.id} unreadCount={viewer.notifications.count + (isTeacher ? viewer.teacherNotifications.count : 0)} isTeacher={isTeacher} />;
}
