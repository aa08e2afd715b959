/**
 * The live bell's subscription (issue 21): `notificationEvents` streams the signed-in member's changes,
 * as the store publishes them from any instance (notifications/events.ts), over Server-Sent Events
 * (yoga's "distinct connections" mode, with its keep-alive comment every 12 s).
 *
 * The stream LISTENs first and reads the counts second, so nothing that commits in between is missed:
 * at worst a change is told twice (its counts are the same). After a gap in the server's LISTEN the
 * stream sends a SYNC with fresh counts. Each event is resolved like its own request: the time budget
 * (limits.ts) starts again for it, or a stream older than the budget could not send a notification.
 *
 * A stream's slot (how many are open per session, address and process) is taken where yoga starts its
 * response (notifications/stream-slots.ts), and a client that stops reading is cut off there too
 * (notifications/slow-reader.ts); here its waiting events are bounded: a backlog collapses into one SYNC.
 */
import { Repeater } from 'graphql-yoga';
import { requireSignedIn, type ApiContext } from '../context.ts';
import type { FeedCounts, StoreEvent } from '../notifications/events.ts';
import { fromStoreEvent } from '../notifications/shared-execution.ts';
import { readClock } from '../notifications/shared-reads.ts';
import type { FeedName, NotificationRecord } from '../notifications/types.ts';

type GraphFeed = 'OWN' | 'STUDENTS';

/** The NotificationEvent a stream sends (its Notification resolved by the usual resolvers). */
export interface NotificationEventPayload {
  kind: StoreEvent['kind'];
  counts: Array<{ feed: GraphFeed; count: number }>;
  feed: GraphFeed | null;
  notification: NotificationRecord | null;
  readIds: readonly string[];
  unreadIds: readonly string[];
}

const GRAPH_FEED: Record<FeedName, GraphFeed> = { own: 'OWN', students: 'STUDENTS' };

const countsOf = (c: FeedCounts) => [{ feed: 'OWN' as const, count: c.own }, { feed: 'STUDENTS' as const, count: c.students }];

const sync = (counts: FeedCounts): NotificationEventPayload => ({ kind: 'SYNC', counts: countsOf(counts), feed: null, notification: null, readIds: [], unreadIds: [] });

export const liveResolvers = {
  Subscription: {
    notificationEvents: {
      subscribe: (_: unknown, __: unknown, ctx: ApiContext) => {
        const persona = requireSignedIn(ctx, 'receive notification events');
        const { notifications: store, liveReads } = ctx.state;
        const { maxBacklog } = ctx.state.slowReaders;
        // What every stream of the member reads for the same event is read once (shared-reads.ts).
        const countsSince = (since: number) => liveReads.run(`counts:${persona.id}`, () => store.counts(persona.id), since);
        const payloadOf = async (event: StoreEvent): Promise<NotificationEventPayload> => {
          const base = { kind: event.kind, counts: countsOf(event.counts), feed: null, notification: null, readIds: [], unreadIds: [] };
          if (event.kind === 'READ') return { ...base, readIds: event.readIds, unreadIds: event.unreadIds };
          if (event.kind !== 'ADDED') return base;
          const notification = await liveReads.run(`card:${persona.id}:${event.id}`, () => store.get(persona.id, event.id));
          // Gone already (a reset in between): the counts are news enough.
          return notification ? { ...base, feed: GRAPH_FEED[event.feed], notification } : { ...base, kind: 'SYNC' };
        };
        return new Repeater<NotificationEventPayload>(async (push, stop) => {
          const send = (payload: NotificationEventPayload): Promise<unknown> => {
            ctx.deadline = performance.now() + ctx.budgetMs;
            return push(payload);
          };
          // In order: an ADDED waits for its notification to load, and later events wait for it; a send
          // waits until the client's connection takes it. Past `maxBacklog` waiting events the client is
          // behind: they are dropped, and one SYNC with the counts read when it is sent tells it all.
          const waiting: Array<() => Promise<NotificationEventPayload | null>> = [];
          let behind = false;
          let sending = false;
          const drain = async (): Promise<void> => {
            sending = true;
            try {
              for (;;) {
                const make = behind ? () => countsSince(readClock()).then(sync) : waiting.shift();
                behind = false;
                if (!make) break;
                const payload = await make();
                if (payload) await send(payload);
              }
            } catch (error) {
              await stop(error);
            } finally {
              sending = false;
            }
          };
          const later = (make: () => Promise<NotificationEventPayload | null>): void => {
            if (behind) return;
            if (waiting.length >= maxBacklog) {
              waiting.length = 0;
              behind = true;
            } else {
              waiting.push(make);
            }
            if (!sending) void drain();
          };
          let unsubscribe: (() => void) | undefined;
          try {
            unsubscribe = await store.subscribe({
              onEvent: (event) => {
                if (event.memberId !== persona.id) return;
                // Every stream of the member makes the same payload from the event: executed once for all
                // of them (shared-execution.ts).
                later(async () => fromStoreEvent(await payloadOf(event), event));
              },
              onGap: () => {
                const gap = readClock();
                later(async () => sync(await countsSince(gap)));
              },
            });
            const listening = readClock();
            later(async () => sync(await countsSince(listening)));
          } catch (error) {
            await stop(error);
          }
          await stop;
          unsubscribe?.();
          // Whatever still waits has no one to go to.
          waiting.length = 0;
          behind = false;
        });
      },
      resolve: (payload: NotificationEventPayload) => payload,
    },
  },
};
