// The drawer when the header's machines cannot load: its no-JavaScript form (CSS shows the closed
// dialog while the toggle area has focus) still closes with its close button and with Escape.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { interactionChunk, TEST_CATEGORIES, TEST_CONFIG } from '@masthead/header-react/testing';
import { MobileHeader } from '../src/index.ts';

vi.mock('../../header-react/src/runtime/machines-lazy.ts', () => {
  throw new Error('the chunk could not be fetched');
});

describe('the mobile drawer after its machines failed to load', () => {
  it('the close button and Escape hide the CSS-shown drawer and put focus on the toggle; the toggle shows it again', async () => {
    render(<MobileHeader viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={null} />);
    await act(async () => {
      await interactionChunk.load().catch(() => {});
    });
    expect(interactionChunk.status()).toBe('failed');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const root = toggle.closest('.mh-drawer-root')!;
    fireEvent.click(toggle);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    const close = screen.getByRole('button', { name: 'Close menu', hidden: true });
    close.focus();
    fireEvent.click(close);
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    const link = screen.getByRole('link', { name: 'Illustration', hidden: true });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(document.activeElement).toBe(toggle);
  });
});
