// What the header's initial bundle needs of the teacher notice (the package root re-exports exactly
// this): its props, hidden until its machine (in '@masthead/header-core/machines') has loaded.
export { TEACHER_NOTICE_DISMISSED_VALUE, TEACHER_NOTICE_HREF, TEACHER_NOTICE_STORAGE_KEY } from './notice.types.ts';
export { HIDDEN_NOTICE, connectNotice, connectNoticeView } from './notice.connect.ts';
export { readNoticeDismissed } from './notice.storage.ts';
