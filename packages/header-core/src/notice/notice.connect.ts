import type { SnapshotFrom } from 'xstate';
import type { TextMessageKey } from '../messages.ts';
import type { NoticeMachine } from './notice.machine.ts';
import { TEACHER_NOTICE_HREF, type NoticeEvent } from './notice.types.ts';

export type NoticeSnapshot = SnapshotFrom<NoticeMachine>;
export type NoticeSend = (event: NoticeEvent) => void;
export type NoticeDataState = 'hidden' | 'visible' | 'dismissed';

export interface NoticeApi {
  readonly isVisible: boolean;
  /** The popover; its text is `messages[api.messageKeys.text]`. */
  readonly rootProps: {
    readonly id: string;
    /** Unnamed: a note named by its only sentence had screen readers say the sentence twice (issue 24). */
    readonly role: 'note';
    readonly hidden: boolean;
    readonly 'data-state': NoticeDataState;
  };
  /** Id for the element holding the notice text (what its action and dismiss button may refer to). */
  readonly textProps: { readonly id: string };
  /**
   * A real link (works without JavaScript). `onClick` dismisses and emits `navigate`; a host
   * that routes client-side prevents the default and follows the intent, others let the link go.
   */
  readonly actionProps: { readonly href: string; readonly onClick: () => void };
  /** The close button; its `aria-label` is `messages[api.messageKeys.dismiss]`. */
  readonly dismissProps: { readonly type: 'button'; readonly onClick: () => void };
  readonly messageKeys: { readonly text: TextMessageKey; readonly action: TextMessageKey; readonly dismiss: TextMessageKey };
}

/** The notice before its machine has loaded: nothing shown (the server and hydration render none either). */
export const HIDDEN_NOTICE: NoticeDataState = 'hidden';

/** Maps a notice snapshot to renderer props. `id` prefixes DOM ids (default `'teacher-notice'`). */
export function connectNotice(snapshot: NoticeSnapshot, send: NoticeSend, id = 'teacher-notice'): NoticeApi {
  return connectNoticeView(snapshot.value as NoticeDataState, send, id);
}

/** Maps the notice's state (the machine's, or `HIDDEN_NOTICE`) to renderer props. */
export function connectNoticeView(state: NoticeDataState, send: NoticeSend, id = 'teacher-notice'): NoticeApi {
  const isVisible = state === 'visible';
  return {
    isVisible,
    rootProps: {
      id,
      role: 'note',
      hidden: !isVisible,
      'data-state': state,
    },
    textProps: { id: `${id}-text` },
    actionProps: { href: TEACHER_NOTICE_HREF, onClick: () => send({ type: 'action' }) },
    dismissProps: { type: 'button', onClick: () => send({ type: 'dismiss' }) },
    messageKeys: { text: 'teacherNotice', action: 'teacherNoticeAction', dismiss: 'dismiss' },
  };
}
