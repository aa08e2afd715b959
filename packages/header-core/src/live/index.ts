// The live bell's connection (one stream per browser, shared by the member's tabs). Exported from
// `@masthead/header-core/machines` only: hosts load it lazily, never with the header's first paint.
export {
  type LiveChannel,
  type LiveChannelMessage,
  type LiveConnect,
  type LiveContext,
  type LiveCount,
  type LiveEmitted,
  type LiveEvent,
  type LiveEventKind,
  type LiveFeed,
  type LiveInput,
  type LiveLocks,
  type LiveMachineEvent,
  type LivePage,
  type LivePageChange,
  type LivePlatform,
  type LivePost,
  type LiveStopReason,
  type LiveStreamHandlers,
} from './live.types.ts';
export { parseLiveEvent, type LiveEventResult } from './live.event.ts';
export {
  LIVE_BACKOFF_BASE_MS,
  LIVE_BACKOFF_CAP_MS,
  LIVE_HIDDEN_TIMEOUT_MS,
  LIVE_OPEN_TIMEOUT_MS,
  LIVE_RETRY_AFTER_CAP_MS,
  LIVE_SIGNED_OUT_RETRY_MS,
  backoffDelay,
  liveChannelName,
  retryFloor,
  stopReasonOf,
} from './live.protocol.ts';
export { liveActors, type LiveActors, type LiveChannelInput, type LiveLockInput } from './live.actors.ts';
export { LIVE_HIDDEN_TIMEOUT, LIVE_OPEN_TIMEOUT, LIVE_RETRY_DELAY } from './live.setup.ts';
export { liveMachine, type LiveActor, type LiveMachine } from './live.machine.ts';
export { liveStatus, type LiveStatus } from './live.status.ts';
