import { describe, expect, it } from 'vitest';
import { pickImageSource } from './notifications.cards.ts';
import { STUDENT_ACTIVITY_HREF, connectNotifications } from './notifications.connect.ts';
import { createFakeNotificationActors, flush, note, page } from './notifications.testing.ts';
import type { NotificationsEvent, NotificationsInput, NotificationNode } from './notifications.types.ts';

const NOW = Date.UTC(2025, 0, 1, 13, 0);

async function opened(input: NotificationsInput, own: NotificationNode[] = [], students: NotificationNode[] = []) {
  const fakes = createFakeNotificationActors();
  const actor = fakes.createActor({ input });
  actor.start();
  actor.send({ type: 'bell.click' });
  for (const request of fakes.fetches) request.resolve(page(request.input.feed === 'own' ? own : students, 'c1', true));
  await flush();
  const sent: NotificationsEvent[] = [];
  const api = (options = {}) =>
    connectNotifications(actor.getSnapshot(), (event) => sent.push(event), { now: () => NOW, ...options });
  return { actor, fakes, sent, api };
}

function closed(input: NotificationsInput) {
  const actor = createFakeNotificationActors().createActor({ input });
  actor.start();
  const sent: NotificationsEvent[] = [];
  return { api: connectNotifications(actor.getSnapshot(), (event) => sent.push(event)), sent };
}

describe('bell and drawer ARIA', () => {
  it.each([
    [0, 'Notifications', null],
    [1, 'Notifications, 1 unread', '1'],
    [9, 'Notifications, 9 unread', '9'],
    [12, 'Notifications, 12 unread', '9+'],
    [-4, 'Notifications', null],
  ])('unread %s: label %j, badge %j', (unreadCount, label, badge) => {
    const { api } = closed({ unreadCount });
    expect(api.bellProps['aria-label']).toBe(label);
    expect(api.badgeText).toBe(badge);
    expect(api.badgeProps).toEqual({ 'aria-hidden': true, hidden: badge === null });
  });

  it('a closed drawer: the bell controls the dialog, collapsed', () => {
    const { api, sent } = closed({ unreadCount: 2, id: 'nt' });
    expect(api.bellProps).toMatchObject({
      id: 'nt-bell',
      type: 'button',
      'aria-expanded': false,
      'aria-controls': 'nt-drawer',
      'aria-haspopup': 'dialog',
      'data-state': 'closed',
    });
    expect(api.drawerProps).toMatchObject({ id: 'nt-drawer', 'aria-labelledby': 'nt-title', open: false, 'data-state': 'closed' });
    expect(api.titleProps.id).toBe('nt-title');
    api.bellProps.onClick();
    api.drawerProps.onClose();
    api.closeButtonProps.onClick();
    expect(sent).toEqual([{ type: 'bell.click' }, { type: 'drawer.close' }, { type: 'drawer.close' }]);
  });

  it('an open drawer: expanded, badge gone, the list busy while loading', () => {
    const fakes = createFakeNotificationActors();
    const actor = fakes.createActor({ input: { unreadCount: 2 } });
    actor.start();
    actor.send({ type: 'bell.click' });
    const api = connectNotifications(actor.getSnapshot(), () => {});
    expect(api.isOpen).toBe(true);
    expect(api.bellProps['aria-expanded']).toBe(true);
    expect(api.drawerProps.open).toBe(true);
    expect(api.bellProps['aria-label']).toBe('Notifications');
    expect(api.feeds[0]?.status).toBe('loading');
    expect(api.feeds[0]?.panelProps['aria-busy']).toBe(true);
  });
});

describe('lists and tabs', () => {
  it('members: one list, no tabs, the panel labelled by the drawer title', async () => {
    const { api } = await opened({ unreadCount: 0, id: 'nt' }, [note('a', 1)]);
    const v = api();
    expect(v.tabListProps).toBeNull();
    expect(v.tabs).toEqual([]);
    expect(v.feeds.map((f) => f.feed)).toEqual(['own']);
    expect(v.feeds[0]?.panelProps).toEqual({ id: 'nt-panel-own', 'aria-labelledby': 'nt-title', hidden: false, 'aria-busy': false });
    expect(v.feeds[0]?.seeAll).toBeNull();
  });

  it('teachers: APG tabs, students first, roving tabIndex, panels labelled by their tabs', async () => {
    const { api } = await opened({ unreadCount: 0, isTeacher: true, id: 'nt' }, [note('a', 1)], [note('s', 2)]);
    const v = api();
    expect(v.tabListProps).toEqual({ role: 'tablist', 'aria-label': 'Notification lists' });
    expect(v.tabs.map((t) => [t.feed, t.label, t.props['aria-selected'], t.props.tabIndex, t.props['aria-controls']])).toEqual([
      ['students', 'Student Activity', true, 0, 'nt-panel-students'],
      ['own', 'Your Activity', false, -1, 'nt-panel-own'],
    ]);
    expect(v.tabs.every((t) => t.props.role === 'tab' && t.props.type === 'button')).toBe(true);
    expect(v.feeds.map((f) => [f.feed, f.panelProps.role, f.panelProps['aria-labelledby'], f.panelProps.hidden, f.panelProps.tabIndex])).toEqual([
      ['students', 'tabpanel', 'nt-tab-students', false, 0],
      ['own', 'tabpanel', 'nt-tab-own', true, 0],
    ]);
    expect(v.feeds[0]?.seeAll).toEqual({ href: STUDENT_ACTIVITY_HREF, label: 'See all student activity' });
    expect(STUDENT_ACTIVITY_HREF).toBe('/teach/activity?via=header');
  });

  it.each([
    ['ArrowRight', 0, 'own'],
    ['ArrowRight', 1, 'students'],
    ['ArrowLeft', 0, 'own'],
    ['ArrowLeft', 1, 'students'],
    ['Home', 1, 'students'],
    ['End', 0, 'own'],
  ] as const)('%s on tab %i selects and focuses %s', async (key, index, feed) => {
    const { api, sent } = await opened({ unreadCount: 0, isTeacher: true });
    expect(api().tabs[index]?.props.onKeyDown(key)).toBe(true);
    expect(sent).toEqual([{ type: 'tab.select', feed, focus: true }]);
  });

  it('other keys are left to the browser; a click selects without a focus request', async () => {
    const { actor, api, sent } = await opened({ unreadCount: 0, isTeacher: true });
    for (const key of ['ArrowDown', 'Enter', ' ', 'Tab', 'a']) expect(api().tabs[0]?.props.onKeyDown(key)).toBe(false);
    api().tabs[1]?.props.onClick();
    expect(sent).toEqual([{ type: 'tab.select', feed: 'own' }]);
    actor.send({ type: 'tab.select', feed: 'own' });
    expect(api().tabs.map((t) => t.props.tabIndex)).toEqual([-1, 0]);
    expect(api().feeds.map((f) => f.panelProps.hidden)).toEqual([true, false]);
  });

  it('a long list: the count, and views only for the cards asked for (the same as `items` has)', async () => {
    const many = Array.from({ length: 300 }, (_, i) => note(`n${i}`, 1000 - i));
    const { api } = await opened({ unreadCount: 0, id: 'nt' }, many);
    const feed = api().feeds[0];
    expect(feed?.itemCount).toBe(300);
    const first = feed?.cards(8) ?? [];
    expect(first.map((c) => c.id)).toEqual(many.slice(0, 8).map((n) => n.id));
    expect(first.map((c) => c.props.id)).toEqual(feed?.items.slice(0, 8).map((c) => c.props.id));
    expect(feed?.cards(0)).toEqual([]);
    expect(feed?.cards(1000)).toHaveLength(300);
  });

  it('per-list status, texts, and the sentinel handler', async () => {
    const { api, sent, fakes } = await opened({ unreadCount: 0, isTeacher: true }, [note('a', 1)], []);
    const [students, own] = api().feeds;
    expect(students?.status).toBe('empty');
    expect(students?.message).toBe(
      'Teaching is all about community! Browse new projects, questions, and discussions created by your students.',
    );
    expect(own?.status).toBe('loaded');
    expect(own?.message).toBeNull();
    expect(own?.hasMore).toBe(true);
    own?.loadMore();
    expect(sent).toEqual([{ type: 'feed.loadMore', feed: 'own' }]);
    expect(fakes.fetches).toHaveLength(2);
  });

  it('messages can be overridden by the host', async () => {
    const { api } = await opened({ unreadCount: 0 }, []);
    const v = api({ messages: { emptyOwn: 'Nothing yet', notifications: 'Alerts', bogus: 'x', error: 42 } });
    expect(v.feeds[0]?.message).toBe('Nothing yet');
    expect(v.title).toBe('Alerts');
    expect(v.messages.error).toBe('Hmm, something went wrong. Refresh the page or try again in a few minutes.');
  });

  it('a failed mark-all-read is in the live region', async () => {
    const { api, fakes } = await opened({ unreadCount: 1 }, [note('a', 1)]);
    expect(api().statusProps).toEqual({ id: 'notifications-status', role: 'status', 'aria-live': 'polite' });
    expect(api().announcement).toBeNull();
    fakes.markAlls[0]?.reject(new Error('500'));
    await flush();
    expect(api().markAllReadStatus).toBe('failed');
    expect(api().announcement).toBe("We couldn't mark your notifications as read. They still show as unread.");
  });
});

describe('cards', () => {
  const hostile = note('h', 50, {
    url: 'javascript:alert(1)',
    actors: [
      { firstName: 'Eve', lastName: '', mediumPictureUrl: 'data:image/svg+xml,<svg onload=alert(1)>', username: 'eve' },
      { firstName: ' ', lastName: ' ', mediumPictureUrl: '//evil.example/a.png', username: 'anon' },
    ],
    image: {
      sources: [
        { url: 'java\tscript:alert(1)', width: 400, height: 200 },
        { url: 'https://cdn.example/ok-640.jpg', width: 640, height: 320 },
      ],
    },
    message: '<img src=x onerror=alert(1)><script>alert(2)</script>',
    previewText: '   ',
    buttonText: null,
  });

  it('server URLs pass the URL policy; the card is not a link when its url is refused', async () => {
    const { api } = await opened({ unreadCount: 0 }, [note('a', 55), hostile]);
    const [a, h] = api().feeds[0]?.items ?? [];
    expect(a?.href).toBe('/notifications/a');
    expect(a?.actors).toEqual([{ name: 'Ada Lovelace', avatarUrl: 'https://cdn.example/ada.png' }]);
    expect(h?.href).toBeNull();
    expect(h?.actors).toEqual([
      { name: 'Eve', avatarUrl: null },
      { name: 'anon', avatarUrl: null },
    ]);
    expect(h?.image).toEqual({ src: 'https://cdn.example/ok-640.jpg', width: 640, height: 320 });
    expect(h?.previewText).toBeNull();
    expect(h?.buttonText).toBeNull();
  });

  it('the message HTML is handed on untouched (sanitizing belongs to the one React module)', async () => {
    const { api } = await opened({ unreadCount: 0 }, [hostile]);
    expect(api().feeds[0]?.items[0]?.rawMessageHtml).toBe('<img src=x onerror=alert(1)><script>alert(2)</script>');
  });

  it('time ago comes from the injected clock; read state and ids are exposed', async () => {
    const { api } = await opened({ unreadCount: 0, id: 'nt' }, [note('a', 55), note('b', 0, { isRead: true })]);
    const [a, b] = api().feeds[0]?.items ?? [];
    expect([a?.timeAgo, a?.timeAgoLabel, b?.timeAgo]).toEqual(['5m', '5 minutes ago', '1h']);
    expect(a?.props).toEqual({ id: 'nt-own-card-0', 'data-state': 'unread' });
    expect(b?.props).toEqual({ id: 'nt-own-card-1', 'data-state': 'read' });
    expect(a?.createdAt).toBe(note('a', 55).createdAt);
  });

  it('card handlers send the card events', async () => {
    const { api, sent } = await opened({ unreadCount: 0 }, [note('a', 1)]);
    api().feeds[0]?.items[0]?.onClick();
    api().feeds[0]?.items[0]?.onImageError();
    expect(sent).toEqual([
      { type: 'card.click', id: 'a' },
      { type: 'card.imageError', id: 'a' },
    ]);
  });

  it.each([
    [[], 160, null],
    [[{ url: 'https://c/1.jpg', width: 0, height: 10 }], 160, null],
    [[{ url: 'https://c/1.jpg', width: Number.NaN, height: 10 }], 160, null],
    [[{ url: 'https://c/80.jpg', width: 80, height: 45 }], 160, { src: 'https://c/80.jpg', width: 80, height: 45 }],
    [
      [
        { url: 'https://c/640.jpg', width: 640, height: 360 },
        { url: 'https://c/160.jpg', width: 160, height: 90 },
        { url: 'https://c/320.jpg', width: 320, height: 180 },
      ],
      200,
      { src: 'https://c/320.jpg', width: 320, height: 180 },
    ],
    [[{ url: 'vbscript:x', width: 320, height: 180 }, { url: '/img/a.png', width: 100, height: 100 }], 200, { src: '/img/a.png', width: 100, height: 100 }],
  ])('picks the image source %#', (sources, width, expected) => {
    expect(pickImageSource(sources, width)).toEqual(expected);
  });

  it('the URL policy uses the page origin when given', async () => {
    const { api } = await opened({ unreadCount: 0 }, [
      note('a', 2, { url: '//masthead.example/x?y=1' }),
      note('b', 1, { url: '//evil.example/x' }),
    ]);
    const items = api({ origin: 'https://masthead.example' }).feeds[0]?.items ?? [];
    expect(items.map((card) => card.href)).toEqual(['/x?y=1', null]);
  });
});
