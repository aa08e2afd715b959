import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavLink } from '@masthead/header-core';
import { HeaderLink, type HostLinkProps } from '../src/index.ts';
import { renderInHeader } from './render.tsx';

const category: NavLink = {
  id: 'category:illustration',
  label: 'Illustration',
  href: '/browse/illustration?via=header',
  external: false,
  newTab: false,
  track: [
    { name: 'click-nav-bar', properties: { menu_item: 'Browse', submenu_item: 'Illustration', nav_level: 'main', url_destination: '/browse/illustration?via=header' } },
    { name: 'browse-category', properties: { category: 'illustration', url_destination: '/browse/illustration?via=header' } },
  ],
};

describe('HeaderLink', () => {
  it('sends every track intent of the link on click', async () => {
    const { analytics } = renderInHeader(<HeaderLink link={category} />);
    await userEvent.click(screen.getByRole('link', { name: 'Illustration' }));
    expect(analytics.events.map((e) => e.name)).toEqual(['click-nav-bar', 'browse-category']);
    expect(analytics.events[0]?.properties).toMatchObject({ menu_item: 'Browse', submenu_item: 'Illustration', nav_level: 'main' });
  });

  it('opens new-tab links safely and says so to screen readers', () => {
    const blog: NavLink = { id: 'blog', label: 'Blog', href: '/blog?via=header', external: false, newTab: true, track: [] };
    renderInHeader(<HeaderLink link={blog} />);
    const link = screen.getByRole('link', { name: 'Blog (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('marks external links noopener even in the same tab, and keeps the BETA pill in the name', () => {
    const live: NavLink = { id: 'live', label: 'Live Sessions', href: 'https://live.example/', external: true, newTab: false, pill: 'BETA', track: [] };
    renderInHeader(<HeaderLink link={live} />);
    const link = screen.getByRole('link', { name: 'Live Sessions BETA' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.hasAttribute('target')).toBe(false);
  });

  it("renders through the host's link component", () => {
    const seen: string[] = [];
    function RouterLink(props: HostLinkProps) {
      seen.push(props.href);
      return <a {...props} data-router="yes" />;
    }
    renderInHeader(<HeaderLink link={category} />, { linkComponent: RouterLink });
    expect(screen.getByRole('link', { name: 'Illustration' }).getAttribute('data-router')).toBe('yes');
    expect(seen).toContain('/browse/illustration?via=header');
  });

  it('a throwing transport never breaks the click', async () => {
    const onClick = vi.fn();
    renderInHeader(<HeaderLink link={category} onClick={onClick} />, {
      analytics: {
        track() {
          throw new Error('offline');
        },
      },
    });
    await userEvent.click(screen.getByRole('link', { name: 'Illustration' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
