// HeaderByWidth: both renderers in the server HTML (CSS picks), one after hydration, swapped at 1024 px.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { expectCleanHydration } from '../testing/hydration.tsx';
import { HeaderByWidth } from '../src/parts/header-by-width.tsx';

/** A window whose width the test sets, as matchMedia sees it. */
function fakeWidth(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return /min-width: 1024px/.test(query) ? width >= 1024 : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    for (const listener of listeners) listener();
  };
}

const element = <HeaderByWidth desktop={<p>Desktop header</p>} mobile={<p>Mobile header</p>} />;

describe('HeaderByWidth', () => {
  it('renders both on the server, each in the wrapper CSS shows at its widths', () => {
    const html = renderToString(element);
    expect(html).toContain('<div class="mh-by-width mh-by-width--desktop"><p>Desktop header</p></div>');
    expect(html).toContain('<div class="mh-by-width mh-by-width--mobile"><p>Mobile header</p></div>');
  });

  it('hydrates without a mismatch, then keeps only the renderer that fits', async () => {
    fakeWidth(800);
    await expectCleanHydration(element, (container) => {
      expect(container.textContent).toBe('Mobile header');
    });
  });

  it('swaps renderers when the width crosses 1024 px', () => {
    const resize = fakeWidth(1280);
    render(element);
    expect(screen.queryByText('Desktop header')).not.toBeNull();
    expect(screen.queryByText('Mobile header')).toBeNull();
    act(() => resize(800));
    expect(screen.queryByText('Desktop header')).toBeNull();
    expect(screen.queryByText('Mobile header')).not.toBeNull();
  });
});
