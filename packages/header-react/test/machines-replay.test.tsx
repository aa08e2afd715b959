// A press made while the header's machines are still loading: it takes effect once, when they arrive;
// pressing again meanwhile does not undo it; Escape, a press elsewhere or focus moving on withdraws it. The chunk's arrival is held
// back by a gate, and each test gets fresh modules, so each starts with the chunk absent.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { HeaderProps } from '../src/header-props.ts';

let release: () => void = () => {};
let gate: Promise<void> = Promise.resolve();
vi.mock('../src/runtime/machines-lazy.ts', async (importOriginal) => {
  await gate;
  return importOriginal();
});

async function renderWhileLoading(props: Partial<HeaderProps> = {}) {
  vi.resetModules();
  gate = new Promise((resolve) => {
    release = resolve;
  });
  const [{ HeaderProvider }, { interactionChunk }, { HeaderParts }, { TEST_CATEGORIES, TEST_CONFIG }] = await Promise.all([
    import('../src/index.ts'),
    import('../testing/chunks.ts'),
    import('./header-parts.tsx'),
    import('../testing/index.ts'),
  ]);
  render(
    <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} signInSlot={<p>form</p>} {...props}>
      <HeaderParts />
    </HeaderProvider>,
  );
  return {
    interactionChunk,
    arrive: async () => {
      release();
      await waitFor(() => expect(interactionChunk.status()).toBe('loaded'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    },
  };
}

describe('a press while the machines load', () => {
  it('pressed twice: the modal opens once the machines arrive (the second press does not close it)', async () => {
    const { interactionChunk, arrive } = await renderWhileLoading();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    fireEvent.click(signIn);
    fireEvent.click(signIn);
    expect(interactionChunk.status()).toBe('loading');
    await arrive();
    expect((screen.getByRole('dialog', { name: 'Sign in to Masthead' }) as HTMLDialogElement).open).toBe(true);
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
    ['a press on the page', () => fireEvent.pointerDown(document.body)],
    ['focus moving on', () => fireEvent.focusIn(document.body)],
  ])('%s before they arrive withdraws it: the menu stays closed', async (_name, moveOn) => {
    const { arrive } = await renderWhileLoading();
    const browse = screen.getByRole('button', { name: 'Browse' });
    // Pressed as a person does: focus on the button, then the click (focus coming back to it is not moving on).
    browse.focus();
    fireEvent.click(browse);
    fireEvent.focusIn(browse);
    moveOn();
    await arrive();
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('true');
  });
});
