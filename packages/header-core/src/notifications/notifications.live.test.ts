// The live stream's side of the read flow (issue 21), by example: the events the host's live connection
// sends (`live.counts`, `live.added`, `live.read`, `live.stale`) and the "N new notifications" button
// (`live.showNew`). Same harness as notifications.machine.test.ts; the xstate/graph walk with its
// invariants is in notifications.paths.test.ts.
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/load.ts';
import { resolveMessages } from '../messages.ts';
import { connectNotifications } from './notifications.connect.ts';
import { notificationMessagesFrom } from './notifications.messages.ts';
import { flush, note, page, startNotifications } from './notifications.testing.ts';
import type { NotificationsInput } from './notifications.types.ts';

const N3 = note('n3', 30);
const N2 = note('n2', 20);
const OWN_1 = page([N3, N2], 'c1', true);
const NEW = note('n4', 40);
const NEWER = note('n5', 50);

/** Opened once, first page answered, mark-all-read answered (unread 2 → 0), then closed. */
async function readOnce(input: NotificationsInput = { unreadCount: 2 }) {
  const t = startNotifications(input);
  t.send({ type: 'bell.click' });
  t.fakes.fetches[0]?.resolve(OWN_1);
  await flush();
  t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
  await flush();
  t.send({ type: 'drawer.close' });
  t.emitted.length = 0;
  return t;
}

const ids = (t: ReturnType<typeof startNotifications>) => t.view().feeds[0]?.items.map((c) => c.id);

describe('live: the badge', () => {
  it('with the drawer closed it shows the live count, summed over a teacher’s feeds; garbage is clamped or ignored', () => {
    const member = startNotifications({ unreadCount: 3 });
    member.send({ type: 'live.counts', own: 5, students: 4 });
    expect(member.view().count).toBe(5);
    member.send({ type: 'live.counts', own: -2, students: 0 });
    expect(member.view().badgeText).toBeNull();
    member.send({ type: 'live.counts', own: Number.NaN, students: 0 });
    member.send({ type: 'live.counts', own: Number.POSITIVE_INFINITY, students: 0 });
    expect(member.view().count).toBe(0);
    member.send({ type: 'live.counts', own: 12.7, students: Number.NaN });
    expect(member.view().badgeText).toBe('9+');
    expect(member.view().bellProps['aria-label']).toBe('Notifications, 12 unread');

    const teacher = startNotifications({ unreadCount: 1, isTeacher: true });
    teacher.send({ type: 'live.counts', own: 2, students: 3 });
    expect(teacher.view().count).toBe(5);
    teacher.send({ type: 'live.counts', own: 2, students: Number.NaN });
    expect(teacher.view().count).toBe(5);
  });

  it('a read in another tab lowers, then clears, the badge of a closed drawer', async () => {
    const t = await readOnce();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'live.added', feed: 'own', node: NEWER });
    t.send({ type: 'live.counts', own: 2, students: 0 });
    expect(t.view().badgeText).toBe('2');
    t.send({ type: 'live.read', readIds: ['n5'], unreadIds: [] });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    expect(t.view().badgeText).toBe('1');
    t.send({ type: 'live.read', readIds: ['n4'], unreadIds: [] });
    t.send({ type: 'live.counts', own: 0, students: 0 });
    expect(t.view().badgeText).toBeNull();
  });

  it('while the drawer is open the badge stays as the opening left it; closing shows the server’s count', async () => {
    const t = await readOnce();
    t.send({ type: 'bell.click' });
    expect(t.view().count).toBe(0);
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    expect(t.view().count).toBe(0);
    t.send({ type: 'drawer.close' });
    // The person was not shown it: it stays unread.
    expect(t.view().badgeText).toBe('1');
  });

  it('closing while this opening’s mark-all-read is in flight keeps the reset until it answers', async () => {
    const t = startNotifications({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'drawer.close' });
    t.send({ type: 'live.counts', own: 2, students: 0 });
    expect(t.view().count).toBe(0);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    expect(t.view().count).toBe(0);
    t.send({ type: 'live.counts', own: 0, students: 0 });
    expect(t.view().count).toBe(0);
  });
});

describe('live: the drawer never shows a list older than the badge', () => {
  it('a notification added while closed: the next opening reloads the first page, fresh, and shows it first', async () => {
    const t = await readOnce();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches.map((r) => r.input)).toEqual([
      { feed: 'own', after: '-1', first: 20 },
      { feed: 'own', after: '-1', first: 20, fresh: true },
    ]);
    // The old list is gone: placeholders, not old cards.
    expect(t.view().feeds[0]?.status).toBe('loading');
    expect(t.view().feeds[0]?.items).toEqual([]);
    t.fakes.fetches[1]?.resolve(page([NEW, N3, N2], 'c1', true));
    await flush();
    expect(ids(t)).toEqual(['n4', 'n3', 'n2']);
  });

  it.each([
    ['counts the lists do not explain', { type: 'live.counts', own: 4, students: 0 }],
    ['a gap in the stream', { type: 'live.stale' }],
  ] as const)('%s: the next opening reloads', async (_, event) => {
    const t = await readOnce();
    t.send(event);
    t.send({ type: 'drawer.open' });
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.view().feeds[0]?.status).toBe('loading');
  });

  it('nothing changed (counts that match, this tab’s own reads echoed in either order): reopening fetches nothing', async () => {
    // The echo before the mutation's answer…
    const a = startNotifications({ unreadCount: 3 });
    a.send({ type: 'live.counts', own: 3, students: 0 });
    a.send({ type: 'bell.click' });
    a.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    // …marking an older unread card too, one that no loaded page shows.
    a.send({ type: 'live.read', readIds: ['n3', 'n2', 'old'], unreadIds: [] });
    a.send({ type: 'live.counts', own: 0, students: 0 });
    a.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2', 'old'], unreadCount: 0 });
    await flush();
    a.send({ type: 'card.click', id: 'n2' });
    a.send({ type: 'drawer.close' });
    a.send({ type: 'bell.click' });
    expect(a.fakes.fetches).toHaveLength(1);
    // …and after it.
    const b = startNotifications({ unreadCount: 3 });
    b.send({ type: 'bell.click' });
    b.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    b.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2', 'old'], unreadCount: 0 });
    await flush();
    b.send({ type: 'live.read', readIds: ['n3', 'n2', 'old'], unreadIds: [] });
    b.send({ type: 'live.counts', own: 0, students: 0 });
    b.send({ type: 'drawer.close' });
    b.send({ type: 'bell.click' });
    expect(b.fakes.fetches).toHaveLength(1);
    expect(b.view().count).toBe(0);
  });

  it('a first page fetched ahead is only used while nothing changed: the first opening after a change asks `fresh`', () => {
    const t = startNotifications({ unreadCount: 0 });
    t.send({ type: 'live.counts', own: 0, students: 0 });
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches.map((r) => r.input)).toEqual([{ feed: 'own', after: '-1', first: 20, fresh: true }]);
  });

  it('a teacher’s two lists both reload, a later page in flight included', async () => {
    const t = startNotifications({ unreadCount: 0, isTeacher: true });
    t.send({ type: 'bell.click' });
    t.fetches('own')[0]?.resolve(OWN_1);
    t.fetches('students')[0]?.resolve(page([note('s1', 45)], 'sc1', true));
    await flush();
    t.send({ type: 'feed.loadMore', feed: 'students' });
    t.send({ type: 'drawer.close' });
    t.send({ type: 'live.added', feed: 'students', node: note('s2', 60) });
    t.send({ type: 'bell.click' });
    expect(t.fetches('students')[1]?.aborted).toBe(true);
    expect(t.fakes.inFlight().fetches.map((r) => [r.input.feed, r.input.after])).toEqual([
      ['own', '-1'],
      ['students', '-1'],
    ]);
  });
});

describe('live: mark all read once per opening', () => {
  it('after new notifications the next opening marks read again, once, up to the newest card loaded', async () => {
    const t = await readOnce();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'bell.click' });
    // Never before the reloaded first page.
    expect(t.fakes.markAlls).toHaveLength(1);
    t.send({ type: 'live.added', feed: 'own', node: NEWER });
    t.send({ type: 'live.counts', own: 2, students: 0 });
    t.fakes.fetches[1]?.resolve(page([NEW, N3, N2], 'c1', true));
    await flush();
    // Not n5: the person was not shown it (it waits behind the "1 new" button).
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([N3.createdAt, NEW.createdAt]);
    t.fakes.markAlls[1]?.resolve({ notificationIds: ['n4'], unreadCount: 1 });
    await flush();
    for (let i = 0; i < 3; i += 1) {
      t.send({ type: 'drawer.close' });
      t.send({ type: 'bell.click' });
    }
    t.fakes.fetches[2]?.resolve(page([NEWER, NEW, N3], 'c1', true));
    await flush();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([N3.createdAt, NEW.createdAt, NEWER.createdAt]);
    t.send({ type: 'drawer.close' });
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches).toHaveLength(3);
    expect(t.fakes.markAlls).toHaveLength(3);
  });

  it('a failed second mark rolls back like the first: the server’s count, announced', async () => {
    const t = await readOnce();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[1]?.resolve(page([NEW, N3, N2], 'c1', true));
    await flush();
    t.fakes.markAlls[1]?.reject(new Error('500'));
    await flush();
    expect(t.view().badgeText).toBe('1');
    expect(t.view().markAllReadStatus).toBe('failed');
    expect(t.emitted).toContainEqual({ type: 'announce', message: 'markAllReadFailed' });
    expect(t.view().feeds[0]?.items[0]).toMatchObject({ id: 'n4', isRead: false, looksUnread: true });
  });

  it('a reload while the first mark is in flight: the second waits for it, then goes once', async () => {
    const t = startNotifications({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'drawer.close' });
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 3, students: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[1]?.resolve(page([NEW, N3, N2], 'c1', true));
    await flush();
    expect(t.fakes.inFlight().markAlls).toHaveLength(1);
    expect(t.fakes.markAlls).toHaveLength(1);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 1 });
    await flush();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([N3.createdAt, NEW.createdAt]);
  });

  it('nothing left unread when the reloaded lists come (read elsewhere): nothing is sent', async () => {
    const t = await readOnce();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'live.read', readIds: ['n4'], unreadIds: [] });
    t.send({ type: 'live.counts', own: 0, students: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[1]?.resolve(page([{ ...NEW, isRead: true }, N3, N2], 'c1', true));
    await flush();
    expect(t.fakes.markAlls).toHaveLength(1);
    expect(t.view().markAllReadStatus).toBe('skipped');
  });
});

describe('live: the open drawer and the “N new notifications” button', () => {
  it('arrivals never shift the list: they are counted on the button and said once each', async () => {
    const t = await readOnce();
    t.send({ type: 'bell.click' });
    expect(t.view().newNotifications).toBeNull();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.added', feed: 'own', node: N3 });
    t.send({ type: 'live.added', feed: 'students', node: NEWER });
    expect(ids(t)).toEqual(['n3', 'n2']);
    expect(t.view().newNotifications).toMatchObject({ count: 1, label: '1 new notification' });
    t.send({ type: 'live.added', feed: 'own', node: NEWER });
    expect(t.view().newNotifications).toMatchObject({ count: 2, label: '2 new notifications' });
    expect(t.view().newStatusProps).toEqual({ 'aria-live': 'polite', 'aria-atomic': true });
    expect(t.emitted.filter((e) => e.type === 'announce')).toEqual([
      { type: 'announce', message: 'newNotifications', count: 1 },
      { type: 'announce', message: 'newNotifications', count: 2 },
    ]);
    expect(ids(t)).toEqual(['n3', 'n2']);
  });

  it('the button’s label is plural in the page’s language (Arabic has six forms)', async () => {
    const messages = notificationMessagesFrom(resolveMessages(await loadMessages('ar')));
    const t = startNotifications({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    const labels: string[] = [];
    for (let i = 1; i <= 11; i += 1) {
      t.send({ type: 'live.added', feed: 'own', node: note(`ar${i}`, 100 + i) });
      if ([1, 2, 3, 11].includes(i)) labels.push(connectNotifications(t.actor.getSnapshot(), t.send, { messages }).newNotifications?.label ?? '');
    }
    expect(labels).toEqual(['إشعار جديد واحد', 'إشعاران جديدان', '3 إشعارات جديدة', '11 إشعارًا جديدًا']);
  });

  it('the button reloads the first page (new cards on top), focuses the list, marks read again; every card keeps its look', async () => {
    const t = startNotifications({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'live.counts', own: 1, students: 0 });
    t.send({ type: 'live.added', feed: 'own', node: NEWER });
    t.send({ type: 'live.counts', own: 2, students: 0 });
    t.view().newNotifications?.onPress();
    expect(t.view().newNotifications).toBeNull();
    expect(t.emitted).toContainEqual({ type: 'focus.panel', feed: 'own' });
    expect(t.fakes.fetches.map((r) => r.input.after)).toEqual(['-1', '-1']);
    expect(t.fakes.markAlls).toHaveLength(1);
    // The server has the old cards read now; they were unread when the drawer opened.
    t.fakes.fetches[1]?.resolve(page([NEWER, NEW, { ...N3, isRead: true }, { ...N2, isRead: true }], 'c1', true));
    await flush();
    expect(ids(t)).toEqual(['n5', 'n4', 'n3', 'n2']);
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([N3.createdAt, NEWER.createdAt]);
    t.fakes.markAlls[1]?.resolve({ notificationIds: ['n5', 'n4'], unreadCount: 0 });
    await flush();
    // Its own echo, too: what it marked keeps the unread look until the drawer closes (decisions.md).
    t.send({ type: 'live.read', readIds: ['n5', 'n4'], unreadIds: [] });
    t.send({ type: 'live.counts', own: 0, students: 0 });
    expect(t.view().feeds[0]?.items.map((c) => [c.id, c.isRead, c.looksUnread])).toEqual([
      ['n5', true, true],
      ['n4', true, true],
      ['n3', true, true],
      ['n2', true, true],
    ]);
    t.send({ type: 'drawer.close' });
    expect(t.view().badgeText).toBeNull();
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.view().feeds[0]?.items.every((c) => !c.looksUnread)).toBe(true);
  });

  it('the button is there only while the drawer is open; closing with arrivals waiting makes the next opening reload', async () => {
    const t = await readOnce();
    t.send({ type: 'live.showNew' });
    t.send({ type: 'bell.click' });
    t.send({ type: 'live.showNew' });
    expect(t.fakes.fetches).toHaveLength(1);
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    t.send({ type: 'drawer.close' });
    expect(t.view().newNotifications).toBeNull();
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.view().newNotifications).toBeNull();
  });

  it('a first page in flight that already brings the new card: it is not new any more', async () => {
    const t = startNotifications({ unreadCount: 1 });
    t.send({ type: 'bell.click' });
    t.send({ type: 'live.added', feed: 'own', node: NEW });
    expect(t.view().newNotifications?.count).toBe(1);
    t.fakes.fetches[0]?.resolve(page([NEW, N3], 'c1', false));
    await flush();
    expect(t.view().newNotifications).toBeNull();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([NEW.createdAt]);
  });
});

describe('live: reads elsewhere', () => {
  it('read ids show read in the loaded list at once; unread ids show unread again, over the watermark too', async () => {
    const t = startNotifications({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'live.read', readIds: ['n2'], unreadIds: [] });
    expect(t.view().feeds[0]?.items.map((c) => [c.id, c.isRead, c.looksUnread])).toEqual([
      ['n3', false, true],
      ['n2', true, false],
    ]);
    const r = await readOnce();
    r.send({ type: 'live.read', readIds: [], unreadIds: ['n3'] });
    r.send({ type: 'live.counts', own: 1, students: 0 });
    expect(r.view().badgeText).toBe('1');
    r.send({ type: 'bell.click' });
    // Explained by the ids: the list is current, nothing is fetched, nothing new is marked.
    expect(r.fakes.fetches).toHaveLength(1);
    expect(r.view().feeds[0]?.items.map((c) => [c.id, c.isRead, c.looksUnread])).toEqual([
      ['n3', false, true],
      ['n2', true, false],
    ]);
    r.send({ type: 'live.read', readIds: ['n3', 7, ''] as never, unreadIds: null as never });
    expect(r.view().feeds[0]?.items[0]?.isRead).toBe(true);
  });
});
