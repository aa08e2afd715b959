/**
 * Builds the seed's catalog: immutable and fully determined by the code. It is what a new database's
 * catalogue tables and search index are written from (seed-catalog.ts); requests read those tables.
 */
import { buildClasses } from './classes.ts';
import { CATALOG_SETTING, catalogSizeFromSetting, growTaxonomy, lastNameOf, subtitleMaker, type CatalogSize } from './large-catalog.ts';
import { buildLearningPaths } from './learning-paths.ts';
import { buildPeople } from './people.ts';
import { buildTaxonomy } from './taxonomy.ts';
import type { Catalog, SkillRecord } from './types.ts';

let cached: Catalog | undefined;

/**
 * The catalog of the size MASTHEAD_CATALOG names. The seed's (the default) is built once and shared by every
 * server in the process (tests start several); a large one is built on each call and kept by nobody: a store
 * holds it only while it writes a database from it (seed-catalog.ts), as requests read the database's tables.
 */
export function getCatalog(): Catalog {
  const size = catalogSizeFromSetting(process.env[CATALOG_SETTING]);
  if (size) return buildCatalog(size);
  cached ??= buildCatalog();
  return cached;
}

/**
 * Builds a fresh catalog (tests use it to check determinism): the seed's, or one of `size` by the same code
 * (large-catalog.ts), the default's records unchanged whatever the size.
 */
export function buildCatalog(size?: CatalogSize): Catalog {
  const taxonomy = buildTaxonomy();
  if (size) growTaxonomy(taxonomy, size.skills);
  const { teachers, members } = buildPeople(size ? { teachers: size.teachers, lastName: lastNameOf } : {});
  const classes = buildClasses(taxonomy, teachers, size ? { count: size.classes, subtitle: subtitleMaker(taxonomy) } : {});

  const counts = new Map<string, number>();
  for (const c of classes) for (const skillId of c.skillIds) counts.set(skillId, (counts.get(skillId) ?? 0) + 1);
  const skills: SkillRecord[] = taxonomy.skills.map((draft) => {
    const classCount = counts.get(draft.id) ?? 0;
    // Followers grow with the number of classes; the id spreads otherwise equal skills apart.
    const followerCount = classCount * 137 + ((Number(draft.id) * 7919) % 2000);
    return { ...draft, classCount, followerCount };
  });
  const paths = buildLearningPaths(skills, classes, size?.paths);
  const allCategories = [...taxonomy.categories, ...taxonomy.subcategories];

  return {
    categories: taxonomy.categories,
    subcategories: taxonomy.subcategories,
    categoryById: new Map(allCategories.map((c) => [c.id, c])),
    categoryBySlug: new Map(allCategories.map((c) => [c.slug, c])),
    skills,
    skillBySlug: new Map(skills.map((s) => [s.slug, s])),
    skillById: new Map(skills.map((s) => [s.id, s])),
    teachers,
    teacherById: new Map(teachers.map((t) => [t.id, t])),
    members,
    classes,
    classById: new Map(classes.map((c) => [c.id, c])),
    paths,
    materials: taxonomy.materials,
    software: taxonomy.software,
  };
}

export type { Catalog } from './types.ts';
export { LARGE_CATALOG, type CatalogSize } from './large-catalog.ts';
