// Model-based tests with xstate/graph. `createTestModel` refuses machines that invoke actors
// ("Invocations on test machines are not supported"), so this walks `getShortestPaths` itself:
// the graph steps the pure machine, answering invocations with the `xstate.done.actor.*` /
// `xstate.error.actor.*` events listed below; the live actor gets the same answers through its
// fake actors' promises, and must land on the same state and context after every step.
import { type AnyEventObject, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { activeAtomicIds, missingCoverage, recordTransitions, serializeEdge } from '../menu/model-coverage.testing.ts';
import { connectNotifications, type NotificationsSnapshot } from './notifications.connect.ts';
import { badgeText } from './notifications.model.ts';
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
}

const PLANS: Plan[] = [
  {
    name: 'member with unread: drawer, paging, stop rules, mark-all-read',
    input: { unreadCount: 2, id: 'n' },
    events: (s) => [
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
    serializeState: serializeEdge as never,
    limit: 200_000,
  });
}

/** What the renderer sees agrees with the state; the fakes never see two page requests for one list. */
function checkInvariants(snapshot: Snap, fakes: ReturnType<typeof createFakeNotificationActors>) {
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
  if (failedFirst) expect(count).toBe(snapshot.context.serverUnread);
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
  expect(fakes.markAlls.length).toBeLessThanOrEqual(1);
  if (snapshot.context.unreadAtLoad === 0) expect(fakes.markAlls).toHaveLength(0);
  expect(inFlight.markOnes.length).toBeLessThanOrEqual(1);
}

async function runPath(path: ReturnType<typeof pathsFor>[number], plan: Plan, covered: Covered) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input: plan.input, inspect: recordTransitions(covered.transitions) });
  actor.start();
  for (const step of path.steps) {
    const event = step.event as AnyEventObject;
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
    expect(actual.context).toEqual(expected.context);
    for (const id of activeAtomicIds(actual)) covered.states.add(id);
    checkInvariants(actual, fakes);
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
