/**
 * A damaged embedded database refuses to serve (issue 34, item 4). A copy of a cleanly closed data folder
 * whose notifications table file was cut to half its length used to start as "listening", answer
 * "Unexpected error." to some members and count fewer rows for the rest. Now the API as `npm start` runs
 * it (src/main.ts) stops before it listens, with a message naming the folder and what to do.
 */
import { PGlite } from '@electric-sql/pglite';
import { cpSync, mkdtempSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiProcess } from '../../../scripts/harness/index.mjs';
import { startServer } from './helpers.ts';

const root = mkdtempSync(join(tmpdir(), 'masthead-damage-'));
const healthy = join(root, 'healthy');
const damaged = join(root, 'damaged');
let tableFile = '';

beforeAll(async () => {
  const server = await startServer({ database: { kind: 'folder', path: healthy } });
  await server.database();
  await server.close();
  // Where PostgreSQL keeps the table, asked of the engine (its file name is an OID, not the table's name).
  const pg = await PGlite.create(healthy);
  const [row] = (await pg.query<{ path: string }>("SELECT pg_relation_filepath('notifications') AS path")).rows;
  await pg.close();
  cpSync(healthy, damaged, { recursive: true });
  tableFile = join(damaged, row?.path ?? 'no table file');
  truncateSync(tableFile, Math.floor(statSync(tableFile).size / 2 / 8192) * 8192);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('the API refuses to start on a folder whose notifications table file was cut short, and says what to do', { timeout: 180_000 }, async () => {
  const size = statSync(tableFile).size;
  const started = startApiProcess({ env: { MASTHEAD_DATA_DIR: damaged, MASTHEAD_ENV: 'development', MASTHEAD_DATABASE_URL: '' } });
  const refusal = await started.then(
    async (api) => {
      await api.stop();
      return 'it started';
    },
    (error: Error) => error.message,
  );
  expect(refusal).toContain('exited (1) before it listened');
  expect(refusal).toContain(`The embedded database in ${damaged} is damaged, so the API did not start on it`);
  expect(refusal).toMatch(/notifications through notifications_\w+: could not read block/);
  expect(refusal).toContain(`Move the folder aside to keep it for inspection (mv '${damaged}' '${damaged}.damaged'), or delete it to start again from the seed`);
  // Refused, not repaired: the evidence stays as it was.
  expect(statSync(tableFile).size).toBe(size);
});

it('the folder it was copied from, undamaged, opens as before', async () => {
  const server = await startServer({ database: { kind: 'folder', path: healthy } });
  try {
    expect(await server.database()).toContain(`folder ${healthy}`);
  } finally {
    await server.close();
  }
});
