// fast-check: random interleavings of user events and server answers (out of order, duplicated,
// repeated cursors, empty pages claiming more, failures) against a fake server that knows the truth.
// CI runs a small number of sequences; MASTHEAD_FC_RUNS=5000 runs a long one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectNotifications } from './notifications.connect.ts';
import { isAtOrBefore } from './notifications.model.ts';
import { createFakeNotificationActors, flush, note, type NotificationsActor, type PendingRequest } from './notifications.testing.ts';
import type {
  FetchPageInput,
  NotificationFeedId,
  NotificationNode,
  NotificationPage,
  NotificationsEmitted,
  NotificationsEvent,
} from './notifications.types.ts';

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};
const RUNS = Number.parseInt(env.MASTHEAD_FC_RUNS ?? '', 10) > 0 ? Number.parseInt(env.MASTHEAD_FC_RUNS ?? '', 10) : 150;

type Answer = 'honest' | 'duplicate' | 'repeatCursor' | 'emptyClaimingMore' | 'fail';

type Command =
  | { readonly kind: 'user'; readonly event: NotificationsEvent }
  | { readonly kind: 'cardClick'; readonly index: number }
  | { readonly kind: 'imageError'; readonly index: number }
  | { readonly kind: 'fetch'; readonly pick: number; readonly answer: Answer }
  | { readonly kind: 'markAll'; readonly ok: boolean }
  | { readonly kind: 'markOne'; readonly ok: boolean };

const FEED = fc.constantFrom<NotificationFeedId>('own', 'students');
const COMMAND: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<NotificationsEvent>(
        { type: 'bell.click' },
        { type: 'drawer.open' },
        { type: 'drawer.close' },
        { type: 'layer.opened', id: 'browse' },
        // The host's warm-up (issue 25): the lists load while closed, nothing read before an opening.
        { type: 'lists.warm' },
      )
      .map((event) => ({ kind: 'user' as const, event })),
  },
  { weight: 3, arbitrary: FEED.map((feed) => ({ kind: 'user' as const, event: { type: 'feed.loadMore' as const, feed } })) },
  // The error text's Retry (issue 25).
  { weight: 2, arbitrary: FEED.map((feed) => ({ kind: 'user' as const, event: { type: 'feed.retry' as const, feed } })) },
  {
    weight: 1,
    arbitrary: fc.record({ feed: FEED, focus: fc.boolean() }).map(({ feed, focus }) => ({
      kind: 'user' as const,
      event: { type: 'tab.select' as const, feed, focus },
    })),
  },
  // Small indexes, so the same card is hit again often.
  { weight: 3, arbitrary: fc.nat(4).map((index) => ({ kind: 'cardClick' as const, index })) },
  { weight: 1, arbitrary: fc.nat(4).map((index) => ({ kind: 'imageError' as const, index })) },
  {
    weight: 6,
    arbitrary: fc
      .record({
        pick: fc.nat(3),
        answer: fc.constantFrom<Answer>('honest', 'honest', 'duplicate', 'repeatCursor', 'emptyClaimingMore', 'fail'),
      })
      .map((c) => ({ kind: 'fetch' as const, ...c })),
  },
  { weight: 1, arbitrary: fc.boolean().map((ok) => ({ kind: 'markAll' as const, ok })) },
  { weight: 2, arbitrary: fc.boolean().map((ok) => ({ kind: 'markOne' as const, ok })) },
);

const SCENARIO = fc.record({
  isTeacher: fc.boolean(),
  pageSize: fc.integer({ min: 1, max: 6 }),
  own: fc.array(fc.boolean(), { maxLength: 25, size: 'medium' }),
  students: fc.array(fc.boolean(), { maxLength: 25, size: 'medium' }),
  // Most runs open the drawer first; some send everything before (or without) opening it.
  openFirst: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  commands: fc.array(COMMAND, { minLength: 5, maxLength: 80, size: 'large' }),
});

/** The server: notifications newest first, the read truth, paging by index cursors. */
function createServer(isTeacher: boolean, own: boolean[], students: boolean[]) {
  // Distinct minutes, newest first; students and own interleave in time.
  const make = (feed: NotificationFeedId, reads: boolean[]) =>
    reads.map((isRead, i) => note(`${feed}-${i}`, 1000 - i * 2 - (feed === 'own' ? 1 : 0), { isRead }));
  const lists: Record<NotificationFeedId, NotificationNode[]> = { own: make('own', own), students: isTeacher ? make('students', students) : [] };
  const read = new Map<string, boolean>([...lists.own, ...lists.students].map((n) => [n.id, n.isRead]));
  const lastAnswer: Partial<Record<NotificationFeedId, NotificationPage>> = {};
  const unread = () => [...read.values()].filter((r) => !r).length;

  function honest(input: FetchPageInput): NotificationPage {
    const list = lists[input.feed];
    const start = input.after === '-1' ? 0 : Number.parseInt(input.after.split(':')[1] ?? '0', 10);
    const slice = list.slice(start, start + input.first).map((n) => ({ ...n, isRead: read.get(n.id) ?? n.isRead }));
    const end = start + slice.length;
    return {
      edges: slice.map((node) => ({ cursor: node.id, node })),
      pageInfo: { endCursor: `${input.feed}:${end}`, hasNextPage: end < list.length },
    };
  }

  function answer(input: FetchPageInput, kind: Answer): NotificationPage {
    const real = honest(input);
    let out: NotificationPage;
    if (kind === 'duplicate') out = lastAnswer[input.feed] ?? real;
    else if (kind === 'repeatCursor') out = { ...real, pageInfo: { endCursor: input.after, hasNextPage: true } };
    else if (kind === 'emptyClaimingMore') out = { edges: [], pageInfo: { endCursor: `${input.feed}:999`, hasNextPage: true } };
    else out = real;
    lastAnswer[input.feed] = out;
    return out;
  }

  function markAll(before: string) {
    const ids: string[] = [];
    for (const n of [...lists.own, ...lists.students]) {
      if (isAtOrBefore(n.createdAt, before) && read.get(n.id) === false) {
        read.set(n.id, true);
        ids.push(n.id);
      }
    }
    return { notificationIds: ids, unreadCount: unread() };
  }

  return { lists, read, unread, answer, markAll, markOne: (id: string) => read.set(id, true) };
}

function loadedCards(actor: NotificationsActor) {
  return connectNotifications(actor.getSnapshot(), () => {}).feeds.flatMap((feed) => feed.items);
}

describe('notifications properties', () => {
  it('holds every invariant under any interleaving of events, answers and failures', async () => {
    await fc.assert(
      fc.asyncProperty(SCENARIO, async ({ isTeacher, pageSize, own, students, openFirst, commands }) => {
        const server = createServer(isTeacher, own, students);
        const unreadAtLoad = server.unread();
        const fakes = createFakeNotificationActors();
        const actor = fakes.createActor({ input: { unreadCount: unreadAtLoad, isTeacher, pageSize } });
        const emitted: NotificationsEmitted[] = [];
        actor.on('*', (event) => emitted.push(event));
        actor.start();

        // `countIsTruth`: after a failed mark-all-read, or a failed first page (nothing shown, nothing read).
        const check = (countIsTruth = false) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const api = connectNotifications(snapshot, actor.send);
          // The count never goes below 0 and the badge agrees with it.
          expect(Number.isInteger(context.count) && context.count >= 0).toBe(true);
          expect(api.badgeProps.hidden).toBe(context.count === 0);
          // What the machine believes about the server's unread count is the truth.
          expect(context.serverUnread).toBe(server.unread());
          if (countIsTruth) expect(context.count).toBe(server.unread());
          // At most one page request sent and unanswered per list (so at most two overall, teachers
          // only). Counted on the wire: a request the machine abandoned would still count.
          for (const feed of ['own', 'students'] as const) {
            const sent = fakes.fetches.filter((r) => r.input.feed === feed);
            expect(sent.filter((r) => !r.settled).length).toBeLessThanOrEqual(1);
            // Never asks again for a cursor already answered; nothing after a page that ends the list.
            for (const r of sent.filter((r) => r.seq > (answered[feed].get(r.input.after) ?? Infinity))) {
              expect.fail(`asked again for ${feed} after ${r.input.after}`);
            }
            if (stoppedAt[feed] !== undefined) expect(sent.length).toBe(stoppedAt[feed]);
          }
          expect(fakes.markOnes.filter((r) => !r.settled).length).toBeLessThanOrEqual(1);
          if (!isTeacher) expect(fakes.fetches.every((r) => r.input.feed === 'own')).toBe(true);
          // At most one mark-all-read per page view; none when nothing was unread at load, nor before the
          // drawer first opened (lists warmed ahead were not shown).
          expect(fakes.markAlls.length).toBeLessThanOrEqual(unreadAtLoad > 0 ? 1 : 0);
          if (!context.opened) expect(fakes.markAlls).toHaveLength(0);
          // No notification-click twice for one card.
          const clicks = emitted.flatMap((e) => (e.type === 'track' && e.name === 'notification-click' ? [e.properties.id] : []));
          expect(new Set(clicks).size).toBe(clicks.length);
          // No duplicate ids in a list; every card's read state is the server's truth (nothing optimistic).
          for (const feed of api.feeds) {
            const ids = feed.items.map((c) => c.id);
            expect(new Set(ids).size).toBe(ids.length);
            for (const card of feed.items) expect(card.isRead).toBe(server.read.get(card.id));
          }
        };

        // Per list: the seq of the request each `after` was answered for, and the request count at
        // which loading had to stop (a final page, a repeated or missing cursor, a page adding nothing).
        const answered: Record<NotificationFeedId, Map<string, number>> = { own: new Map(), students: new Map() };
        const stoppedAt: Partial<Record<NotificationFeedId, number>> = {};
        const answerFetch = async (request: PendingRequest<FetchPageInput, NotificationPage>, kind: Answer) => {
          const { feed, after } = request.input;
          if (kind === 'fail') {
            request.reject(new Error('503'));
          } else {
            const reply = server.answer(request.input, kind);
            const known = new Set(actor.getSnapshot().context.feeds[feed].items.map((item) => item.id));
            const adds = reply.edges.some((edge) => !known.has(edge.node.id));
            const next = reply.pageInfo.endCursor;
            const ends = !reply.pageInfo.hasNextPage || !adds || next === null || next === after || answered[feed].has(next);
            answered[feed].set(after, request.seq);
            if (ends) stoppedAt[feed] = fakes.fetches.filter((r) => r.input.feed === feed).length;
            request.resolve(reply);
          }
          await flush();
        };

        check();
        if (openFirst) actor.send({ type: 'bell.click' });
        for (const command of commands) {
          let countIsTruth = false;
          const inFlight = fakes.inFlight();
          if (command.kind === 'user') actor.send(command.event);
          else if (command.kind === 'cardClick' || command.kind === 'imageError') {
            const cards = loadedCards(actor);
            const card = cards[command.index % Math.max(cards.length, 1)];
            const id = card?.id ?? 'ghost';
            actor.send(command.kind === 'cardClick' ? { type: 'card.click', id } : { type: 'card.imageError', id });
          } else if (command.kind === 'fetch') {
            const request = inFlight.fetches[command.pick % Math.max(inFlight.fetches.length, 1)];
            if (request) await answerFetch(request, command.answer);
            if (request?.input.after === '-1' && command.answer === 'fail') countIsTruth = true;
          } else if (command.kind === 'markAll') {
            const request = inFlight.markAlls[0];
            if (request && command.ok) request.resolve(server.markAll(request.input.before));
            else if (request) {
              request.reject(new Error('500'));
              countIsTruth = true;
            }
          } else {
            const request = inFlight.markOnes[0];
            if (request && command.ok) {
              server.markOne(request.input.id);
              request.resolve({ id: request.input.id, isRead: true });
            } else request?.reject(new Error('500'));
          }
          await flush();
          check(countIsTruth);
        }

        // Settle: reopen (retrying failed lists) and answer everything honestly until quiet.
        for (let round = 0; round < 200; round += 1) {
          const inFlight = fakes.inFlight();
          const request = inFlight.fetches[0];
          if (request) await answerFetch(request, 'honest');
          else if (inFlight.markAlls[0]) inFlight.markAlls[0].resolve(server.markAll(inFlight.markAlls[0].input.before));
          else if (inFlight.markOnes[0]) {
            server.markOne(inFlight.markOnes[0].input.id);
            inFlight.markOnes[0].resolve({ id: inFlight.markOnes[0].input.id, isRead: true });
          } else {
            const value = actor.getSnapshot().value as Record<string, unknown>;
            const retry = [value.own, value.students].some((v) => v === 'error' || (typeof v === 'object' && v !== null && 'loaded' in v && (v as { loaded: string }).loaded === 'failed'));
            if (value.drawer === 'open' && !retry) break;
            actor.send({ type: 'drawer.close' });
            actor.send({ type: 'bell.click' });
          }
          await flush();
          check();
        }
        expect(fakes.inFlight().fetches).toEqual([]);
        // Exactly one mark-all-read per page view when something was unread and something loaded.
        const loaded = loadedCards(actor).length;
        expect(fakes.markAlls.length).toBe(unreadAtLoad > 0 && loaded > 0 ? 1 : 0);
        actor.stop();
      }),
      { numRuns: RUNS },
    );
  }, Math.max(120_000, RUNS * 100));
});
