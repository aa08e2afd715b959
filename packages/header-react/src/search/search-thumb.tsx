import { useState } from 'react';
import { initialsOf, type SearchOptionKind } from '@masthead/header-core';
import { Avatar } from '../parts/avatar.tsx';

/** Box sizes in CSS pixels: fixed, so a late or failed image moves nothing. */
export const SEARCH_COVER = { width: 56, height: 32 } as const;
export const SEARCH_AVATAR = 32;

/** The lines of each glyph (24×24, stroked): a magnifier, a tag (a skill), a clock (recent), a rising line (popular). */
const GLYPHS = {
  search: 'M15.5 15.5l5 5M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z',
  skill: 'M4 4h7l9 9-7 7-9-9zM8 8h.01',
  recent: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  popular: 'M3 17l6-6 4 4 8-8M15 7h6v6',
} as const;

function Glyph({ kind }: { kind: keyof typeof GLYPHS }) {
  return (
    <span className="mh-search__glyph" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d={GLYPHS[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
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
    case 'recent':
    case 'popular':
      return <Glyph kind={kind} />;
    default:
      return <Glyph kind="search" />;
  }
}
