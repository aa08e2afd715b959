// The machine's four named actors built from platform adapters: `liveActors(platform, connect)` is what
// a host passes to `liveMachine.provide({ actors })`. Tests build them from fakes the same way.
import { fromCallback, type CallbackActorLogic, type EventObject, type NonReducibleUnknown } from 'xstate';
import { parseLiveEvent } from './live.event.ts';
import { channelEventOf } from './live.protocol.ts';
import type { LiveConnect, LiveMachineEvent, LivePageChange, LivePlatform, LivePost } from './live.types.ts';

export interface LiveLockInput {
  readonly name: string;
}
export interface LiveChannelInput {
  readonly name: string;
  readonly tabId: string;
}

/** Holds the member's Web Lock while running; sends `lock.granted` once it is ours. */
export type LiveLockLogic = CallbackActorLogic<EventObject, LiveLockInput>;
/** The member's channel: posts what it receives (`LivePost`), sends other tabs' messages as `channel.*` events. */
export type LiveChannelLogic = CallbackActorLogic<LivePost, LiveChannelInput>;
/** The `notificationEvents` stream: sends `stream.open`, `stream.event`, `stream.malformed`, `stream.error`. */
export type LiveStreamLogic = CallbackActorLogic<EventObject, NonReducibleUnknown>;
/** Page visibility and network state: sends `page.*` and `network.*` (the current state first). */
export type LivePageLogic = CallbackActorLogic<EventObject, NonReducibleUnknown>;

export interface LiveActors {
  readonly lock: LiveLockLogic;
  readonly channel: LiveChannelLogic;
  readonly stream: LiveStreamLogic;
  readonly page: LivePageLogic;
}

const PAGE_EVENTS: Record<LivePageChange, LiveMachineEvent> = {
  visible: { type: 'page.visible' },
  hidden: { type: 'page.hidden' },
  online: { type: 'network.online' },
  offline: { type: 'network.offline' },
};

/** The named actors of `liveMachine` over a platform (see `browserLivePlatform`) and the host's stream. */
export function liveActors(platform: LivePlatform, connect: LiveConnect): LiveActors {
  return {
    lock: fromCallback<EventObject, LiveLockInput>(({ input, sendBack }) => {
      let stopped = false;
      let release: (() => void) | undefined;
      const cancel = platform.locks.request(input.name, () => {
        // A grant racing the cancel: give the lock straight back.
        if (stopped) return Promise.resolve();
        sendBack({ type: 'lock.granted' });
        return new Promise<void>((resolve) => (release = resolve));
      });
      return () => {
        stopped = true;
        cancel();
        release?.();
      };
    }),
    channel: fromCallback<LivePost, LiveChannelInput>(({ input, sendBack, receive }) => {
      const channel = platform.openChannel(input.name);
      const unsubscribe = channel.subscribe((message) => {
        const event = channelEventOf(message);
        if (event) sendBack(event);
      });
      receive((post) => channel.post(post.message));
      return () => {
        // Also on actor.stop() (a closing tab), which runs no exit actions.
        channel.post({ type: 'bye', from: input.tabId });
        unsubscribe();
        channel.close();
      };
    }),
    stream: fromCallback(({ sendBack }) => {
      let ended = false;
      const send = (event: LiveMachineEvent) => {
        if (!ended) sendBack(event);
      };
      let close = () => {};
      try {
        close = connect({
          onOpen: () => send({ type: 'stream.open' }),
          onEvent: (raw) => {
            const parsed = parseLiveEvent(raw);
            send(parsed.ok ? { type: 'stream.event', event: parsed.event } : { type: 'stream.malformed', reason: parsed.reason });
          },
          onError: (status, retryAfter) => {
            send({ type: 'stream.error', status, retryAfter });
            ended = true;
          },
        });
      } catch {
        send({ type: 'stream.error' });
      }
      return () => {
        ended = true;
        close();
      };
    }),
    page: fromCallback(({ sendBack }) => {
      const { page } = platform;
      sendBack(PAGE_EVENTS[page.isVisible() ? 'visible' : 'hidden']);
      sendBack(PAGE_EVENTS[page.isOnline() ? 'online' : 'offline']);
      return page.subscribe((change) => sendBack(PAGE_EVENTS[change]));
    }),
  };
}
