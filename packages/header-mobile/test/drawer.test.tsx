import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNavigation, deriveScenario, resolveMessages } from '@masthead/header-core';
import { HeaderProvider } from '@masthead/header-react';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '@masthead/header-react/testing';
import { DrawerGroup } from '../../header-react/src/parts/drawer-group.tsx';
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
    expect(within(drawer).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Categories', 'Explore']);
    expect(within(drawer).getByRole('list', { name: 'Categories' })).toBeTruthy();
    expect(within(drawer).getByRole('list', { name: 'Plans' })).toBeTruthy();
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

  it("a link followed through the host's router: the drawer's entry is gone back over first, so one Back returns to this page", async () => {
    window.history.replaceState(null, '', '/');
    const navigate = vi.fn((href: string) => window.history.pushState(null, '', href));
    renderMobile({ navigate });
    const before = window.history.length;
    const { drawer } = await openDrawer();
    expect(window.history.length).toBe(before + 1);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Photography' }));
    expect(drawer.open).toBe(false);
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate.mock.calls[0]?.[0]).toMatch(/photography/);
    // The new page's entry follows the page's own: nothing of the drawer is left in between.
    expect(window.history.length).toBe(before + 1);
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    await act(async () => {
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/');
    expect((window.history.state as Record<string, unknown> | null)?.['__mhLayer']).toBeUndefined();
  });

  it('opening the avatar menu closes the drawer (one layer at a time)', async () => {
    renderMobile({ viewer: TEST_VIEWERS.member });
    const { drawer } = await openDrawer();
    // The modal makes the page inert in a browser; the coordinator is what guarantees it here.
    await userEvent.click(screen.getByRole('button', { name: /^Account menu, /, hidden: true }));
    expect(drawer.open).toBe(false);
  });
});

describe('Mobile drawer: Browse for a member who follows categories', () => {
  it('shows each list once, under its own heading: Your Categories, Categories, Explore', () => {
    const viewer = TEST_VIEWERS.member;
    const model = buildNavigation({
      scenario: deriveScenario(viewer, 'core'),
      viewer,
      flags: new Set(),
      locale: 'en-US',
      messages: resolveMessages(),
      categories: TEST_CATEGORIES,
      // Followed categories are top-level ones too, as in the seed data.
      followedCategories: TEST_CATEGORIES.slice(0, 2),
    });
    const browse = model.drawer.find((group) => group.id === 'browse');
    if (!browse) throw new Error('no Browse group');
    render(
      <HeaderProvider viewer={viewer} categories={TEST_CATEGORIES} config={TEST_CONFIG} storage={null}>
        <DrawerGroup group={browse} onLinkClick={() => {}} />
      </HeaderProvider>,
    );
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Browse');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Your Categories', 'Categories', 'Explore']);
    const names = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('link').map((a) => a.textContent);
    expect(names('Your Categories')).toEqual(TEST_CATEGORIES.slice(0, 2).map((c) => c.displayName));
    expect(names('Categories')).toEqual(TEST_CATEGORIES.map((c) => c.displayName));
    expect(names('Explore')).toEqual(['All Classes', 'All Learning Paths', 'All Student Projects']);
    // Every link is in one of the three named lists: nothing run together outside them.
    expect(screen.getAllByRole('list')).toHaveLength(3);
    expect(screen.getAllByRole('link')).toHaveLength(2 + TEST_CATEGORIES.length + 3);
  });
});
