/**
 * A class's searchable texts (ClassRecord's folded fields): one builder for the seed's classes (classes.ts)
 * and a class added at run time (POST /dev/classes), so both are found the same way.
 */
import { fold } from '../text-match.ts';
import { CATEGORY_NAMES } from './category-names.ts';
import { localized } from './localize.ts';
import type { CategoryRecord, ClassRecord, Localized } from './types.ts';

/** What a skill gives a class's texts. */
interface SkillNames {
  name: string;
  names: Localized;
  foldedNames: Localized;
}

const foldedCategoryNames = new Map(Object.entries(CATEGORY_NAMES).map(([slug, names]) => [slug, localized((l) => (l === 'en-US' ? '' : fold(names[l])))]));

/**
 * The folded texts of a class titled `title`. `pattern` is its title pattern ('Introducción a {S}'), read in
 * another language with its subject (the first skill) named in that language; without one (a title typed by
 * hand) every language reads the title as written.
 */
export function classTexts(
  input: { title: string; pattern?: string; skills: readonly SkillNames[]; teacherName: string; category: CategoryRecord },
): Pick<ClassRecord, 'foldedTitle' | 'foldedTitles' | 'searchText' | 'searchTexts'> {
  const { title, pattern, skills, teacherName, category } = input;
  const subject = skills[0];
  const searchText = fold([title, teacherName, ...skills.map((s) => s.name), category.displayName].join(' '));
  const foldedTitle = fold(title);
  return {
    foldedTitle,
    // English keeps the very strings it had (its answers stay identical); another language reads the
    // title with its subject skill in the language, and finds the class by its skills' and category's
    // names in the language too.
    foldedTitles: localized((l) => (l === 'en-US' || !pattern || !subject ? foldedTitle : fold(pattern.replace('{S}', subject.names[l])))),
    searchText,
    // Joined from folded parts (fold works letter by letter, so this is the fold of the joined text).
    searchTexts: localized((l) => {
      if (l === 'en-US') return searchText;
      const names = skills.map((s) => s.foldedNames[l]);
      return [searchText, ...names, foldedCategoryNames.get(category.slug)?.[l] ?? ''].filter((t) => t !== '').join(' ');
    }),
  };
}
