// The cards' ages while the drawer stays open (issue 35, item 3): "now" becomes "1m" within about a
// minute, and again at once when the page is shown after being hidden; the list and its cards are not
// rendered again for it (only the time elements read the clock). Fake timers that move with real time
// (the fake server and the library's waits still run), so the test can leap a minute ahead.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M } from '@masthead/header-core';
import { TEST_VIEWERS } from '../testing/index.ts';
import type * as CardModule from '../src/notifications/notification-card.tsx';
import { createFakeServer, fakeNode, renderBell } from './notifications-fixtures.tsx';

/** Renders of the notification card component, counted around the real one. */
const renders = vi.hoisted(() => ({ cards: 0 }));
vi.mock('../src/notifications/notification-card.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof CardModule>();
  return {
    NotificationCard: (props: Parameters<typeof real.NotificationCard>[0]) => {
      renders.cards += 1;
      return real.NotificationCard(props);
    },
  };
});

const START = Date.UTC(2026, 10, 28, 9, 0, 0);
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const drawer = () => screen.getByRole('dialog', { name: M.notifications });
const ages = () => within(drawer()).getAllByRole('listitem').map((card) => card.querySelector('time > [aria-hidden]')?.textContent);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('NotificationsBell: the ages of an open drawer', () => {
  it('"now" turns "1m" after a minute, "2m" after two, with no card rendered again', async () => {
    // Eight cards: the opening draws six, the rest once a frame is painted; all eight drawn, the list is still.
    const server = createFakeServer([
      fakeNode('own', 0, { createdAt: new Date(START - 10_000).toISOString() }),
      ...Array.from({ length: 7 }, (_, i) => fakeNode('own', i + 1, { createdAt: new Date(START - (5 + i) * 60_000).toISOString() })),
    ]);
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } } });
    await userEvent.click(bell());
    await waitFor(() => expect(ages()).toHaveLength(8));
    expect(ages().slice(0, 2)).toEqual(['now', '5m']);
    const before = renders.cards;
    const label = within(drawer()).getAllByRole('listitem')[0]!.querySelector('time .mh-visually-hidden');

    act(() => vi.advanceTimersByTime(60_000));
    expect(ages().slice(0, 2)).toEqual(['1m', '6m']);
    expect(label?.textContent).toBe('1 minute ago');
    act(() => vi.advanceTimersByTime(60_000));
    expect(ages().slice(0, 2)).toEqual(['2m', '7m']);
    expect(renders.cards).toBe(before);
  });

  it('a page shown again after a while writes the ages at once, before the next minute', async () => {
    const server = createFakeServer([fakeNode('own', 0, { createdAt: new Date(START - 10_000).toISOString() })]);
    renderBell(server, { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } } });
    await userEvent.click(bell());
    await waitFor(() => expect(ages()).toEqual(['now']));
    setVisibility('hidden');
    // A sleeping device runs no timer: the clock moves, the interval does not fire.
    vi.setSystemTime(START + 3 * 60_000 + 20_000);
    expect(ages()).toEqual(['now']);
    act(() => setVisibility('visible'));
    expect(ages()).toEqual(['3m']);
  });

});
