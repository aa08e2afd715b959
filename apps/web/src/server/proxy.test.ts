// The proxy to the API tells it who the client is (issue 26, item 5): the API rate limits analytics
// per client address, and every request it gets through the proxy comes from this machine.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from './proxy.ts';

let upstream: Server;
let front: Server;
let frontUrl: string;
let upstreamPort: number;
let seen: IncomingHttpHeaders = {};

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen = req.headers;
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  upstreamPort = await listen(upstream);
  const target = new URL(`http://127.0.0.1:${upstreamPort}/analytics`);
  front = createServer((req, res) => proxy(req, res, target));
  frontUrl = `http://127.0.0.1:${await listen(front)}/analytics`;
});
afterAll(async () => {
  await Promise.all([new Promise((resolve) => front.close(resolve)), new Promise((resolve) => upstream.close(resolve))]);
});

describe('proxy: X-Forwarded-For', () => {
  it("names the client's address", async () => {
    await fetch(frontUrl);
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("appends it to what the client sent (the API trusts only the last entry, this proxy's)", async () => {
    await fetch(frontUrl, { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(seen['x-forwarded-for']).toBe('198.51.100.1, 127.0.0.1');
  });

  it('keeps the rest as it came, with the API as Host', async () => {
    await fetch(frontUrl, { headers: { cookie: 'masthead_dsid=d1', origin: 'http://127.0.0.1:3000' } });
    expect([seen['cookie'], seen['origin'], seen['host']]).toEqual(['masthead_dsid=d1', 'http://127.0.0.1:3000', `127.0.0.1:${upstreamPort}`]);
  });
});

describe('proxy: a stream (the live bell)', () => {
  it('a browser that goes away ends the upstream request; an upstream that goes away ends the browser’s', async () => {
    let upstreamClosed = false;
    let cut: (() => void) | undefined;
    const streaming = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(':\n\n');
      req.socket.on('close', () => (upstreamClosed = true));
      cut = () => res.destroy();
    });
    const port = await listen(streaming);
    const target = new URL(`http://127.0.0.1:${port}/graphql`);
    const entry = createServer((req, res) => proxy(req, res, target));
    const entryUrl = `http://127.0.0.1:${await listen(entry)}/graphql`;
    try {
      // The browser leaves: the API's side closes too.
      const leaving = new AbortController();
      const first = await fetch(entryUrl, { signal: leaving.signal });
      expect(first.headers.get('content-type')).toBe('text/event-stream');
      leaving.abort();
      await expect.poll(() => upstreamClosed).toBe(true);

      // The API leaves mid-stream: the browser's stream ends instead of waiting for ever.
      const second = await fetch(entryUrl);
      const reader = second.body!.getReader();
      await reader.read();
      cut?.();
      await expect(async () => {
        for (;;) if ((await reader.read()).done) return;
      }).rejects.toThrow();
    } finally {
      entry.closeAllConnections();
      streaming.closeAllConnections();
      await Promise.all([new Promise((resolve) => entry.close(resolve)), new Promise((resolve) => streaming.close(resolve))]);
    }
  });
});
