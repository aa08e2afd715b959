// A React Server Component host cannot pass functions or components as props: HeaderHostProvider, a client
// component of the host, gives the renderer its link component, analytics and sign-in form instead.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@masthead/header-core/i18n';
import { HeaderHostProvider, type HostLinkProps } from '@masthead/header-react';
import { recordingAnalytics, TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '@masthead/header-react/testing';
import { DesktopHeader } from '../src/index.ts';

function RouterLink({ children, ...props }: HostLinkProps) {
  return (
    <a {...props} data-router-link="">
      {children}
    </a>
  );
}

function OtherLink({ children, ...props }: HostLinkProps) {
  return (
    <a {...props} data-other-link="">
      {children}
    </a>
  );
}

const base = { categories: TEST_CATEGORIES, config: TEST_CONFIG } as const;

describe('HeaderHostProvider', () => {
  it("gives the renderer the host's link component, analytics and sign-in form", async () => {
    const analytics = recordingAnalytics();
    render(
      <HeaderHostProvider linkComponent={RouterLink} analytics={analytics} signInSlot={<p>Host sign-in form</p>}>
        <DesktopHeader viewer={TEST_VIEWERS.guest} {...base} />
      </HeaderHostProvider>,
    );
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp.hasAttribute('data-router-link')).toBe(true);
    expect(screen.getByRole('link', { name: 'Masthead home' }).hasAttribute('data-router-link')).toBe(true);
    // With a sign-in slot, Sign In opens the host's form in a modal instead of being a link.
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Host sign-in form')).toBeTruthy();
    signUp.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(signUp);
    expect(analytics.events.map((e) => e.name)).toContain('click-nav-bar');
  });

  it("a prop given to the renderer wins over the provider's", () => {
    render(
      <HeaderHostProvider linkComponent={RouterLink}>
        <DesktopHeader viewer={TEST_VIEWERS.guest} linkComponent={OtherLink} {...base} />
      </HeaderHostProvider>,
    );
    const signUp = screen.getByRole('link', { name: 'Sign Up' });
    expect(signUp.hasAttribute('data-other-link')).toBe(true);
    expect(signUp.hasAttribute('data-router-link')).toBe(false);
  });

  it("gives the renderer the host's messages (a catalog loaded in client code); the renderer's own prop wins", async () => {
    const spanish = await loadMessages('es');
    const { unmount } = render(
      <HeaderHostProvider messages={spanish}>
        <DesktopHeader viewer={TEST_VIEWERS.guest} locale="es" {...base} />
      </HeaderHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Explorar' })).toBeTruthy();
    unmount();
    render(
      <HeaderHostProvider messages={spanish}>
        <DesktopHeader viewer={TEST_VIEWERS.guest} locale="es" messages={{ ...spanish, signUp: 'Crear cuenta' }} {...base} />
      </HeaderHostProvider>,
    );
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toBeTruthy();
  });

  it('a language switch on the client (a Server Component host refreshed) restarts the header in the new words', async () => {
    const spanish = await loadMessages('es');
    const { rerender } = render(
      <HeaderHostProvider>
        <DesktopHeader viewer={TEST_VIEWERS.guest} {...base} />
      </HeaderHostProvider>,
    );
    expect(screen.getByRole('banner').getAttribute('lang')).toBe('en-US');
    rerender(
      <HeaderHostProvider messages={spanish}>
        <DesktopHeader viewer={TEST_VIEWERS.guest} locale="es" {...base} />
      </HeaderHostProvider>,
    );
    expect(screen.getByRole('banner').getAttribute('lang')).toBe('es');
    expect(screen.getByPlaceholderText('¿Qué quieres aprender hoy?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeTruthy();
  });

  it('without a provider the renderer uses plain links and Sign In is a link', () => {
    render(<DesktopHeader viewer={TEST_VIEWERS.guest} {...base} />);
    expect(screen.getByRole('link', { name: 'Sign Up' }).hasAttribute('data-router-link')).toBe(false);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });
});
