// The header before and while its machines load. This file must not import render.tsx or the search
// fixtures (they load the machines up front); each test file has its own module registry, so here the
// machines chunk is really absent until the header is used.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HeaderProvider, machinesModule } from '../src/index.ts';
import { HeaderParts } from './header-parts.tsx';
import type { HeaderProps } from '../src/header-props.ts';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';


function renderHeader(props: Partial<HeaderProps> = {}) {
  const all: HeaderProps = { viewer: null, categories: TEST_CATEGORIES, config: TEST_CONFIG, signInSlot: <p>form</p>, ...props };
  return render(
    <HeaderProvider {...all}>
      <HeaderParts />
    </HeaderProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the header before its machines have loaded', () => {
  it('renders the closed parts, interactive, and loads nothing until the header is used', async () => {
    renderHeader({ viewer: TEST_VIEWERS.member });
    await settle();
    expect(machinesModule.status()).toBe('idle');
    const browse = screen.getByRole('button', { name: 'Browse' });
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    // Closed as the machine starts, not the no-JavaScript form (which CSS opens on hover and focus).
    const panel = document.getElementById(browse.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(true);
    expect(panel?.closest('.mh-disclosure')?.hasAttribute('data-enhanced')).toBe(true);
    // The first sign of use loads them.
    fireEvent.pointerEnter(screen.getByRole('banner'));
    expect(machinesModule.status()).toBe('loading');
  });

  it('a press that comes before the machines is replayed once they run: the modal opens', async () => {
    renderHeader({ viewer: null });
    expect(machinesModule.current()).toBeNull();
    const signIn = screen.getByRole('button', { name: 'Sign In' });
    fireEvent.click(signIn);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = (await screen.findByRole('dialog', { name: 'Sign in to Masthead' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(machinesModule.status()).toBe('loaded');
    // Every part heard the chunk land: the Browse menu opens at once now.
    const browse = screen.getByRole('button', { name: 'Browse' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('true');
  });
});
