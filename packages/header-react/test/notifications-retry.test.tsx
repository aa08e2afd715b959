// A list that failed to load (issue 25, defect 5): the badge comes back with the count it had (nothing
// was shown or read), and the error text has a Retry button that loads the list again; once it loads,
// the read flow marks all read, once.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M } from '@masthead/header-core';
import { TEST_VIEWERS } from '../testing/index.ts';
import { createFakeServer, renderBell } from './notifications-fixtures.tsx';

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const drawer = () => screen.getByRole('dialog', { name: M.notifications });
const badge = () => bell().parentElement?.querySelector('.mh-bell__badge');

async function openDrawer() {
  await userEvent.click(bell());
  await waitFor(() => expect(drawer()).toBeTruthy());
}

describe('NotificationsBell: a list that failed to load', () => {
  it.each(['network', 'graphql'] as const)('a %s failure: the badge comes back, and Retry loads the list and marks it read once', async (failure) => {
    const server = createFakeServer();
    server.fail['GetNotifications'] = failure;
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 4 } } });
    expect(badge()?.textContent).toBe('4');
    await openDrawer();
    await within(drawer()).findByText(M.error);
    // Nothing shown, nothing marked read: the count the bell's click reset is back.
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 4 unread'));
    expect(badge()?.hasAttribute('hidden')).toBe(false);
    expect(badge()?.textContent).toBe('4');
    expect(server.count('MarkNotificationsAsRead')).toBe(0);
    expect(within(drawer()).queryAllByRole('listitem')).toEqual([]);

    const retry = within(drawer()).getByRole('button', { name: 'Retry' });
    delete server.fail['GetNotifications'];
    const asked = server.count('GetNotifications');
    await userEvent.click(retry);
    expect(await within(drawer()).findAllByRole('listitem')).toHaveLength(5);
    expect(server.count('GetNotifications')).toBe(asked + 1);
    expect(within(drawer()).queryByText(M.error)).toBeNull();
    expect(within(drawer()).queryByRole('button', { name: 'Retry' })).toBeNull();
    // The read flow of spec §4, once: the watermark is sent and the badge follows the server.
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    await waitFor(() => expect(badge()?.hasAttribute('hidden')).toBe(true));
  });

  it('Retry by keyboard: the button goes away while loading and focus lands on the list, not on the page', async () => {
    const server = createFakeServer();
    server.fail['GetNotifications'] = 'network';
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 2 } } });
    await openDrawer();
    const retry = await within(drawer()).findByRole('button', { name: 'Retry' });
    delete server.fail['GetNotifications'];
    retry.focus();
    await userEvent.keyboard('{Enter}');
    const panel = drawer().querySelector('[data-scroll-root]');
    await waitFor(() => expect(document.activeElement).toBe(panel));
    expect(await within(drawer()).findAllByRole('listitem')).toHaveLength(5);
  });
});
