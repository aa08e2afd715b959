/**
 * A new data folder starts as a copy of the prepared database when its setup allows it (`npm start`'s first
 * start with the seed's catalogue), and is prepared in place otherwise; either way it holds the same data.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import type { Database, DatabaseSetup } from '../src/db/types.ts';

const root = mkdtempSync(join(tmpdir(), 'masthead-new-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A setup that makes one table with one row, and says for each database it prepares whether the table was there already. */
function tableSetup(copyToNewFolders: boolean, found: boolean[]): DatabaseSetup {
  return {
    // One key for every run: its prepared copy is made once per machine and kept, as the API's is.
    key: 'test/new-folder.test.ts: one table, one row',
    copyToNewFolders,
    async prepare(db: Database) {
      const [{ there } = { there: false }] = await db.query<{ there: boolean }>("SELECT to_regclass('made') IS NOT NULL AS there");
      found.push(there);
      if (!there) await db.exec('CREATE TABLE made (n int); INSERT INTO made VALUES (1)');
    },
  };
}

it.each([
  ['copies the prepared database into it', true],
  ['prepares it in place when the setup says no', false],
])('a new folder: %s, with the same data either way', async (_, copy) => {
  const folder = join(root, copy ? 'copied' : 'in-place');
  const found: boolean[] = [];
  const db = await openEmbeddedDatabase(folder, tableSetup(copy, found));
  try {
    // The folder's own prepare finds the table when the folder is a copy, and makes it otherwise.
    expect(found.at(-1)).toBe(copy);
    expect(await db.query('SELECT n FROM made')).toEqual([{ n: 1 }]);
    expect(readdirSync(folder)).toContain('PG_VERSION');
  } finally {
    await db.close();
  }
  // Opened again, it is the same folder: nothing prepared anew, nothing copied over it.
  const again: boolean[] = [];
  const reopened = await openEmbeddedDatabase(folder, tableSetup(copy, again));
  try {
    expect(again).toEqual([true]);
    expect(await reopened.query('SELECT n FROM made')).toEqual([{ n: 1 }]);
  } finally {
    await reopened.close();
  }
});
