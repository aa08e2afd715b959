// When the header's machines cannot load (offline, a deploy that removed the chunk), every part falls
// back to its no-JavaScript form, and a press that was waiting for them still gets somewhere.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeaderProvider, machinesModule } from '../src/index.ts';
import { HeaderParts } from './header-parts.tsx';
import { TEST_CATEGORIES, TEST_CONFIG } from '../testing/index.ts';

vi.mock('../src/machines/machines-lazy.ts', () => {
  throw new Error('the chunk could not be fetched');
});


describe('the header when its machines cannot load', () => {
  it('falls back to links and CSS menus; a pressed Sign In goes to the sign-in page', async () => {
    const navigate = vi.fn<(href: string) => void>();
    render(
      <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG} signInSlot={<p>form</p>} navigate={navigate}>
        <HeaderParts />
      </HeaderProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(machinesModule.status()).toBe('failed'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signin?via=header'));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin?via=header');
    const browse = screen.getByRole('button', { name: 'Browse' });
    const panel = document.getElementById(browse.getAttribute('aria-controls') ?? '');
    // The panel is CSS's again (shown on hover and focus), as without JavaScript.
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(panel?.closest('.mh-disclosure')?.hasAttribute('data-enhanced')).toBe(false);

    // Moving through the header does not try again and flip the parts back and forth: a keyboard user
    // tabbing onto Sign In keeps the link (and the focus).
    const link = screen.getByRole('link', { name: 'Sign In' });
    link.focus();
    fireEvent.pointerEnter(screen.getByRole('banner'));
    fireEvent.focus(link);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(machinesModule.status()).toBe('failed');
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBe(link);
  });
});
