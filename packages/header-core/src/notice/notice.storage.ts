import type { SafeStorage } from '../storage/index.ts';
import { TEACHER_NOTICE_DISMISSED_VALUE, TEACHER_NOTICE_STORAGE_KEY } from './notice.types.ts';

/** True only for exactly the value we write; a throwing or garbage store means "not dismissed". */
export function readNoticeDismissed(storage: SafeStorage | undefined): boolean {
  try {
    return storage?.get(TEACHER_NOTICE_STORAGE_KEY) === TEACHER_NOTICE_DISMISSED_VALUE;
  } catch {
    return false;
  }
}
