// The header before its machines load, and the first use that loads them. This file must not import
// render.tsx or the search fixtures (they load the machines up front); each test file has its own
// module registry, so here the machines chunk is really absent until the header is used. A press made
// while they load: machines-replay.test.tsx.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeaderProvider } from '../src/index.ts';
import { interactionChunk } from '../testing/chunks.ts';
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
    expect(interactionChunk.status()).toBe('idle');
    const browse = screen.getByRole('button', { name: 'Browse' });
    expect(browse.getAttribute('aria-expanded')).toBe('false');
    // Closed as the machine starts, not the no-JavaScript form (which CSS opens on hover and focus).
    const panel = document.getElementById(browse.getAttribute('aria-controls') ?? '');
    expect(panel?.hasAttribute('hidden')).toBe(true);
    expect(panel?.closest('.mh-disclosure')?.hasAttribute('data-enhanced')).toBe(true);
    // The first sign of use loads them, and every part hears them land: the menu opens at once now.
    fireEvent.pointerEnter(screen.getByRole('banner'));
    expect(interactionChunk.status()).toBe('loading');
    await waitFor(() => expect(interactionChunk.status()).toBe('loaded'));
    fireEvent.click(browse);
    expect(browse.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hasAttribute('hidden')).toBe(false);
  });

});
