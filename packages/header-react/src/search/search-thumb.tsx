import { useState } from 'react';
import { initialsOf, type SearchOptionKind } from '@masthead/header-core';
import { Avatar } from '../parts/avatar.tsx';

/** Box sizes in CSS pixels: fixed, so a late or failed image moves nothing. */
export const SEARCH_COVER = { width: 56, height: 32 } as const;
export const SEARCH_AVATAR = 32;

function Glyph({ kind }: { kind: 'search' | 'skill' }) {
  return (
    <span className="mh-search__glyph" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        {kind === 'search' ? (
          <>
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </>
        ) : (
          <path d="M4 4h7l9 9-7 7-9-9zM8 8h.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
        )}
      </svg>
    </span>
  );
}

/** A cover in a fixed 16:9-ish box; a missing or failed image leaves the tinted box. */
function Cover({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className="mh-search__cover" aria-hidden="true">
      {src !== null && failed !== src ? (
        <img src={src} alt="" width={SEARCH_COVER.width} height={SEARCH_COVER.height} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : null}
    </span>
  );
}

/** The picture at the start of a suggestion row: a glyph, a class or path cover, a teacher's avatar. */
export function SearchThumb({ kind, image, label }: { kind: SearchOptionKind; image: string | null; label: string }) {
  switch (kind) {
    case 'class':
    case 'path':
      return <Cover src={image} />;
    case 'teacher':
      return <Avatar src={image} initials={initialsOf(label)} size={SEARCH_AVATAR} />;
    case 'skill':
      return <Glyph kind="skill" />;
    default:
      return <Glyph kind="search" />;
  }
}
