// The bell before its chunks have arrived. The bell is a part like every other: a press before the
// interaction chunk (the read-flow machine) waits for it and opens once it lands; the cards (the second
// chunk) may come later, and the open drawer shows placeholders until then. Each chunk's arrival is
// held back by a gate, and each test gets fresh modules, so each starts with both absent.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

function gated(path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Registered after the reset, so the chunk's own imports come from this test's modules.
  vi.doMock(path, async (importOriginal) => {
    await gate;
    return importOriginal();
  });
  return release;
}

async function renderWhileLoading(count: number) {
  vi.resetModules();
  const releaseMachines = gated('../src/runtime/machines-lazy.ts');
  const releaseCards = gated('../src/notifications/notifications-lazy.ts');
  const [{ cardsChunk }, fixtures, { interactionChunk }, { TEST_VIEWERS }] = await Promise.all([
    import('../src/notifications/use-notifications.ts'),
    import('./notifications-fixtures.tsx'),
    import('../testing/chunks.ts'),
    import('../testing/index.ts'),
  ]);
  const server = fixtures.createFakeServer(fixtures.fakeFeed('own', 3));
  const { analytics } = fixtures.renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count } } });
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return {
    server,
    analytics,
    machinesArrive: async () => {
      releaseMachines();
      await waitFor(() => expect(interactionChunk.status()).toBe('loaded'));
      await settle();
    },
    cardsArrive: async () => {
      releaseCards();
      await waitFor(() => expect(cardsChunk.status()).toBe('loaded'));
      await settle();
    },
  };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const badge = () => bell().parentElement?.querySelector('.mh-bell__badge');

describe('the bell pressed before its chunks arrive', () => {
  it('opens once the machine lands (one open recorded); the cards follow their own chunk', async () => {
    const { server, analytics, machinesArrive, cardsArrive } = await renderWhileLoading(2);
    await userEvent.click(bell());
    // Waiting: nothing opened yet, nothing recorded, the badge as it was.
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(badge()?.hasAttribute('hidden')).toBe(false);
    await machinesArrive();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(badge()?.hasAttribute('hidden')).toBe(true);
    expect(analytics.events).toEqual([{ name: 'open-notifications', properties: { unreadCount: 2 } }]);
    // The drawer's frame with its placeholders until the cards are here.
    expect(screen.getByRole('dialog', { name: 'Notifications' }).querySelector('.mh-skeleton, [aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('Preview own 0')).toBeNull();
    await cardsArrive();
    expect(await screen.findByText('Preview own 0')).toBeTruthy();
    await waitFor(() => expect(server.count('MarkNotificationsAsRead')).toBe(1));
    expect(server.count('GetNotifications')).toBe(1);
  });

  it('Escape before the machine lands withdraws the press: nothing opens, nothing is recorded or marked read', async () => {
    const { server, analytics, machinesArrive } = await renderWhileLoading(2);
    await userEvent.click(bell());
    await userEvent.keyboard('{Escape}');
    await machinesArrive();
    expect(bell().getAttribute('aria-expanded')).toBe('false');
    expect(badge()?.hasAttribute('hidden')).toBe(false);
    expect(analytics.events).toEqual([]);
    expect(server.count('MarkNotificationsAsRead')).toBe(0);
    // The next press is the machine's: it opens at once.
    await userEvent.click(bell());
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(analytics.events).toHaveLength(1);
  });

  it('pressed three times before it lands: one press waits, the drawer opens once', async () => {
    const { analytics, machinesArrive } = await renderWhileLoading(5);
    await userEvent.click(bell());
    await userEvent.click(bell());
    await userEvent.click(bell());
    await machinesArrive();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(analytics.events).toEqual([{ name: 'open-notifications', properties: { unreadCount: 5 } }]);
  });
});
