/**
 * Generates the classes: each is a skill of a category dressed in a title pattern of its language,
 * taught by a teacher whose home is that category. Distributions are skewed the way a real
 * marketplace is (few very popular classes, ratings bunched above 4, a long tail of old classes)
 * so that sorting and facet counts look believable.
 */
import { createRng, type Rng } from '../prng.ts';
import { slugify } from '../text-match.ts';
import { classTexts } from './class-texts.ts';
import { CLASS_EXTRAS, CLASS_TYPES, LANGUAGES, LEVELS, CATEGORY_VOCABULARY } from './vocabulary.ts';
import { TITLE_PATTERNS } from './names.ts';
import type { Taxonomy } from './taxonomy.ts';
import { DAY_MS, SEED_REFERENCE_INSTANT, type ClassRecord, type PersonRecord } from './types.ts';

export const CLASS_COUNT = 2400;
const COVER_COUNT = 64;

const LEVEL_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  [LEVELS[0], 40], [LEVELS[1], 25], [LEVELS[2], 10], [LEVELS[3], 25],
];

function duration(rng: Rng, type: string): number {
  switch (type) {
    case 'workshop': return rng.int(60, 180);
    case 'original': return rng.int(20, 90);
    case 'learning-path': return rng.int(90, 420);
    default: return 8 + Math.floor(Math.pow(rng.next(), 1.6) * 90);
  }
}

function publishedAgoDays(rng: Rng): number {
  const bucket = rng.weighted<readonly [number, number]>([
    [[0, 30], 6], [[30, 183], 18], [[183, 365], 18], [[365, 6 * 365], 58],
  ]);
  return bucket[0] + rng.next() * (bucket[1] - bucket[0]);
}

/** Assigns every teacher a home category (pinned teachers get fixed ones). */
function teachersByCategory(rng: Rng, teachers: readonly PersonRecord[], taxonomy: Taxonomy): Map<string, PersonRecord[]> {
  const byCategory = new Map<string, PersonRecord[]>(taxonomy.categories.map((c) => [c.id, []]));
  const weights = taxonomy.categories.map((c, i) => [c.id, CATEGORY_VOCABULARY[i]?.weight ?? 1] as const);
  for (const teacher of teachers) {
    const categoryId = PINNED_HOME[teacher.id] ?? rng.weighted(weights);
    byCategory.get(categoryId)?.push(teacher);
  }
  return byCategory;
}

// Zoë Álvarez → Illustration, José Núñez → Photography, Marisol Ortega (teacher persona) → Fine Art.
const PINNED_HOME: Readonly<Record<string, string>> = { '500001': '6', '500002': '8', '500003': '4' };

/** What a catalogue of another size changes (large-catalog.ts); without it, the seed's classes. */
export interface ClassOptions {
  /** How many classes. Default CLASS_COUNT. */
  count?: number;
  /** A subtitle for a title of this class language, category and subject ('' for none). Default none. */
  subtitle?: (language: string, categoryId: string, subjectId: string, pattern: string) => string;
}

export function buildClasses(taxonomy: Taxonomy, teachers: readonly PersonRecord[], options: ClassOptions = {}): ClassRecord[] {
  const { count = CLASS_COUNT, subtitle } = options;
  const rng = createRng('classes');
  const skillById = new Map(taxonomy.skills.map((s) => [s.id, s]));
  const categoryById = new Map(taxonomy.categories.map((c) => [c.id, c]));
  const homes = teachersByCategory(rng, teachers, taxonomy);
  const categoryWeights = taxonomy.categories.map((c, i) => [c.id, CATEGORY_VOCABULARY[i]?.weight ?? 1] as const);
  const pinned = Object.keys(PINNED_HOME);
  const languageWeights = LANGUAGES.map((l) => [l, l.weight] as const);
  const typeWeights = CLASS_TYPES.map((t) => [t.value, t.weight] as const);
  const titles = new Set<string>();
  const classes: ClassRecord[] = [];

  while (classes.length < count) {
    const i = classes.length;
    // The first classes go to the pinned teachers so each of them has a handful.
    const pinnedTeacherId = i < pinned.length * 8 ? pinned[i % pinned.length] : undefined;
    const categoryId = pinnedTeacherId ? (PINNED_HOME[pinnedTeacherId] ?? '1') : rng.weighted(categoryWeights);
    const category = categoryById.get(categoryId);
    const vocab = CATEGORY_VOCABULARY[Number(categoryId) - 1];
    const subjects = taxonomy.subjectSkillIds.get(categoryId) ?? [];
    const candidates = homes.get(categoryId) ?? [];
    if (!category || !vocab || subjects.length === 0 || candidates.length === 0) throw new Error(`category ${categoryId} cannot hold classes`);
    const teacher = pinnedTeacherId ? teachers.find((t) => t.id === pinnedTeacherId) : rng.pick(candidates);
    if (!teacher) throw new Error('pinned teacher missing');

    const language = rng.weighted(languageWeights);
    const subjectId = rng.pick(subjects);
    const subject = skillById.get(subjectId);
    if (!subject) throw new Error('unknown subject skill');
    const drawn = rng.pick(TITLE_PATTERNS[language.code] ?? TITLE_PATTERNS['en'] ?? ['{S}']);
    // The subtitle is part of the pattern, so another language reads it with the subject in its words.
    const pattern = subtitle ? `${drawn}${subtitle(language.code, categoryId, subjectId, drawn)}` : drawn;
    const title = pattern.replace('{S}', subject.name);
    if (titles.has(title)) continue; // Another draw gives another pattern or skill.
    titles.add(title);

    const extraSkills = rng.sample(subjects.filter((s) => s !== subjectId), rng.int(0, 2));
    const software = vocab.software.length > 0 && rng.chance(0.75) ? rng.sample(vocab.software, rng.int(1, 2)).map(slugify) : [];
    const softwareSkills = software.flatMap((value) => taxonomy.softwareSkillId.get(value) ?? []);
    const skillIds = [subjectId, ...extraSkills, ...softwareSkills];
    const typeValue = rng.weighted(typeWeights);
    const rating = Math.min(5, Math.round((3 + 2 * (1 - Math.pow(rng.next(), 3))) * 10) / 10);
    const studentCount = Math.floor(120 * Math.pow(1 / (1 - rng.next() * 0.999), 1.2));
    const id = String(1000001 + i);
    const slug = slugify(title) || 'class';
    const skills = skillIds.flatMap((s) => skillById.get(s) ?? []);

    classes.push({
      id,
      slug,
      title,
      url: `/classes/${slug}/${id}`,
      coverImageUrl: rng.chance(0.02) ? null : `/img/covers/${((i * 37) % COVER_COUNT) + 1}.png`,
      teacherId: teacher.id,
      categoryId,
      skillIds,
      level: rng.weighted(LEVEL_WEIGHTS),
      language: language.name,
      languageCode: language.code,
      durationMinutes: duration(rng, typeValue),
      rating,
      studentCount,
      publishedAtMs: SEED_REFERENCE_INSTANT - Math.floor(publishedAgoDays(rng) * DAY_MS),
      typeValue,
      extras: CLASS_EXTRAS.filter((e) => rng.chance(e.share)).map((e) => e.value),
      materials: vocab.materials.length > 0 ? rng.sample(vocab.materials, rng.int(0, 2)).map(slugify) : [],
      software,
      isHighQuality: rating >= 4.6 && studentCount >= 300 ? rng.chance(0.85) : rng.chance(0.05),
      ...classTexts({ title, pattern, skills, teacherName: teacher.name, category }),
    });
  }
  return classes;
}
