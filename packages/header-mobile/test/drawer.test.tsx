import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderMobile } from './render.tsx';

const openDrawer = async () => {
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(toggle);
  return { toggle, drawer: screen.getByRole('dialog', { name: 'Menu' }) as HTMLDialogElement };
};

describe('Mobile drawer', () => {
  it('the toggle opens a modal dialog and reports it with aria-expanded', async () => {
    renderMobile();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const { drawer } = await openDrawer();
    expect(drawer.open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(drawer.id);
  });

  it('lists titled groups under headings and the untitled group without one', async () => {
    renderMobile({ flags: ['lo_nav_update', 'lo_nav_community_link'] });
    const { drawer } = await openDrawer();
    const headings = within(drawer).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Browse', 'Plans', 'Shop']);
    expect(within(drawer).getByRole('list', { name: 'Browse' })).toBeTruthy();
    const community = within(drawer).getByRole('link', { name: 'Community (opens in a new tab)' });
    expect(community.getAttribute('href')).toBe('https://community.masthead.example/');
    expect(within(drawer).getByRole('link', { name: 'Blog (opens in a new tab)' }).getAttribute('href')).toBe('/blog?via=header');
    expect(within(drawer).getByRole('link', { name: 'Illustration' }).getAttribute('href')).toBe('/browse/illustration?via=header');
  });

  it('holds no search form: search is the bar’s icon and its overlay (search.test.tsx)', async () => {
    renderMobile();
    const { drawer } = await openDrawer();
    expect(within(drawer).queryByRole('search')).toBeNull();
  });

  it('member shortcuts come first; My Team goes to /teamAdmin', async () => {
    renderMobile({ viewer: TEST_VIEWERS['team-owner'], flags: ['ent_team_mgmt'] });
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/home?via=header');
    expect(within(drawer).getByRole('link', { name: 'My Team' }).getAttribute('href')).toBe('/teamAdmin?via=header');
  });

  it('the close button closes it and focus returns to the toggle', async () => {
    renderMobile();
    const { toggle, drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer.open).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('Escape closes it and focus returns to the toggle', async () => {
    renderMobile();
    const { toggle, drawer } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(drawer.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('following a link closes the drawer and sends the link analytics', async () => {
    const { analytics } = renderMobile();
    const { drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Photography' }));
    expect(drawer.open).toBe(false);
    expect(analytics.events.map((e) => e.name)).toEqual(['click-nav-bar', 'browse-category']);
  });

  it('opening the avatar menu closes the drawer (one layer at a time)', async () => {
    renderMobile({ viewer: TEST_VIEWERS.member });
    const { drawer } = await openDrawer();
    // The modal makes the page inert in a browser; the coordinator is what guarantees it here.
    await userEvent.click(screen.getByRole('button', { name: 'Account menu', hidden: true }));
    expect(drawer.open).toBe(false);
  });
});
