// Types, injected actors, delays, guards and actions of the live machine (the states are in
// live.machine.ts).
import { assign, emit, enqueueActions, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import type { LiveChannelInput, LiveChannelLogic, LiveLockInput, LiveLockLogic, LivePageLogic, LiveStreamLogic } from './live.actors.ts';
import { LIVE_HIDDEN_TIMEOUT_MS, LIVE_OPEN_TIMEOUT_MS, backoffDelay, retryFloor, stopReasonOf } from './live.protocol.ts';
import type {
  LiveChannelMessage,
  LiveContext,
  LiveEmitted,
  LiveInput,
  LiveMachineEvent,
  LivePost,
} from './live.types.ts';

function notProvided(name: string) {
  return () => {
    throw new Error(`liveMachine: provide the '${name}' actor, e.g. .provide({ actors: liveActors(platform, connect) })`);
  };
}

const memberIdOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const post = (message: LiveChannelMessage): LivePost => ({ type: 'post', message });
const without = (tabs: readonly string[], tab: string) => tabs.filter((t) => t !== tab);

/** Named delays (override with `.provide({ delays })`). */
export const LIVE_RETRY_DELAY = 'retryDelay';
export const LIVE_HIDDEN_TIMEOUT = 'hiddenTimeout';
export const LIVE_OPEN_TIMEOUT = 'openTimeout';

export const liveSetup = setup({
  types: {
    context: {} as LiveContext,
    events: {} as LiveMachineEvent,
    input: {} as LiveInput,
    emitted: {} as LiveEmitted,
  },
  actors: {
    lock: fromCallback<EventObject, LiveLockInput>(notProvided('lock')) as LiveLockLogic,
    channel: fromCallback<LivePost, LiveChannelInput>(notProvided('channel')) as LiveChannelLogic,
    stream: fromCallback(notProvided('stream')) as LiveStreamLogic,
    /** Default: nothing; the host may send `page.*` / `network.*` itself. */
    page: fromCallback(() => {}) as LivePageLogic,
  },
  delays: {
    [LIVE_RETRY_DELAY]: ({ context }) => context.retryDelay,
    [LIVE_HIDDEN_TIMEOUT]: LIVE_HIDDEN_TIMEOUT_MS,
    [LIVE_OPEN_TIMEOUT]: LIVE_OPEN_TIMEOUT_MS,
  },
  guards: {
    hasMember: ({ context }) => context.memberId !== null,
    isOtherMember: ({ context, event }) => event.type === 'session.change' && event.memberId !== context.memberId,
    isVisible: ({ context }) => context.visible,
    isOnline: ({ context }) => context.online,
    isAnyTabVisible: ({ context }) => context.visible || context.visibleTabs.length > 0,
    isFinalRefusal: ({ event }) => event.type === 'stream.error' && stopReasonOf(event.status) !== null,
  },
  actions: {
    setMember: assign({ memberId: ({ event }) => (event.type === 'session.change' ? memberIdOf(event.memberId) : null) }),
    resetSession: assign({ visibleTabs: [], attempt: 0, retryDelay: 0, needsGap: false }),
    setVisible: assign((_, params: { visible: boolean }) => ({ visible: params.visible })),
    setOnline: assign((_, params: { online: boolean }) => ({ online: params.online })),
    /** Another tab's visibility (`hello`, `visibility`); `bye` forgets it. */
    trackTab: assign({
      visibleTabs: ({ context, event }) => {
        if (event.type !== 'channel.hello' && event.type !== 'channel.visibility') return context.visibleTabs;
        const others = without(context.visibleTabs, event.from);
        return event.visible ? [...others, event.from] : others;
      },
    }),
    forgetTab: assign({
      visibleTabs: ({ context, event }) => (event.type === 'channel.bye' ? without(context.visibleTabs, event.from) : context.visibleTabs),
    }),
    postHello: sendTo('channel', ({ context }) => post({ type: 'hello', from: context.tabId, visible: context.visible })),
    postLeader: sendTo('channel', ({ context }) => post({ type: 'leader', from: context.tabId })),
    postVisibility: sendTo('channel', ({ context }) => post({ type: 'visibility', from: context.tabId, visible: context.visible })),
    /** Follower: a leader's event goes to this tab's host. */
    emitEvent: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'channel.event') enqueue.emit({ type: 'live.event', event: event.event });
    }),
    emitGap: emit({ type: 'live.gap' } as const),
    emitStopped: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'channel.stopped' || event.type === 'live.stop') enqueue.emit({ type: 'live.stopped', reason: event.reason });
    }),
    /** Leader: a valid event from the stream goes to this tab's host and to every other tab. */
    deliver: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'stream.event') return;
      enqueue.emit({ type: 'live.event', event: event.event });
      enqueue.sendTo('channel', post({ type: 'event', event: event.event }));
    }),
    /** Leader: everyone resyncs now (a malformed event). */
    announceGap: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'live.gap' });
      enqueue.sendTo('channel', post({ type: 'gap' }));
    }),
    warnMalformed: ({ event }) => {
      if (event.type === 'stream.malformed') console.warn(`[masthead live] dropped a malformed event (${event.reason}); resyncing`);
    },
    markGap: assign({ needsGap: true }),
    /** The stream is open: the backoff starts over, and a gap is announced when coverage had lapsed. */
    opened: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ attempt: 0, retryDelay: 0, needsGap: false });
      if (!context.needsGap) return;
      enqueue.emit({ type: 'live.gap' });
      enqueue.sendTo('channel', post({ type: 'gap' }));
    }),
    /** A failed connection (an error, or the open watchdog): the wait is the refusal's floor plus the backoff. */
    countFailure: assign(({ context, event }) => ({
      attempt: context.attempt + 1,
      retryDelay:
        (event.type === 'stream.error' ? retryFloor(event.status, event.retryAfter) : 0) + backoffDelay(context.attempt + 1, context.random),
    })),
    /** Leader: the stream was refused for good; every tab stops (the raise leaves `member` after the post). */
    stopEveryTab: enqueueActions(({ event, enqueue }) => {
      const reason = event.type === 'stream.error' ? stopReasonOf(event.status) : null;
      if (reason === null) return;
      enqueue.sendTo('channel', post({ type: 'stopped', reason }));
      enqueue.raise({ type: 'live.stop', reason });
    }),
  },
});

/** The context a machine starts with. */
export function initialLiveContext(input: LiveInput): LiveContext {
  const random = input.random ?? Math.random;
  return {
    memberId: memberIdOf(input.memberId),
    tabId: input.tabId ?? `tab-${Math.floor(random() * 2 ** 52).toString(36)}`,
    visible: input.visible ?? true,
    online: input.online ?? true,
    visibleTabs: [],
    attempt: 0,
    retryDelay: 0,
    needsGap: false,
    random,
  };
}
