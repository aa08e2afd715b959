/**
 * Prepared statements (src/db/types.ts, QueryOptions.prepared), on both engines: the search's statements are
 * kept parsed per connection, and must answer exactly what they answer unprepared, for any values; keep
 * PostgreSQL's errors; never run inside another caller's transaction; and hold at most
 * PREPARED_PER_CONNECTION statements on a connection, whatever texts come.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../../../scripts/harness/index.mjs';
import { openEmbeddedDatabase } from '../src/db/embedded.ts';
import { openServerDatabase } from '../src/db/server.ts';
import { PREPARED, PREPARED_PER_CONNECTION, type Database, type DatabaseSetup } from '../src/db/types.ts';

const setup: DatabaseSetup = {
  key: 'test/prepared-statements.test.ts: a table of items',
  async prepare(db) {
    await db.exec(`CREATE TABLE IF NOT EXISTS items (id int PRIMARY KEY, name text NOT NULL, at timestamptz, data jsonb, doc tsvector);
      INSERT INTO items VALUES
        (1, 'Watercolor Basics', '2026-11-29T06:00:00Z', '{"tags": ["paint"]}', to_tsvector('english', 'Watercolor Basics')),
        (2, 'Portrait Drawing', NULL, NULL, to_tsvector('english', 'Portrait Drawing')),
        (3, 'Watercolor Portraits', '2026-11-28T06:00:00Z', '{"tags": []}', to_tsvector('english', 'Watercolor Portraits'))
      ON CONFLICT DO NOTHING`);
  },
};

/** What the prepared statements on the connection a lone caller is given number (node-postgres's pool hands it the same one). */
const preparedCount = async (db: Database) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE NOT from_sql'))[0]?.n;

const SEARCH = `SELECT id, name, at, data FROM items WHERE doc @@ $1::tsquery AND id <> ALL($2::int[]) AND name <> ALL($3::text[]) ORDER BY id`;

const engines: Array<{ name: string; open: () => Promise<{ db: Database; dispose: () => Promise<void> }> }> = [
  {
    name: 'PGlite on its thread',
    open: async () => {
      const db = await openEmbeddedDatabase(null, setup);
      return { db, dispose: () => db.close() };
    },
  },
  {
    name: 'a PostgreSQL server',
    open: async () => {
      const pg: PostgresServer = await startPostgres();
      const db = await openServerDatabase(pg.url);
      await setup.prepare(db);
      return { db, dispose: async () => { await db.close(); await pg.dispose(); } };
    },
  },
];

describe.each(engines)('prepared statements on $name', ({ open }) => {
  let db: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await open());
  }, 180_000);
  afterAll(() => dispose?.());

  it('answer what the statement answers unprepared, for every set of values, types included', async () => {
    const cases: unknown[][] = [
      ["'watercolor'", [], []],
      ["'watercolor' & 'portrait':*", [], []],
      ["'watercolor' | 'draw':*", [1], ['nothing']],
      ["'portrait':*", [], ['Portrait Drawing']],
      ["'missing'", [], []],
    ];
    // Each set twice and then again: the engine plans a statement anew for its first runs, then keeps one plan.
    for (let round = 0; round < 3; round += 1) {
      for (const params of cases) expect(await db.query(SEARCH, params, PREPARED)).toEqual(await db.query(SEARCH, params));
    }
    expect(await db.query(SEARCH, ["'watercolor'", [], []], PREPARED)).toEqual([
      { id: 1, name: 'Watercolor Basics', at: new Date('2026-11-29T06:00:00Z'), data: { tags: ['paint'] } },
      { id: 3, name: 'Watercolor Portraits', at: new Date('2026-11-28T06:00:00Z'), data: { tags: [] } },
    ]);
  });

  it('keep PostgreSQL’s error for a value it refuses, and answer the next values', async () => {
    await expect(db.query(SEARCH, ["'watercolor' &", [], []], PREPARED)).rejects.toMatchObject({ code: '42601', message: expect.stringContaining('tsquery') });
    await expect(db.query('SELECT * FROM no_such_table WHERE id = $1', [1], PREPARED)).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query(SEARCH, ["'draw'", [], []], PREPARED)).toEqual([{ id: 2, name: 'Portrait Drawing', at: null, data: null }]);
  });

  // PGlite's proof: there a call waits in the engine's one queue, and a prepared read made without its locks ran
  // inside the open transaction and saw the row. A server runs it on another connection, which never sees it.
  it('do not run inside a transaction in progress: what it rolls back was never seen', async () => {
    let seen: Promise<unknown[]> | undefined;
    await expect(db.transaction(async (tx) => {
      await tx.query("INSERT INTO items (id, name, doc) VALUES (9, 'Watercolor Rollback', to_tsvector('english', 'Watercolor Rollback'))");
      seen = db.query(SEARCH, ["'rollback'", [], []], PREPARED);
      // Let the prepared call reach the engine while the transaction is open.
      await tx.query('SELECT 1');
      throw new Error('rolled back on purpose');
    })).rejects.toThrow('rolled back on purpose');
    expect(await seen).toEqual([]);
  });

  it(`hold at most ${PREPARED_PER_CONNECTION} statements on a connection, the least recently used let go and prepared again when used`, async () => {
    // On a server, a text the engine could not parse is among the first let go: letting it go must not fail.
    await expect(db.query('SELEC $1::int AS n', [1], PREPARED)).rejects.toMatchObject({ code: '42601' });
    const texts = Array.from({ length: PREPARED_PER_CONNECTION + 25 }, (_, k) => `SELECT $1::int + ${k} AS n`);
    const held = async (text: string) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]))[0]?.n === 1;
    for (const [k, text] of texts.entries()) {
      expect(await db.query(text, [1], PREPARED)).toEqual([{ n: 1 + k }]);
      // The first text, used again before the cap is passed, is then the most recently used: it stays.
      if (k === PREPARED_PER_CONNECTION - 2) await db.query(texts[0] as string, [1], PREPARED);
    }
    expect(await preparedCount(db)).toBe(PREPARED_PER_CONNECTION);
    expect(await held(texts[0] as string)).toBe(true);
    expect(await held(texts[1] as string)).toBe(false);
    // The second text was let go: it is prepared again, and still answers.
    expect(await db.query(texts[1] as string, [41], PREPARED)).toEqual([{ n: 42 }]);
    expect(await held(texts[1] as string)).toBe(true);
    expect(await preparedCount(db)).toBe(PREPARED_PER_CONNECTION);
  });

  it('prepare a statement again when a migration changed what it reads', async () => {
    const read = 'SELECT * FROM items WHERE id = $1';
    expect(await db.query(read, [2], PREPARED)).toEqual([{ id: 2, name: 'Portrait Drawing', at: null, data: null, doc: expect.any(String) }]);
    await db.exec('ALTER TABLE items ADD COLUMN level text NOT NULL DEFAULT \'Beginner\'');
    expect(await db.query(read, [2], PREPARED)).toEqual([{ id: 2, name: 'Portrait Drawing', at: null, data: null, doc: expect.any(String), level: 'Beginner' }]);
    expect(await db.query(read, [3], PREPARED)).toMatchObject([{ id: 3, level: 'Beginner' }]);
  });
});
