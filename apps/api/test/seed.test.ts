import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../src/seed/index.ts';
import { SEED_REFERENCE_INSTANT } from '../src/seed/types.ts';

describe('seed', () => {
  const catalog = buildCatalog();

  it('is big enough to feel real', () => {
    expect(catalog.categories.length).toBeGreaterThanOrEqual(15);
    expect(catalog.classes.length).toBeGreaterThanOrEqual(2000);
    expect(catalog.skills.length).toBeGreaterThanOrEqual(300);
    expect(catalog.teachers.length).toBeGreaterThanOrEqual(500);
    expect(catalog.paths.length).toBeGreaterThanOrEqual(100);
  });

  it('is deterministic', () => {
    const again = buildCatalog();
    expect(again.classes.map((c) => [c.id, c.title, c.teacherId, c.rating, c.publishedAtMs])).toEqual(
      catalog.classes.map((c) => [c.id, c.title, c.teacherId, c.rating, c.publishedAtMs]),
    );
    expect(again.teachers.map((t) => t.name)).toEqual(catalog.teachers.map((t) => t.name));
  });

  it('keeps skill class counts consistent with the classes', () => {
    for (const skill of catalog.skills) {
      expect(catalog.classes.filter((c) => c.skillIds.includes(skill.id)).length).toBe(skill.classCount);
    }
  });

  it('has unique ids, slugs-in-urls and titles, and nothing published after the reference instant', () => {
    expect(new Set(catalog.classes.map((c) => c.id)).size).toBe(catalog.classes.length);
    expect(new Set(catalog.classes.map((c) => c.title)).size).toBe(catalog.classes.length);
    expect(new Set(catalog.teachers.map((t) => t.username)).size).toBe(catalog.teachers.length);
    for (const c of catalog.classes) {
      expect(c.url).toBe(`/classes/${c.slug}/${c.id}`);
      expect(c.publishedAtMs).toBeLessThanOrEqual(SEED_REFERENCE_INSTANT);
      expect(c.rating).toBeGreaterThanOrEqual(3);
      expect(c.rating).toBeLessThanOrEqual(5);
    }
    expect(catalog.teachers.map((t) => t.name)).toEqual(expect.arrayContaining(['Zoë Álvarez', 'José Núñez']));
  });
});
