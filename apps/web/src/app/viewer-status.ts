import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * What the page tells a visitor when the signed-in member cannot be loaded: a sentence a person can
 * act on, never the parser's or the network stack's own text.
 */
export function viewerProblem(error: unknown): string {
  if (ServerParseError.is(error)) return 'The server answered with something that is not GraphQL.';
  if (ServerError.is(error)) return `The server answered with HTTP ${error.statusCode}.`;
  if (CombinedGraphQLErrors.is(error)) return 'The server could not answer who is signed in.';
  return 'The server did not answer.';
}

/**
 * Whether the API's answer says nobody is signed in with this cookie (an unknown persona, an expired
 * session): the visitor is signed out, which asking again will not change.
 */
export function isSignedOut(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'UNKNOWN_PERSONA' || e.extensions?.['code'] === 'UNAUTHENTICATED');
}

/** Waits before the nth retry (0-based): 2, 4, 8, 16, then every 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(2_000 * 2 ** attempt, 30_000);
}
