/**
 * Durability of the embedded database (issue 22): the API as `npm start` runs it (src/main.ts, PGlite in
 * a folder) is killed with SIGKILL right after a mark-all-read answered; started again on the same
 * folder, the read state is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../../scripts/harness/index.mjs';

const dir = mkdtempSync(join(tmpdir(), 'masthead-durability-'));
let api: ApiProcess | undefined;

afterAll(async () => {
  await api?.stop();
  rmSync(dir, { recursive: true, force: true });
});

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
  // src/main.ts with its data in our folder, on a port the system chose; kill() is SIGKILL to its process group.
  api = await startApiProcess({ env: { MASTHEAD_DATA_DIR: join(dir, 'pglite'), MASTHEAD_ENV: 'development', MASTHEAD_DATABASE_URL: '' } });
  const port = api.port;
  expect((await gql<{ viewer: { notifications: { count: number } } }>(port, COUNT)).viewer.notifications.count).toBe(12);
  const marked = await gql<{ markNotificationsAsRead: { unreadCount: number } }>(port,
    'mutation { markNotificationsAsRead(input: { before: "2100-01-01T00:00:00.000Z" }) { unreadCount } }');
  expect(marked.markNotificationsAsRead.unreadCount).toBe(0);
  // No graceful shutdown: the process is gone the moment the answer is in.
  await api.kill();

  await api.start();
  expect((await gql<{ viewer: { notifications: { count: number } } }>(port, COUNT)).viewer.notifications.count).toBe(0);
});
