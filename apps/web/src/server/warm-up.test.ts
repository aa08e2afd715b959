import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp, warmUpPaths } from './warm-up.ts';

const servers: Server[] = [];

/** Closes the servers started so far (their ports refuse connections from then on). */
async function closeAll(): Promise<void> {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
afterEach(closeAll);

/** A server on a port the system chose, recording the paths it was asked for. */
async function recording(status = 200): Promise<{ origin: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(req.url ?? '');
    res.writeHead(status).end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

describe('the warm-up before the web app says it is running', () => {
  it('waits for the API, then renders the signed-out and the signed-in pages one by one (development)', async () => {
    const api = await recording(400);
    const web = await recording();
    const result = await warmUp(web.origin, { graphqlUrl: `${api.origin}/graphql`, production: false });
    // Any HTTP answer, even an error, says the API is up.
    expect(result.apiReady).toBe(true);
    expect(web.paths).toEqual(warmUpPaths(false));
    expect(web.paths).toContain('/?persona=member');
    expect(result.pages.map((p) => p.status)).toEqual([200, 200, 200]);
  });

  it('renders only signed-out pages in production (no ?persona= sign-in there)', async () => {
    const api = await recording();
    const web = await recording();
    await warmUp(web.origin, { graphqlUrl: `${api.origin}/graphql`, production: true });
    expect(web.paths).toEqual(warmUpPaths(true));
    expect(web.paths.some((p) => p.includes('persona'))).toBe(false);
  });

  it('gives up on an API that refuses connections after its wait, renders nothing, and does not throw', async () => {
    const gone = await recording();
    const port = new URL(gone.origin).port;
    await closeAll();
    const web = await recording();
    const result = await warmUp(web.origin, { graphqlUrl: `http://127.0.0.1:${port}/graphql`, production: false, apiWaitMs: 300 });
    expect(result).toEqual({ apiReady: false, pages: [] });
    expect(web.paths).toEqual([]);
  });

  it('a page that fails to render is recorded without a status, and the rest still render', async () => {
    const api = await recording();
    const web = await recording();
    const result = await warmUp('http://127.0.0.1:1', { graphqlUrl: `${api.origin}/graphql`, production: true });
    expect(result.apiReady).toBe(true);
    expect(result.pages.map((p) => p.status)).toEqual([null, null]);
    expect(web.paths).toEqual([]);
  });
});

