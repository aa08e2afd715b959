import type { CSSProperties } from 'react';
import { useHeader } from '../context/header-context.ts';
import { HeaderLink } from './header-link.tsx';

/** Teach, My Team, My Classes. The Teach item is the teacher notice's anchor. */
export function TopBar() {
  const { model, noticeAnchor } = useHeader();
  if (model.topBar.length === 0) return null;
  return (
    <ul className="mh-topbar">
      {model.topBar.map((link) => (
        <li
          key={link.id}
          className="mh-topbar__item"
          {...(link.id === 'teach' ? { 'data-notice-anchor': '', style: { '--mh-anchor': noticeAnchor } as CSSProperties } : {})}
        >
          <HeaderLink link={link} className="mh-topbar__link" />
        </li>
      ))}
    </ul>
  );
}
