import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderDesktop } from './render.tsx';

describe('Analytics of nav links', () => {
  it('a Browse category sends click-nav-bar and browse-category', async () => {
    const { analytics } = renderDesktop({ viewer: TEST_VIEWERS.free });
    await userEvent.click(screen.getByRole('button', { name: 'Browse' }));
    await userEvent.click(screen.getByRole('link', { name: 'Photography' }));
    expect(analytics.events).toEqual([
      {
        name: 'click-nav-bar',
        properties: { menu_item: 'Browse', submenu_item: 'Photography', nav_level: 'main', url_destination: '/browse/photography?via=header' },
      },
      { name: 'browse-category', properties: { category: 'photography', url_destination: '/browse/photography?via=header' } },
    ]);
  });

  it('the live sessions entry also sends live-session', async () => {
    const { analytics } = renderDesktop({ flags: ['perm_live_sessions_nav'] });
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    await userEvent.click(screen.getByRole('link', { name: 'Live Sessions BETA' }));
    expect(analytics.events.map((e) => e.name)).toEqual(['click-nav-bar', 'live-session']);
  });

  it('top-bar and upgrade links send click-nav-bar', async () => {
    const { analytics } = renderDesktop({ viewer: TEST_VIEWERS.expired });
    await userEvent.click(screen.getByRole('link', { name: 'My Classes' }));
    await userEvent.click(screen.getByRole('link', { name: 'Rejoin Masthead' }));
    expect(analytics.events.map((e) => e.properties['menu_item'])).toEqual(['My Classes', 'Upgrade']);
  });

  it('clicking a menu link closes the menu', async () => {
    renderDesktop();
    const browse = screen.getByRole('button', { name: 'Browse' });
    await userEvent.click(browse);
    await userEvent.click(screen.getByRole('link', { name: 'All Classes' }));
    expect(browse.getAttribute('aria-expanded')).toBe('false');
  });
});
