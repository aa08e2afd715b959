// The cards' look where markup decides it: text left from refused links is plain text, not an action.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultNotificationMessages as M } from '@masthead/header-core';
import { TEST_CONFIG } from '@masthead/header-core/testing';
import type { HeaderProps } from '../src/header-props.ts';
import { TEST_VIEWERS } from '../testing/index.ts';
import { createFakeServer, fakeNode, renderBell, type FakeNode } from './notifications-fixtures.tsx';

const drawer = () => screen.getByRole('dialog', { name: M.notifications });

async function cardsOf(...nodes: FakeNode[]) {
  return cardsWith({}, ...nodes);
}

async function cardsWith(config: HeaderProps['config'], ...nodes: FakeNode[]) {
  renderBell(createFakeServer(nodes), { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } }, config: { ...TEST_CONFIG, ...config } });
  await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  await waitFor(() => expect(drawer()).toBeTruthy());
  return (await within(drawer()).findAllByRole('listitem')) as HTMLElement[];
}

describe('notification cards: only real links look like links', () => {
  it('a refused link in the message leaves plain words: no <a>, no link role, no link styling', async () => {
    const [card] = await cardsOf(
      fakeNode('own', 0, { url: 'javascript:alert(1)', buttonText: 'Claim', previewText: null, message: 'You won a free year! <a href="javascript:alert(1)">Claim your reward</a>' }),
    );
    const words = within(card as HTMLElement).getByText(/Claim your reward/);
    expect(words.closest('a')).toBeNull();
    expect(words.closest('.mh-ncard__message')).not.toBeNull();
    expect(within(card as HTMLElement).queryAllByRole('link')).toEqual([]);
  });

  it('the button text of a card that is not a link is plain text, not styled as its action', async () => {
    const [card] = await cardsOf(fakeNode('own', 0, { url: '//evil.example/phish', buttonText: 'Join', message: 'Mallory invited you' }));
    const label = within(card as HTMLElement).getByText('Join');
    expect(label.closest('a')).toBeNull();
    expect(label.getAttribute('role')).toBeNull();
    expect(label.closest('[class*="mh-ncard__action"]')).toBeNull();
  });

  it('a safe link keeps its link look: the message link and the card action', async () => {
    const [card] = await cardsOf(fakeNode('own', 0, { url: '/projects/1', buttonText: 'View Project', message: 'Ana liked <a href="/projects/1">your project</a>' }));
    expect(within(card as HTMLElement).getByRole('link', { name: 'your project' }).tagName).toBe('A');
    expect(within(card as HTMLElement).getByRole('link', { name: 'View Project' }).classList.contains('mh-ncard__action')).toBe(true);
  });

  it('the preview line shows only when the message does not already say it', async () => {
    const [repeated, adds] = await cardsOf(
      fakeNode('own', 0, { previewText: 'Great palette!', message: '<b>Mallory Quinn</b> commented on your project: Great palette!' }),
      fakeNode('own', 1, { previewText: 'How long should each layer dry?', message: '<b>Ana</b> asked a question' }),
    );
    expect(repeated?.querySelector('.mh-ncard__preview')).toBeNull();
    expect(within(repeated as HTMLElement).getAllByText(/Great palette!/)).toHaveLength(1);
    expect(adds?.querySelector('.mh-ncard__preview')?.textContent).toBe('How long should each layer dry?');
  });
});

describe('notification cards: links only to our origin or a listed host (issue 10)', () => {
  it('a card whose url is on a foreign host renders without a link; a foreign link in its message becomes its words', async () => {
    const [card] = await cardsOf(
      fakeNode('own', 0, {
        url: 'https://evil.example/',
        buttonText: 'Claim',
        message: 'Read <a href="https://evil.example/phish">the rules</a> on <a href="https://community.masthead.example/t/1">the forum</a> or <a href="/help">here</a>',
      }),
    );
    const links = within(card as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://community.masthead.example/t/1', '/help']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(card as HTMLElement).getByText(/the rules/).closest('a')).toBeNull();
    expect((card as HTMLElement).querySelector('a.mh-ncard__action')).toBeNull();
    expect(within(card as HTMLElement).getByText('Claim').closest('a')).toBeNull();
  });

  it('a host the configuration adds (linkHosts) is a link; our own absolute URL is one too', async () => {
    const ours = `${window.location.origin}/projects/2`;
    const [listed, own] = await cardsWith(
      { linkHosts: ['*.partner-links.example'] },
      fakeNode('own', 0, { url: 'https://www.partner-links.example/p', buttonText: 'Open', message: 'See <a href="https://a.partner-links.example/x">this</a>' }),
      fakeNode('own', 1, { url: ours, buttonText: 'View', message: 'Hi' }),
    );
    expect(within(listed as HTMLElement).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('https://www.partner-links.example/p');
    expect(within(listed as HTMLElement).getByRole('link', { name: 'this' }).getAttribute('href')).toBe('https://a.partner-links.example/x');
    expect(within(own as HTMLElement).getByRole('link', { name: 'View' }).getAttribute('href')).toBe(ours);
  });
});

describe('following a link from the drawer closes it, whatever the router (issue 25, defect 1)', () => {
  const node = fakeNode('own', 0, { url: '/projects/1', buttonText: 'View Project', message: 'Ana liked <a href="/projects/1?tab=comments">your project</a> and <a href="https://a.partner-links.example/x">this</a>' });

  async function open(props: Partial<HeaderProps> = {}) {
    renderBell(createFakeServer([node]), { viewer: { ...TEST_VIEWERS.member, notifications: { count: 0 } }, config: { ...TEST_CONFIG, linkHosts: ['*.partner-links.example'] }, ...props });
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await userEvent.click(bell);
    await within(drawer()).findAllByRole('listitem');
    return { bell, dialog: drawer() as HTMLDialogElement };
  }
  const routerLink = vi.fn();
  /** A host's router link: it navigates itself and prevents the browser's navigation, as next/link does. */
  function RouterLink({ href, onClick, ...rest }: React.ComponentProps<'a'>) {
    return (
      <a
        href={href}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          routerLink(href);
        }}
      />
    );
  }

  it("the card's action through the host's link component: the drawer closes and focus is back on the bell", async () => {
    const { bell, dialog } = await open({ linkComponent: RouterLink, navigate: vi.fn() });
    await userEvent.click(within(dialog).getByRole('link', { name: 'View Project' }));
    expect(routerLink).toHaveBeenCalledWith('/projects/1');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it("a link to this site inside the message goes through the host's navigate, not a page load, and closes the drawer", async () => {
    const navigate = vi.fn();
    const { dialog } = await open({ linkComponent: RouterLink, navigate });
    const link = within(dialog).getByRole('link', { name: 'your project' });
    let prevented = false;
    link.addEventListener('click', (event) => queueMicrotask(() => (prevented = event.defaultPrevented)));
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/projects/1?tab=comments');
    expect(prevented).toBe(true);
    await waitFor(() => expect(dialog.open).toBe(false));
  });

  it('a link elsewhere is left to the browser and still closes the drawer; a modified click keeps it open', async () => {
    const navigate = vi.fn();
    const { dialog } = await open({ navigate });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(within(dialog).getByRole('link', { name: 'your project' }));
    await user.keyboard('{/Control}');
    expect(dialog.open).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('link', { name: 'this' }));
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog.open).toBe(false));
  });

  it('a click the page cancelled before the header saw it (a capture listener) is no navigation: the drawer stays open', async () => {
    const { dialog } = await open({ navigate: vi.fn() });
    const cancel = (event: Event) => event.preventDefault();
    window.addEventListener('click', cancel, true);
    try {
      await userEvent.click(within(dialog).getByRole('link', { name: 'View Project' }));
      expect(dialog.open).toBe(true);
    } finally {
      window.removeEventListener('click', cancel, true);
    }
  });
});

