/**
 * The large catalogue (issue 33): a marketplace's size on demand, chosen by MASTHEAD_CATALOG. It is the
 * seed's own generator (buildCatalog) given a size and three hooks, not a second generator: more skills
 * (the seed's subjects with a qualifier, named in the six languages), more teachers (double surnames once
 * the single ones run out) and titles with a subtitle (themes, audiences, a second skill, a material), so
 * the vocabulary grows with the catalogue as a real one does. Each hook draws from its own seeded source,
 * so the default catalogue (no size) is exactly what it was.
 */
import { createRng, type Rng } from '../prng.ts';
import { fold, slugify } from '../text-match.ts';
import { localized } from './localize.ts';
import { LAST_NAMES } from './names.ts';
import type { SkillDraft, Taxonomy } from './taxonomy.ts';
import { AUDIENCES, QUALIFIER_FIRST, QUALIFIERS, SUBTITLES, THEMES } from './large-vocabulary.ts';
import { CATEGORY_VOCABULARY } from './vocabulary.ts';

/** How many of each a catalogue holds (members stay the default's). */
export interface CatalogSize {
  classes: number;
  teachers: number;
  skills: number;
  paths: number;
}

/** MASTHEAD_CATALOG=large. */
export const LARGE_CATALOG: CatalogSize = { classes: 50_000, teachers: 10_000, skills: 1_000, paths: 500 };

/** The setting's name. */
export const CATALOG_SETTING = 'MASTHEAD_CATALOG';

/**
 * The size a MASTHEAD_CATALOG value names: nothing (or `default`) for the seed's 2,400 classes, `large` for
 * LARGE_CATALOG, `large:N` for LARGE_CATALOG with N classes (the bench's 200,000). Anything else is an error
 * that says what is allowed.
 */
export function catalogSizeFromSetting(value: string | undefined): CatalogSize | undefined {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'default') return undefined;
  if (raw === 'large') return LARGE_CATALOG;
  const match = /^large:(\d{1,7})$/.exec(raw);
  const classes = match ? Number(match[1]) : NaN;
  if (classes >= 1) return { ...LARGE_CATALOG, classes };
  throw new Error(`${CATALOG_SETTING} must be 'default', 'large' or 'large:<classes>' (got '${raw.slice(0, 40)}').`);
}

/** Adds qualified skills ("Botanical Watercolor") to the taxonomy's subjects until it holds `total` skills. */
export function growTaxonomy(taxonomy: Taxonomy, total: number): void {
  const rng = createRng('large-skills');
  const seen = new Set(taxonomy.skills.map((s) => s.slug));
  const bases = taxonomy.skills.filter((s) => s.facetType !== 'SOFTWARE');
  const byId = new Map(taxonomy.skills.map((s) => [s.id, s]));
  // Round after round over the seed's subjects, each with another qualifier, so every one is varied.
  for (let round = 0; taxonomy.skills.length < total && round < QUALIFIERS.length; round++) {
    for (let i = 0; i < bases.length && taxonomy.skills.length < total; i++) {
      const base = bases[i];
      const qualifier = QUALIFIERS[(i * 5 + round * 3) % QUALIFIERS.length];
      // Not "Botanical Botanical Art".
      if (!base || !qualifier || base.name.includes(qualifier.names['en-US'])) continue;
      const names = localized((l) => (QUALIFIER_FIRST.has(l) ? `${qualifier.names[l]} ${base.names[l]}` : `${base.names[l]} ${qualifier.names[l]}`));
      const name = names['en-US'];
      const slug = slugify(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      const skill: SkillDraft = {
        id: String(3001 + taxonomy.skills.length),
        name,
        names,
        foldedNames: localized((l) => fold(names[l])),
        slug,
        categoryId: base.categoryId,
        facetType: 'SKILL',
        isApproved: rng.chance(0.9),
        folded: fold(name),
      };
      taxonomy.skills.push(skill);
      byId.set(skill.id, skill);
      taxonomy.subjectSkillIds.get(base.categoryId)?.push(skill.id);
    }
  }
  if (taxonomy.skills.length < total) throw new Error(`the vocabulary makes only ${taxonomy.skills.length} skills of ${total}`);
}

/** A teacher's last name: one of the seed's, or two of them, as Spanish and Portuguese names have. */
export function lastNameOf(rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(LAST_NAMES) : `${rng.pick(LAST_NAMES)} ${rng.pick(LAST_NAMES)}`;
}

/** Fills a subtitle shape's slots, each theme once. */
function fill(rng: Rng, shape: string, language: string, otherSkill: () => string, material: () => string | undefined): string {
  const themes = rng.sample(THEMES[language] ?? THEMES['en'] ?? [], 2);
  let t = 0;
  return shape
    .replace(/\{T\}/g, () => themes[t++ % themes.length] ?? '')
    .replace('{A}', () => rng.pick(AUDIENCES[language] ?? AUDIENCES['en'] ?? ['']))
    .replace('{K}', otherSkill)
    .replace('{M}', () => material() ?? themes[0] ?? '');
}

/**
 * A title's subtitle, given its class language, category and subject: what makes 50,000 titles distinct and
 * their words many. Most titles have one; its words join the title pattern, so every language reads them.
 */
export function subtitleMaker(taxonomy: Taxonomy): (language: string, categoryId: string, subjectId: string, pattern: string) => string {
  const rng = createRng('large-titles');
  const nameById = new Map(taxonomy.skills.map((s) => [s.id, s.name]));
  return (language, categoryId, subjectId, pattern) => {
    if (!rng.chance(0.9)) return '';
    // One colon a title: a pattern that has its own ('{S}: From Idea to Finished Project') takes a shape without.
    const shapes = (SUBTITLES[language] ?? SUBTITLES['en'] ?? []).filter((shape) => !/[:：]/.test(pattern) || !/[:：]/.test(shape));
    const shape = shapes.length > 0 ? rng.pick(shapes) : '';
    const subjects = (taxonomy.subjectSkillIds.get(categoryId) ?? []).filter((id) => id !== subjectId);
    const materials = CATEGORY_VOCABULARY[Number(categoryId) - 1]?.materials ?? [];
    const otherSkill = (): string => (subjects.length > 0 ? (nameById.get(rng.pick(subjects)) ?? '') : '');
    const material = (): string | undefined => (materials.length > 0 ? rng.pick(materials) : undefined);
    return fill(rng, shape, language, otherSkill, material);
  };
}
