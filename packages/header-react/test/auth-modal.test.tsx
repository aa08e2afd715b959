import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthControls } from '../src/index.ts';
import { renderInHeader } from './render.tsx';

describe('AuthControls / AuthModal', () => {
  it('without slots, Sign In and Sign Up are plain links', () => {
    renderInHeader(<AuthControls />);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin?via=header');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup?via=header');
  });

  it('with a slot, Sign In opens a modal dialog holding it; the close button returns focus', async () => {
    renderInHeader(<AuthControls />, { signInSlot: <form aria-label="Dev login"><button type="submit">Continue</button></form> });
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('form', { name: 'Dev login' })).toBeNull();

    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to Masthead' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('closedby')).toBe('any');
    expect(screen.getByRole('form', { name: 'Dev login' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape closes the modal and focus goes back to the opener; Sign Up stays the link to the sign-up page', async () => {
    renderInHeader(<AuthControls />, { signInSlot: <p>Sign-in form</p> });
    const trigger = screen.getByRole('button', { name: 'Sign In' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to Masthead' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    // Only Sign In opens a modal (decisions.md): Sign Up goes to /signup.
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup?via=header');
    expect(screen.getAllByRole('dialog', { hidden: true })).toHaveLength(1);
  });

  it('sends the link analytics when the modal opens', async () => {
    const { analytics } = renderInHeader(<AuthControls />, { signInSlot: <p>form</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(analytics.events[0]).toMatchObject({ name: 'click-nav-bar', properties: { menu_item: 'Sign In' } });
  });
});
