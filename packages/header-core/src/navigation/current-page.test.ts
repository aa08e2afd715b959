import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './current-page.ts';

// Issue 25, "where am I": which link says aria-current="page" for the page's path.
describe('isCurrentPage', () => {
  it.each([
    // [link id, href, page path, current]
    ['my-classes', '/lists/saved-classes?via=header', '/lists/saved-classes', true],
    ['my-classes', '/lists/saved-classes?via=header', '/lists/saved-classes/watercolor', false],
    ['teach', '/teach?via=header', '/teach', true],
    ['teach', '/teach?via=header', '/teach/activity', false], // a page of its own, with its own link
    ['teach', '/teach?via=header', '/teacher', false],
    ['my-team', '/teamAdmin/management?via=header', '/teamAdmin/management', true],
    ['my-team', '/teamAdmin?via=header', '/teamAdmin', true],
    ['home', '/home?via=header', '/home', true],
    ['category-art', '/browse/art?via=header', '/browse/art', true],
    ['category-art', '/browse/art?via=header', '/browse/art/oil', false],
    ['all-classes', '/browse?via=header', '/browse/art', false],
    ['all-classes', '/browse?via=header', '/browse', true],
    ['pricing', '/pricing#teams', '/pricing', true],
    ['my-classes', '/lists/saved-classes?via=header', undefined, false],
    ['my-classes', '/lists/saved-classes?via=header', '', false],
    ['help-site', 'https://help.masthead.example/', '/', false],
    ['evil', '//evil.example/teach', '/teach', false],
  ] as const)('%s (%s) on %s: %s', (id, href, path, current) => {
    expect(isCurrentPage({ href }, path), id).toBe(current);
  });
});
