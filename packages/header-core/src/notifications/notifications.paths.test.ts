// Model-based tests with xstate/graph. `createTestModel` refuses machines that invoke actors
// ("Invocations on test machines are not supported"), so this walks `getShortestPaths` itself:
// the graph steps the pure machine, answering invocations with the `xstate.done.actor.*` /
// `xstate.error.actor.*` events listed below; the live actor gets the same answers through its
// fake actors' promises, and must land on the same state and context after every step.
// The live plans (issue 21) add the stream's events and the "N new" button, and the invariants that
// go with them: mark-all-read at most once per showing of the lists, its watermark a loaded card, a
// list on screen never shifted by an arrival, the badge the server's count whenever nothing holds it.
import { type AnyEventObject, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { activeAtomicIds, missingCoverage, recordTransitions, serializeEdge } from '../menu/model-coverage.testing.ts';
import { connectNotifications, type NotificationsSnapshot } from './notifications.connect.ts';
import { badgeText, newestCreatedAt } from './notifications.model.ts';
import { createFakeNotificationActors, fakeNotificationsMachine, feedOfInvoke, flush, note, page } from './notifications.testing.ts';
import type { NotificationPage, NotificationsEvent, NotificationsInput } from './notifications.types.ts';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string) => ({ type: `xstate.error.actor.${id}`, error: 'boom' });

const A = note('a', 30);
const B = note('b', 20);
const C = note('c', 10, { isRead: true });
const D = note('d', 5);
const FIRST = page([A, B], 'c1', true);
const FIRST_FINAL = page([A, B], 'c1', false);
const EMPTY_CLAIMING_MORE = page([], 'c9', true);
const SECOND = page([C], 'c2', false);
const REPEATED_CURSOR = page([D], 'c1', true);
const S1 = note('s1', 40);
const S2 = note('s2', 1);
const STUDENTS_FIRST = page([S1], 'sc1', true);
const STUDENTS_SECOND = page([S2], 'sc2', false);
// The live plans: X arrives over the stream; once the stream changed anything, the server's first page has it.
const X = note('x', 45);
const SX = note('sx', 50);
const FIRST_WITH_X = page([X, A, B], 'c1', true);

type Snap = NotificationsSnapshot;
type EventsFor = (snapshot: Snap) => AnyEventObject[];

/** Picks answers by the state asking: first-page answers for `loading`, later-page answers for `loadingMore`. */
function pageAnswers(snapshot: Snap, feed: 'own' | 'students', first: NotificationPage[], more: NotificationPage[]) {
  const id = feed === 'own' ? 'fetchOwn' : 'fetchStudents';
  const value = (snapshot.value as Record<string, unknown>)[feed];
  const outputs = value === 'loading' ? first : more;
  return [...outputs.map((output) => done(id, output)), fail(id)];
}

interface Plan {
  readonly name: string;
  readonly input: NotificationsInput;
  readonly events: EventsFor;
  /**
   * Sends the live stream's events (an open drawer's badge then lags the server's count by design).
   * Their graph is walked over abstract states (`liveState`), one shortest path to each: the full
   * context (counts, ids) makes far too many vertices, and every transition is still taken (the last test).
   */
  readonly live?: boolean;
}

/**
 * What the live plans tell states apart by: the state value and everything a guard, or the arithmetic
 * of the counts, reads (so a path replays to the same states), but not what only the cards' look reads.
 */
function liveState(snapshot: Snap): string {
  const c = snapshot.context;
  const items = (feed: 'own' | 'students') => c.feeds[feed].items.map((item) => item.id);
  return JSON.stringify([
    snapshot.value,
    [c.serverUnread, c.unreadAtLoad, c.stale, c.listsChanged, c.markAgain, c.countsSinceMark],
    [c.newIds, [...c.readIds].sort(), [...c.unreadIds].sort(), items('own'), items('students')],
  ]);
}

/** The ids mark-all-read's watermark covers among the loaded cards, as the server would answer them. */
function markedIds(snapshot: Snap): string[] {
  const { feeds, markAllBefore } = snapshot.context;
  const limit = Date.parse(markAllBefore ?? '');
  return [...feeds.own.items, ...feeds.students.items].filter((item) => !item.isRead && Date.parse(item.createdAt) <= limit).map((item) => item.id);
}

/** Arrivals stop at a few unread, so the graph stays finite (an arrival after a reload is new again). */
const fewUnread = (snapshot: Snap) => snapshot.context.serverUnread < 2;

const PLANS: Plan[] = [
  {
    name: 'member with unread: drawer, paging, stop rules, mark-all-read',
    input: { unreadCount: 2, id: 'n' },
    events: (s) => [
      // The lists loaded ahead of the opening (the bell's pointer or focus, an idle page): nothing is marked read before it.
      { type: 'lists.warm' },
      { type: 'bell.click' },
      { type: 'drawer.open' },
      { type: 'drawer.close' },
      { type: 'layer.opened', id: 'browse' },
      { type: 'layer.opened', id: 'n' },
      { type: 'feed.loadMore', feed: 'own' },
      // The error text's Retry (issue 25): after a failed first page, and after a failed later page.
      { type: 'feed.retry', feed: 'own' },
      ...pageAnswers(s, 'own', [FIRST, EMPTY_CLAIMING_MORE], [SECOND, REPEATED_CURSOR, EMPTY_CLAIMING_MORE]),
      done('markAllRead', { notificationIds: ['a', 'b'], unreadCount: 0 }),
      fail('markAllRead'),
    ],
  },
  {
    name: 'teacher with unread: two lists, tabs, the watermark waits for both',
    input: { unreadCount: 1, isTeacher: true, id: 'n' },
    events: (s) => [
      { type: 'lists.warm' },
      { type: 'bell.click' },
      { type: 'drawer.open' },
      { type: 'drawer.close' },
      { type: 'tab.select', feed: 'own' },
      { type: 'tab.select', feed: 'students', focus: true },
      { type: 'feed.loadMore', feed: 'students' },
      { type: 'feed.retry', feed: 'students' },
      { type: 'feed.retry', feed: 'own' },
      ...pageAnswers(s, 'students', [STUDENTS_FIRST, EMPTY_CLAIMING_MORE], [STUDENTS_SECOND]),
      done('fetchOwn', EMPTY_CLAIMING_MORE),
      fail('fetchOwn'),
      done('markAllRead', {}),
      fail('markAllRead'),
    ],
  },
  {
    name: 'member without unread: cards, clicks, thumbnails',
    input: { unreadCount: 0, id: 'n' },
    events: () => [
      { type: 'bell.click' },
      { type: 'tab.select', feed: 'students' },
      done('fetchOwn', FIRST_FINAL),
      { type: 'card.click', id: 'a' },
      { type: 'card.click', id: 'b' },
      { type: 'card.click', id: 'zzz' },
      { type: 'card.imageError', id: 'a' },
      { type: 'card.imageError', id: 'zzz' },
      done('markOne', { id: 'x', isRead: true }),
      fail('markOne'),
    ],
  },
  {
    name: 'member, live: arrivals, the "N new" button, gaps, mark-all-read per opening',
    input: { unreadCount: 1, id: 'n' },
    live: true,
    events: (s) => [
      { type: 'bell.click' },
      { type: 'drawer.close' },
      ...(fewUnread(s) ? [{ type: 'live.added', feed: 'own', node: X }] : []),
      { type: 'live.showNew' },
      { type: 'live.stale' },
      done('fetchOwn', s.context.listsChanged ? FIRST_WITH_X : FIRST),
      fail('fetchOwn'),
      done('markAllRead', { notificationIds: markedIds(s), unreadCount: 0 }),
      fail('markAllRead'),
    ],
  },
  {
    name: 'member, live: counts the lists do not explain, reads elsewhere (a host opening the drawer)',
    input: { unreadCount: 1, id: 'n' },
    live: true,
    events: (s) => [
      { type: 'drawer.open' },
      { type: 'drawer.close' },
      { type: 'live.counts', own: 2, students: 0 },
      { type: 'live.read', readIds: ['a'], unreadIds: [] },
      done('fetchOwn', s.context.listsChanged ? FIRST_WITH_X : FIRST),
      fail('fetchOwn'),
      done('markAllRead', { notificationIds: markedIds(s), unreadCount: 0 }),
    ],
  },
  {
    name: 'teacher, live: both lists reload on a changed opening and on the "N new" button',
    input: { unreadCount: 1, isTeacher: true, id: 'n' },
    live: true,
    events: (s) => [
      { type: 'bell.click' },
      { type: 'drawer.close' },
      ...(fewUnread(s) ? [{ type: 'live.added', feed: 'students', node: SX }] : []),
      { type: 'live.showNew' },
      done('fetchOwn', FIRST_FINAL),
      done('fetchStudents', s.context.listsChanged ? page([SX, S1], 'sc1', false) : page([S1], 'sc1', false)),
      fail('fetchStudents'),
      done('markAllRead', { notificationIds: markedIds(s), unreadCount: 0 }),
    ],
  },
  {
    // Its own plan: from a vertex, the bell's and the host's opening lead to alike states, so one plan
    // with both would take only one of them.
    name: 'teacher, live: a host’s drawer.open after a change reloads both lists',
    input: { unreadCount: 1, isTeacher: true, id: 'n' },
    live: true,
    events: (s) => [
      { type: 'drawer.open' },
      { type: 'drawer.close' },
      ...(fewUnread(s) ? [{ type: 'live.added', feed: 'students', node: SX }] : []),
      done('fetchOwn', FIRST_FINAL),
      done('fetchStudents', s.context.listsChanged ? page([SX, S1], 'sc1', false) : page([S1], 'sc1', false)),
      done('markAllRead', { notificationIds: markedIds(s), unreadCount: 0 }),
    ],
  },
];

type Covered = { states: Set<string>; transitions: Set<AnyTransitionDefinition> };

/** Answers only for invocations that are running: the live actor has no request to settle otherwise. */
function eventsFor(plan: Plan): EventsFor {
  return (snapshot) =>
    plan.events(snapshot).filter((event) => {
      const answered = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
      return answered === undefined || answered in snapshot.children;
    });
}

function pathsFor(plan: Plan) {
  return getShortestPaths(fakeNotificationsMachine, {
    input: plan.input,
    events: eventsFor(plan) as never,
    serializeState: (plan.live ? liveState : serializeEdge) as never,
    limit: 200_000,
  });
}

/** What the renderer sees agrees with the state; the fakes never see two page requests for one list. */
function checkInvariants(snapshot: Snap, fakes: ReturnType<typeof createFakeNotificationActors>, plan: Plan) {
  const api = connectNotifications(snapshot, () => {}, { now: () => Date.UTC(2025, 0, 2) });
  const value = snapshot.value as Record<string, unknown>;
  const { count } = snapshot.context;
  expect(count).toBeGreaterThanOrEqual(0);
  expect(api.isOpen).toBe(value.drawer === 'open');
  expect(api.bellProps['aria-expanded']).toBe(api.isOpen);
  expect(api.bellProps['aria-controls']).toBe(api.drawerProps.id);
  expect(api.bellProps['aria-label']).toBe(count > 0 ? `Notifications, ${count} unread` : 'Notifications');
  expect(api.badgeText).toBe(badgeText(count));
  expect(api.badgeProps.hidden).toBe(count === 0);
  // A list that failed before anything was shown leaves nothing read: the badge says what it did (issue 25).
  const failedFirst = ['own', 'students'].some((feed) => value[feed] === 'error');
  if (failedFirst && !plan.live) expect(count).toBe(snapshot.context.serverUnread);
  // Closed, and no opening's mark-all-read still to settle it: the badge is the server's count.
  const loading = value.own === 'loading' || value.students === 'loading';
  const pending = value.markAll === 'sending' || (value.markAll === 'waiting' && loading && !failedFirst);
  if (value.drawer === 'closed' && !pending) expect(count).toBe(snapshot.context.serverUnread);
  // An arrival nothing shows yet makes the next opening reload; the button is there only while open.
  if (value.drawer === 'closed' && snapshot.context.newIds.length > 0) expect(snapshot.context.stale).toBe(true);
  expect(api.newNotifications?.count ?? 0).toBe(api.isOpen ? snapshot.context.newIds.length : 0);
  for (const feed of api.feeds) {
    // Retry is offered exactly where the error text is.
    expect(feed.retry !== null).toBe(feed.status === 'error');
    const ids = feed.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    if (feed.status === 'loading' || feed.isLoadingMore) expect(feed.hasMore).toBe(false);
    if (feed.status === 'empty') expect(feed.items).toEqual([]);
  }
  const inFlight = fakes.inFlight();
  for (const feed of ['own', 'students'] as const) {
    expect(inFlight.fetches.filter((r) => r.input.feed === feed).length).toBeLessThanOrEqual(1);
  }
  expect(inFlight.markAlls.length).toBeLessThanOrEqual(1);
  // Lists loaded ahead (`lists.warm`) are not shown: nothing is marked read before the drawer first opens.
  if (!snapshot.context.opened) expect(fakes.markAlls).toHaveLength(0);
  if (!plan.live) expect(fakes.markAlls.length).toBeLessThanOrEqual(1);
  if (!plan.live && snapshot.context.unreadAtLoad === 0) expect(fakes.markAlls).toHaveLength(0);
  expect(inFlight.markOnes.length).toBeLessThanOrEqual(1);
}

/** What a step may do to what the person sees and to mark-all-read, given the snapshot before it. */
function checkStep(previous: Snap, event: AnyEventObject, snapshot: Snap, markSent: boolean, marksThisShowing: number) {
  const before = previous.value as Record<string, unknown>;
  const after = snapshot.value as Record<string, unknown>;
  // A list on screen only grows at its end: no arrival, read or count inserts or removes a card.
  if (before.drawer === 'open' && after.drawer === 'open' && event.type !== 'live.showNew') {
    for (const feed of ['own', 'students'] as const) {
      const was = previous.context.feeds[feed].items;
      expect(snapshot.context.feeds[feed].items.slice(0, was.length)).toEqual(was);
    }
  }
  if (!markSent) return;
  // Once per showing (an opening, or the "N new" button), after every first page, with unread to mark,
  // up to the newest card loaded (never one the person was not shown).
  expect(marksThisShowing).toBeLessThanOrEqual(1);
  const settled = (region: unknown) => region === 'empty' || (typeof region === 'object' && region !== null && 'loaded' in region);
  expect(settled(after.own)).toBe(true);
  if (snapshot.context.isTeacher) expect(settled(after.students)).toBe(true);
  expect(snapshot.context.unreadAtLoad).toBeGreaterThan(0);
  const loaded = [snapshot.context.feeds.own.items, snapshot.context.feeds.students.items];
  expect(snapshot.context.markAllBefore).toBe(newestCreatedAt(loaded));
  expect(loaded.flat().some((item) => item.createdAt === snapshot.context.markAllBefore)).toBe(true);
}

async function runPath(path: ReturnType<typeof pathsFor>[number], plan: Plan, covered: Covered) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input: plan.input, inspect: recordTransitions(covered.transitions) });
  actor.start();
  let previous = actor.getSnapshot();
  let marksThisShowing = 0;
  for (const step of path.steps) {
    const event = step.event as AnyEventObject;
    const marks = fakes.markAlls.length;
    if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
      const isDone = event.type.startsWith('xstate.done.actor.');
      const id = event.type.slice(isDone ? 'xstate.done.actor.'.length : 'xstate.error.actor.'.length);
      const open = fakes.inFlight();
      const request =
        id in feedOfInvoke
          ? open.fetches.find((r) => r.input.feed === feedOfInvoke[id])
          : id === 'markAllRead'
            ? open.markAlls[0]
            : open.markOnes[0];
      expect(request, `a request in flight for ${id}`).toBeDefined();
      if (isDone) request?.resolve(event.output as never);
      else request?.reject(event.error);
      await flush();
    } else if (event.type !== 'xstate.init') {
      actor.send(event as NotificationsEvent);
    }
    const actual = actor.getSnapshot();
    const expected = step.state as Snap;
    expect(actual.value).toEqual(expected.value);
    // A live plan's vertex stands for every context alike in what the guards and the counts read.
    if (plan.live) expect(liveState(actual)).toBe(liveState(expected));
    else expect(actual.context).toEqual(expected.context);
    for (const id of activeAtomicIds(actual)) covered.states.add(id);
    checkInvariants(actual, fakes, plan);
    const opened = (previous.value as { drawer: string }).drawer === 'closed' && (actual.value as { drawer: string }).drawer === 'open';
    const shownNew = event.type === 'live.showNew' && previous.context.newIds.length > 0 && (previous.value as { drawer: string }).drawer === 'open';
    if (opened || shownNew) marksThisShowing = 0;
    const markSent = fakes.markAlls.length > marks;
    if (markSent) marksThisShowing += 1;
    checkStep(previous, event, actual, markSent, marksThisShowing);
    previous = actual;
  }
  actor.stop();
}

const RUNS = PLANS.map((plan) => ({ plan, paths: pathsFor(plan) }));

describe('notifications machine model (xstate/graph shortest paths)', () => {
  const all: Covered = { states: new Set(), transitions: new Set() };
  for (const { plan, paths } of RUNS) {
    it(`${plan.name}: ${paths.length} paths replayed on a live actor with fake actors`, async () => {
      expect(paths.length).toBeGreaterThan(20);
      for (const path of paths) await runPath(path, plan, all);
    });
  }

  it('the paths together take every state and every transition of the machine', async () => {
    // Run alone (e.g. with -t), the tests above did not fill `all`: replay everything here.
    if (all.transitions.size === 0) for (const { plan, paths } of RUNS) for (const path of paths) await runPath(path, plan, all);
    expect(missingCoverage(fakeNotificationsMachine, all.states, all.transitions)).toEqual({ states: [], transitions: [] });
  });
});
