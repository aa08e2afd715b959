import { encodePathSegment, safeUrl, truncateCodePoints } from '../url/index.ts';
import type {
  ClassSuggestion,
  PathSuggestion,
  RawConnection,
  RawSearchSuggestions,
  SearchSuggestionVariables,
  SearchSuggestions,
  SkillSuggestion,
  TeacherSuggestion,
  ViewerLoggedIn,
} from './search.types.ts';

/** Spec §5/§9: the input holds at most 58 characters, counted in code points. */
export const MAX_LENGTH = 58;
/** Spec §5: suggestions (and the entered-text event) from 3 trimmed characters. */
export const MIN_QUERY = 3;
/** Spec §9: one request per settled query, 500 ms after the last change. */
export const DEBOUNCE_MS = 500;
/** Answered queries kept per search box (least recently used dropped first). */
export const CACHE_SIZE = 50;

/**
 * Page sizes. Classes and paths share a budget (spec §9: classes 3, 7 when there are no paths;
 * paths 3, 7 when there are no classes). Whether the other list is empty is only known from the
 * answer, so we request 7 of each in the one request and cut afterwards (`CLASSES_SHOWN`,
 * `PATHS_SHOWN`). Teachers: 7 requested, 6 shown.
 */
export const PAGE_SIZES = {
  skills: 10,
  classes: 7,
  paths: 7,
  teachers: 7,
} as const;

export const SHOWN = {
  skills: 10,
  /** Classes shown when paths came back / when none did. */
  classes: 3,
  classesAlone: 7,
  paths: 3,
  pathsAlone: 7,
  teachers: 6,
} as const;

/** Number of code points (what the 58 and 3 limits count). */
export function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** The query a text stands for: trimmed, cut to 58 code points, no lone surrogate. */
export function queryOf(text: string): string {
  return truncateCodePoints(text.trim(), MAX_LENGTH).trim();
}

/** Whether `text` is long enough to ask for suggestions. */
export function isSuggestible(text: string): boolean {
  return codePointLength(queryOf(text)) >= MIN_QUERY;
}

export interface SuggestionVariablesOptions {
  /** The settled query (trimmed here; cut to 58 code points). */
  readonly query: string;
  /** Whether the viewer is logged in. */
  readonly loggedIn: ViewerLoggedIn;
  /** The high-quality-classes flag. */
  readonly flagOn: boolean;
  /** The value sent when the variable is sent at all. Default true. */
  readonly onlyHighQuality?: boolean;
  /** Sent only when non-empty. */
  readonly analyticsTags?: readonly string[];
}

/** Variables of GetSearchSuggestions per spec §7 (`onlyHighQuality` only when the flag is on and the viewer logged in). */
export function buildSuggestionVariables(options: SuggestionVariablesOptions): SearchSuggestionVariables {
  const { flagOn, loggedIn, onlyHighQuality = true, analyticsTags } = options;
  return {
    query: queryOf(options.query),
    classesPageSize: PAGE_SIZES.classes,
    skillsPageSize: PAGE_SIZES.skills,
    teachersPageSize: PAGE_SIZES.teachers,
    learningPathPageSize: PAGE_SIZES.paths,
    ...(flagOn && loggedIn === true ? { onlyHighQuality } : {}),
    ...(analyticsTags && analyticsTags.length > 0 ? { analyticsTags: [...analyticsTags] } : {}),
  };
}

// --- normalization -----------------------------------------------------------------------------

function nodesOf<T>(connection: RawConnection<T> | null | undefined): T[] {
  const edges = connection?.edges;
  if (!Array.isArray(edges)) return [];
  const out: T[] = [];
  for (const edge of edges as ReadonlyArray<{ node?: T | null } | null>) {
    const node = edge?.node;
    if (node && typeof node === 'object') out.push(node);
  }
  return out;
}

/** Display text from data: a non-empty string without lone surrogates, or null. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = truncateCodePoints(value, Number.MAX_SAFE_INTEGER).trim();
  return clean === '' ? null : clean;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A cover or avatar through the URL policy; a missing one stays missing. */
function imageUrl(value: unknown, origin: string | undefined): string | null {
  return value == null ? null : safeUrl(value, origin);
}

function uniqueById<T extends { readonly id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

function pathUrl(slug: string): string | null {
  try {
    return `/paths/${encodePathSegment(slug)}`;
  } catch {
    return null;
  }
}

export interface NormalizeOptions {
  /** Origin for the URL policy (see `safeUrl`). */
  readonly origin?: string;
}

/**
 * Turns the GraphQL-shaped answer into what the box shows. Missing or null lists are empty;
 * items missing an id or a name are dropped; unapproved skills (`isApproved === false`) are
 * dropped. URL policy: an item whose link is refused (class url, teacher profile, path slug) is
 * dropped, since a suggestion that goes nowhere would be a dead option; a refused image
 * (cover, avatar) only becomes null. Then the limits of spec §9 apply, classes and paths
 * rebalanced by what came back.
 */
export function normalizeSuggestions(
  raw: RawSearchSuggestions | null | undefined,
  options: NormalizeOptions = {},
): SearchSuggestions {
  const origin = options.origin;
  const data: RawSearchSuggestions = raw && typeof raw === 'object' ? raw : {};

  const skills: SkillSuggestion[] = [];
  for (const node of nodesOf(data.skillSuggestions)) {
    const id = text(node.id);
    const displayName = text(node.displayName);
    if (!id || !displayName || node.isApproved === false) continue;
    skills.push({
      id,
      displayName,
      slug: text(node.slug) ?? '',
      classCount: count(node.classCount),
      followerCount: count(node.followerCount),
    });
  }

  const classes: ClassSuggestion[] = [];
  for (const node of nodesOf(data.classSuggestions)) {
    const id = text(node.id);
    const title = text(node.title);
    const url = safeUrl(node.url, origin);
    if (!id || !title || !url) continue;
    classes.push({ id, title, url, coverImageUrl: imageUrl(node.coverImageUrl, origin) });
  }

  const paths: PathSuggestion[] = [];
  for (const node of nodesOf(data.learningPathsSuggestions)) {
    const id = text(node.id);
    const title = text(node.title);
    const slug = typeof node.slug === 'string' ? node.slug : '';
    const url = pathUrl(slug);
    if (!id || !title || !url) continue;
    paths.push({ id, title, slug, url, coverImage: imageUrl(node.coverImage, origin), itemCount: count(node.items?.totalCount) });
  }

  const teachers: TeacherSuggestion[] = [];
  for (const node of nodesOf(data.teacherSuggestions)) {
    const id = text(node.id);
    const name = text(node.name);
    const url = safeUrl(node.user?.url, origin);
    if (!id || !name || !url) continue;
    teachers.push({
      id,
      name,
      url,
      avatar: imageUrl(node.user?.avatar, origin),
      followerCount: count(node.user?.followers?.totalCount),
    });
  }

  const allClasses = uniqueById(classes).slice(0, PAGE_SIZES.classes);
  const allPaths = uniqueById(paths).slice(0, PAGE_SIZES.paths);
  return {
    skills: uniqueById(skills).slice(0, SHOWN.skills),
    classes: allClasses.slice(0, allPaths.length === 0 ? SHOWN.classesAlone : SHOWN.classes),
    paths: allPaths.slice(0, allClasses.length === 0 ? SHOWN.pathsAlone : SHOWN.paths),
    teachers: uniqueById(teachers).slice(0, SHOWN.teachers),
  };
}

/** Number of suggestion rows (everything after the typed-text and natural-language rows). */
export function suggestionCount(suggestions: SearchSuggestions): number {
  return suggestions.skills.length + suggestions.classes.length + suggestions.paths.length + suggestions.teachers.length;
}
