// Issue 26, item 8: Log Out changes state, so it is a POST (a form), never a link a GET could follow
// (any page could sign a visitor out with an <img src="/logout">). In the menu it is still a menuitem,
// reached and activated like the others; without JavaScript it is a plain form submit.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HeaderProvider, ProfileMenu, type HostLinkProps } from '../src/index.ts';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '../testing/index.ts';
import { renderInHeader } from './render.tsx';

/** Opens the profile menu with the keyboard and moves to its last item, Log Out. */
async function logOutItem(): Promise<HTMLElement> {
  const trigger = screen.getByRole('button', { name: /^Account menu, / });
  trigger.focus();
  await userEvent.keyboard('{ArrowDown}{End}');
  const item = screen.getByRole('menuitem', { name: 'Log Out' });
  expect(document.activeElement).toBe(item);
  return item;
}

/** Records the form submissions (and stops jsdom, which cannot navigate). */
function submissions(): HTMLFormElement[] {
  const seen: HTMLFormElement[] = [];
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(event.target as HTMLFormElement);
  });
  return seen;
}

describe('Log Out in the profile menu (issue 26)', () => {
  it('is a menuitem that submits a POST form to /logout, with the roving tab stop and no extra role in the menu', async () => {
    renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member });
    const item = await logOutItem();
    expect(item.tagName).toBe('BUTTON');
    expect(item.getAttribute('type')).toBe('submit');
    expect(item.getAttribute('tabindex')).toBe('0');
    const form = item.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/logout');
    // The form is no part of the menu's structure: menu > group > (none) > menuitem.
    expect(form?.getAttribute('role')).toBe('none');
    expect(item.closest('[role="group"]')?.closest('[role="menu"]')).toBe(screen.getByRole('menu'));
    // It looks like the other items.
    expect(item.className).toBe(screen.getByRole('menuitem', { name: 'Perks' }).className);
    // No href anywhere: nothing a GET could follow.
    expect(document.querySelector('a[href="/logout"]')).toBeNull();
  });

  it.each([['Enter'], [' ']])('%j on it signs out: the form is submitted, the click is tracked and the menu closes', async (key) => {
    const seen = submissions();
    const { analytics } = renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member });
    const item = await logOutItem();
    await userEvent.keyboard(key === ' ' ? '[Space]' : '{Enter}');
    expect(seen).toEqual([item.closest('form')]);
    expect(analytics.events.map((e) => e.properties['submenu_item'])).toEqual(['Log Out']);
    expect(screen.getByRole('button', { name: /^Account menu, / }).getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on it signs out too', async () => {
    const seen = submissions();
    renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu, / }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(seen.map((form) => form.getAttribute('action'))).toEqual(['/logout']);
  });

  it("is never rendered through the host's link component (a router link would GET it)", async () => {
    const routed: string[] = [];
    function RouterLink(props: HostLinkProps) {
      routed.push(props.href);
      return <a {...props} />;
    }
    renderInHeader(<ProfileMenu />, { viewer: TEST_VIEWERS.member, linkComponent: RouterLink });
    await userEvent.click(screen.getByRole('button', { name: /^Account menu, / }));
    expect(screen.getByRole('menuitem', { name: 'Log Out' }).closest('form')?.getAttribute('action')).toBe('/logout');
    expect(routed).toContain('/perks?via=header');
    expect(routed).not.toContain('/logout');
  });

  it('without JavaScript (the server HTML) it is a submit button in a POST form, in the plain list', () => {
    const html = renderToString(
      <HeaderProvider viewer={TEST_VIEWERS.member} categories={TEST_CATEGORIES} config={TEST_CONFIG}>
        <ProfileMenu />
      </HeaderProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const button = [...page.querySelectorAll('button')].find((b) => b.textContent === 'Log Out');
    expect(button?.getAttribute('type')).toBe('submit');
    expect(button?.closest('form')?.getAttribute('method')).toBe('post');
    expect(button?.closest('form')?.getAttribute('action')).toBe('/logout');
    expect(button?.closest('li')?.closest('ul')?.hasAttribute('role')).toBe(false);
    expect(html).not.toContain('href="/logout"');
  });
});
