/**
 * The live bell's connection, for one tab: one `notificationEvents` stream per browser and member,
 * shared by the member's tabs.
 *
 * Election. Every tab of member M asks for the Web Lock `masthead-live:<M>` (actor `lock`). The tab
 * that holds it is the leader and runs the stream (actor `stream`); the others wait in the lock's
 * queue as followers. When the leader's tab closes, the browser releases its lock and the first
 * waiting tab is granted it at once: that tab becomes leader and opens the stream.
 *
 * Messages on the BroadcastChannel `masthead-live:<M>` (actor `channel`; never delivered to the sender):
 *   hello {from, visible}        a tab joined (on entering `electing`); the leader answers `leader`.
 *   leader {from}                "I hold the lock" (on becoming leader, and to every hello). Electing
 *                                tabs become followers; every tab answers `visibility` (a roll call,
 *                                so a new leader learns which tabs are visible).
 *   visibility {from, visible}   a tab was shown or hidden (and the roll-call answer).
 *   bye {from}                   a tab is leaving (posted by the channel actor as it stops).
 *   event {event}                leader → all: a valid stream event; every tab emits `live.event`.
 *   gap {}                       leader → all: events may have been missed; every tab emits `live.gap`.
 *   stopped {reason}             leader → all: the stream was refused for good (a 4xx other than 401, 408, 429).
 * Messages are validated on receipt; unknown ones are ignored, an invalid `event` counts as a `gap`.
 *
 * Gaps (`live.gap`: ask the server again). The leader announces one, to every tab, when its stream
 * opens after coverage lapsed: an open stream was lost (error, offline, everyone hidden), the lock
 * was handed over from another leader, or its page was shown while the stream was not open. It
 * announces one at once after a malformed event. A follower or an open leader shown after being
 * hidden emits one for itself. A tab that becomes leader straight from `electing` announces none on
 * its first open: the lock queue is first-in first-out, so no follower was waiting, and its data came
 * with the page.
 *
 * The leader closes the stream (`paused`) while the browser is offline, or once every tab of the
 * member has been hidden for 5 minutes (`audience.away`); it reopens as soon as both are over.
 *
 * Faults. A failed connection (a network error, a stream the server ended, a refusal) is retried after
 * a backoff with full jitter, 1 s doubling to 30 s, reset by an open; a 429 waits its Retry-After (30 s
 * when the transport does not pass it on) and a 401 (the session ended) 5 minutes before that jitter,
 * so a signed-out page asks again rarely but recovers without a reload. Other 4xx stop every tab for
 * good. A connection that brings no first event within 10 s (`openTimeout`: headers and then silence)
 * counts as failed. An open stream that falls silent cannot be told from a quiet one: the server's
 * keep-alives are SSE comments, which the client never surfaces, so there is no idle watchdog.
 */
import { and, not, stateIn, type Actor } from 'xstate';
import { LIVE_HIDDEN_TIMEOUT, LIVE_OPEN_TIMEOUT, LIVE_RETRY_DELAY, initialLiveContext, liveSetup } from './live.setup.ts';
import { liveChannelName } from './live.protocol.ts';

const inLeader = stateIn('#live.member.leader');
const inLeaderNotOpen = and([inLeader, not(stateIn('#live.member.leader.stream.streaming.open'))]);
const canStream = and(['isOnline', not(stateIn('#live.member.leader.audience.away'))]);
const lockName = ({ context }: { context: { memberId: string | null } }) => ({ name: liveChannelName(context.memberId ?? '') });

/**
 * The live connection of one tab (protocol above). Adapters are its named actors, supplied with
 * `.provide({ actors: liveActors(platform, connect) })`; it speaks to its host only by emitting
 * `live.event`, `live.gap` and `live.stopped`. One actor per tab, started once the header is used;
 * `actor.stop()` when the page goes away (the browser releases the lock in any case).
 */
export const liveMachine = liveSetup.createMachine({
  id: 'live',
  context: ({ input }) => initialLiveContext(input),
  invoke: { id: 'page', src: 'page' },
  initial: 'idle',
  on: {
    'page.visible': { guard: not('isVisible'), actions: { type: 'setVisible', params: { visible: true } } },
    'page.hidden': { guard: 'isVisible', actions: { type: 'setVisible', params: { visible: false } } },
    'network.online': { actions: { type: 'setOnline', params: { online: true } } },
    'network.offline': { actions: { type: 'setOnline', params: { online: false } } },
  },
  states: {
    /** A visitor, or not started: nothing runs. */
    idle: {
      always: { guard: 'hasMember', target: 'member' },
      on: { 'session.change': { actions: 'setMember' } },
    },
    member: {
      entry: 'resetSession',
      invoke: [
        { id: 'lock', src: 'lock', input: lockName },
        { id: 'channel', src: 'channel', input: ({ context }) => ({ ...lockName({ context }), tabId: context.tabId }) },
      ],
      initial: 'electing',
      // Page and channel events are handled here, never inside the leader's regions: each region of a
      // parallel state would take a transition of its own and run the actions twice.
      on: {
        'session.change': { guard: 'isOtherMember', target: 'idle', actions: 'setMember' },
        'page.visible': [
          { guard: and([not('isVisible'), inLeaderNotOpen]), actions: [{ type: 'setVisible', params: { visible: true } }, 'postVisibility', 'markGap'] },
          { guard: not('isVisible'), actions: [{ type: 'setVisible', params: { visible: true } }, 'postVisibility', 'emitGap'] },
        ],
        'page.hidden': { guard: 'isVisible', actions: [{ type: 'setVisible', params: { visible: false } }, 'postVisibility'] },
        'channel.hello': [{ guard: inLeader, actions: ['trackTab', 'postLeader'] }, { actions: 'trackTab' }],
        'channel.leader': { actions: 'postVisibility' },
        'channel.visibility': { actions: 'trackTab' },
        'channel.bye': { actions: 'forgetTab' },
        // From a leader; a leader gets them only from the one it just replaced (late deliveries).
        'channel.event': { actions: 'emitEvent' },
        'channel.gap': { actions: 'emitGap' },
        'channel.stopped': { target: '#live.stopped', actions: 'emitStopped' },
        'live.stop': { target: '#live.stopped', actions: 'emitStopped' },
      },
      states: {
        /** The lock is asked for; no leader heard from yet. Acts as a follower meanwhile. */
        electing: {
          entry: 'postHello',
          on: {
            'lock.granted': { target: 'leader' },
            'channel.leader': { target: 'follower', actions: 'postVisibility' },
          },
        },
        /** Another tab leads; this one waits in the lock's queue. */
        follower: {
          on: { 'lock.granted': { target: 'leader', actions: 'markGap' } },
        },
        leader: {
          type: 'parallel',
          entry: 'postLeader',
          states: {
            /** Whether any tab of the member is visible; 5 minutes without one pauses the stream. */
            audience: {
              initial: 'seen',
              states: {
                seen: { always: { guard: not('isAnyTabVisible'), target: 'unseen' } },
                unseen: {
                  always: { guard: 'isAnyTabVisible', target: 'seen' },
                  after: { [LIVE_HIDDEN_TIMEOUT]: { target: 'away' } },
                },
                away: { always: { guard: 'isAnyTabVisible', target: 'seen' } },
              },
            },
            stream: {
              initial: 'paused',
              states: {
                /** No stream: offline, or every tab away. Leaves as soon as neither holds. */
                paused: { always: { guard: canStream, target: 'streaming' } },
                streaming: {
                  invoke: { id: 'stream', src: 'stream' },
                  always: { guard: not(canStream), target: 'paused' },
                  initial: 'connecting',
                  on: {
                    'stream.event': { actions: 'deliver' },
                    'stream.malformed': { actions: ['warnMalformed', 'announceGap'] },
                    'stream.error': [{ guard: 'isFinalRefusal', actions: 'stopEveryTab' }, { target: 'backoff', actions: 'countFailure' }],
                  },
                  states: {
                    connecting: {
                      on: { 'stream.open': { target: 'open', actions: 'opened' } },
                      // The open watchdog: answered and then silent is a failed connection too.
                      after: { [LIVE_OPEN_TIMEOUT]: { target: '#live.member.leader.stream.backoff', actions: 'countFailure' } },
                    },
                    // Coverage lapses when an open stream is lost, whatever the reason.
                    open: { exit: 'markGap' },
                  },
                },
                backoff: {
                  always: { guard: not(canStream), target: 'paused' },
                  after: { [LIVE_RETRY_DELAY]: { target: 'streaming' } },
                },
              },
            },
          },
        },
      },
    },
    /** Refused for good (a 4xx the server will not change its mind about); `session.change` starts again. */
    stopped: {
      on: { 'session.change': { target: 'idle', actions: 'setMember' } },
    },
  },
});

export type LiveMachine = typeof liveMachine;
/** A running live machine (its adapters provided or not: `.provide()` keeps the type). */
export type LiveActor = Actor<LiveMachine>;
