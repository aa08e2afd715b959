import { StrictMode } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M } from '@masthead/header-core';
import { TEST_VIEWERS } from '../testing/index.ts';
import { createFakeServer, fakeFeed, fakeNode, renderBell, stubIntersectionObserver } from './notifications-fixtures.tsx';

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const drawer = () => screen.getByRole('dialog', { name: M.notifications });
/** The drawer's `<dialog>` whether open or not (closed, it is not exposed, so not found by role). */
const dialog = () => document.getElementById(bell().getAttribute('aria-controls') ?? '') as HTMLDialogElement;
const member = (count: number) => ({ ...TEST_VIEWERS.member, notifications: { count } });
const teacher = (count: number) => ({ ...TEST_VIEWERS.teacher, notifications: { count } });

async function openDrawer() {
  await userEvent.click(bell());
  await waitFor(() => expect(drawer()).toBeTruthy());
}

describe('NotificationsBell: the bell', () => {
  it.each([
    [0, null, 'Notifications'],
    [1, '1', 'Notifications, 1 unread'],
    [9, '9', 'Notifications, 9 unread'],
    [10, '9+', 'Notifications, 10 unread'],
    [250, '9+', 'Notifications, 250 unread'],
  ])('count %i: badge %j, name %j', (count, badge, name) => {
    renderBell(createFakeServer(), { viewer: member(count) });
    const button = screen.getByRole('button', { name });
    const badgeElement = button.parentElement?.querySelector('.mh-bell__badge');
    expect(badgeElement?.getAttribute('aria-hidden')).toBe('true');
    if (badge === null) expect(badgeElement?.hasAttribute('hidden')).toBe(true);
    else expect(badgeElement?.textContent).toBe(badge);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    // aria-controls names the drawer, which is in the DOM (closed) before the bell is ever used.
    const controls = button.getAttribute('aria-controls') ?? '';
    expect(document.getElementById(controls)?.tagName).toBe('DIALOG');
  });

  it('is absent for visitors and for a viewer still loading', () => {
    renderBell(createFakeServer(), { viewer: null });
    renderBell(createFakeServer(), { viewer: 'loading' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });

  it('click: resets the badge, opens the drawer, records open-notifications once, loads the first page', async () => {
    const server = createFakeServer(fakeFeed('own', 5));
    const { analytics } = renderBell(server, { viewer: member(12) });
    await openDrawer();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(bell().parentElement?.querySelector('.mh-bell__badge')?.hasAttribute('hidden')).toBe(true);
    await waitFor(() => expect(analytics.events).toEqual([{ name: 'open-notifications', properties: { unreadCount: 12 } }]));
    expect(await within(drawer()).findByText('Preview own 0')).toBeTruthy();
    expect(server.calls[0]).toEqual({ name: 'GetNotifications', variables: { after: '-1', first: 20 } });
    // Focus moved into the dialog.
    expect(drawer().contains(document.activeElement)).toBe(true);
  });

  it('closing (close button or Escape) gives focus back to the bell', async () => {
    renderBell(createFakeServer(), { viewer: member(0) });
    await openDrawer();
    await userEvent.click(within(drawer()).getByRole('button', { name: M.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
    await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell());
  });
});

describe('NotificationsBell: lists', () => {
  it('warm: with unread notifications the first page is fetched once the page is idle, and the click opens with it', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: member(2) });
    await waitFor(() => expect(server.count('GetNotifications')).toBe(1));
    await userEvent.click(bell());
    expect(await within(drawer()).findByText('Preview own 0')).toBeTruthy();
    // The click took the page fetched ahead: no second request, and the read flow ran once.
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    expect(server.count('GetNotifications')).toBe(1);
  });

  it('warm: the cards are drawn ahead in the closed drawer, nothing is read before the click, which shows them at once (issue 25)', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: member(2) });
    await waitFor(() => expect(dialog().querySelectorAll('.mh-ncard')).toHaveLength(3));
    // Closed: not exposed, the badge as it was, nothing marked read.
    expect(dialog().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toEqual([]);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread');
    expect(server.count('MarkNotificationsAsRead')).toBe(0);
    await userEvent.click(bell());
    // In the click's own render: no placeholders, no request.
    expect(within(drawer()).getByText('Preview own 0')).toBeTruthy();
    expect(within(drawer()).queryByRole('status', { name: M.loading })).toBeNull();
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    expect(server.count('GetNotifications')).toBe(1);
  });

  it('warmed while idle with nothing unread too (issue 25): the click shows the cards at once, nothing is marked read', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: member(0) });
    await waitFor(() => expect(dialog().querySelectorAll('.mh-ncard')).toHaveLength(3));
    expect(server.count('GetNotifications')).toBe(1);
    await userEvent.click(bell());
    expect(within(drawer()).getByText('Preview own 0')).toBeTruthy();
    expect(within(drawer()).queryByRole('status', { name: M.loading })).toBeNull();
    expect(server.count('GetNotifications')).toBe(1);
    expect(server.count('MarkNotificationsAsRead')).toBe(0);
  });

  it('a click before the page is idle asks for the lists itself, and the warm-up then asks for nothing', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: member(0) });
    await userEvent.click(bell());
    expect(await within(drawer()).findByText('Preview own 0')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(server.count('GetNotifications')).toBe(1);
  });

  it('cards: message sanitized, preview, time with a spoken label, unread look, action link', async () => {
    const server = createFakeServer([
      fakeNode('own', 0, { message: '<b>Ana</b> liked <a href="/projects/1">your project</a><img src=x onerror="alert(1)">', createdAt: new Date(Date.now() - 5 * 60_000).toISOString() }),
      fakeNode('own', 1, { isRead: true, buttonText: 'View Project', url: '/projects/2' }),
    ]);
    renderBell(server, { viewer: member(0) }); // 0: no mark-all-read, so the server's unread state shows
    await openDrawer();
    const cards = await within(drawer()).findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.dataset['state']).toBe('unread');
    expect(second.dataset['state']).toBe('read');
    expect(first.querySelector('img[onerror]')).toBeNull();
    expect(within(first).getByRole('link', { name: 'your project' }).getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(first).getByText('5 minutes ago')).toBeTruthy();
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(server.own[0]?.createdAt);
    expect(within(first).getByText(`, ${M.unread}`)).toBeTruthy();
    const action = within(second).getByRole('link', { name: 'View Project' });
    expect(action.getAttribute('href')).toBe('/projects/2');
    expect(action.getAttribute('aria-describedby')).toBe(second.querySelector('.mh-ncard__message')?.id);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['//evil.example/phish'],
    [null],
  ])('a card whose url is %j is shown, but not as a link', async (url) => {
    renderBell(createFakeServer([fakeNode('own', 0, { url, buttonText: 'Claim', message: 'You won!' })]), { viewer: member(0) });
    await openDrawer();
    const card = (await within(drawer()).findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(card).queryByRole('link')).toBeNull();
    expect(within(card).getByText('Claim')).toBeTruthy();
    expect(card.querySelector('a[href]')).toBeNull();
  });

  it('hostile avatars and thumbnails are dropped; a failing thumbnail is hidden', async () => {
    const image = (url: string) => ({ __typename: 'NotificationImage' as const, sources: [{ __typename: 'ImageSource' as const, url, width: 160, height: 90 }] });
    const actor = { __typename: 'NotificationActor' as const, firstName: 'Mallory', lastName: '"><svg onload=alert(1)>', mediumPictureUrl: 'javascript:alert(1)', vanityUsername: null, username: 'm' };
    renderBell(
      createFakeServer([
        fakeNode('own', 0, { actors: [actor], image: image('data:image/svg+xml,<svg onload=alert(1)>') }),
        fakeNode('own', 1, { image: image('/img/covers/1.svg') }),
      ]),
      { viewer: member(0) },
    );
    await openDrawer();
    const [first, second] = (await within(drawer()).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(first.querySelectorAll('img')).toHaveLength(0);
    expect(first.querySelector('svg')).toBeNull();
    const thumb = second.querySelector<HTMLImageElement>('.mh-ncard__thumb img');
    expect(thumb?.getAttribute('src')).toBe('/img/covers/1.svg');
    expect([thumb?.getAttribute('width'), thumb?.getAttribute('height')]).toEqual(['160', '90']);
    fireEvent.error(thumb as HTMLImageElement);
    await waitFor(() => expect(second.querySelector('.mh-ncard__thumb')).toBeNull());
  });

  it('empty list: the spec §8 text', async () => {
    renderBell(createFakeServer([]), { viewer: member(0) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.emptyOwn)).toBeTruthy();
  });

  it.each(['graphql', 'network'] as const)('a %s error shows the spec §8 text; reopening retries and recovers', async (failure) => {
    const server = createFakeServer(fakeFeed('own', 3));
    server.fail['GetNotifications'] = failure;
    renderBell(server, { viewer: member(0) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.error)).toBeTruthy();
    delete server.fail['GetNotifications'];
    await userEvent.keyboard('{Escape}');
    await openDrawer();
    expect(await within(drawer()).findByText('Preview own 0')).toBeTruthy();
    expect(within(drawer()).queryByText(M.error)).toBeNull();
    // The pointer over the bell fetched the first page ahead (failed, so forgotten), the click asked
    // again (failed), and the reopening asked once more.
    expect(server.count('GetNotifications')).toBe(3);
  });

  it('card click: tracks notification-click once and marks that card read once (MarkNotification)', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    const { analytics } = renderBell(server, { viewer: member(0) });
    await openDrawer();
    const card = (await within(drawer()).findAllByRole('listitem'))[1] as HTMLElement;
    // Twice on one opening: first opened in a new tab (a modified click keeps the drawer open), then followed here.
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(card).getByRole('link', { name: 'View Class' }));
    await user.keyboard('{/Control}');
    await user.click(within(card).getByRole('link', { name: 'View Class' }));
    await waitFor(() => expect(card.dataset['state']).toBe('read'));
    expect(server.calls.filter((c) => c.name === 'MarkNotification')).toEqual([{ name: 'MarkNotification', variables: { input: { id: 'own-1', isRead: true } } }]);
    expect(analytics.events.filter((e) => e.name === 'notification-click')).toEqual([
      { name: 'notification-click', properties: { id: 'own-1', feed: 'own', position: 1, isRead: false } },
    ]);
  });

  it('infinite scroll: the sentinel asks for the next page with the end cursor until the end', async () => {
    const { scrollToEnd, watched, restore } = stubIntersectionObserver();
    try {
      const server = createFakeServer(fakeFeed('own', 45));
      renderBell(server, { viewer: member(0) });
      await openDrawer();
      await within(drawer()).findByText('Preview own 19');
      await watched();
      scrollToEnd();
      await within(drawer()).findByText('Preview own 39');
      await watched();
      scrollToEnd();
      await within(drawer()).findByText('Preview own 44');
      scrollToEnd();
      expect(server.calls.filter((c) => c.name === 'GetNotifications').map((c) => c.variables['after'])).toEqual(['-1', '19', '39']);
      expect(within(drawer()).getAllByRole('listitem')).toHaveLength(45);
      expect(drawer().querySelector('.mh-notifications__sentinel')).toBeNull();
    } finally {
      restore();
    }
  });

  it('a long history already loaded is drawn a page at a time as the end comes into view', async () => {
    const { scrollToEnd, watched, restore } = stubIntersectionObserver();
    try {
      const server = createFakeServer(fakeFeed('own', 50));
      server.firstPage = 50;
      renderBell(server, { viewer: member(0) });
      await openDrawer();
      await within(drawer()).findByText('Preview own 19');
      await watched();
      expect(within(drawer()).getAllByRole('listitem')).toHaveLength(20);
      scrollToEnd();
      expect(within(drawer()).getAllByRole('listitem')).toHaveLength(40);
      scrollToEnd();
      expect(within(drawer()).getAllByRole('listitem')).toHaveLength(50);
      expect(drawer().querySelector('.mh-notifications__sentinel')).toBeNull();
      // All of it came in the one answer: nothing more was asked.
      expect(server.count('GetNotifications')).toBe(1);
    } finally {
      restore();
    }
  });
});

describe('NotificationsBell: teachers', () => {
  it('two APG tabs, students first, with the Teacher Hub link and per-list empty texts', async () => {
    const server = createFakeServer([], fakeFeed('students', 2));
    renderBell(server, { viewer: teacher(0) });
    await openDrawer();
    // The lists come a frame after the drawer's frame.
    const tabs = await within(drawer()).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([M.studentsTab, M.ownTab]);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    expect(within(drawer()).getByRole('tablist', { name: M.tabList })).toBeTruthy();
    const studentsPanel = within(drawer()).getByRole('tabpanel', { name: M.studentsTab });
    expect(await within(studentsPanel).findByText('Preview students 0')).toBeTruthy();
    expect(within(studentsPanel).getByRole('link', { name: M.seeAllStudentActivity }).getAttribute('href')).toBe('/teach/activity?via=header');
    expect(server.calls.map((c) => c.name).sort()).toEqual(['GetNotifications', 'GetTeacherNotifications']);

    (tabs[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    const own = within(drawer()).getByRole('tab', { name: M.ownTab });
    expect(own.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(own);
    const ownPanel = within(drawer()).getByRole('tabpanel', { name: M.ownTab });
    expect(within(ownPanel).getByText(M.emptyOwn)).toBeTruthy();
    expect(within(drawer()).queryByRole('tabpanel', { name: M.studentsTab })).toBeNull(); // hidden
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(within(drawer()).getByRole('tab', { name: M.studentsTab }));
  });

  it('the bell opens with one list\'s work: the hidden tab draws its cards only after the first paint (issue 25)', async () => {
    const server = createFakeServer(fakeFeed('own', 8), fakeFeed('students', 8));
    renderBell(server, { viewer: teacher(0) });
    // What each commit left in the DOM, seen as it happens: [students cards, own cards] once the lists came.
    const commits: Array<[number, number]> = [];
    const count = (feed: string) => document.querySelectorAll(`[data-feed="${feed}"] li`).length;
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-feed="students"]')) commits.push([count('students'), count('own')]);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      await openDrawer();
      // Each list finishes in its own background render: on a busy machine, the two may commit apart.
      await waitFor(() => expect(commits.at(-1)).toEqual([8, 8]));
      expect(commits.find(([students]) => students > 0)).toEqual([6, 0]);
    } finally {
      observer.disconnect();
    }
  });

  it('the students list has its own empty text', async () => {
    renderBell(createFakeServer(fakeFeed('own', 1), []), { viewer: teacher(0) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.emptyStudents)).toBeTruthy();
  });
});

describe('NotificationsBell: mark all read', () => {
  it('exactly one MarkNotificationsAsRead under StrictMode, however often the drawer opens', async () => {
    const server = createFakeServer(fakeFeed('own', 15), fakeFeed('students', 5));
    renderBell(server, { viewer: teacher(12) }, (ui) => <StrictMode>{ui}</StrictMode>);
    for (let round = 0; round < 3; round += 1) {
      await openDrawer();
      await within(drawer()).findAllByRole('listitem');
      await userEvent.keyboard('{Escape}');
    }
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    expect(server.calls.find((c) => c.name === 'MarkNotificationsAsRead')?.variables).toEqual({ input: { before: server.own[0]?.createdAt } });
    expect(server.count('GetNotifications')).toBe(1);
    expect(server.count('GetTeacherNotifications')).toBe(1);
    await openDrawer();
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem').every((li) => li.dataset['state'] === 'read')).toBe(true));
    expect(server.count('MarkNotificationsAsRead')).toBe(1);
  });

  it('none when nothing was unread at load', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: member(0) });
    await openDrawer();
    await within(drawer()).findAllByRole('listitem');
    expect(server.count('MarkNotificationsAsRead')).toBe(0);
  });

  it('a failure rolls back: the badge returns, the cards stay unread, the failure is announced', async () => {
    const server = createFakeServer(fakeFeed('own', 4));
    server.fail['MarkNotificationsAsRead'] = 'network';
    renderBell(server, { viewer: member(4) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.markAllReadFailed)).toBeTruthy();
    expect(within(drawer()).getByRole('status').textContent).toBe(M.markAllReadFailed);
    await userEvent.keyboard('{Escape}');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread');
    expect(bell().parentElement?.querySelector('.mh-bell__badge')?.textContent).toBe('4');
    await openDrawer();
    expect(within(drawer()).getAllByRole('listitem').map((li) => li.dataset['state'])).toEqual(['unread', 'unread', 'unread', 'unread']);
    expect(server.count('MarkNotificationsAsRead')).toBe(1);
  });
});

describe('NotificationsBell: answers of the wrong shape are failures, not truth (issue 15)', () => {
  it.each([
    ['edges: null', { viewer: { __typename: 'User', id: 'u-1', notifications: { __typename: 'NotificationConnection', edges: null, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } }],
    ['no pageInfo', { viewer: { __typename: 'User', id: 'u-1', notifications: { __typename: 'NotificationConnection', edges: [] } } }],
    ['a card without an id', { viewer: { __typename: 'User', id: 'u-1', notifications: { __typename: 'NotificationConnection', edges: [{ __typename: 'NotificationEdge', cursor: 'c', node: { __typename: 'Notification', createdAt: '2026-01-01T00:00:00.000Z' } }], pageInfo: { __typename: 'PageInfo', endCursor: 'c', hasNextPage: false } } } }],
  ])('a list with %s: the spec §8 error text, not the empty text; reopening asks again and recovers', async (_name, wrong) => {
    const server = createFakeServer(fakeFeed('own', 3));
    server.wrong['GetNotifications'] = wrong;
    renderBell(server, { viewer: member(0) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.error)).toBeTruthy();
    expect(within(drawer()).queryByText(M.emptyOwn)).toBeNull();
    delete server.wrong['GetNotifications'];
    await userEvent.keyboard('{Escape}');
    await openDrawer();
    expect(await within(drawer()).findByText('Preview own 0')).toBeTruthy();
  });

  it('mark-all-read answering notificationIds: null: nothing is claimed read, the badge comes back, the failure is announced', async () => {
    const server = createFakeServer(fakeFeed('own', 4));
    server.wrong['MarkNotificationsAsRead'] = { markNotificationsAsRead: { __typename: 'MarkNotificationsAsReadPayload', notificationIds: null, unreadCount: 0 } };
    renderBell(server, { viewer: member(4) });
    await openDrawer();
    expect(await within(drawer()).findByText(M.markAllReadFailed)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread');
    await openDrawer();
    expect(within(drawer()).getAllByRole('listitem').map((li) => li.dataset['state'])).toEqual(['unread', 'unread', 'unread', 'unread']);
  });
});
