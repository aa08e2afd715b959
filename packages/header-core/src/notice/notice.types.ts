import type { SafeStorage } from '../storage/index.ts';
import { HEADER_VIA } from '../url/paths.ts';

export interface NoticeInput {
  /** Teacher content interaction (teacher or approved applicant): only they see the notice. */
  readonly eligible: boolean;
  /** Where the dismissal is remembered (per browser). Default: in memory only. */
  readonly storage?: SafeStorage;
}

export interface NoticeContext {
  readonly eligible: boolean;
  /** The dismissal was found in, or written to, storage. */
  readonly dismissed: boolean;
  /** Another layer (menu, drawer, overlay, modal) is open: the notice must not cover it. */
  readonly layerOpen: boolean;
  readonly storage: SafeStorage;
}

export type NoticeEvent =
  /** The close (×) button. */
  | { readonly type: 'dismiss' }
  /** 'View Student Activity': dismisses and asks the host to navigate. */
  | { readonly type: 'action' }
  | { readonly type: 'layer.opened'; readonly id?: string }
  | { readonly type: 'layer.closed'; readonly id?: string }
  /** The viewer loaded or changed (e.g. became an approved applicant). */
  | { readonly type: 'eligibility.set'; readonly eligible: boolean };

export type NoticeEmitted =
  | { readonly type: 'navigate'; readonly href: string }
  | { readonly type: 'dismissed'; readonly via: 'dismiss' | 'action' };

/** Storage key of the dismissal. */
export const TEACHER_NOTICE_STORAGE_KEY = 'masthead.teacherNotice.dismissed';
/** The exact value written on dismissal; anything else in storage is treated as "not dismissed". */
export const TEACHER_NOTICE_DISMISSED_VALUE = 'true';
/** Where 'View Student Activity' goes. */
export const TEACHER_NOTICE_HREF = `/teach/activity?via=${HEADER_VIA}`;
