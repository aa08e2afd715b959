// The "N new notifications" button (issue 21): notifications that arrive while the drawer is open never
// move the list; a button at its top says how many, and pressing it loads them on top, marks read once
// more and leaves focus on the list. The live stream itself is the host's live connection: here the test
// sends the notifications actor the events that connection sends, and keeps the connection from starting.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M, type NotificationsEvent } from '@masthead/header-core';
import { TEST_VIEWERS } from '../testing/index.ts';
import type * as MachinesLazy from '../src/runtime/machines-lazy.ts';
import { createFakeServer, fakeFeed, fakeNode, renderBell } from './notifications-fixtures.tsx';

/** The running notifications actor, taken as the interaction chunk starts it. */
const running: { send: ((event: NotificationsEvent) => void) | null } = { send: null };

vi.mock('../src/runtime/machines-lazy.ts', async (importOriginal) => {
  const chunk = await importOriginal<typeof MachinesLazy>();
  return {
    ...chunk,
    startPart: ((key, input, getClient) => {
      const started = chunk.startPart(key, input, getClient);
      if (key === 'notifications') running.send = (event) => (started.actor as unknown as { send: (event: NotificationsEvent) => void }).send(event);
      return started;
    }) as typeof chunk.startPart,
  };
});
// The live connection (when the interaction chunk starts one): not here, the test is the stream.

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const drawer = () => screen.getByRole('dialog', { name: M.notifications });
const badge = () => bell().parentElement?.querySelector('.mh-bell__badge');
const cardIds = () => within(drawer()).getAllByRole('listitem').map((li) => li.querySelector('[id]')?.id ?? li.textContent);

function stream(...events: NotificationsEvent[]) {
  act(() => {
    for (const event of events) running.send?.(event);
  });
}

describe('NotificationsBell: notifications that arrive while the drawer is open', () => {
  it('"2 new notifications" shows them on top when pressed; the list never moved before; focus lands on the list', async () => {
    const server = createFakeServer(fakeFeed('own', 5));
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 2 } } });
    await userEvent.click(bell());
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(5));
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    const before = cardIds();
    expect(within(drawer()).getAllByRole('listitem')[0]?.textContent).toContain('published class own 0');

    // Two notifications arrive (the server has them too); the stream says so.
    const first = fakeNode('new', -1, { id: 'new-1', message: '<b>Ana Silva</b> published class new 1' });
    const second = fakeNode('new', -2, { id: 'new-2', message: '<b>Ana Silva</b> published class new 2' });
    server.own.unshift(second, first);
    stream(
      { type: 'live.added', feed: 'own', node: first },
      { type: 'live.counts', own: 1, students: 0 },
      { type: 'live.added', feed: 'own', node: second },
      { type: 'live.counts', own: 2, students: 0 },
    );
    const button = await within(drawer()).findByRole('button', { name: '2 new notifications' });
    // Nothing moved: the same cards, in the same order; the badge stays as the opening left it.
    expect(cardIds()).toEqual(before);
    expect(badge()?.hasAttribute('hidden')).toBe(true);
    // Said once, politely, beside the frame's status line.
    const live = within(drawer()).getByText('2 new notifications', { selector: '[aria-live="polite"]' });
    expect(live.getAttribute('aria-atomic')).toBe('true');

    const asked = server.count('GetNotifications');
    await userEvent.click(button);
    const panel = drawer().querySelector('[data-scroll-root]');
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(7));
    const texts = within(drawer()).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(texts[0]).toContain('published class new 2');
    expect(texts[1]).toContain('published class new 1');
    expect(texts[2]).toContain('published class own 0');
    expect(server.count('GetNotifications')).toBe(asked + 1);
    expect(within(drawer()).queryByRole('button', { name: /new notification/ })).toBeNull();
    expect(live.textContent).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(panel));
    // Showing them counts as a load: mark-all-read once more, up to the newest card shown.
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(2));
    expect(server.calls.filter((call) => call.name === 'MarkNotificationsAsRead').map((call) => (call.variables['input'] as { before: string }).before)).toEqual([
      fakeNode('own', 0).createdAt,
      second.createdAt,
    ]);
    // (Their unread look until the drawer closes is header-core's notifications.live.test.ts: this fake
    // server hands out its own objects, so marking them read changes the cards' data in place.)
  });

  it('by keyboard: Enter on the button, and the one arrival is said in the singular', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } } });
    await userEvent.click(bell());
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(3));
    const arrival = fakeNode('new', -1, { id: 'new-1' });
    server.own.unshift(arrival);
    stream({ type: 'live.added', feed: 'own', node: arrival }, { type: 'live.counts', own: 1, students: 0 });
    const button = await within(drawer()).findByRole('button', { name: '1 new notification' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(4));
    await waitFor(() => expect(document.activeElement).toBe(drawer().querySelector('[data-scroll-root]')));
  });

  it('closed: the badge follows the stream, and the next opening shows the new card first', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } } });
    await userEvent.click(bell());
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(3));
    await userEvent.keyboard('{Escape}');
    const arrival = fakeNode('new', -1, { id: 'new-1', message: '<b>Ana Silva</b> published class new 1' });
    server.own.unshift(arrival);
    stream({ type: 'live.added', feed: 'own', node: arrival }, { type: 'live.counts', own: 1, students: 0 });
    expect(badge()?.textContent).toBe('1');
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await userEvent.click(bell());
    await waitFor(() => expect(within(drawer()).getAllByRole('listitem')).toHaveLength(4));
    expect(within(drawer()).getAllByRole('listitem')[0]?.textContent).toContain('published class new 1');
    expect(within(drawer()).queryByRole('button', { name: /new notification/ })).toBeNull();
  });
});
