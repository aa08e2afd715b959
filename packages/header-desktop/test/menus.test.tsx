import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderDesktop } from './render.tsx';

const trigger = (name: string | RegExp) => screen.getByRole('button', { name });
const expanded = (name: string | RegExp) => trigger(name).getAttribute('aria-expanded');

describe('Disclosure menus (Browse, Plans, Shop)', () => {
  it('the button toggles aria-expanded and shows its links', async () => {
    renderDesktop({ viewer: TEST_VIEWERS.free, flags: ['li_nav_update'] });
    expect(expanded('Browse')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Illustration' })).toBeNull();

    await userEvent.click(trigger('Browse'));
    expect(expanded('Browse')).toBe('true');
    expect(screen.getByRole('link', { name: 'Illustration' }).getAttribute('href')).toBe('/browse/illustration?via=header');
    expect(screen.getByRole('link', { name: 'All Learning Paths' }).getAttribute('href')).toBe('/paths?via=header');
    expect(trigger('Browse').getAttribute('aria-controls')).toBe(screen.getByRole('link', { name: 'Illustration' }).closest('.mh-panel')?.id);

    await userEvent.click(trigger('Browse'));
    expect(expanded('Browse')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Illustration' })).toBeNull();
  });

  it('Escape inside the panel closes it and returns focus to the button', async () => {
    renderDesktop();
    await userEvent.click(trigger('Shop'));
    const first = screen.getByRole('link', { name: 'Digital Products' });
    first.focus();
    await userEvent.keyboard('{Escape}');
    expect(expanded('Shop')).toBe('false');
    expect(document.activeElement).toBe(trigger('Shop'));
  });

  it('keyboard: Enter on the button opens, Tab walks into the links', async () => {
    renderDesktop();
    trigger('Browse').focus();
    await userEvent.keyboard('{Enter}');
    expect(expanded('Browse')).toBe('true');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Illustration' }));
  });

  it('only one menu is open at a time', async () => {
    renderDesktop({ viewer: TEST_VIEWERS.member });
    await userEvent.click(trigger('Browse'));
    await userEvent.click(trigger('Plans'));
    expect(expanded('Browse')).toBe('false');
    expect(expanded('Plans')).toBe('true');
    expect(screen.getByRole('link', { name: 'Teams' }).getAttribute('href')).toBe('/for-teams/home?via=header');

    await userEvent.click(trigger(/^Account menu, /));
    expect(expanded('Plans')).toBe('false');
    expect(expanded(/^Account menu, /)).toBe('true');
  });

  it('a click outside closes the open menu', async () => {
    renderDesktop();
    await userEvent.click(trigger('Browse'));
    await userEvent.click(screen.getByRole('button', { name: 'Page button' }));
    expect(expanded('Browse')).toBe('false');
  });

  it('Shop shows BETA pills and, with the flags, live sessions and the blog in a new tab', async () => {
    renderDesktop({ viewer: TEST_VIEWERS.member, flags: ['perm_live_sessions_nav', 'li_nav_update'] });
    await userEvent.click(trigger('Shop'));
    expect(screen.getByRole('link', { name: '1-on-1 Sessions BETA' }).getAttribute('href')).toBe('/one-on-one-sessions?via=header');
    const live = screen.getByRole('link', { name: 'Live Sessions BETA' });
    expect(live.getAttribute('href')).toBe('https://live.masthead.example/sessions');
    expect(screen.getByRole('link', { name: 'Blog (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
  });
});

describe('Profile menu button', () => {
  it('ArrowDown opens and focuses the first item; arrows move; Escape returns focus', async () => {
    renderDesktop({ viewer: TEST_VIEWERS.member });
    const button = trigger(/^Account menu, /);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu');
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    const items = screen.getAllByRole('menuitem');
    expect(items[0]?.textContent).toBe('Profile');
    expect(items[0]?.getAttribute('href')).toBe('/user/ana');
    expect(document.activeElement).toBe(items[0]);

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    expect(items[1]?.getAttribute('tabindex')).toBe('0');
    expect(items[0]?.getAttribute('tabindex')).toBe('-1');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[items.length - 1]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);

    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('lists the entries of spec §2 for a teacher, grouped', async () => {
    renderDesktop({ viewer: TEST_VIEWERS.teacher, flags: ['ch'], languageCookie: 'es' });
    await userEvent.click(trigger(/^Account menu, /));
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Profile',
      'Saved Classes',
      'Membership & Payments',
      'Language Español',
      'Refer a Friend',
      'Perks',
      'Teacher Hub',
      'Creator Hub (opens in a new tab)',
      'Help Center (opens in a new tab)',
      'Log Out',
    ]);
    expect(screen.getByRole('group', { name: 'Teach' })).toBeTruthy();
    // Log Out posts (issue 26): a submit button in a POST form, not a link a GET could follow.
    const logOut = screen.getByRole('menuitem', { name: 'Log Out' });
    expect(logOut.hasAttribute('href')).toBe(false);
    expect(logOut.closest('form')?.getAttribute('method')).toBe('post');
    expect(logOut.closest('form')?.getAttribute('action')).toBe('/logout');
  });
});
