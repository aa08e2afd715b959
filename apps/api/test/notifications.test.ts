import {
  GetNotificationsDocument, GetTeacherNotificationsDocument, GetViewerDocument, MarkNotificationDocument,
  MarkNotificationsAsReadDocument,
} from '@masthead/graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_REFERENCE_INSTANT, type ApiServer } from '../src/index.ts';
import { dataOf, errorOf, gql, postJson, startServer } from './helpers.ts';

let server: ApiServer;
// A fixed clock two days after the seed's reference instant, so "now" is deterministic.
let clock = SEED_REFERENCE_INSTANT + 2 * 86_400_000;
beforeAll(async () => {
  server = await startServer({ now: () => clock });
});
afterAll(() => server.close());
beforeEach(async () => {
  await postJson(server, '/dev/reset', {});
});

type Feed = 'own' | 'students';

async function page(feed: Feed, persona: string, after: string, first: number) {
  if (feed === 'own') return dataOf(await gql(server, GetNotificationsDocument, { after, first }, persona)).viewer?.notifications;
  return dataOf(await gql(server, GetTeacherNotificationsDocument, { after, first }, persona)).viewer?.teacherNotifications;
}

/** Follows endCursor until hasNextPage is false, checking pageInfo on the way. */
async function walk(feed: Feed, persona: string, pageSize: number) {
  const ids: string[] = [];
  const times: string[] = [];
  let after = '-1';
  let pages = 0;
  for (;;) {
    const conn = await page(feed, persona, after, pageSize);
    if (!conn) throw new Error('no viewer');
    pages += 1;
    for (const e of conn.edges) {
      ids.push(e.node.id);
      times.push(e.node.createdAt);
    }
    expect(conn.pageInfo.hasPreviousPage).toBe(pages > 1);
    expect(conn.pageInfo.startCursor).toBe(conn.edges[0]?.cursor ?? null);
    expect(conn.pageInfo.endCursor).toBe(conn.edges[conn.edges.length - 1]?.cursor ?? null);
    if (!conn.pageInfo.hasNextPage) break;
    after = conn.pageInfo.endCursor ?? '';
  }
  return { ids, times, pages };
}

describe('notification feeds', () => {
  it('walks the teacher\'s whole own feed with no duplicates or gaps, newest first', async () => {
    const { ids, times, pages } = await walk('own', 'teacher', 20);
    expect(ids).toHaveLength(160);
    expect(new Set(ids).size).toBe(160);
    expect(pages).toBe(8);
    expect(times).toEqual([...times].sort().reverse());
    const all = dataOf(await gql(server, GetNotificationsDocument, { first: 100 }, 'teacher'));
    const { ids: big } = await walk('own', 'teacher', 100);
    expect(big).toEqual(ids);
    expect(all.viewer?.notifications.edges).toHaveLength(100);
  });

  it('walks the students-activity feed for teacher and applicant; others have an empty one', async () => {
    expect((await walk('students', 'teacher', 20)).ids).toHaveLength(180);
    expect((await walk('students', 'applicant', 33)).ids).toHaveLength(150);
    const member = dataOf(await gql(server, GetTeacherNotificationsDocument, {}, 'member'));
    const conn = member.viewer?.teacherNotifications;
    expect(conn?.edges).toEqual([]);
    expect(conn?.count).toBe(0);
    expect(conn?.pageInfo).toEqual({ startCursor: null, endCursor: null, hasNextPage: false, hasPreviousPage: false });
  });

  it('gives cards actors, HTML messages, root-relative urls and some hostile content', async () => {
    const data = dataOf(await gql(server, GetNotificationsDocument, { first: 40 }, 'member'));
    const nodes = data.viewer?.notifications.edges.map((e) => e.node) ?? [];
    expect(nodes.some((n) => n.actors.length >= 2)).toBe(true);
    expect(nodes.some((n) => n.image === null)).toBe(true);
    expect(nodes.some((n) => n.image?.sources.length)).toBe(true);
    expect(nodes.some((n) => /<b>.+<\/b>/.test(n.message))).toBe(true);
    expect(nodes.some((n) => n.message.includes('<script>'))).toBe(true);
    expect(nodes.some((n) => n.message.includes('onerror='))).toBe(true);
    expect(nodes.some((n) => n.url?.startsWith('javascript:'))).toBe(true);
    expect(nodes.some((n) => n.url?.startsWith('data:'))).toBe(true);
    expect(nodes.filter((n) => !n.isRead).length).toBeGreaterThanOrEqual(11);
  });
});

describe('marking read', () => {
  it('marks everything up to the watermark across both feeds, spares later arrivals, and is idempotent', async () => {
    const own = dataOf(await gql(server, GetNotificationsDocument, {}, 'teacher')).viewer?.notifications;
    const students = dataOf(await gql(server, GetTeacherNotificationsDocument, {}, 'teacher')).viewer?.teacherNotifications;
    expect([own?.count, students?.count]).toEqual([7, 25]);
    const newest = [own?.edges[0]?.node.createdAt ?? '', students?.edges[0]?.node.createdAt ?? ''].sort().reverse()[0] ?? '';

    // A notification arrives "now", after the watermark the client computed.
    const added = await postJson(server, '/dev/notifications', { persona: 'teacher' });
    expect(added.status).toBe(201);
    const live = (await added.json()) as { id: string; createdAt: string };
    expect(live.createdAt).toBe(new Date(clock).toISOString());

    const first = dataOf(await gql(server, MarkNotificationsAsReadDocument, { input: { before: newest } }, 'teacher'));
    expect(first.markNotificationsAsRead.notificationIds).toHaveLength(32);
    expect(first.markNotificationsAsRead.notificationIds).not.toContain(live.id);
    expect(first.markNotificationsAsRead.unreadCount).toBe(1);

    const again = dataOf(await gql(server, MarkNotificationsAsReadDocument, { input: { before: newest } }, 'teacher'));
    expect(again.markNotificationsAsRead).toEqual({ notificationIds: [], unreadCount: 1 });

    const after = dataOf(await gql(server, GetNotificationsDocument, { first: 1 }, 'teacher')).viewer?.notifications;
    expect(after?.count).toBe(1);
    expect(after?.edges[0]?.node).toMatchObject({ id: live.id, isRead: false });
  });

  it('keeps an open page\'s next cursor valid when a notification arrives on top', async () => {
    const page1 = dataOf(await gql(server, GetNotificationsDocument, { first: 20 }, 'member')).viewer?.notifications;
    await postJson(server, '/dev/notifications', { persona: 'member' });
    const page2 = dataOf(await gql(server, GetNotificationsDocument, { first: 20, after: page1?.pageInfo.endCursor }, 'member'))
      .viewer?.notifications;
    const full = dataOf(await gql(server, GetNotificationsDocument, { first: 41 }, 'member')).viewer?.notifications;
    expect(page2?.edges.map((e) => e.node.id)).toEqual(full?.edges.slice(21, 41).map((e) => e.node.id));
  });

  it('marks only what is at or before the watermark', async () => {
    const nodes = dataOf(await gql(server, GetNotificationsDocument, { first: 20 }, 'member')).viewer?.notifications.edges ?? [];
    const third = nodes[2]?.node.createdAt ?? '';
    const res = dataOf(await gql(server, MarkNotificationsAsReadDocument, { input: { before: third } }, 'member'));
    const newerUnread = nodes.slice(0, 2).filter((e) => !e.node.isRead).length;
    expect(res.markNotificationsAsRead.unreadCount).toBe(newerUnread);
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'member')).viewer?.notifications.count).toBe(newerUnread);
  });

  it('marks one notification read and unread again', async () => {
    const node = dataOf(await gql(server, GetNotificationsDocument, { first: 1 }, 'free')).viewer?.notifications.edges[0]?.node;
    expect(node?.isRead).toBe(false);
    const read = dataOf(await gql(server, MarkNotificationDocument, { input: { id: node?.id ?? '' } }, 'free'));
    expect(read.markNotification).toEqual({ id: node?.id, isRead: true });
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'free')).viewer?.notifications.count).toBe(2);
    const unread = dataOf(await gql(server, MarkNotificationDocument, { input: { id: node?.id ?? '', isRead: false } }, 'free'));
    expect(unread.markNotification.isRead).toBe(false);
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'free')).viewer?.notifications.count).toBe(3);
  });

  it('rejects bad input with clear errors', async () => {
    const missing = await gql(server, MarkNotificationDocument, { input: { id: 'ntf-nope' } }, 'free');
    expect(errorOf(missing)).toBe("Notification 'ntf-nope' not found.");
    // Another persona's notification is not the viewer's.
    const foreign = await gql(server, MarkNotificationDocument, { input: { id: 'ntf-member-o0072' } }, 'free');
    expect(errorOf(foreign)).toBe("Notification 'ntf-member-o0072' not found.");
    const badDate = await gql(server, MarkNotificationsAsReadDocument, { input: { before: 'yesterday' } }, 'member');
    expect(errorOf(badDate)).toMatch(/DateTime must be an ISO-8601 timestamp.*\(got "yesterday"\)/);
    const guest = await gql(server, MarkNotificationsAsReadDocument, { input: { before: '2026-11-20T00:00:00.000Z' } });
    expect(errorOf(guest)).toBe('You must be signed in to mark notifications read.');
    const unknown = await gql(server, MarkNotificationsAsReadDocument, { input: { before: '2026-11-20T00:00:00.000Z' } }, 'xyz');
    expect(errorOf(unknown)).toMatch(/^Unknown persona 'xyz'/);
    const devGuest = await postJson(server, '/dev/notifications', { persona: 'guest' });
    expect(devGuest.status).toBe(400);
  });

  it('restores the seed on /dev/reset', async () => {
    await gql(server, MarkNotificationsAsReadDocument, { input: { before: '2030-01-01T00:00:00.000Z' } }, 'member');
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'member')).viewer?.notifications.count).toBe(0);
    clock += 1000;
    await postJson(server, '/dev/reset', {});
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'member')).viewer?.notifications.count).toBe(12);
  });

  it('answers a form-posted /dev/reset (the playground button) with a 303 back to a same-origin returnTo', async () => {
    const resetForm = (returnTo: string) =>
      fetch(`${server.origin}/dev/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ returnTo }).toString(),
        redirect: 'manual',
      });
    await gql(server, MarkNotificationsAsReadDocument, { input: { before: '2030-01-01T00:00:00.000Z' } }, 'teacher');
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'teacher')).viewer?.notifications.count).toBe(0);
    const res = await resetForm('/playground?persona=teacher&theme=white');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/playground?persona=teacher&theme=white');
    expect(dataOf(await gql(server, GetViewerDocument, {}, 'teacher')).viewer?.notifications.count).toBe(7);
    // Never an open redirect; a JSON or empty call still gets JSON.
    expect((await resetForm('//evil.example/x')).headers.get('location')).toBe('/');
    const json = await postJson(server, '/dev/reset', {});
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const empty = await fetch(`${server.origin}/dev/reset`, { method: 'POST' });
    expect(await empty.json()).toEqual({ ok: true });
  });
});
