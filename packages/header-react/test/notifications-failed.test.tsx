// The bell when the interaction chunk (its machine) cannot load: a press still opens the drawer's frame,
// with spec §8's error text instead of placeholders; closing it gives focus back to the bell; the next
// press tries the chunk again and, once it loads, opens the working drawer.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { interactionChunk } from '../testing/chunks.ts';
import { createFakeServer, fakeFeed, renderBell } from './notifications-fixtures.tsx';

// The pointer's intent loads it first (refused), then the first press retries (refused).
let refusals = 2;
vi.mock('../src/runtime/machines-lazy.ts', async (importOriginal) => {
  if (refusals > 0) {
    refusals -= 1;
    throw new Error('the chunk could not be fetched');
  }
  return importOriginal();
});

const ERROR_TEXT = 'Hmm, something went wrong. Refresh the page or try again in a few minutes.';
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const drawer = () => document.querySelector<HTMLDialogElement>('dialog.mh-notifications')!;

describe('the bell when its machine cannot load', () => {
  it('a press opens the frame with the error text; Escape closes it onto the bell; the next press retries and works', async () => {
    const server = createFakeServer(fakeFeed('own', 3));
    renderBell(server);
    await userEvent.click(bell());
    await waitFor(() => expect(drawer().open).toBe(true));
    expect(interactionChunk.status()).toBe('failed');
    expect(screen.getByText(ERROR_TEXT)).toBeTruthy();
    expect(server.count('GetNotifications')).toBe(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer().open).toBe(false));
    expect(document.activeElement).toBe(bell());

    await userEvent.click(bell());
    await waitFor(() => expect(interactionChunk.status()).toBe('loaded'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    expect(drawer().open).toBe(true);
    expect(await screen.findByText('Preview own 0')).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
  });
});
