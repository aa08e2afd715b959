// The suggestions request and answer: the variables sent for a settled query, and the server's answer
// normalized (URL policy, counts, de-duplication) into what the options are built from.
import { encodePathSegment, linkPolicy, safeLink, safeUrl, truncateCodePoints } from '../url/index.ts';
import { clampCount } from '../numbers.ts';
import type {
  ClassSuggestion,
  PathSuggestion,
  SearchSuggestions,
  SkillSuggestion,
  TeacherSuggestion,
  TextSpan,
} from './search.options.types.ts';
import type { RawConnection, RawSearchSuggestions, RawTextSpan, SearchSuggestionVariables } from './search.wire.types.ts';
import type { ViewerLoggedIn } from './search.types.ts';
import { PAGE_SIZES, SHOWN, queryOf } from './search.limits.ts';

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

/**
 * The API's spans that lie inside `label` (whole numbers, at least one code unit), in order, each after the last
 * one kept (one that overlaps or goes back is dropped), and no more of them read than `label` has code units: a
 * list from the wire is never trusted.
 */
function spansIn(label: string, spans: ReadonlyArray<RawTextSpan | null> | null | undefined): TextSpan[] {
  const kept: TextSpan[] = [];
  if (!Array.isArray(spans)) return kept;
  let end = 0;
  for (const span of spans.slice(0, label.length)) {
    const start = span?.start;
    const length = span?.length;
    if (!Number.isInteger(start) || !Number.isInteger(length)) continue;
    const [from, size] = [start as number, length as number];
    if (from >= end && size > 0 && from + size <= label.length) {
      kept.push({ start: from, length: size });
      end = from + size;
    }
  }
  return kept;
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
  /** Hosts besides `origin` that class and teacher links may point at (see `linkPolicy`). Default: none. */
  readonly linkHosts?: readonly string[];
}

/**
 * Turns the GraphQL-shaped answer into what the box shows. Missing or null lists are empty;
 * items missing an id or a name are dropped; unapproved skills (`isApproved === false`) are
 * dropped. URL policy: an item whose link is refused (class url, teacher profile, path slug), or
 * points at a host that is neither ours nor listed (`safeLink`), is dropped, since a suggestion that
 * goes nowhere (or somewhere we do not vouch for) would be a dead option; a refused image
 * (cover, avatar) only becomes null. Then the limits of spec §9 apply, classes and paths
 * rebalanced by what came back.
 */
export function normalizeSuggestions(
  raw: RawSearchSuggestions | null | undefined,
  options: NormalizeOptions = {},
): SearchSuggestions {
  const origin = options.origin;
  const links = linkPolicy(origin, options.linkHosts);
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
      classCount: clampCount(node.classCount),
      followerCount: clampCount(node.followerCount),
      highlights: spansIn(displayName, node.highlights),
    });
  }

  const classes: ClassSuggestion[] = [];
  for (const node of nodesOf(data.classSuggestions)) {
    const id = text(node.id);
    const title = text(node.title);
    const url = safeLink(node.url, links);
    if (!id || !title || !url) continue;
    classes.push({ id, title, url, coverImageUrl: imageUrl(node.coverImageUrl, origin), highlights: spansIn(title, node.highlights) });
  }

  const paths: PathSuggestion[] = [];
  for (const node of nodesOf(data.learningPathsSuggestions)) {
    const id = text(node.id);
    const title = text(node.title);
    const slug = typeof node.slug === 'string' ? node.slug : '';
    const url = pathUrl(slug);
    if (!id || !title || !url) continue;
    paths.push({
      id, title, slug, url, coverImage: imageUrl(node.coverImage, origin), itemCount: clampCount(node.items?.totalCount), highlights: spansIn(title, node.highlights),
    });
  }

  const teachers: TeacherSuggestion[] = [];
  for (const node of nodesOf(data.teacherSuggestions)) {
    const id = text(node.id);
    const name = text(node.name);
    const url = safeLink(node.user?.url, links);
    if (!id || !name || !url) continue;
    teachers.push({
      id,
      name,
      url,
      avatar: imageUrl(node.user?.avatar, origin),
      followerCount: clampCount(node.user?.followers?.totalCount),
      highlights: spansIn(name, node.highlights),
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
