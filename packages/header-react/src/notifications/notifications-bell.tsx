import { useEffect, useRef, useState } from 'react';
import { useHeader } from '../context/header-context.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationsDrawer } from './notifications-drawer.tsx';
import { useNotifications, type NotificationsOptions } from './use-notifications.ts';

/**
 * True once the drawer's frame has been painted after its first opening: the click's frame shows the
 * frame at once (placeholders inside), and the lists are drawn in the next.
 */
function useFramePainted(open: boolean): boolean {
  const [painted, setPainted] = useState(false);
  // Once asked for, it comes even if the drawer closed meanwhile (only unmounting cancels it).
  const pending = useRef<{ frame?: number; timer?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => {
    if (!open || painted || pending.current.frame !== undefined) return;
    pending.current.frame = requestAnimationFrame(() => {
      pending.current.timer = setTimeout(() => setPainted(true), 0);
    });
  }, [open, painted]);
  useEffect(() => {
    const handles = pending.current;
    return () => {
      if (handles.frame !== undefined) cancelAnimationFrame(handles.frame);
      clearTimeout(handles.timer);
    };
  }, []);
  return painted;
}

function NotificationsControl(props: NotificationsOptions) {
  const { api, lists, messages, cards, failed, intent, origin } = useNotifications(props);
  const framed = useFramePainted(api.isOpen);
  return (
    <>
      <BellButton api={api} onIntent={intent} />
      <NotificationsDrawer api={api} failed={failed}>
        {framed && lists && cards ? <cards.NotificationsBody api={lists} messages={messages} origin={origin} /> : null}
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
