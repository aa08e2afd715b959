/** Learning paths: one per popular skill, each a short ordered list of that skill's best classes. */
import { createRng } from '../prng.ts';
import { fold, slugify } from '../text-match.ts';
import { localized } from './localize.ts';
import { PATH_PATTERNS } from './names.ts';
import type { ClassRecord, LearningPathRecord, SkillRecord } from './types.ts';

export const PATH_COUNT = 110;

/** One path for each of the `count` most popular subjects (default PATH_COUNT). */
export function buildLearningPaths(skills: readonly SkillRecord[], classes: readonly ClassRecord[], count = PATH_COUNT): LearningPathRecord[] {
  const rng = createRng('learning-paths');
  const popular = skills
    .filter((s) => s.facetType !== 'SOFTWARE' && s.classCount >= 3)
    .sort((a, b) => b.classCount - a.classCount || Number(a.id) - Number(b.id))
    .slice(0, count);
  const classesBySkill = new Map<string, ClassRecord[]>();
  for (const c of classes) {
    for (const skillId of c.skillIds) {
      const list = classesBySkill.get(skillId) ?? [];
      list.push(c);
      classesBySkill.set(skillId, list);
    }
  }
  return popular.map((skill, i) => {
    const pattern = PATH_PATTERNS[i % PATH_PATTERNS.length] ?? '{S}';
    const title = pattern.replace('{S}', skill.name);
    const picked = (classesBySkill.get(skill.id) ?? [])
      .filter((c) => c.languageCode === 'en')
      .sort((a, b) => b.studentCount - a.studentCount || Number(a.id) - Number(b.id))
      .slice(0, rng.int(3, 12));
    return {
      id: String(4001 + i),
      slug: slugify(title),
      title,
      coverImage: rng.chance(0.03) ? null : `/img/covers/${((i * 11) % 64) + 1}.png`,
      classIds: picked.map((c) => c.id),
      enrollmentCount: Math.floor(picked.reduce((sum, c) => sum + c.studentCount, 0) / 10) + rng.int(0, 50),
      folded: fold(title),
      foldedTitles: localized((l) => (l === 'en-US' ? fold(title) : fold(pattern.replace('{S}', skill.names[l])))),
    };
  });
}
