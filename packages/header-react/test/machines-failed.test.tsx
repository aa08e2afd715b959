// When the header's machines cannot load (offline, a deploy that removed the chunk), every part falls
// back to its no-JavaScript form, and a press that was waiting for them still gets somewhere.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HeaderProvider, ProfileMenu, SearchOverlay } from '../src/index.ts';
import { HeaderParts } from './header-parts.tsx';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';
import { interactionChunk } from '../testing/chunks.ts';

vi.mock('../src/runtime/machines-lazy.ts', () => {
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
    await waitFor(() => expect(interactionChunk.status()).toBe('failed'));
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
    expect(interactionChunk.status()).toBe('failed');
    expect(document.activeElement).toBe(link);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBe(link);
  });
});

/** Lets the failed load of the machines chunk settle (every part hears it). */
async function failMachines() {
  await act(async () => {
    await interactionChunk.load().catch(() => {});
  });
  expect(interactionChunk.status()).toBe('failed');
}

describe('the no-JavaScript form after a failed load: Escape and Cancel still hide what CSS shows', () => {
  it('Escape in a CSS-shown disclosure menu hides it and puts focus on its button; a press shows it again', async () => {
    render(
      <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG}>
        <HeaderParts />
      </HeaderProvider>,
    );
    await failMachines();
    const browse = screen.getByRole('button', { name: 'Browse' });
    const panel = document.getElementById(browse.getAttribute('aria-controls') ?? '')!;
    const root = panel.closest('.mh-disclosure')!;
    // Tab walked into the panel (CSS shows it while the menu has focus).
    const link = panel.querySelector('a')!;
    link.focus();
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(document.activeElement).toBe(browse);
    // Hidden with focus still on the button: JavaScript's to show now, and it says hidden.
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(panel.hasAttribute('hidden')).toBe(true);
    fireEvent.click(browse);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    expect(panel.hasAttribute('hidden')).toBe(false);
    // Escape on the button itself, then focus coming back from elsewhere shows it again.
    fireEvent.keyDown(browse, { key: 'Escape' });
    expect(panel.hasAttribute('hidden')).toBe(true);
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    act(() => signIn.focus());
    act(() => browse.focus());
    expect(panel.hasAttribute('hidden')).toBe(false);
  });

  it('the profile menu: Escape hides its CSS-shown list, focus on the avatar button', async () => {
    render(
      <HeaderProvider viewer={TEST_VIEWERS.member} categories={TEST_CATEGORIES} config={TEST_CONFIG}>
        <ProfileMenu />
      </HeaderProvider>,
    );
    await failMachines();
    const trigger = screen.getByRole('button', { name: /^Account menu, / });
    const root = trigger.closest('.mh-profile')!;
    const item = root.querySelector<HTMLElement>('.mh-panel a')!;
    item.focus();
    fireEvent.keyDown(item, { key: 'Escape' });
    expect(document.activeElement).toBe(trigger);
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(root.querySelector('.mh-panel')!.hasAttribute('hidden')).toBe(true);
  });

  it("the mobile search overlay's Cancel (and Escape) hide the CSS-shown overlay, focus back on the icon", async () => {
    render(
      <HeaderProvider viewer={null} categories={TEST_CATEGORIES} config={TEST_CONFIG}>
        <SearchOverlay />
      </HeaderProvider>,
    );
    await failMachines();
    const icon = screen.getByRole('button', { name: 'Search' });
    const root = icon.closest('.mh-search-overlay-root')!;
    fireEvent.click(icon);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    const cancel = screen.getByRole('button', { name: 'Cancel', hidden: true });
    cancel.focus();
    fireEvent.click(cancel);
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(document.activeElement).toBe(icon);
    // The icon brings it back; Escape in the box hides it again.
    fireEvent.click(icon);
    expect(root.hasAttribute('data-enhanced')).toBe(false);
    const input = root.querySelector('input')!;
    input.focus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(root.hasAttribute('data-enhanced')).toBe(true);
    expect(document.activeElement).toBe(icon);
  });
});
