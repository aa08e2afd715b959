/**
 * Categories, skills and the materials/software option lists, from the hand-written vocabulary.
 * Skill class counts are filled in later from the generated classes so they always agree.
 */
import type { FacetType } from '@masthead/graphql';
import { createRng } from '../prng.ts';
import { fold, slugify } from '../text-match.ts';
import { foldedAll, localizedTerm } from './localize.ts';
import { CATEGORY_VOCABULARY } from './vocabulary.ts';
import type { CategoryRecord, Localized, NamedValue } from './types.ts';

/** A skill before its class count is known. */
export interface SkillDraft {
  id: string;
  name: string;
  names: Localized;
  foldedNames: Localized;
  slug: string;
  categoryId: string;
  facetType: FacetType;
  isApproved: boolean;
  folded: string;
}

export interface Taxonomy {
  categories: CategoryRecord[];
  subcategories: CategoryRecord[];
  skills: SkillDraft[];
  /** Skill ids usable as a class's subject, per top-level category id (software excluded). */
  subjectSkillIds: Map<string, string[]>;
  /** Skill id of each software name, so a class using the software is tagged with it too. */
  softwareSkillId: Map<string, string>;
  materials: NamedValue[];
  software: NamedValue[];
}

const named = (name: string): NamedValue => ({ name, value: slugify(name) });

export function buildTaxonomy(): Taxonomy {
  const rng = createRng('taxonomy');
  const categories: CategoryRecord[] = [];
  const subcategories: CategoryRecord[] = [];
  const skills: SkillDraft[] = [];
  const subjectSkillIds = new Map<string, string[]>();
  const softwareSkillId = new Map<string, string>();
  const seenSkill = new Set<string>();
  const materials = new Map<string, NamedValue>();
  const software = new Map<string, NamedValue>();

  const addSkill = (name: string, categoryId: string, facetType: FacetType, mustApprove: boolean): string | null => {
    const slug = slugify(name);
    if (seenSkill.has(slug)) return null;
    seenSkill.add(slug);
    const id = String(3001 + skills.length);
    // A few skills are unreviewed: they still tag classes but are never suggested.
    // The slug comes from the English name only: a skill keeps it in every language (see SkillRecord.slug).
    const names = localizedTerm(name);
    const isApproved = mustApprove || rng.chance(0.9);
    skills.push({ id, name, names, foldedNames: foldedAll(names), slug, categoryId, facetType, isApproved, folded: fold(name) });
    return id;
  };

  CATEGORY_VOCABULARY.forEach((vocab, index) => {
    const id = String(index + 1);
    categories.push({ id, slug: vocab.slug, displayName: vocab.name, position: index + 1, parentId: null });
    vocab.subcategories.forEach((name, subIndex) => {
      subcategories.push({
        id: String((index + 1) * 100 + subIndex + 1),
        slug: `${vocab.slug}/${slugify(name)}`,
        displayName: name,
        position: subIndex + 1,
        parentId: id,
      });
    });
    const subjects: string[] = [];
    vocab.topics.forEach((name) => {
      const skillId = addSkill(name, id, 'TOPIC', true);
      if (skillId) subjects.push(skillId);
    });
    vocab.skills.forEach((name, i) => {
      const skillId = addSkill(name, id, 'SKILL', i < 5);
      if (skillId) subjects.push(skillId);
    });
    subjectSkillIds.set(id, subjects);
    for (const name of vocab.software) {
      if (!software.has(name)) software.set(name, named(name));
      const skillId = addSkill(name, id, 'SOFTWARE', true);
      if (skillId) softwareSkillId.set(slugify(name), skillId);
    }
    for (const name of vocab.materials) if (!materials.has(name)) materials.set(name, named(name));
  });

  return {
    categories,
    subcategories,
    skills,
    subjectSkillIds,
    softwareSkillId,
    materials: [...materials.values()],
    software: [...software.values()],
  };
}
