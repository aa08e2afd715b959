/**
 * The catalogue's records: the seed builds them (seed/index.ts) and writes them into the database's tables
 * (catalog/tables.ts, migrations/0004_catalog.sql); requests read them back from there as the Stored* types,
 * which leave out the folded texts only the seed's search index is made from.
 */
import type { FacetType } from '@masthead/graphql';
import type { Language } from '../language.ts';

/** A text in every shipped language (English is the authored one). */
export type Localized = Readonly<Record<Language, string>>;

/** The fixed "now" of the seed: createdAt/publishedAt values and the publish facet count back from it. */
export const SEED_REFERENCE_INSTANT = Date.UTC(2026, 10, 20, 12, 0, 0);

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface CategoryRecord {
  id: string;
  slug: string;
  displayName: string;
  /** 1-based position among its siblings. */
  position: number;
  parentId: string | null;
}

export interface SkillRecord {
  id: string;
  /** The English name, as authored. */
  name: string;
  /** The name in every shipped language (seed/translations; software keeps its name). */
  names: Localized;
  /** `names` folded (text-match.ts), for matching. */
  foldedNames: Localized;
  /**
   * From the English name, and so the same in every language: what identifies the skill in a URL
   * (a search for it sends `where.skill`), whichever language it was picked in (issue 23). The slug and
   * not the id: the contract names things in URLs and filters by slugs already (every `where` value,
   * Facet.slug, category paths), a slug reads in a URL and in analytics, and it depends on the English
   * name alone, while `id` follows the vocabulary's order (3001 + position).
   */
  slug: string;
  categoryId: string;
  facetType: FacetType;
  /** Classes tagged with this skill; computed from the classes, never invented. */
  classCount: number;
  followerCount: number;
  isApproved: boolean;
  /** The English name folded. */
  folded: string;
}

export interface PersonRecord {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  username: string;
  vanityUsername: string | null;
  avatarUrl: string | null;
  headline: string;
  followerCount: number;
  url: string;
  folded: string;
}

/** A facet option as stored on a class: display name + filter value. */
export interface NamedValue {
  name: string;
  value: string;
}

export interface ClassRecord {
  id: string;
  slug: string;
  title: string;
  url: string;
  coverImageUrl: string | null;
  teacherId: string;
  categoryId: string;
  skillIds: readonly string[];
  level: string;
  language: string;
  languageCode: string;
  durationMinutes: number;
  rating: number;
  studentCount: number;
  publishedAtMs: number;
  typeValue: string;
  /** `with` facet values (projects, quizzes, resources). */
  extras: readonly string[];
  materials: readonly string[];
  software: readonly string[];
  isHighQuality: boolean;
  foldedTitle: string;
  /**
   * The folded title as a speaker of each language reads it: its subject skill (the first of skillIds,
   * the skill the title names) in the language ("Introducción a Watercolor" → "introduccion a acuarela"
   * in es). Matched besides the title itself; English's is foldedTitle.
   */
  foldedTitles: Localized;
  /** Folded title + teacher + skills + category, for full-text search. */
  searchText: string;
  /** searchText plus the skills' and the category's names in each language; English's is searchText. */
  searchTexts: Localized;
}

export interface LearningPathRecord {
  id: string;
  slug: string;
  title: string;
  coverImage: string | null;
  classIds: readonly string[];
  enrollmentCount: number;
  folded: string;
  /** The folded title with its skill named in each language, as ClassRecord.foldedTitles. */
  foldedTitles: Localized;
}

/** A class as the catalogue's table holds it and a request reads it. */
export type StoredClass = Omit<ClassRecord, 'foldedTitle' | 'foldedTitles' | 'searchText' | 'searchTexts'>;
export type StoredSkill = Omit<SkillRecord, 'foldedNames' | 'folded'>;
export type StoredTeacher = Omit<PersonRecord, 'folded'>;
export type StoredPath = Omit<LearningPathRecord, 'folded' | 'foldedTitles'>;

/**
 * The catalogue's small tables, read once per database (catalog/tables.ts): categories, skills and the
 * facets' options. Nothing changes them while the API runs. Classes, teachers and paths, which grow with the
 * marketplace, are read by each request, as many as it answers.
 */
export interface CatalogReference {
  /** Top-level categories by position. */
  categories: readonly CategoryRecord[];
  /** Sub-categories (parentId set), by parent then position. */
  subcategories: readonly CategoryRecord[];
  categoryById: ReadonlyMap<string, CategoryRecord>;
  categoryBySlug: ReadonlyMap<string, CategoryRecord>;
  skills: readonly StoredSkill[];
  skillBySlug: ReadonlyMap<string, StoredSkill>;
  skillById: ReadonlyMap<string, StoredSkill>;
  /** Every materials / software option, for their facets. */
  materials: readonly NamedValue[];
  software: readonly NamedValue[];
}

/** The seed's whole catalogue, as its code builds it: what the tables are written from. */
export interface Catalog extends CatalogReference {
  skills: readonly SkillRecord[];
  skillBySlug: ReadonlyMap<string, SkillRecord>;
  skillById: ReadonlyMap<string, SkillRecord>;
  teachers: readonly PersonRecord[];
  teacherById: ReadonlyMap<string, PersonRecord>;
  /** Students and other members who appear as notification actors. */
  members: readonly PersonRecord[];
  classes: readonly ClassRecord[];
  classById: ReadonlyMap<string, ClassRecord>;
  paths: readonly LearningPathRecord[];
}
