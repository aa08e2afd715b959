import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, LARGE_CATALOG, type Catalog } from '../src/seed/index.ts';
import { catalogSizeFromSetting } from '../src/seed/large-catalog.ts';

/** The same generator at a tenth of the size: what determinism is checked on, twice built in a second. */
const SMALL = { classes: 5_000, teachers: 1_000, skills: 1_000, paths: 100 };

const fingerprint = (c: Catalog): unknown[] => [
  c.classes.map((x) => [x.id, x.title, x.teacherId, x.skillIds.join(','), x.rating, x.publishedAtMs]),
  c.teachers.map((t) => [t.id, t.name, t.username]),
  c.skills.map((s) => [s.id, s.slug, s.names, s.isApproved, s.classCount]),
  c.paths.map((p) => [p.id, p.title, p.classIds.join(',')]),
];

describe('the large catalogue (MASTHEAD_CATALOG=large)', () => {
  let large: Catalog;
  beforeAll(() => {
    large = buildCatalog(LARGE_CATALOG);
  }, 120_000);

  it('has the announced counts, distinct titles and usernames', () => {
    expect(large.classes.length).toBe(50_000);
    expect(large.teachers.length).toBe(10_000);
    expect(large.skills.length).toBe(1_000);
    expect(large.paths.length).toBe(500);
    expect(new Set(large.classes.map((c) => c.title)).size).toBe(50_000);
    expect(new Set(large.teachers.map((t) => t.username)).size).toBe(10_000);
    expect(new Set(large.skills.map((s) => s.slug)).size).toBe(1_000);
  });

  it('keeps the seed’s records first (pinned teachers, the seed’s skills) and skill counts true', () => {
    const seed = buildCatalog();
    expect(large.skills.slice(0, seed.skills.length).map((s) => s.slug)).toEqual(seed.skills.map((s) => s.slug));
    expect(large.teachers.map((t) => t.name)).toEqual(expect.arrayContaining(['Zoë Álvarez', 'José Núñez']));
    const counts = new Map<string, number>();
    for (const c of large.classes) for (const id of c.skillIds) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const s of large.skills) expect(s.classCount).toBe(counts.get(s.id) ?? 0);
  });

  it('speaks the six languages and has a vocabulary far beyond the seed’s', () => {
    expect(new Set(large.classes.map((c) => c.languageCode))).toEqual(new Set(['en', 'es', 'fr', 'de', 'pt', 'ja']));
    const generated = large.skills.find((s) => s.slug === 'botanical-watercolor') ?? large.skills.at(-1);
    expect(Object.values(generated?.names ?? {}).length).toBe(6);
    expect(generated?.names.es).not.toBe(generated?.names['en-US']);
    const words = (c: Catalog): number => new Set(c.classes.flatMap((x) => x.foldedTitle.split(' '))).size;
    expect(words(large)).toBeGreaterThan(2 * words(buildCatalog()));
  });

  it('is deterministic (checked at a tenth of the size, through the same parameter)', () => {
    expect(fingerprint(buildCatalog(SMALL))).toEqual(fingerprint(buildCatalog(SMALL)));
    // And the same on every machine: the large one's first titles, as generated when it was written.
    expect(large.classes.slice(0, 3).map((c) => c.title)).toEqual([
      'Mastering Botanical Sketchbook Practice: Exploring Light and Shadow',
      'Discover Studio Lighting: Rhythm and Perspective',
      'Painting Essentials Through Portraits',
    ]);
  });

  it('is chosen by one setting, and a wrong value says what is allowed', () => {
    expect(catalogSizeFromSetting(undefined)).toBeUndefined();
    expect(catalogSizeFromSetting('default')).toBeUndefined();
    expect(catalogSizeFromSetting('large')).toEqual(LARGE_CATALOG);
    expect(catalogSizeFromSetting('large:200000')).toEqual({ ...LARGE_CATALOG, classes: 200_000 });
    expect(() => catalogSizeFromSetting('huge')).toThrow(/'default', 'large' or 'large:<classes>'/);
  });
});
