export {
  TEACHER_NOTICE_DISMISSED_VALUE,
  TEACHER_NOTICE_HREF,
  TEACHER_NOTICE_STORAGE_KEY,
  type NoticeContext,
  type NoticeEmitted,
  type NoticeEvent,
  type NoticeInput,
} from './notice.types.ts';
export { noticeMachine, type NoticeMachine } from './notice.machine.ts';
export { readNoticeDismissed } from './notice.storage.ts';
export {
  HIDDEN_NOTICE,
  connectNotice,
  connectNoticeView,
  type NoticeApi,
  type NoticeDataState,
  type NoticeSend,
  type NoticeSnapshot,
} from './notice.connect.ts';
