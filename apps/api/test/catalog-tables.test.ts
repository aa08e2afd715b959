// The catalogue lives in the database (issue 33): the seed's records are written into its tables and come back
// the same, and the suggestions, the results page and its facets answer what the tables hold, not what the
// API's code built.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryFromRow, classFromRow, pathFromRow, skillFromRow, teacherFromRow, type TableRow } from '../src/catalog/tables.ts';
import { openThreadDatabase } from '../src/db/embedded-thread.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import type { Database } from '../src/db/types.ts';
import { NotificationStore } from '../src/notifications/store.ts';
import { searchClasses } from '../src/search/class-search.ts';
import { SearchSeed } from '../src/search/index-seed.ts';
import { SeedCatalog } from '../src/seed/seed-catalog.ts';
import { SearchSession } from '../src/search/session.ts';
import { suggestClasses, suggestLearningPaths, suggestSkills, suggestTeachers } from '../src/search/suggestions.ts';
import { getCatalog } from '../src/seed/index.ts';
import type { CatalogReference } from '../src/seed/types.ts';

const seed = getCatalog();
let store: NotificationStore;
let db: Database;
let reference: CatalogReference;

beforeAll(async () => {
  store = new NotificationStore(seed, Date.now);
  db = await store.database();
  reference = await store.catalog();
}, 120_000);
afterAll(() => store.close());

const rows = (table: string) => db.query<TableRow>(`SELECT * FROM ${table} ORDER BY id`);
/** A record without the folded texts only the search index is made from. */
function stored<T extends object>(record: T, ...folded: Array<keyof T>): Partial<T> {
  const copy: Partial<T> = { ...record };
  for (const key of folded) delete copy[key];
  return copy;
}
const byId = <T extends { id: string }>(list: readonly T[]) => [...list].sort((a, b) => Number(a.id) - Number(b.id));

describe("the seed's records in the tables", () => {
  it('every class, teacher, path, skill and category comes back as the seed built it', async () => {
    expect((await rows('catalog_classes')).map(classFromRow)).toEqual(byId(seed.classes).map((c) => stored(c, 'foldedTitle', 'foldedTitles', 'searchText', 'searchTexts')));
    expect((await rows('catalog_teachers')).map(teacherFromRow)).toEqual(byId(seed.teachers).map((t) => stored(t, 'folded')));
    expect((await rows('catalog_paths')).map(pathFromRow)).toEqual(byId(seed.paths).map((p) => stored(p, 'folded', 'foldedTitles')));
    expect((await rows('catalog_skills')).map(skillFromRow)).toEqual(byId(seed.skills).map((s) => stored(s, 'folded', 'foldedNames')));
    expect((await rows('catalog_categories')).map(categoryFromRow)).toEqual(byId([...seed.categories, ...seed.subcategories]));
  });

  it('the small tables read back in the order the API answers them, facet options included', () => {
    expect(reference.categories).toEqual(seed.categories);
    expect(reference.subcategories).toEqual(seed.subcategories);
    expect(reference.materials).toEqual(seed.materials);
    expect(reference.software).toEqual(seed.software);
    expect(reference.skillBySlug.get('watercolor')?.names.es).toBe('Acuarela');
  });
});

describe('a request reads the tables', () => {
  // Each check changes a row of its own and puts it back, so the others see the seed.
  async function renamed<T>(table: string, id: string, column: string, value: string, check: () => Promise<T>): Promise<T> {
    const [before] = await db.query<TableRow>(`SELECT ${column} AS v FROM ${table} WHERE id = $1`, [Number(id)]);
    await db.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [Number(id), value]);
    try {
      return await check();
    } finally {
      await db.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [Number(id), before?.v]);
    }
  }
  const from = () => ({ db, plans: new SearchSession(), catalog: reference });

  it("a class's suggestion and result show the table's title and teacher", async () => {
    const first = (await suggestClasses(from(), 'watercolor', false, 'en-US', 1)).items[0];
    if (!first) throw new Error('no class suggested for "watercolor"');
    const title = await renamed('catalog_classes', first.id, 'title', 'Renamed in the table', async () =>
      (await suggestClasses(from(), 'watercolor', false, 'en-US', 1)).items[0]?.title);
    expect(title).toBe('Renamed in the table');
    const teacher = await renamed('catalog_teachers', first.teacherId, 'name', 'Teacher From The Table', async () => {
      const page = await (await searchClasses(db, reference, { query: 'watercolor', where: null, sort: 'RELEVANCE' })).page(0, 1);
      return page.results[0]?.teacherName;
    });
    expect(teacher).toBe('Teacher From The Table');
  });

  it("a teacher's and a path's suggestions show the table's names", async () => {
    const teacher = (await suggestTeachers(from(), 'zoe', 'en-US', 1)).items[0];
    if (!teacher) throw new Error('no teacher suggested for "zoe"');
    expect(await renamed('catalog_teachers', teacher.id, 'name', 'Zoë From The Table', async () =>
      (await suggestTeachers(from(), 'zoe', 'en-US', 1)).items[0]?.name)).toBe('Zoë From The Table');
    const path = (await suggestLearningPaths(from(), 'watercolor', 'en-US', 1)).items[0];
    if (!path) throw new Error('no path suggested for "watercolor"');
    expect(await renamed('catalog_paths', path.id, 'title', 'A Path From The Table', async () =>
      (await suggestLearningPaths(from(), 'watercolor', 'en-US', 1)).items[0]?.title)).toBe('A Path From The Table');
  });

  it("the results page filters, sorts and counts facets over the table's columns", async () => {
    const top = (await (await searchClasses(db, reference, { query: 'watercolor', where: null, sort: 'POPULARITY' })).page(0, 1)).results[0];
    if (!top) throw new Error('no watercolor class');
    const level = top.level.toLowerCase().replace(/ /g, '-');
    const search = () => searchClasses(db, reference, { query: 'watercolor', where: { level: [level] }, sort: 'POPULARITY' });
    const count = async () => (await (await search()).facet('LEVEL')).options.find((o) => o.value === level)?.count;
    const before = await (await search()).page(0, 100);
    expect(before.results[0]?.id).toBe(top.id);
    expect(await count()).toBe(before.total);
    // Given another level in the table: the filter and the counts follow.
    await renamed('catalog_classes', top.id, 'level', top.level === 'Beginner' ? 'Advanced' : 'Beginner', async () => {
      const after = await (await search()).page(0, 100);
      expect(after.total).toBe(before.total - 1);
      expect(after.results.map((c) => c.id)).not.toContain(top.id);
      expect(await count()).toBe(before.total - 1);
    });
  });

  it('the skills suggested are the reference read from the table', async () => {
    const skills = (await suggestSkills(from(), 'acuarela', 'es', 1)).items;
    expect(skills[0]).toBe(reference.skillBySlug.get('watercolor'));
  });
});

describe('the index as written', () => {
  // A database prepared in place, as a PostgreSQL server's or a large catalogue's folder is (the in-memory
  // copies start from a dump, whose indexes are built after their rows).
  let fresh: Database;
  beforeAll(async () => {
    fresh = await openThreadDatabase({}, (version) => `PGlite ${version}, in memory`);
    await migrate(fresh, readMigrations(), (tx) => new SearchSeed(new SeedCatalog(seed)).ensure(tx).then(() => undefined));
  }, 120_000);
  afterAll(() => fresh?.close());

  it("leaves no row in a GIN index's pending list, which every search would read whole", async () => {
    const merged = await fresh.query<{ name: string; pages: number }>(`SELECT c.relname AS name, gin_clean_pending_list(i.indexrelid)::int AS pages
      FROM pg_index AS i JOIN pg_class AS c ON c.oid = i.indexrelid JOIN pg_am AS a ON a.oid = c.relam WHERE a.amname = 'gin' ORDER BY 1`);
    expect(merged.map((m) => m.name)).toContain('search_classes_en');
    expect(merged.filter((m) => m.pages > 0)).toEqual([]);
  });

  it("keeps a document's six languages in its row, none read from TOAST when a row is tested against a query", async () => {
    const tables = await fresh.query<{ name: string; rows: number; toasted: number }>(`SELECT c.relname AS name,
        (SELECT count(*)::int FROM search_classes) AS rows, pg_relation_size(c.reltoastrelid)::int AS toasted
      FROM pg_class AS c WHERE c.relname IN ('search_classes', 'search_skills', 'search_paths') ORDER BY 1`);
    expect(tables.map((t) => t.name)).toEqual(['search_classes', 'search_paths', 'search_skills']);
    expect(tables[0]?.rows).toBe(seed.classes.length);
    expect(tables.filter((t) => t.toasted > 0)).toEqual([]);
  });
});

describe('the seed catalogue after a database is open', () => {
  it('is let go when the store built it, and not built again for a reset or a card added', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    let built = 0;
    let last: WeakRef<object> | undefined;
    const source = () => {
      built += 1;
      // A catalogue of its own each time, as a large one is (getCatalog keeps only the seed's).
      const fresh = { ...seed, classes: [...seed.classes] };
      last = new WeakRef(fresh);
      return fresh;
    };
    const own = new NotificationStore(source, Date.now);
    try {
      await own.database();
      expect(built).toBe(1);
      await own.reset();
      await own.add('member');
      expect((await own.catalog()).skillBySlug.get('watercolor')?.name).toBe('Watercolor');
      expect(built).toBe(1);
      gc();
      expect(last?.deref()).toBeUndefined();
    } finally {
      await own.close();
    }
  }, 120_000);
});
