// The built files' HTTP caching (issue 35, item 1): hashed names kept a year, the entry hashed too,
// 304 on a matching ETag, the compressed copies the build wrote, nothing outside dist/assets/.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientScripts } from './assets.ts';
import { createWebServer } from './server.ts';
import { IMMUTABLE_CACHE_CONTROL } from './static-assets.ts';

const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ASSETS = `${WEB_DIR}dist/assets/`;

/** A request with its path sent as written (fetch would resolve `..` before sending it). */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dev: ReturnType<typeof createWebServer>;
let prod: ReturnType<typeof createWebServer>;
let devUrl: string;
let prodUrl: string;
/** The entry's path and a chunk's, as the page names them. */
let entry: string;
let chunk: string;
beforeAll(async () => {
  // A folder to serve, as `npm start` leaves it (the package's build ran before its tests).
  if (!existsSync(`${WEB_DIR}dist/meta.json`)) expect(spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: WEB_DIR }).status).toBe(0);
  // The API is never asked: only /assets/ is requested here.
  dev = createWebServer({ graphqlUrl: 'http://127.0.0.1:9/graphql', port: 0 });
  prod = createWebServer({ graphqlUrl: 'http://127.0.0.1:9/graphql', port: 0, production: true });
  [devUrl, prodUrl] = await Promise.all([dev.listen(), prod.listen()]);
  const scripts = clientScripts('en');
  entry = /<script type="module" src="([^"]+)"/.exec(scripts)?.[1] ?? '';
  chunk = /<link rel="modulepreload" href="([^"]+)"/.exec(scripts)?.[1] ?? '';
});
afterAll(async () => {
  await Promise.all([dev.close(), prod.close()]);
});

describe('cache headers of the built files', () => {
  it('the page names its entry by a hash of its content', () => {
    expect(entry).toMatch(/^\/assets\/client-[A-Z2-7]{8}\.js$/);
    expect(chunk).toMatch(/^\/assets\/chunk-[A-Z2-7]{8}\.js$/);
  });

  it.each([['a hashed chunk', () => chunk], ['the entry', () => entry]])('%s: kept a year, never asked about again', async (_name, path) => {
    const res = await fetch(new URL(path(), devUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
  });

  it('answers 304 with no body to a matching If-None-Match, and the security headers still', async () => {
    const first = await rawGet(devUrl, entry, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await rawGet(devUrl, entry, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    // Another coding is another body: its ETag differs, so it is sent whole.
    expect((await rawGet(devUrl, entry, { 'accept-encoding': 'gzip', 'if-none-match': etag })).status).toBe(200);
  });
});

describe('compressed at build time', () => {
  it.each([
    ['br', 'br', '.br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', '.gz', gunzipSync],
  ] as const)('Accept-Encoding: %s → the file the build wrote beside the script (%s)', async (accept, coding, suffix, decompress) => {
    const res = await rawGet(devUrl, entry, { 'accept-encoding': accept });
    expect(res.headers['content-encoding']).toBe(coding);
    const file = `${ASSETS}${entry.slice('/assets/'.length)}`;
    expect(res.body.equals(readFileSync(`${file}${suffix}`))).toBe(true);
    expect(decompress(res.body).equals(readFileSync(file))).toBe(true);
  });

  it('no Accept-Encoding: the file itself', async () => {
    const res = await rawGet(devUrl, chunk);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(readFileSync(`${ASSETS}${chunk.slice('/assets/'.length)}`))).toBe(true);
  });

  it('every script and stylesheet of the build has its .br and .gz', () => {
    const meta = JSON.parse(readFileSync(`${WEB_DIR}dist/meta.json`, 'utf8')) as { outputs: Record<string, unknown> };
    const files = Object.keys(meta.outputs).filter((file) => /\.(?:js|css)$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    const missing = files.flatMap((file) => ['.br', '.gz'].map((suffix) => `${file}${suffix}`)).filter((file) => !existsSync(`${WEB_DIR}${file}`));
    expect(missing).toEqual([]);
  });
});

describe('nothing but the built files', () => {
  it.each(['/assets/../package.json', '/assets/%2e%2e/package.json', '/assets/..%2fpackage.json', '/assets/%2e%2e%2fpackage.json', '/assets/..%5cpackage.json'])('%s does not answer with the package file', async (path) => {
    const res = await rawGet(devUrl, path);
    expect(res.body.toString()).not.toContain('"name": "@masthead/web"');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a missing file: 404, saying what to do', async () => {
    const res = await rawGet(devUrl, '/assets/chunk-NOTBUILT.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.body.toString()).toContain("Run the web app's build first");
  });

  it('production publishes no source maps, compressed or not', async () => {
    expect((await rawGet(devUrl, `${entry}.map`)).status).toBe(200);
    for (const path of [`${entry}.map`, `${entry}.map.br`, `${entry}.map.gz`]) {
      expect((await rawGet(prodUrl, path, { 'accept-encoding': 'br, gzip' })).status).toBe(404);
    }
    expect((await rawGet(prodUrl, entry)).status).toBe(200);
  });
});
