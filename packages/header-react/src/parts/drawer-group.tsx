import { Fragment, useId } from 'react';
import type { DrawerGroup as DrawerGroupModel, NavLink } from '@masthead/header-core';
import { HeaderLink } from './header-link.tsx';

/**
 * One drawer group: titled groups get a heading (h3) that names their list, untitled ones are just the
 * list; a group's sub-lists (Browse: Your Categories, Categories, Explore) each follow under their own
 * heading (h4), so no list runs into the next.
 */
export function DrawerGroup({ group, onLinkClick }: { group: DrawerGroupModel; onLinkClick: (link: NavLink, event: { preventDefault(): void }) => void }) {
  const headingId = useId();
  // The group's own links (named by the group's heading), then its sub-lists; empty ones are left out.
  const lists = [{ id: '', title: group.title, links: group.links }, ...group.sections].filter((list) => list.links.length > 0);
  if (lists.length === 0) return null;
  return (
    <section className="mh-drawer__group" data-group-id={group.id}>
      {group.title ? (
        <h3 className="mh-drawer__heading" id={headingId}>
          {group.title}
        </h3>
      ) : null}
      {lists.map((list) => {
        const listHeadingId = headingId + list.id;
        return (
          <Fragment key={list.id}>
            {list.id && list.title ? (
              <h4 className="mh-drawer__subheading" id={listHeadingId}>
                {list.title}
              </h4>
            ) : null}
            <ul className="mh-drawer__list" {...(list.title ? { 'aria-labelledby': listHeadingId } : {})}>
              {list.links.map((link) => (
                <li key={link.id}>
                  <HeaderLink link={link} className="mh-drawer__link" onClick={(event) => onLinkClick(link, event)} />
                </li>
              ))}
            </ul>
          </Fragment>
        );
      })}
    </section>
  );
}
