// HeaderByWidth: both renderers in the server HTML (CSS picks), one after hydration, swapped at 1024 px.
import { act, useState } from 'react';
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

  describe('what the person was doing survives the swap (issue 25, defect 3)', () => {
    /** A controlled search box, as the renderers' own (its text in React state). */
    function Box() {
      const [value, setValue] = useState('');
      return <input className="mh-search__input" aria-label={`Search (${value})`} value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    const desktop = (
      <>
        <div className="mh-disclosure"><button type="button" className="mh-disclosure__trigger">Browse</button></div>
        <Box />
        <button type="button" className="mh-bell__button">Bell (desktop)</button>
        <div className="mh-profile"><button type="button" className="mh-profile__trigger">Profile (desktop)</button></div>
      </>
    );
    const mobile = (
      <>
        <div className="mh-drawer-root"><button type="button" className="mh-drawer-toggle">Menu</button></div>
        <button type="button" className="mh-search-toggle">Open search</button>
        <div className="mh-search-overlay-root"><Box /></div>
        <button type="button" className="mh-bell__button">Bell (mobile)</button>
        <div className="mh-profile"><button type="button" className="mh-profile__trigger">Profile (mobile)</button></div>
      </>
    );

    it.each([
      ['the search box, with text (not its inline completion)', 1280, 'Search (wat)', 800, 'Open search', 'Search (wat)'],
      ["the phone's search box, with text (not its inline completion)", 800, 'Search (wat)', 1280, 'Search (wat)', 'Search (wat)'],
      ['the bell', 1280, 'Bell (desktop)', 800, 'Bell (mobile)', 'Search ()'],
      ['the profile button', 800, 'Profile (mobile)', 1280, 'Profile (desktop)', 'Search ()'],
      ['Browse, to the menu button', 1280, 'Browse', 800, 'Menu', 'Search ()'],
      ['the menu button, to Browse', 800, 'Menu', 1280, 'Browse', 'Search ()'],
    ])('%s: focus moves to its counterpart, the text stays', (_name, from, focused, to, expected, box) => {
      const resize = fakeWidth(from);
      render(<HeaderByWidth desktop={desktop} mobile={mobile} />);
      const start = screen.getByRole(focused.startsWith('Search') ? 'textbox' : 'button', { name: focused.startsWith('Search') ? /^Search/ : focused });
      if (focused === 'Search (wat)') {
        act(() => {
          // 'wat' typed, and the box completing it inline (the rest selected).
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(start, 'watercolor');
          start.dispatchEvent(new Event('input', { bubbles: true }));
          (start as HTMLInputElement).setSelectionRange(3, 10);
        });
      }
      act(() => start.focus());
      act(() => resize(to));
      expect(document.activeElement).toBe(screen.getByRole(expected.startsWith('Search') ? 'textbox' : 'button', { name: expected.startsWith('Search') ? /^Search/ : expected }));
      expect(screen.getByRole('textbox').getAttribute('aria-label')).toBe(box);
    });

    it('nothing in the header had focus and the box was empty: focus is left alone', () => {
      const resize = fakeWidth(1280);
      render(
        <>
          <button type="button">Outside</button>
          <HeaderByWidth desktop={desktop} mobile={mobile} />
        </>,
      );
      act(() => screen.getByRole('button', { name: 'Outside' }).focus());
      act(() => resize(800));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outside' }));
    });
  });
});
