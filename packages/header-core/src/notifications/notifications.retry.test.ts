// A list that failed to load (issue 25, defect 5): nothing was shown and nothing marked read, so the
// badge comes back with the count it had, and the error text's Retry loads the list again; once it
// loads, the read flow of spec §4 runs as usual (mark all read, once).
import { describe, expect, it } from 'vitest';
import { flush, note, page, startNotifications } from './notifications.testing.ts';

const setup = startNotifications;

const OWN_1 = page([note('n3', 30), note('n2', 20)], 'c1', true);
const STUDENTS_1 = page([note('s1', 40)], 'sc1', false);

describe('notifications machine: a list that failed to load', () => {
  it('a failed first page brings the badge back with the count it had; Retry loads it again, then marks all read once', async () => {
    const t = setup({ unreadCount: 3 });
    t.send({ type: 'bell.click' });
    expect(t.view().badgeText).toBeNull();
    t.fakes.fetches[0]?.reject(new Error('500'));
    await flush();
    const failed = t.view();
    expect(failed.feeds[0]?.status).toBe('error');
    expect(failed.feeds[0]?.message).toBe('Hmm, something went wrong. Refresh the page or try again in a few minutes.');
    // Nothing was shown, nothing marked read: the badge says what it said before the click.
    expect(failed.count).toBe(3);
    expect(failed.badgeText).toBe('3');
    expect(failed.bellProps['aria-label']).toBe('Notifications, 3 unread');
    expect(failed.markAllReadStatus).toBe('waiting');
    expect(t.fakes.markAlls).toHaveLength(0);

    expect(failed.feeds[0]?.retry).not.toBeNull();
    failed.feeds[0]?.retry?.();
    expect(t.fetches('own').map((r) => r.input)).toEqual([
      { feed: 'own', after: '-1', first: 20 },
      { feed: 'own', after: '-1', first: 20 },
    ]);
    expect(t.view().feeds[0]?.status).toBe('loading');
    expect(t.view().feeds[0]?.retry).toBeNull();
    // The button goes away: focus moves to its list, not to the page.
    expect(t.emitted).toContainEqual({ type: 'focus.panel', feed: 'own' });
    // Still nothing read: the badge stays until the server says otherwise.
    expect(t.view().badgeText).toBe('3');

    t.fakes.fetches[1]?.resolve(OWN_1);
    await flush();
    expect(t.view().feeds[0]?.status).toBe('loaded');
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([note('n3', 30).createdAt]);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    expect(t.view().badgeText).toBeNull();
    // Once: a closed and reopened drawer does not send it again.
    t.send({ type: 'drawer.close' });
    t.send({ type: 'bell.click' });
    expect(t.fakes.markAlls).toHaveLength(1);
  });

  it('Retry is for a list in error only: while idle, loading or loaded it does nothing, and it names its list', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'feed.retry', feed: 'own' });
    expect(t.fakes.fetches).toHaveLength(0);
    t.send({ type: 'bell.click' });
    t.send({ type: 'feed.retry', feed: 'own' });
    expect(t.fakes.fetches).toHaveLength(1);
    t.fakes.fetches[0]?.reject(new Error('network'));
    await flush();
    // Not a teacher: there is no students' list to retry.
    t.send({ type: 'feed.retry', feed: 'students' });
    expect(t.fakes.fetches).toHaveLength(1);
    t.send({ type: 'feed.retry', feed: 'own' });
    t.send({ type: 'feed.retry', feed: 'own' });
    expect(t.fakes.fetches).toHaveLength(2);
    t.fakes.fetches[1]?.resolve(OWN_1);
    await flush();
    t.send({ type: 'feed.retry', feed: 'own' });
    expect(t.fakes.fetches).toHaveLength(2);
    expect(t.view().feeds[0]?.retry).toBeNull();
  });

  it('closed after the failure, the badge is back; reopening still retries, and a second failure brings it back again', async () => {
    const t = setup({ unreadCount: 12 });
    t.send({ type: 'bell.click' });
    t.send({ type: 'drawer.close' });
    t.fakes.fetches[0]?.reject(new Error('timeout'));
    await flush();
    expect(t.view().badgeText).toBe('9+');
    t.send({ type: 'bell.click' });
    expect(t.view().badgeText).toBeNull();
    expect(t.fakes.fetches).toHaveLength(2);
    t.fakes.fetches[1]?.reject(new Error('timeout'));
    await flush();
    expect(t.view().count).toBe(12);
  });

  it('teachers: one list failed brings the badge back (mark-all-read waits for it); its Retry loads it and the read flow runs once', async () => {
    const t = setup({ unreadCount: 4, isTeacher: true });
    t.send({ type: 'bell.click' });
    t.fetches('students')[0]?.resolve(STUDENTS_1);
    t.fetches('own')[0]?.reject(new Error('500'));
    await flush();
    const view = t.view();
    expect(view.count).toBe(4);
    expect(view.feeds.map((f) => [f.feed, f.status, f.retry === null])).toEqual([
      ['students', 'loaded', true],
      ['own', 'error', false],
    ]);
    expect(t.fakes.markAlls).toHaveLength(0);
    t.send({ type: 'feed.retry', feed: 'own' });
    expect(t.emitted).toContainEqual({ type: 'focus.panel', feed: 'own' });
    t.fetches('own')[1]?.resolve(OWN_1);
    await flush();
    expect(t.fakes.markAlls.map((r) => r.input.before)).toEqual([note('s1', 40).createdAt]);
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['s1', 'n3', 'n2'], unreadCount: 1 });
    await flush();
    expect(t.view().badgeText).toBe('1');
  });

  it('a failed later page: the items stay, Retry asks for the same cursor again, the badge is what the read flow said', async () => {
    const t = setup({ unreadCount: 2 });
    t.send({ type: 'bell.click' });
    t.fakes.fetches[0]?.resolve(OWN_1);
    await flush();
    t.fakes.markAlls[0]?.resolve({ notificationIds: ['n3', 'n2'], unreadCount: 0 });
    await flush();
    t.send({ type: 'feed.loadMore', feed: 'own' });
    t.fakes.fetches[1]?.reject(new Error('network'));
    await flush();
    const view = t.view();
    expect(view.feeds[0]?.status).toBe('error');
    expect(view.feeds[0]?.items).toHaveLength(2);
    expect(view.badgeText).toBeNull();
    view.feeds[0]?.retry?.();
    expect(t.fakes.fetches.map((r) => r.input.after)).toEqual(['-1', 'c1', 'c1']);
    expect(t.view().feeds[0]?.isLoadingMore).toBe(true);
    expect(t.emitted).toContainEqual({ type: 'focus.panel', feed: 'own' });
  });
});
