import { assign, emit, setup } from 'xstate';
import { createMemoryStorage } from '../storage/index.ts';
import { readNoticeDismissed } from './notice.storage.ts';
import {
  TEACHER_NOTICE_DISMISSED_VALUE,
  TEACHER_NOTICE_HREF,
  TEACHER_NOTICE_STORAGE_KEY,
  type NoticeContext,
  type NoticeEmitted,
  type NoticeEvent,
  type NoticeInput,
} from './notice.types.ts';

/**
 * The teacher notice ("discovery tooltip"): visible to eligible viewers until dismissed, and
 * hidden (not dismissed) while another layer is open.
 */
export const noticeMachine = setup({
  types: {
    context: {} as NoticeContext,
    events: {} as NoticeEvent,
    input: {} as NoticeInput,
    emitted: {} as NoticeEmitted,
  },
  guards: {
    isDismissed: ({ context }) => context.dismissed,
    canShow: ({ context }) => context.eligible && !context.dismissed && !context.layerOpen,
    isIneligibleEvent: ({ event }) => event.type === 'eligibility.set' && !event.eligible,
  },
  actions: {
    markLayerOpen: assign({ layerOpen: true }),
    markLayerClosed: assign({ layerOpen: false }),
    setEligibility: assign({
      eligible: ({ context, event }) => (event.type === 'eligibility.set' ? event.eligible === true : context.eligible),
    }),
    markDismissed: assign({ dismissed: true }),
    persistDismissal: ({ context }) => {
      try {
        context.storage.set(TEACHER_NOTICE_STORAGE_KEY, TEACHER_NOTICE_DISMISSED_VALUE);
      } catch {
        // Dismissal still holds for this page; persistence is best effort.
      }
    },
    emitDismissed: emit(({ event }) => ({
      type: 'dismissed' as const,
      via: event.type === 'action' ? ('action' as const) : ('dismiss' as const),
    })),
    emitNavigate: emit({ type: 'navigate', href: TEACHER_NOTICE_HREF } as const),
  },
}).createMachine({
  id: 'teacherNotice',
  context: ({ input }) => {
    const storage = input.storage ?? createMemoryStorage();
    return {
      eligible: input.eligible === true,
      dismissed: readNoticeDismissed(storage),
      layerOpen: false,
      storage,
    };
  },
  initial: 'hidden',
  states: {
    hidden: {
      // Re-evaluated after every event handled here, so visibility follows the context.
      always: [
        { guard: 'isDismissed', target: 'dismissed' },
        { guard: 'canShow', target: 'visible' },
      ],
      on: {
        'layer.opened': { actions: 'markLayerOpen' },
        'layer.closed': { actions: 'markLayerClosed' },
        'eligibility.set': { actions: 'setEligibility' },
      },
    },
    visible: {
      on: {
        dismiss: { target: 'dismissed', actions: ['markDismissed', 'persistDismissal', 'emitDismissed'] },
        action: {
          target: 'dismissed',
          actions: ['markDismissed', 'persistDismissal', 'emitDismissed', 'emitNavigate'],
        },
        'layer.opened': { target: 'hidden', actions: 'markLayerOpen' },
        'eligibility.set': { guard: 'isIneligibleEvent', target: 'hidden', actions: 'setEligibility' },
      },
    },
    // Not `final`: the actor stays alive so a host can keep sending events without errors.
    dismissed: {},
  },
});

export type NoticeMachine = typeof noticeMachine;
