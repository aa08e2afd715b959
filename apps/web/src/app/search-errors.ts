// What went wrong with a results page's search, in words the page can show.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { SearchFailure } from './app-data.ts';

/** The GraphQL errors of a refused search, as plain data; null for anything else (a network failure, a timeout). */
export function searchFailureOf(error: unknown): SearchFailure | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const errors = error.errors.map((e) => {
    const code = e.extensions?.['code'];
    return { message: String(e.message), extensions: typeof code === 'string' ? { code } : {} };
  });
  return { errors };
}

/**
 * The first of `slugs` the API answered it does not know, or null. `where.skill` with an unknown slug is
 * a BAD_USER_INPUT error naming it ("Unknown skill 'x' in filter `skill`: …", apps/api class-search.ts;
 * a slug the page sends is at most 48 characters, so never cut): a mistyped or outdated link, which
 * trying again cannot mend, so the page says which skill and offers the words instead.
 */
export function unknownSkillOf(error: unknown, slugs: readonly string[]): string | null {
  const failure = isSearchFailure(error) ? error : searchFailureOf(error);
  if (slugs.length === 0 || !failure) return null;
  const messages = failure.errors.filter((e) => e.extensions.code === 'BAD_USER_INPUT').map((e) => e.message.toLowerCase());
  return slugs.find((slug) => messages.some((message) => message.includes(`skill '${slug}'`))) ?? null;
}

function isSearchFailure(value: unknown): value is SearchFailure {
  return typeof value === 'object' && value !== null && !CombinedGraphQLErrors.is(value) && Array.isArray((value as { errors?: unknown }).errors);
}
