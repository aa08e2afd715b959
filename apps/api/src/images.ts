/**
 * Cover and avatar images of the seed data, drawn on request so the repository holds no binaries,
 * and served by the API itself at GET /img/covers/{n}.png and /img/avatars/{n}.png (and as SVG at
 * the same paths ending in .svg) so any host page (ours, a Next.js app, a Vite SPA) can show them:
 * long-cached, `Access-Control-Allow-Origin: *` and `Cross-Origin-Resource-Policy: cross-origin`.
 * The seed uses the PNGs: a real catalogue's pictures are raster, and a browser paints a decoded raster
 * picture for almost nothing, where an SVG is drawn again on each first paint (a quarter of the bell's
 * opening paint at 4× CPU, issue 25).
 *
 * The seed stores root-relative paths (deterministic, independent of where the server runs); the
 * resolvers turn them into absolute URLs on the configured image origin with `imageUrl`.
 */
import { jsonReply, type HttpReply } from './http/reply.ts';
import { encodePng, hslToRgb, type Scene, type Shape } from './png.ts';

/** The image paths this module serves; the only values `imageUrl` makes absolute. */
const IMAGE_PATH_RE = /^\/img\/(covers|avatars)\/(\d{1,6})\.(svg|png)$/;

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

type Hsl = readonly [number, number, number];

/** A picture's shapes, with their colours as CSS writes them (the SVG) and as pixels take them (the PNG). */
interface Drawing {
  readonly width: number;
  readonly height: number;
  readonly background: Hsl;
  readonly shapes: readonly Shape<Hsl>[];
}

function coverDrawing(n: number): Drawing {
  const h = hue(n);
  return {
    width: 320,
    height: 180,
    background: [h, 55, 42],
    shapes: [
      { kind: 'ellipse', cx: 60 + (n % 7) * 30, cy: 50 + (n % 5) * 20, rx: 30 + (n % 4) * 10, ry: 30 + (n % 4) * 10, fill: [(h + 120) % 360, 70, 70], opacity: 0.85 },
      { kind: 'rect', x: 150 + (n % 3) * 20, y: 80 - (n % 6) * 8, width: 110, height: 70, radius: 8, fill: [(h + 220) % 360, 60, 60], opacity: 0.8 },
    ],
  };
}

function avatarDrawing(n: number): Drawing {
  const h = hue(n + 3);
  return {
    width: 100,
    height: 100,
    background: [h, 45, 45],
    shapes: [
      { kind: 'ellipse', cx: 50, cy: 40, rx: 20, ry: 20, fill: [h, 40, 85], opacity: 1 },
      { kind: 'ellipse', cx: 50, cy: 95, rx: 34, ry: 28, fill: [h, 40, 85], opacity: 1 },
    ],
  };
}

const css = ([h, s, l]: Hsl) => `hsl(${h} ${s}% ${l}%)`;

function svgOf(drawing: Drawing): string {
  const { width, height } = drawing;
  const shapes = drawing.shapes.map((shape) => {
    const paint = `fill="${css(shape.fill)}"${shape.opacity < 1 ? ` opacity="${shape.opacity}"` : ''}`;
    return shape.kind === 'rect'
      ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" ${paint}/>`
      : shape.rx === shape.ry
        ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.rx}" ${paint}/>`
        : `<ellipse cx="${shape.cx}" cy="${shape.cy}" rx="${shape.rx}" ry="${shape.ry}" ${paint}/>`;
  });
  return [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`, `<rect width="${width}" height="${height}" fill="${css(drawing.background)}"/>`, ...shapes, '</svg>'].join('\n');
}

function sceneOf(drawing: Drawing): Scene {
  return {
    width: drawing.width,
    height: drawing.height,
    background: hslToRgb(...drawing.background),
    shapes: drawing.shapes.map((shape): Shape => ({ ...shape, fill: hslToRgb(...shape.fill) })),
  };
}

/**
 * PNGs drawn so far, by drawing: each is drawn once (about 10 ms for a cover). A path's number only
 * picks among at most 2,880 drawings (the hue repeats every 360, a cover's shapes every 2,520), so a
 * client asking for every number up to 999,999 makes the API draw each of those once, and no more.
 */
const drawnPngs = new Map<string, Uint8Array<ArrayBuffer>>();

function pngOf(drawing: Drawing): Uint8Array<ArrayBuffer> {
  const key = JSON.stringify(drawing);
  const known = drawnPngs.get(key);
  if (known) return known;
  const png = encodePng(sceneOf(drawing));
  drawnPngs.set(key, png);
  return png;
}

export interface SeedImage {
  readonly contentType: string;
  readonly body: string | Uint8Array<ArrayBuffer>;
}

/** The picture at /img/covers/{n}.(svg|png) or /img/avatars/{n}.(svg|png); null for any other path. */
export function imageFor(pathname: string): SeedImage | null {
  const match = IMAGE_PATH_RE.exec(pathname);
  if (!match) return null;
  const n = Number(match[2]);
  const drawing = match[1] === 'covers' ? coverDrawing(n) : avatarDrawing(n);
  return match[3] === 'png' ? { contentType: 'image/png', body: pngOf(drawing) } : { contentType: 'image/svg+xml; charset=utf-8', body: svgOf(drawing) };
}

/** Handles a request under /img/: the image for GET and HEAD, 405 for other methods, 404 otherwise. */
export function handleImageRoute(request: Request, pathname: string): HttpReply {
  const image = imageFor(pathname);
  if (image === null) return jsonReply(404, { error: `No image at ${pathname}.` }, { ...IMAGE_CORS_HEADERS });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return jsonReply(405, { error: `${request.method} is not allowed on ${pathname}.` }, { allow: 'GET, HEAD', ...IMAGE_CORS_HEADERS });
  }
  return {
    status: 200,
    headers: {
      'content-type': image.contentType,
      'cache-control': IMAGE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      ...IMAGE_CORS_HEADERS,
    },
    body: request.method === 'HEAD' ? null : image.body,
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
