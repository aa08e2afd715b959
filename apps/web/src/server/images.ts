// Cover and avatar images for the seed data, drawn on request so the repository holds no binaries.

function hue(n: number): number {
  return (n * 47) % 360;
}

export function coverSvg(n: number): string {
  const h = hue(n);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<rect width="320" height="180" fill="hsl(${h} 55% 42%)"/>
<circle cx="${60 + (n % 7) * 30}" cy="${50 + (n % 5) * 20}" r="${30 + (n % 4) * 10}" fill="hsl(${(h + 120) % 360} 70% 70%)" opacity=".85"/>
<rect x="${150 + (n % 3) * 20}" y="${80 - (n % 6) * 8}" width="110" height="70" rx="8" fill="hsl(${(h + 220) % 360} 60% 60%)" opacity=".8"/>
</svg>`;
}

export function avatarSvg(n: number): string {
  const h = hue(n + 3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">
<rect width="100" height="100" fill="hsl(${h} 45% 45%)"/>
<circle cx="50" cy="40" r="20" fill="hsl(${h} 40% 85%)"/>
<ellipse cx="50" cy="95" rx="34" ry="28" fill="hsl(${h} 40% 85%)"/>
</svg>`;
}

export const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#111"/><path fill="#fff" d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z"/></svg>`;

/** Serves /img/covers/{n}.svg, /img/avatars/{n}.svg and the favicon; null for anything else. */
export function imageFor(path: string): string | null {
  if (path === '/favicon.svg' || path === '/favicon.ico') return FAVICON;
  const match = /^\/img\/(covers|avatars)\/(\d{1,6})\.svg$/.exec(path);
  if (!match) return null;
  const n = Number(match[2]);
  return match[1] === 'covers' ? coverSvg(n) : avatarSvg(n);
}
