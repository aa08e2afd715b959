import type { ReactNode } from 'react';
import type { NavLink } from '@masthead/header-core';
import { useHeader } from '../context/header-context.ts';
import { BetaPill } from './beta-pill.tsx';
import { NewTabIcon } from './new-tab-icon.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

export interface HeaderLinkProps {
  /** The model's link: label, href, pill, detail, new-tab and its analytics intents. */
  link: NavLink;
  /** Extra class names after `mh-link`. */
  className?: string;
  /** Replaces the label, pill and detail (e.g. a custom CTA body). Default: the link's own text. */
  children?: ReactNode;
  /** DOM id (menus use it to move focus). */
  id?: string;
  /** ARIA role, e.g. 'menuitem' in the profile menu. Default: none (a link). */
  role?: string;
  /** Roving tab stop in menus. Default: none. */
  tabIndex?: number;
  /** Runs after the link's analytics intents were sent. */
  onClick?: (event: { preventDefault(): void }) => void;
  /** Data attributes passed through (e.g. `data-menu-index`). */
  [data: `data-${string}`]: string | number | boolean | undefined;
}

/**
 * Every header link: through the host's link component, sending the link's `track` intents on click.
 * External and new-tab links get `rel="noopener noreferrer"`; new-tab ones also say so to screen readers.
 * A link with `method: 'post'` (Log Out) is a submit button in its own form instead: the same id, role,
 * tab stop, data attributes, classes and click handling, so menus treat it as any other item, and it
 * works without JavaScript. Never the host's link component: a router link would GET it.
 */
export function HeaderLink({ link, className, children, onClick, ...rest }: HeaderLinkProps) {
  const { Link, track, messages, isCurrent } = useHeader();
  const props = {
    ...rest,
    ...(isCurrent(link) ? { 'aria-current': 'page' as const } : {}),
    className: className ? `mh-link ${className}` : 'mh-link',
    'data-link-id': link.id,
    onClick: (event: { preventDefault(): void }) => {
      track(link.track);
      onClick?.(event);
    },
    children: (
      <>
        {children ?? (
          <>
            <span className="mh-link__label">{link.label}</span>
            {link.pill ? <> <BetaPill label={link.pill} /></> : null}
            {link.detail ? <> <span className="mh-link__detail">{link.detail}</span></> : null}
          </>
        )}
        {link.newTab ? (
          <>
            <NewTabIcon /> <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
          </>
        ) : null}
      </>
    ),
  };
  // role="none": the form is no part of a menu's structure (menu > group > menuitem).
  return link.method ? (
    <form method={link.method} action={link.href} role="none">
      <button {...props} type="submit" />
    </form>
  ) : (
    <Link
      {...props}
      href={link.href}
      {...(link.newTab ? { target: '_blank' } : {})}
      {...(link.external || link.newTab ? { rel: 'noopener noreferrer' } : {})}
    />
  );
}
