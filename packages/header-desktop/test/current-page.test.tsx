// Issue 25, "where am I": the host tells the header the page's path; the header marks the link to the
// page (or the section it is in) with aria-current="page", and the menu that holds it.
import { screen, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { HeaderHostProvider } from '@masthead/header-react';
import { TEST_CATEGORIES, TEST_CONFIG, TEST_VIEWERS } from '@masthead/header-react/testing';
import { DesktopHeader } from '../src/index.ts';
import { renderDesktop } from './render.tsx';

const current = () =>
  Array.from(document.querySelectorAll('[aria-current="page"]')).map((el) => el.querySelector('.mh-link__label, span')?.textContent ?? el.textContent);

describe('the current page is marked (aria-current="page")', () => {
  // Every link to the page says so, wherever it sits (menus' panels included), and so does the menu holding one.
  it.each([
    ['/teach/activity', ['View Student Activity']],
    ['/teach', ['Teach', 'Teacher Hub']],
    ['/lists/saved-classes', ['My Classes', 'Saved Classes']],
    ['/browse/illustration', ['Browse', 'Illustration']],
    ['/pricing', ['Plans', 'Individual']],
    ['/', []],
    [undefined, []],
  ] as const)('on %s: %j', (path, marked) => {
    renderDesktop({ viewer: TEST_VIEWERS.teacher, ...(path === undefined ? {} : { currentPath: path }) });
    expect(current()).toEqual(marked);
  });

  it("inside Browse on a category page, that category's link is marked too", async () => {
    renderDesktop({ viewer: TEST_VIEWERS.free, currentPath: '/browse/photography' });
    screen.getByRole('button', { name: 'Browse' }).click();
    const link = await screen.findByRole('link', { name: 'Photography' });
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Illustration' }).getAttribute('aria-current')).toBeNull();
  });

  it('a host provider gives the path (a client-side router), and a new path moves the mark', () => {
    const header = (path: string) => (
      <HeaderHostProvider currentPath={path}>
        <DesktopHeader viewer={TEST_VIEWERS.teacher} categories={TEST_CATEGORIES} config={TEST_CONFIG} />
      </HeaderHostProvider>
    );
    const { rerender } = render(header('/teach'));
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: 'Teach' }).getAttribute('aria-current')).toBe('page');
    rerender(header('/lists/saved-classes'));
    expect(banner.getByRole('link', { name: 'Teach' }).getAttribute('aria-current')).toBeNull();
    expect(banner.getByRole('link', { name: 'My Classes' }).getAttribute('aria-current')).toBe('page');
  });
});
