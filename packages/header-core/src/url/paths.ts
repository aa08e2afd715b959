/** Raised when user data would turn into a path segment that changes the path's meaning. */
export class UnsafePathSegmentError extends Error {
  constructor(readonly segment: string) {
    super(`Refusing to build a URL path from the segment ${JSON.stringify(segment)}: empty, '.' and '..' segments are not allowed.`);
    this.name = 'UnsafePathSegmentError';
  }
}

/** Encodes one path segment from user data; rejects '', '.' and '..' (which would move up the path). */
export function encodePathSegment(segment: string): string {
  if (segment === '' || segment === '.' || segment === '..') throw new UnsafePathSegmentError(segment);
  return encodeURIComponent(segment);
}

/**
 * Encodes a slash-separated path from data (a sub-category's slug, `fine-art/painting`) one segment at
 * a time, so its slashes stay path separators; rejects an empty, '.' or '..' segment anywhere.
 */
export function encodePathSegments(path: string): string {
  return path.split('/').map(encodePathSegment).join('/');
}

/** Who a profile link points at (the current user, a notification actor, …). */
export interface ProfileOwner {
  readonly vanityUsername?: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
}

/**
 * The profile path of spec §2: /user/{vanityUsername} when the member chose one, otherwise
 * /profile/{firstName}-{lastName}/{username}. Returns null when neither can be built safely.
 */
export function profilePath(owner: ProfileOwner): string | null {
  try {
    if (owner.vanityUsername) return `/user/${encodePathSegment(owner.vanityUsername)}`;
  } catch {
    // An unusable vanity name falls back to the long form below.
  }
  try {
    const name = `${owner.firstName}-${owner.lastName}`.trim();
    return `/profile/${encodePathSegment(name)}/${encodePathSegment(owner.username)}`;
  } catch {
    return null;
  }
}

/**
 * Adds tracking (or any) query parameters to a root-relative path or absolute URL, keeping the
 * parameters it already has and its fragment. Values are encoded; `undefined` values are skipped.
 */
export function withParams(href: string, params: Readonly<Record<string, string | undefined>>): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const search = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, value);
  }
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** The header's tracking value (decisions.md: our own links carry `via=header` unless another is stated). */
export const HEADER_VIA = 'header';

/** Our own link with the header's tracking value. */
export function tracked(path: string, via = HEADER_VIA): string {
  return withParams(path, { via });
}
