// What went wrong with a results page's search, in words the page can show.
import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The first of `slugs` the API answered it does not know, or null. `where.skill` with an unknown slug is
 * a BAD_USER_INPUT error naming it ("Unknown skill 'x' in filter `skill`: …", apps/api class-search.ts;
 * a slug the page sends is at most 48 characters, so never cut): a mistyped or outdated link, which
 * trying again cannot mend, so the page says which skill and offers the words instead.
 */
export function unknownSkillOf(error: unknown, slugs: readonly string[]): string | null {
  if (slugs.length === 0 || !CombinedGraphQLErrors.is(error)) return null;
  const messages = error.errors.filter((e) => e.extensions?.['code'] === 'BAD_USER_INPUT').map((e) => e.message.toLowerCase());
  return slugs.find((slug) => messages.some((message) => message.includes(`skill '${slug}'`))) ?? null;
}
