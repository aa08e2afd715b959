// The bell pressed before its chunk (the read-flow machine, lists, cards) has arrived. The chunk's
// arrival is held back by a gate, and each test gets fresh modules, so each starts with it absent.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

async function renderWhileLoading(count: number) {
  vi.resetModules();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Registered after the reset, so the chunk's own imports come from this test's modules.
  vi.doMock('../src/notifications/notifications-lazy.ts', async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  const [{ notificationsModule }, fixtures, { loadHeaderMachines }, { TEST_VIEWERS }] = await Promise.all([
    import('../src/notifications/use-notifications.ts'),
    import('./notifications-fixtures.tsx'),
    import('../testing/chunks.ts'),
    import('../testing/index.ts'),
  ]);
  await loadHeaderMachines();
  const server = fixtures.createFakeServer(fixtures.fakeFeed('own', 3));
  const { analytics } = fixtures.renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count } } });
  return {
    server,
    analytics,
    arrive: async () => {
      release();
      await waitFor(() => expect(notificationsModule.status()).toBe('loaded'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    },
  };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => bell().parentElement?.querySelector('.mh-bell__badge');

describe('the bell pressed before its chunk arrives', () => {
  it('opens the frame at once; the machine takes the open drawer over when it arrives', async () => {
    const { server, analytics, arrive } = await renderWhileLoading(2);
    await userEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(badge()?.hasAttribute('hidden')).toBe(true);
    await arrive();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Preview own 0')).toBeTruthy();
    expect(analytics.events).toEqual([{ name: 'open-notifications', properties: { unreadCount: 2 } }]);
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
  });

  it('opened and closed before it arrives: the badge stays reset, and the open is recorded and read when it lands', async () => {
    const { server, analytics, arrive } = await renderWhileLoading(2);
    await userEvent.click(bell());
    await userEvent.keyboard('{Escape}');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell());
    expect(badge()?.hasAttribute('hidden')).toBe(true);
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
    expect(analytics.events).toEqual([]);

    await arrive();
    expect(analytics.events).toEqual([{ name: 'open-notifications', properties: { unreadCount: 2 } }]);
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    expect(server.count('GetNotifications')).toBe(1);
    // Nothing opened on its own, and the badge did not come back.
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(badge()?.hasAttribute('hidden')).toBe(true);
    expect(document.activeElement).toBe(bell());

    // The next press is the machine's: it opens, and records a second open.
    await userEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(analytics.events).toHaveLength(2);
  });

  it('opened three times before it arrives (closed twice): each press is recorded once it lands, and the last one stays open', async () => {
    const { server, analytics, arrive } = await renderWhileLoading(5);
    await userEvent.click(bell());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(bell());
    await userEvent.keyboard('{Escape}');
    await userEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    await arrive();
    expect(analytics.events).toEqual([
      { name: 'open-notifications', properties: { unreadCount: 5 } },
      { name: 'open-notifications', properties: { unreadCount: 0 } },
      { name: 'open-notifications', properties: { unreadCount: 0 } },
    ]);
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Preview own 0')).toBeTruthy();
    expect(server.count('GetNotifications')).toBe(1);
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
  });
});
