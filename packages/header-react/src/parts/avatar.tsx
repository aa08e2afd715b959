import { useEffect, useRef, useState } from 'react';

export interface AvatarProps {
  /** Image URL, already through the URL policy; null shows the initials. */
  src: string | null;
  /** One or two letters shown when there is no image or it fails to load. */
  initials: string;
  /** Box size in CSS pixels. Default 32. */
  size?: number;
}

/** A fixed-size avatar (no layout shift); decorative, since the button around it carries the name. */
export function Avatar({ src, initials, size = 32 }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && src) setFailed(src);
  }, [src]);
  const showImage = src !== null && failed !== src;
  return (
    <span className="mh-avatar" style={{ inlineSize: size, blockSize: size }} aria-hidden="true">
      <span className="mh-avatar__initials">{initials}</span>
      {showImage ? (
        <img ref={ref} className="mh-avatar__image" src={src} alt="" width={size} height={size} decoding="async" onError={() => setFailed(src)} />
      ) : null}
    </span>
  );
}
