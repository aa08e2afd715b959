import { GetClassesDocument, GetNotificationsDocument, GetSearchSuggestionsDocument, GetViewerDocument } from '@masthead/graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { imageUrl, normalizeImageOrigin } from '../src/images.ts';
import { hslToRgb } from '../src/png.ts';
import type { ApiServer } from '../src/index.ts';
import { getCatalog } from '../src/seed/index.ts';
import { dataOf, gql, startServer } from './helpers.ts';

const CDN = 'https://images.masthead.test';

/** An 8-bit RGB PNG without filters (what the API writes), read back: its size and its pixels. */
function decodePng(png: Buffer) {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      expect([body[8], body[9]]).toEqual([8, 2]);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  expect(rows.length).toBe((width * 3 + 1) * height);
  return { width, height, pixel: (x: number, y: number) => rows.subarray(y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3) };
}
const OWN_IMAGE = /^\/img\/(covers|avatars)\/\d+\.png$/;

let server: ApiServer;
let cdnServer: ApiServer;
beforeAll(async () => {
  server = await startServer();
  cdnServer = await startServer({ imageOrigin: `${CDN}/` });
});
afterAll(() => Promise.all([server.close(), cdnServer.close()]));

/** `${origin}/img/covers|avatars/{n}.png`, with regex characters of the origin escaped. */
const onOrigin = (origin: string): RegExp =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/img/(covers|avatars)/\\d+\\.png$`);

describe('image URLs in data', () => {
  it("returns the viewer's avatar as an absolute URL on the configured image origin", async () => {
    const viewer = dataOf(await gql(cdnServer, GetViewerDocument, {}, 'member')).viewer;
    expect(viewer?.smallPictureUrl).toBe(`${CDN}/img/avatars/3.png`);
    expect(viewer?.mediumPictureUrl).toBe(`${CDN}/img/avatars/3.png`);
    // No avatar stays no avatar.
    expect(dataOf(await gql(cdnServer, GetViewerDocument, {}, 'free')).viewer?.mediumPictureUrl).toBeNull();
  });

  it('returns every suggestion image (class cover, teacher avatar, path cover) on the configured origin', async () => {
    const data = dataOf(await gql(cdnServer, GetSearchSuggestionsDocument, { query: 'water', classesPageSize: 20, learningPathPageSize: 20 }));
    const covers = data.classSuggestions.edges.map((e) => e.node.coverImageUrl).filter((u) => u !== null);
    const teachers = dataOf(await gql(cdnServer, GetSearchSuggestionsDocument, { query: 'ma', teachersPageSize: 20 })).teacherSuggestions;
    const avatars = teachers.edges.map((e) => e.node.user.avatar).filter((u) => u !== null);
    const paths = data.learningPathsSuggestions.edges.map((e) => e.node.coverImage).filter((u) => u !== null);
    expect(covers.length).toBeGreaterThan(0);
    expect(avatars.length).toBeGreaterThan(0);
    expect(paths.length).toBeGreaterThan(0);
    for (const url of [...covers, ...avatars, ...paths]) expect(url).toMatch(onOrigin(CDN));
    // The same class, its seed path made absolute: the seed itself stays deterministic and relative.
    const first = data.classSuggestions.edges[0]?.node;
    const seeded = getCatalog().classes.find((c) => c.id === first?.id);
    expect(seeded?.coverImageUrl).toMatch(OWN_IMAGE);
    expect(first?.coverImageUrl).toBe(`${CDN}${seeded?.coverImageUrl}`);
  });

  it('returns class search covers on the configured origin', async () => {
    const data = dataOf(await gql(cdnServer, GetClassesDocument, { query: 'watercolor', first: 20 }));
    const covers = data.search.edges.map((e) => e.node.coverImageUrl).filter((u) => u !== null);
    expect(covers.length).toBeGreaterThan(0);
    for (const url of covers) expect(url).toMatch(onOrigin(CDN));
  });

  it('defaults to the server\'s own origin with the port it actually bound (port 0)', async () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.imageOrigin).toBe(`http://127.0.0.1:${server.port}`);
    expect(cdnServer.imageOrigin).toBe(CDN);
    const viewer = dataOf(await gql(server, GetViewerDocument, {}, 'teacher')).viewer;
    expect(viewer?.mediumPictureUrl).toBe(`http://127.0.0.1:${server.port}/img/avatars/7.png`);
    const classes = dataOf(await gql(server, GetSearchSuggestionsDocument, { query: 'photo' })).classSuggestions.edges;
    const cover = classes.map((e) => e.node.coverImageUrl).find((u) => u !== null);
    expect(cover).toMatch(onOrigin(server.origin));
    // …and that URL answers with an image.
    const res = await fetch(cover ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('makes notification images absolute but leaves the hostile fixtures exactly as hostile', async () => {
    const nodes = dataOf(await gql(cdnServer, GetNotificationsDocument, { first: 40 }, 'member')).viewer?.notifications.edges.map((e) => e.node) ?? [];
    const actorPictures = nodes.flatMap((n) => n.actors.map((a) => a.mediumPictureUrl)).filter((u) => u !== null);
    const sources = nodes.flatMap((n) => n.image?.sources.map((s) => s.url) ?? []);
    const all = [...actorPictures, ...sources];
    // Nothing relative on our /img/ path is left.
    expect(all.filter((u) => u.startsWith('/'))).toEqual([]);
    expect(all.filter((u) => u.startsWith(`${CDN}/img/`)).length).toBeGreaterThan(0);
    // Mallory's avatar and the good half of the mixed thumbnail are ours, so they are absolute…
    expect(actorPictures).toContain(`${CDN}/img/avatars/13.png`);
    expect(sources).toContain(`${CDN}/img/covers/5.png`);
    // …while javascript: and data: values reach the client untouched, unprefixed.
    expect(actorPictures).toContain('javascript:alert(1)');
    expect(sources).toContain('javascript:alert(1)');
    expect(sources.some((u) => u.startsWith('data:text/html'))).toBe(true);
    expect(all.filter((u) => !u.startsWith(`${CDN}/img/`)).every((u) => /^(javascript|data):/.test(u))).toBe(true);
  });
});

describe('GET /img/* on the API', () => {
  it('serves /img/covers/5.svg as a long-cached SVG any origin may use', async () => {
    const res = await fetch(`${server.origin}/img/covers/5.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1])).toBeGreaterThanOrEqual(86_400);
    const body = await res.text();
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(body).toContain('width="320" height="180"');
  });

  it('serves the seed\'s pictures as long-cached PNGs of the same drawing, decodable, any origin may use', async () => {
    for (const [path, width, height] of [['/img/covers/5.png', 320, 180], ['/img/avatars/3.png', 100, 100]] as const) {
      const res = await fetch(`${server.origin}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const png = Buffer.from(await res.arrayBuffer());
      const picture = decodePng(png);
      expect([picture.width, picture.height]).toEqual([width, height]);
      // The top-left pixel is the background the SVG of the same path fills: hsl(h s% l%).
      const svg = await fetch(`${server.origin}${path.replace('.png', '.svg')}`).then((r) => r.text());
      const [, h, s, l] = /<rect width="\d+" height="\d+" fill="hsl\((\d+) (\d+)% (\d+)%\)"/.exec(svg) ?? [];
      expect(Array.from(picture.pixel(0, 0))).toEqual(hslToRgb(Number(h), Number(s), Number(l)));
    }
    // Drawn the same every time, and another number draws another picture.
    const [a, b, c] = await Promise.all(['12', '12', '13'].map((n) => fetch(`${server.origin}/img/covers/${n}.png`).then((r) => r.arrayBuffer())));
    expect(Buffer.from(a ?? new ArrayBuffer(0)).equals(Buffer.from(b ?? new ArrayBuffer(0)))).toBe(true);
    expect(Buffer.from(a ?? new ArrayBuffer(0)).equals(Buffer.from(c ?? new ArrayBuffer(0)))).toBe(false);
    // A number past the seed's picks one of its drawings (the hue repeats every 360, a cover's shapes
    // every 2,520): asking for every number makes the API draw 2,880 pictures at most.
    const [d, e] = await Promise.all(['5', '2525'].map((n) => fetch(`${server.origin}/img/covers/${n}.png`).then((r) => r.arrayBuffer())));
    expect(Buffer.from(d ?? new ArrayBuffer(0)).equals(Buffer.from(e ?? new ArrayBuffer(0)))).toBe(true);
    for (const path of ['/img/covers/1.png.js', '/img/covers/1.jpg', '/img/avatars/1234567.png']) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });

  it('serves avatars, and keeps the any-origin answer for a page on another (or a local) origin', async () => {
    for (const origin of ['https://nextjs-host.example', 'http://localhost:5173']) {
      const res = await fetch(`${server.origin}/img/avatars/3.svg`, { headers: { origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await res.text()).toContain('width="100" height="100"');
    }
  });

  it('draws the same image every time (deterministic)', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => fetch(`${server.origin}/img/covers/12.svg`).then((r) => r.text())));
    expect(a).toBe(b);
    expect(a).not.toBe(await fetch(`${server.origin}/img/covers/13.svg`).then((r) => r.text()));
  });

  it('answers HEAD without a body, other methods with 405, other paths with 404', async () => {
    const head = await fetch(`${server.origin}/img/covers/5.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await head.text()).toBe('');
    const post = await fetch(`${server.origin}/img/covers/5.svg`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    for (const path of ['/img/covers/1.svg.js', '/img/other/1.svg', '/img/covers/x.svg', '/img/avatars/1234567.svg', '/img/covers/%2e%2e/5.svg']) {
      expect((await fetch(`${server.origin}${path}`)).status, path).toBe(404);
    }
  });

  it('answers a CORS preflight for an image for any origin', async () => {
    const res = await fetch(`${server.origin}/img/covers/5.svg`, {
      method: 'OPTIONS',
      headers: { origin: 'https://spa.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-trace' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, HEAD');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-trace');
  });

  it('leaves the GraphQL endpoint\'s CORS rules as they were', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const headers = { 'content-type': 'application/json' };
    const local = await fetch(server.url, { method: 'POST', headers: { ...headers, origin: 'http://localhost:5173' }, body });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(server.url, { method: 'POST', headers: { ...headers, origin: 'https://evil.example' }, body });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('image origin configuration', () => {
  it('normalises an origin and refuses what is not an http(s) base', () => {
    expect(normalizeImageOrigin('https://CDN.Example/')).toBe('https://cdn.example');
    expect(normalizeImageOrigin('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
    expect(normalizeImageOrigin('https://cdn.example/masthead/')).toBe('https://cdn.example/masthead');
    for (const bad of ['cdn.example', '/img', 'javascript:alert(1)', 'ftp://cdn.example', 'https://cdn.example/?a=1', 'https://u:p@cdn.example']) {
      expect(() => normalizeImageOrigin(bad), bad).toThrow(/image origin/);
    }
  });

  it('refuses an invalid imageOrigin when the server is created', async () => {
    await expect(startServer({ imageOrigin: 'not a url' })).rejects.toThrow(/image origin/);
  });

  it('prefixes only our own /img/ paths', () => {
    expect(imageUrl('/img/covers/5.png', CDN)).toBe(`${CDN}/img/covers/5.png`);
    expect(imageUrl('/img/avatars/5.svg', CDN)).toBe(`${CDN}/img/avatars/5.svg`);
    expect(imageUrl(null, CDN)).toBeNull();
    for (const value of ['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/img/covers/1.svg', 'https://other.example/a.png', '/img/../secret', '/profile/x']) {
      expect(imageUrl(value, CDN)).toBe(value);
    }
  });
});
