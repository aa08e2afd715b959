import type { NavLink } from './navigation.types.ts';

/**
 * Whether `link` goes to the page the person is on (`aria-current="page"` and its visible mark): its path
 * is the page's path, its query (`?via=header`) ignored. Only that page: Teach is not current on
 * /teach/activity, a page of its own (APG: aria-current="page" names the page itself). External links
 * (https:, mailto:) never equal a page's path. `path` comes from the host (`currentPath`).
 */
export function isCurrentPage(link: Pick<NavLink, 'href'>, path: string | undefined): boolean {
  return path === link.href.split(/[?#]/)[0];
}
