/**
 * Cover and avatar images of the seed data, drawn on request so the repository holds no binaries,
 * and served by the API itself at GET /img/covers/{n}.svg and /img/avatars/{n}.svg so any host page
 * (ours, a Next.js app, a Vite SPA) can show them: long-cached, `Access-Control-Allow-Origin: *` and
 * `Cross-Origin-Resource-Policy: cross-origin`.
 *
 * The seed stores root-relative paths (deterministic, independent of where the server runs); the
 * resolvers turn them into absolute URLs on the configured image origin with `imageUrl`.
 */
import { jsonReply, type HttpReply } from './http/reply.ts';

/** The image paths this module serves; the only values `imageUrl` makes absolute. */
const IMAGE_PATH_RE = /^\/img\/(covers|avatars)\/(\d{1,6})\.svg$/;

/** The images never change for a given path. */
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Headers that let a page on any origin use the images (img tags, canvas, fetch). */
export const IMAGE_CORS_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

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

/** The SVG for /img/covers/{n}.svg or /img/avatars/{n}.svg; null for any other path. */
export function imageFor(pathname: string): string | null {
  const match = IMAGE_PATH_RE.exec(pathname);
  if (!match) return null;
  const n = Number(match[2]);
  return match[1] === 'covers' ? coverSvg(n) : avatarSvg(n);
}

/** Handles a request under /img/: the image for GET and HEAD, 405 for other methods, 404 otherwise. */
export function handleImageRoute(request: Request, pathname: string): HttpReply {
  const svg = imageFor(pathname);
  if (svg === null) return jsonReply(404, { error: `No image at ${pathname}.` }, { ...IMAGE_CORS_HEADERS });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonReply(405, { error: `${request.method} is not allowed on ${pathname}.` }, { allow: 'GET, HEAD', ...IMAGE_CORS_HEADERS });
  }
  return {
    status: 200,
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': IMAGE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...IMAGE_CORS_HEADERS,
    },
    body: request.method === 'HEAD' ? null : svg,
  };
}

/**
 * Checks and normalises an image origin (`https://cdn.example`, `http://127.0.0.1:4000`, or a base
 * with a path such as `https://cdn.example/masthead`): http(s) only, no query or fragment, no
 * trailing slash. Throws an Error whose message names the problem.
 */
export function normalizeImageOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`The image origin must be an absolute http(s) URL such as https://images.example.com (got '${value.slice(0, 100)}').`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The image origin must use http or https (got '${url.protocol}').`);
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`The image origin must not have credentials, a query or a fragment (got '${value.slice(0, 100)}').`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * The URL a client gets for an image value of the data: our own /img/ paths become
 * `${origin}/img/...`; anything else (null, another site's URL, the deliberately hostile values of
 * notifications/hostile.ts) is returned untouched so clients still see it as it is.
 */
export function imageUrl(value: string, origin: string): string;
export function imageUrl(value: string | null, origin: string): string | null;
export function imageUrl(value: string | null, origin: string): string | null {
  return value !== null && IMAGE_PATH_RE.test(value) ? `${origin}${value}` : value;
}
