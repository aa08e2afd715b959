/**
 * GraphQL errors with client-facing messages.
 *
 * They are made with yoga's `createGraphQLError`, not `new GraphQLError` from our own `graphql`
 * import: graphql 16 ships both CJS and ESM builds, and a host (vitest, a bundler) may load a
 * different copy for us than for yoga. Yoga then would not recognise our errors and would mask
 * them as "Unexpected error.". Errors built by yoga's own helper always come from yoga's copy.
 */
import { createGraphQLError } from 'graphql-yoga';

export type ApiErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'NOT_FOUND' | 'UNKNOWN_PERSONA';

export function apiError(message: string, code: ApiErrorCode) {
  return createGraphQLError(message, { extensions: { code } });
}

/** A GraphQL error for bad client input; the message is shown to the caller as is. */
export function badInput(message: string) {
  return apiError(message, 'BAD_USER_INPUT');
}
