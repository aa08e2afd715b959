/**
 * Durability of the embedded database (issue 22): the API as `npm start` runs it (src/main.ts, PGlite in
 * a folder) is killed with SIGKILL right after a mark-all-read answered; started again on the same
 * folder, the read state is there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'masthead-durability-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts src/main.ts on `port` with its data in our folder; resolves once it says it is listening. */
function startApi(port: number): Promise<ChildProcess> {
  // `node --import tsx`, not the tsx binary: that one runs the server in a child a SIGKILL would not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, MASTHEAD_API_PORT: String(port), MASTHEAD_DATA_DIR: join(dir, 'pglite'), MASTHEAD_ENV: 'development', MASTHEAD_DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Masthead API listening')) resolve(child);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the API exited (${code}) before listening:\n${output}`)));
  });
}

async function gql<T>(port: number, query: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: 'masthead_persona=member' },
    body: JSON.stringify({ query }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

const COUNT = '{ viewer { notifications(first: 0) { count } } }';

it('a mark-all-read that answered survives kill -9 of the embedded API', { timeout: 240_000 }, async () => {
  const port = await freePort();
  const first = await startApi(port);
  expect((await gql<{ viewer: { notifications: { count: number } } }>(port, COUNT)).viewer.notifications.count).toBe(12);
  const marked = await gql<{ markNotificationsAsRead: { unreadCount: number } }>(port,
    'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }');
  expect(marked.markNotificationsAsRead.unreadCount).toBe(0);
  // No graceful shutdown: the process is gone the moment the answer is in.
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;

  await startApi(port);
  expect((await gql<{ viewer: { notifications: { count: number } } }>(port, COUNT)).viewer.notifications.count).toBe(0);
});
