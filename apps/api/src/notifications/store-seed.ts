/**
 * The notification store's seed in the database (issue 22): every member's seeded feeds (seed.ts makes
 * them) written through the same `insert` as run-time notifications, a key naming the seed's content,
 * and the way back to it (POST /dev/reset).
 *
 * The key is kept in `seed_state`: a database seeded from another seed (an older API) is written again,
 * and the embedded engine names its prepared copy by it (db/embedded.ts).
 */
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.ts';
import { PERSONA_IDS, type PersonaId } from '../personas.ts';
import type { SeedCatalog } from '../seed/seed-catalog.ts';
import type { Catalog } from '../seed/types.ts';
import { insert } from './rows.ts';
import { seedNotifications } from './seed.ts';
import { renderTexts } from './texts/index.ts';
import type { NewNotification } from './types.ts';

/** The members who have notifications: every persona but the guest. */
export const MEMBERS = PERSONA_IDS.filter((id) => id !== 'guest');

/** A catalogue's seed key, made once per catalogue in a process (every test server's store asks for it). */
const keys = new WeakMap<Catalog, string>();

function keyOf(catalog: Catalog, rows: () => Array<{ memberId: PersonaId; items: NewNotification[] }>): string {
  let key = keys.get(catalog);
  if (key === undefined) {
    key = createHash('sha256')
      .update(JSON.stringify(rows().map(({ memberId, items }) => [memberId, items.map((n) => ({ ...n, text: renderTexts(n) }))])))
      .digest('hex');
    keys.set(catalog, key);
  }
  return key;
}

export class StoreSeed {
  /** This seed's key, kept once made: the catalogue it was made from may be let go (seed-catalog.ts). */
  private made: string | undefined;

  constructor(private readonly catalog: SeedCatalog) {}

  /** The seed of every member, rendered; what `restore` writes and the first open of a database. */
  private rows(): Array<{ memberId: PersonaId; items: NewNotification[] }> {
    const catalog = this.catalog.get();
    return MEMBERS.map((memberId) => {
      const { own, students } = seedNotifications(catalog, memberId);
      return { memberId, items: [...own, ...students] };
    });
  }

  /** Names the seed's content (the rendered rows): a database seeded from another seed is written again. */
  key(): string {
    this.made ??= keyOf(this.catalog.get(), () => this.rows());
    return this.made;
  }

  /** Writes the seed into empty (or emptied) tables. */
  private async write(tx: Queryable): Promise<void> {
    await tx.query('TRUNCATE notification_actors, notifications');
    await tx.query('ALTER SEQUENCE live_notification_number RESTART');
    for (const { memberId, items } of this.rows()) await insert(tx, memberId, items, true);
    await tx.query(`INSERT INTO seed_state (only_row, seed_key, seeded_at) VALUES (true, $1, now())
      ON CONFLICT (only_row) DO UPDATE SET seed_key = excluded.seed_key, seeded_at = excluded.seeded_at`, [this.key()]);
  }

  /** Seeds a database that has no seed, or another seed than this API's; true when it wrote. */
  async ensure(tx: Queryable): Promise<boolean> {
    const [state] = await tx.query<{ seed_key: string }>('SELECT seed_key FROM seed_state');
    if (state?.seed_key === this.key()) return false;
    await this.write(tx);
    return true;
  }

  /**
   * Puts the rows back to the seed: the added ones go, the seeded ones get the seed's read state back,
   * run-time numbering starts again (a database of another seed is written again instead).
   */
  async restore(tx: Queryable): Promise<void> {
    if (await this.ensure(tx)) return;
    await tx.query('DELETE FROM notifications WHERE seed_read IS NULL');
    await tx.query(`UPDATE notifications SET read_at = CASE WHEN seed_read THEN created_at END
      WHERE (read_at IS NOT NULL) IS DISTINCT FROM seed_read`);
    await tx.query('ALTER SEQUENCE live_notification_number RESTART');
  }
}
