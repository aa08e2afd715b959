// The built client files under /assets/, served by sirv: the compressed copies the build wrote (`.br`,
// `.gz`) to browsers that take them, ETags with 304, and ranges. What is ours is the cache policy.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const ASSETS = fileURLToPath(new URL('../../dist/assets/', import.meta.url));

/** A file whose name holds esbuild's hash of its content (`chunk-HPL723JA.js`, `client-VXBEGY3M.css`): 8 base32 characters. */
const HASHED = /-[A-Z2-7]{8}\.(?:js|css)$/;

/** A hashed file never changes under its name: browsers keep it a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Any other file (a source map, a build from before names were hashed): kept, but asked about each time (ETag, 304). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

/** Types with the charset the build writes in (UTF-8): mrmime's would have none. */
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json' };

/** The Cache-Control of a built file, from its name. */
export function assetCacheControl(name: string): string {
  return HASHED.test(name) ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

function notFound(res: ServerResponse, path: string, reason: string): void {
  for (const name of ['cache-control', 'content-type', 'vary']) res.removeHeader(name);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`No asset at ${path}. ${reason}`);
}

/**
 * The handler of `/assets/*`; `path` is the request's pathname, dot segments already resolved by URL
 * parsing. sirv runs in its `dev` mode, which looks each file up when it is asked for instead of listing
 * the folder once: a build may write new names while the server runs (`npm start` and the tests build
 * beside running servers). sirv still refuses any path that leaves the folder.
 */
export function staticAssets({ production }: { production: boolean }) {
  const serve = sirv(ASSETS, { dev: true, etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false });
  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    const name = path.slice('/assets'.length);
    // Source maps are for development: production does not publish its sources.
    if (production && /\.map(?:\.br|\.gz)?$/.test(name)) return notFound(res, path, 'Source maps are not served in production.');
    // Set before sirv answers, so that a 304 carries them too (sirv's own headers defer to these).
    res.setHeader('cache-control', assetCacheControl(name));
    res.setHeader('vary', 'accept-encoding');
    const type = TYPES[extname(name)];
    if (type) res.setHeader('content-type', type);
    // sirv reads the path from req.url: the one URL parsing resolved, without the mount point.
    req.url = name;
    serve(req, res, () => notFound(res, path, "Run the web app's build first (npm start does), or reload the page: a new build has new file names."));
  };
}
