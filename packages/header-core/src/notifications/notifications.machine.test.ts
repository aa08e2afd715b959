import { describe, expect, it } from 'vitest';
import { bindLayer, createLayerCoordinator } from '../layers/index.ts';
import { createFakeNotificationActors, flush, note, page, startNotifications } from './notifications.testing.ts';

const setup = startNotifications;

const OWN_1 = page([note('n3', 30), note('n2', 20)], 'c1', true);
const OWN_2 = page([note('n2', 20), note('n1', 10, { isRead: true })], 'c2', true);

describe('notifications machine: loading', () => {
  it('the bell resets the badge, opens, tracks and asks for the first page once', async () => {
    const t = setup({ unreadCount: 3 });
    expect(t.view().badgeText).toBe('3');
    t.send({ type: 'bell.click' });
    expect(t.view().isOpen).toBe(true);
    expect(t.view().count).toBe(0);
    expect(t.view().badgeText).toBeNull();
    expect(t.emitted).toContainEqual({ type: 'track', name: 'open-notifications', properties: { unreadCount: 3 } });
    expect(t.fakes.fetches.map((r) => r.input)).toEqual([{ feed: 'own', after: '-1', first: 20 }]);
    expect(t.view().feeds[0]?.status).toBe('loading');
  });

  it('lists.warm loads the first pages while closed; the badge stays and nothing is marked read until the drawer opens', async () => {
    const t = setup({ unreadCount: 3, isTeacher: true });
    t.send({ type: 'lists.warm' });
    t.send({ type: 'lists.warm' });
    expect(t.fakes.fetches.map((r) => r.input.feed).sort()).toEqual(['own', 'students']);
    t.fakes.fetches.find((r) => r.input.feed === 'students')?.resolve(page([note('s1', 40)], 'sc1', false));
    t.fakes.fetches.find((r) => r.input.feed === 'own')?.resolve(OWN_1);
    await flush();
    expect(t.view().isOpen).toBe(false);
    expect(t.view().badgeText).toBe('3');
    expect(t.view().feeds.map((f) => f.status)).toEqual(['loaded', 'loaded']);
    expect(t.fakes.markAlls).toHaveLength(0);
    // The opening shows the loaded cards at once and marks read, asking for no page again.
    t.send({ type: 'bell.click' });
    expect(t.view().feeds.map((f) => f.items.length)).toEqual([1, 2]);
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.fakes.markAlls.map((r) => r.input)).toEqual([{ before: note('s1', 40).createdAt }]);
    // Warming an open drawer, or lists already loaded, does nothing.
    t.send({ type: 'lists.warm' });
    t.send({ type: 'drawer.close' });
    t.send({ type: 'lists.warm' });
    expect(t.fakes.fetches).toHaveLength(2);
  });

  it('a warm load that fails leaves the badge and is retried by the opening', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'lists.warm' });
    t.fakes.fetches[0]?.reject(new Error('500'));
    await flush();
    expect(t.view().badgeText).toBe('2');
    t.send({ type: 'lists.warm' });
    expect(t.fakes.fetches).toHaveLength(1);
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.view().feeds[0]?.status).toBe('loading');
  });

  it('pages with the end cursor, one request at a time, duplicates shown once', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    expect(t.view().feeds[0]?.status).toBe('loaded');
    expect(t.view().feeds[0]?.hasMore).toBe(true);
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.send({ type: 'feed.loadMore', feed: 'own' });
    expect(t.fakes.fetches.map((r) => r.input.after)).toEqual(['-1', 'c1']);
    expect(t.view().feeds[0]?.isLoadingMore).toBe(true);
    expect(t.view().feeds[0]?.hasMore).toBe(false);
    t.fakes.fetches[1]?.resolve(OWN_2);
    await flush();
    expect(t.view().feeds[0]?.items.map((c) => c.id)).toEqual(['n3', 'n2', 'n1']);
    expect(t.view().feeds[0]?.hasMore).toBe(true);
  });

  it('a repeated end cursor stops loading instead of looping', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.fakes.fetches[1]?.resolve(page([note('n1', 10)], 'c1', true));
    await flush();
    expect(t.view().feeds[0]?.hasMore).toBe(false);
    t.send({ type: 'feed.loadMore', feed: 'own' });
    expect(t.fakes.fetches).toHaveLength(2);
  });

  it('an empty page that claims a next page stops loading', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.fakes.fetches[1]?.resolve(page([], 'c9', true));
    await flush();
    expect(t.view().feeds[0]?.hasMore).toBe(false);
    expect(t.view().feeds[0]?.status).toBe('loaded');
  });

  it('an empty first page shows the empty text; a failed one the error text, retried on reopen', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.reject(new Error('500'));
    await flush();
    expect(t.view().feeds[0]?.status).toBe('error');
    expect(t.view().feeds[0]?.message).toBe('Hmm, something went wrong. Refresh the page or try again in a few minutes.');
    t.send({ type: 'drawer.open' }); // already open: nothing
    expect(t.fakes.fetches).toHaveLength(1);
    t.send({ type: 'drawer.close' });
    t.send({ type: 'drawer.open' });
    expect(t.fakes.fetches).toHaveLength(2);
    t.fakes.fetches[1]?.resolve(page([], null, true));
    await flush();
    expect(t.view().feeds[0]?.status).toBe('empty');
    expect(t.view().feeds[0]?.message).toMatch(/^Learning is better together!/);
    // Nothing loaded: no watermark, so no mark-all-read.
    expect(t.fakes.markAlls).toHaveLength(0);
    expect(t.view().markAllReadStatus).toBe('skipped');
  });

  it('a failed later page keeps the items, shows the error and retries the same cursor on reopen', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.fakes.fetches[1]?.reject(new Error('network'));
    await flush();
    expect(t.view().feeds[0]?.status).toBe('error');
    expect(t.view().feeds[0]?.items).toHaveLength(2);
    t.send({ type: 'bell.click' }); // closes
    t.send({ type: 'bell.click' }); // reopens: retry
    expect(t.fakes.fetches.map((r) => r.input.after)).toEqual(['-1', 'c1', 'c1']);
  });
});

describe('notifications machine: mark all read', () => {
  it('sends one watermark mutation per page view, whatever the opens, closes and clicks', async () => {
    const t = setup({ unreadCount: 2 });
    for (let i = 0; i < 5; i += 1) {
      t.send({ type: 'bell.click' });
      t.send({ type: 'drawer.open' });
      t.send({ type: 'drawer.close' });
    }
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    for (let i = 0; i < 5; i += 1) {
      t.send({ type: 'drawer.close' });
      t.send({ type: 'bell.click' });
      t.send({ type: 'drawer.open' });
    }
    expect(t.fakes.fetches).toHaveLength(1);
    expect(t.fakes.markAlls.map((r) => r.input)).toEqual([{ before: note('n3', 30).createdAt }]);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    t.send({ type: 'drawer.close' });
    t.send({ type: 'bell.click' });
    expect(t.fakes.markAlls).toHaveLength(1);
  });

  it('the unread look lasts until the drawer closes; a clicked card looks read at once', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    const look = () => t.view().feeds[0]?.items.map((c) => [c.id, c.isRead, c.looksUnread, c.props['data-state']]);
    // Read on the server, still new to the person looking at them.
    expect(look()).toEqual([
      ['n3', true, true, 'unread'],
      ['n2', true, true, 'unread'],
    ]);
    expect(t.view().count).toBe(0);
    t.send({ type: 'card.click', id: 'n2' });
    expect(look()?.[1]).toEqual(['n2', true, false, 'read']);
    expect(look()?.[0]).toEqual(['n3', true, true, 'unread']);
    // Closed and opened again: what was marked read looks read.
    t.send({ type: 'drawer.close' });
    expect(look()?.[0]).toEqual(['n3', true, true, 'unread']);
    t.send({ type: 'bell.click' });
    expect(look()).toEqual([
      ['n3', true, false, 'read'],
      ['n2', true, false, 'read'],
    ]);
    expect(t.fakes.markAlls).toHaveLength(1);
  });

  it('marks read at or before the watermark only when the server confirms; newer stays unread', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    expect(t.view().feeds[0]?.items.map((c) => c.isRead)).toEqual([false, false]);
    // A page arriving while the mutation is in flight, with one newer notification.
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.fakes.fetches[1]?.resolve(page([note('n9', 45)], 'c2', false));
    await flush();
    expect(t.view().feeds[0]?.items.map((c) => c.isRead)).toEqual([false, false, false]);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 1 });
    await flush();
    expect(t.view().feeds[0]?.items.map((c) => [c.id, c.isRead])).toEqual([
      ['n3', true],
      ['n2', true],
      ['n9', false],
    ]);
    expect(t.view().count).toBe(1);
    expect(t.view().markAllReadStatus).toBe('done');
    expect(t.view().announcement).toBeNull();
  });

  it('on failure the badge and the cards show the real state, and it is announced', async () => {
    const t = setup({ unreadCount: 4 });
    t.send({ type: 'bell.click' });
    expect(t.view().count).toBe(0);
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.fakes.markAlls[0]?.reject(new Error('500'));
    await flush();
    expect(t.view().count).toBe(4);
    expect(t.view().badgeText).toBe('4');
    expect(t.view().feeds[0]?.items.every((c) => !c.isRead)).toBe(true);
    expect(t.view().markAllReadStatus).toBe('failed');
    expect(t.view().announcement).toMatch(/couldn't mark/);
    expect(t.emitted).toContainEqual({ type: 'announce', message: 'markAllReadFailed' });
    t.send({ type: 'drawer.close' });
    t.send({ type: 'bell.click' });
    expect(t.fakes.markAlls).toHaveLength(1);
  });

  it('never sends it when the unread count at load was 0 (or garbage)', async () => {
    for (const unreadCount of [0, -3, Number.NaN]) {
      const t = setup({ unreadCount });
      t.send({ type: 'bell.click' });
      t.fakes.fetches[0]?.resolve(OWN_1);
      await flush();
      expect(t.fakes.markAlls).toHaveLength(0);
      expect(t.view().markAllReadStatus).toBe('skipped');
    }
  });

  it('teachers: both lists load at once; the watermark waits for both and is the newest of both', async () => {
    const t = setup({ unreadCount: 5, isTeacher: true });
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches.map((r) => r.input.feed).sort()).toEqual(['own', 'students']);
    const own = t.fakes.fetches.find((r) => r.input.feed === 'own');
    const students = t.fakes.fetches.find((r) => r.input.feed === 'students');
    own?.resolve(OWN_1);
    await flush();
    expect(t.fakes.markAlls).toHaveLength(0);
    students?.resolve(page([note('s1', 50)], null, false));
    await flush();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([note('s1', 50).createdAt]);
    const v = t.view();
    expect(v.feeds.map((f) => f.feed)).toEqual(['students', 'own']);
    expect(v.activeFeed).toBe('students');
    expect(v.feeds[0]?.seeAll?.href).toBe('/teach/activity?via=header');
  });

  it('teachers: a failed list holds the mutation back until a retry loads it', async () => {
    const t = setup({ unreadCount: 5, isTeacher: true });
    t.send({ type: 'bell.click' });
    t.fakes.fetches.find((r) => r.input.feed === 'own')?.resolve(OWN_1);
    t.fakes.fetches.find((r) => r.input.feed === 'students')?.reject(new Error('x'));
    await flush();
    expect(t.fakes.markAlls).toHaveLength(0);
    t.send({ type: 'drawer.close' });
    t.send({ type: 'bell.click' });
    expect(t.fakes.fetches).toHaveLength(3);
    t.fakes.fetches[2]?.resolve(page([], null, false));
    await flush();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([note('n3', 30).createdAt]);
  });
});

describe('notifications machine: cards, drawer, tabs', () => {
  it('a card click is tracked once and marks that one read when the server confirms', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'card.click', id: 'n2' });
    t.send({ type: 'card.click', id: 'n2' });
    t.send({ type: 'card.click', id: 'unknown' });
    const clicks = t.emitted.filter((e) => e.type === 'track' && e.name === 'notification-click');
    expect(clicks).toEqual([
      { type: 'track', name: 'notification-click', properties: { id: 'n2', feed: 'own', position: 1, isRead: false } },
    ]);
    expect(t.fakes.markOnes.map((r) => r.input)).toEqual([{ id: 'n2', isRead: true }]);
    expect(t.view().feeds[0]?.items[1]?.isRead).toBe(false);
    t.fakes.markOnes[0]?.resolve({ id: 'n2', isRead: true });
    await flush();
    expect(t.view().feeds[0]?.items[1]?.isRead).toBe(true);
    t.send({ type: 'card.click', id: 'n2' });
    expect(t.fakes.markOnes).toHaveLength(1);
  });

  it('a failed MarkNotification leaves the card unread; clicking again retries without a second event', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'card.click', id: 'n3' });
    t.send({ type: 'card.click', id: 'n2' });
    expect(t.fakes.markOnes.map((r) => r.input.id)).toEqual(['n3']);
    t.fakes.markOnes[0]?.reject(new Error('x'));
    await flush();
    expect(t.fakes.markOnes.map((r) => r.input.id)).toEqual(['n3', 'n2']);
    expect(t.view().feeds[0]?.items[0]?.isRead).toBe(false);
    t.send({ type: 'card.click', id: 'n3' });
    expect(t.emitted.filter((e) => e.type === 'track' && e.name === 'notification-click')).toHaveLength(2);
  });

  it('a thumbnail that fails is hidden', async () => {
    const t = setup({ unreadCount: 0 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    expect(t.view().feeds[0]?.items[0]?.image).toEqual({ src: 'https://cdn.example/n3.jpg', width: 160, height: 90 });
    t.view().feeds[0]?.items[0]?.onImageError();
    expect(t.view().feeds[0]?.items[0]?.image).toBeNull();
    expect(t.view().feeds[0]?.items[1]?.image).not.toBeNull();
  });

  it('drawer.close returns focus to the bell; another layer closes it quietly; our own id is ignored', () => {
    const t = setup({ unreadCount: 0, id: 'bell' });
    t.send({ type: 'bell.click' });
    t.emitted.length = 0;
    t.send({ type: 'drawer.close' });
    expect(t.emitted).toEqual([{ type: 'closed', id: 'bell' }, { type: 'focus.bell' }]);
    t.send({ type: 'bell.click' });
    t.send({ type: 'layer.opened', id: 'bell' });
    expect(t.view().isOpen).toBe(true);
    t.emitted.length = 0;
    t.send({ type: 'layer.opened', id: 'browse' });
    expect(t.view().isOpen).toBe(false);
    expect(t.emitted).toEqual([{ type: 'closed', id: 'bell' }]);
  });

  it('keyboard tab selection asks for focus; non-teachers ignore tab.select', () => {
    const t = setup({ unreadCount: 0, isTeacher: true });
    t.send({ type: 'tab.select', feed: 'own', focus: true });
    expect(t.view().activeFeed).toBe('own');
    expect(t.emitted).toContainEqual({ type: 'focus.tab', feed: 'own' });
    const s = setup({ unreadCount: 0 });
    s.send({ type: 'tab.select', feed: 'students' });
    expect(s.view().activeFeed).toBe('own');
  });
});

describe('one actor per page view (StrictMode, remounts)', () => {
  it('starting does nothing, so a StrictMode stop/rehydrate/start before any click is harmless', async () => {
    const fakes = createFakeNotificationActors();
    const first = fakes.createActor({ input: { unreadCount: 3 } });
    first.start();
    const persisted = first.getPersistedSnapshot();
    first.stop();
    expect(fakes.fetches).toHaveLength(0);
    const actor = fakes.createActor({ input: { unreadCount: 3 }, snapshot: persisted });
    actor.start();
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'bell.click' });
      actor.send({ type: 'drawer.open' });
      actor.send({ type: 'bell.click' });
    }
    expect(fakes.fetches).toHaveLength(1);
    fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    actor.send({ type: 'bell.click' });
    actor.send({ type: 'drawer.open' });
    expect(fakes.markAlls).toHaveLength(1);
  });

  it('a snapshot restored after mark-all-read settled never sends it again', async () => {
    const fakes = createFakeNotificationActors();
    const actor = fakes.createActor({ input: { unreadCount: 3 } });
    actor.start();
    actor.send({ type: 'bell.click' });
    fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    fakes.markAlls[0]?.resolve({ unreadCount: 0 });
    await flush();
    const restored = fakes.createActor({ input: { unreadCount: 3 }, snapshot: actor.getPersistedSnapshot() });
    actor.stop();
    restored.start();
    restored.send({ type: 'drawer.close' });
    restored.send({ type: 'bell.click' });
    await flush();
    expect(fakes.markAlls).toHaveLength(1);
    expect(restored.getSnapshot().value).toMatchObject({ markAll: 'done' });
  });
});

describe('layers', () => {
  it('binds to the layer coordinator like the menus: another layer opening closes the drawer', () => {
    const coordinator = createLayerCoordinator();
    const t = setup({ unreadCount: 0, id: 'notifications' });
    const unbind = bindLayer(coordinator, t.actor, 'notifications');
    t.send({ type: 'bell.click' });
    expect(coordinator.getSnapshot().context.openLayer).toEqual({ id: 'notifications', kind: 'notifications' });
    coordinator.send({ type: 'layer.open', id: 'browse', kind: 'menu' });
    expect(t.view().isOpen).toBe(false);
    expect(t.emitted.filter((e) => e.type === 'focus.bell')).toEqual([]);
    unbind();
  });
});
