// Answers of the wrong shape never take the header, or the host's page, down (issue 15): the viewer is
// checked before anything reads it, a part that throws leaves the header's plain form in its place, and
// people's words in another script than the page's are isolated for the bidi algorithm.
import { screen, within } from '@testing-library/react';
import type { HeaderProps } from '@masthead/header-react';
import { TEST_VIEWERS } from '@masthead/header-react/testing';
import { renderDesktop } from './render.tsx';

const banner = () => screen.getByRole('banner');

describe('a viewer of the wrong shape', () => {
  it.each([
    ['subscription: null', { subscription: null }],
    ['teams that are not a list', { teams: 'nope' }],
    ['counts that are not numbers', { notifications: null, teacherNotifications: { count: 'x' } }],
    ['names that are not text', { firstName: 42, lastName: null, username: {} }],
  ])('%s: still the signed-in header, with the safest values', (_name, broken) => {
    const viewer = { ...TEST_VIEWERS.member, ...broken } as unknown as HeaderProps['viewer'];
    renderDesktop({ viewer });
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(banner()).getByRole('button', { name: /^Notifications/ })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: /^Account menu, / })).toBeTruthy();
  });

  it('without an id it is nobody the header can show: the loading skeleton, never the signed-out header', () => {
    renderDesktop({ viewer: { ...TEST_VIEWERS.member, id: null } as unknown as HeaderProps['viewer'] });
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(within(banner()).queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('a part that throws', () => {
  it('shows the plain header in its place, logs the error, and the page around it keeps working', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      const Broken = () => {
        throw new Error('a host link component that fails');
      };
      renderDesktop({ linkComponent: Broken });
      const header = banner();
      expect(within(header).getByRole('link', { name: 'Masthead home' }).getAttribute('href')).toBe('/');
      expect(within(header).getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/browse?via=header');
      expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/signin?via=header');
      const search = within(header).getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
      expect(search.form?.getAttribute('action')).toBe('/search');
      // The host's content beside the header is still there.
      expect(screen.getByRole('button', { name: 'Page button' })).toBeTruthy();
      expect(errors.some((e) => String(e).includes('[masthead] the header failed'))).toBe(true);
    } finally {
      console.error = original;
    }
  });
});

describe("people's words in another script", () => {
  it('the profile name and headline are isolated for the bidi algorithm, in right-to-left and left-to-right pages', () => {
    for (const locale of ['en-US', 'ar']) {
      const { unmount } = renderDesktop({ locale, viewer: { ...TEST_VIEWERS.member, firstName: 'ليلى', lastName: 'حداد', headline: 'Watercolor painter' } });
      const name = document.querySelector('.mh-profile__name');
      expect(name?.querySelector('bdi')?.textContent).toBe('ليلى حداد');
      expect(name?.querySelector('.mh-profile__headline')?.getAttribute('dir')).toBe('auto');
      unmount();
    }
  });
});
