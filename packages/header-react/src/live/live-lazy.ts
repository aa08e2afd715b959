// The live bell's chunk (issue 21): loaded by the interaction chunk once the notifications part of a
// member runs (after hydration, while the page is idle), never with the first paint. It runs the live
// connection (header-core's liveMachine: one `notificationEvents` stream per browser, shared by its
// tabs) over the host's Apollo client, and turns each event into events of the notifications actor:
// counts for the badge, an added card, cards read elsewhere, and "lists may be stale" after any gap.
import type { ApolloClient } from '@apollo/client';
import { createActor } from 'xstate';
import { GetNotificationCountsDocument, NotificationEventsDocument } from '@masthead/graphql/live';
import {
  liveActors,
  liveMachine,
  type LiveConnect,
  type LiveEvent,
  type NotificationsActor,
} from '@masthead/header-core/machines';
import { browserLivePlatform } from './browser.ts';

type GetClient = () => ApolloClient | undefined;

/** The HTTP status an error carries (the SSE link's refusal), 401 for a GraphQL UNAUTHENTICATED. */
function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number') return status;
  const errors = (error as { errors?: Array<{ extensions?: { code?: unknown } }> } | null)?.errors;
  return errors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ? 401 : undefined;
}

/** A refusal's Retry-After in ms, when the link passes it on (`retryAfter`, in seconds as the header says). */
function retryAfterOf(error: unknown): number | undefined {
  const seconds = (error as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : undefined;
}

/** The stream over the host's Apollo client (its link routes subscriptions to SSE: sseLink). */
export function apolloLiveConnect(getClient: GetClient): LiveConnect {
  return ({ onEvent, onOpen, onError }) => {
    const client = getClient();
    if (!client) {
      onError();
      return () => {};
    }
    let opened = false;
    let ended = false;
    const end = (status?: number, retryAfterMs?: number) => {
      if (ended) return;
      ended = true;
      onError(status, retryAfterMs);
    };
    const subscription = client.subscribe({ query: NotificationEventsDocument, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.error) return end(statusOf(result.error), retryAfterOf(result.error));
        if (!opened) {
          opened = true;
          onOpen();
        }
        onEvent(result.data?.notificationEvents);
      },
      error: (error: unknown) => end(statusOf(error), retryAfterOf(error)),
      complete: () => end(),
    });
    return () => {
      ended = true;
      subscription.unsubscribe();
    };
  };
}

const FEED = { OWN: 'own', STUDENTS: 'students' } as const;

/** One stream event as the notifications actor's events (the counts last, after what they count). */
export function forwardLiveEvent(event: LiveEvent, send: NotificationsActor['send']): void {
  if (event.kind === 'ADDED' && event.feed && event.notification) send({ type: 'live.added', feed: FEED[event.feed], node: event.notification });
  if (event.kind === 'READ') send({ type: 'live.read', readIds: event.readIds, unreadIds: event.unreadIds });
  const count = (feed: 'OWN' | 'STUDENTS') => event.counts.find((c) => c.feed === feed)?.count ?? 0;
  send({ type: 'live.counts', own: count('OWN'), students: count('STUDENTS') });
}

/**
 * The counts from the server (after a gap: what was missed is in them), as `live.counts`. Never folded
 * into a count query already in flight (asked before the gap, it may miss what the gap lost), and applied
 * only while `isLatest()` (see startLive).
 */
async function resync(getClient: GetClient, send: NotificationsActor['send'], isLatest: () => boolean): Promise<void> {
  const client = getClient();
  if (!client) return;
  const { data } = await client.query({
    query: GetNotificationCountsDocument,
    fetchPolicy: 'no-cache',
    errorPolicy: 'none',
    context: { queryDeduplication: false },
  });
  if (!isLatest()) return;
  const own = data?.viewer?.notifications.count;
  if (typeof own !== 'number') return;
  send({ type: 'live.counts', own, students: data?.viewer?.teacherNotifications.count ?? 0 });
}

/**
 * Starts the live connection for a running notifications actor; returns the function that stops it.
 * The browser's tabs share one stream per session (the lock and channel names are per origin).
 */
export function startLive(notifications: NotificationsActor, getClient: GetClient): () => void {
  const live = createActor(liveMachine.provide({ actors: liveActors(browserLivePlatform(), apolloLiveConnect(getClient)) }), {
    input: { memberId: 'session' },
  });
  const send = (event: Parameters<NotificationsActor['send']>[0]) => notifications.send(event);
  // A count answer is applied only when it is the last one asked and no event came after it was asked:
  // an event's counts are newer than any answer to a query sent before it, and a later change comes as
  // an event too (or, after a gap, with another query).
  let asked = 0;
  let heard = 0;
  const askCounts = () => {
    const mine = (asked += 1);
    const since = heard;
    resync(getClient, send, () => mine === asked && heard === since).catch(() => {});
  };
  const subscriptions = [
    live.on('live.event', ({ event }) => {
      heard += 1;
      forwardLiveEvent(event, send);
    }),
    live.on('live.gap', () => {
      send({ type: 'live.stale' });
      askCounts();
    }),
  ];
  live.start();
  // The page's counts are as old as the page: a tab that joins as a follower hears only what comes
  // after it joined, so it asks once now (the leader's stream starts with the counts anyway).
  askCounts();
  return () => {
    for (const s of subscriptions) s.unsubscribe();
    live.stop();
  };
}
